/**
 * GET /auth/{provider}/start and GET|POST /auth/{provider}/callback: login with LINE, Google and Apple over
 * OpenID Connect (docs/product.md "Login with LINE, Google and Apple", docs/operations.md "Login providers",
 * decision 031). Mounted at /auth by app.ts, outside /api like the unsubscribe link: these are browser
 * navigations (redirects to and from the provider), not calls of the SPA, so they are no declared operation;
 * listing providers, login methods and unlinking are (login-providers.operations.ts).
 *
 * - start: `?next=<same-origin path>` (where to go after a login), or `?mode=link&token=<XSRF-TOKEN>` for a
 *   signed-in member linking from account settings, or `?mode=delete&token=…` for a member confirming their
 *   account deletion with an attached provider account (how a member without a password leaves) — the CSRF token
 *   bound to the session is required, so no other site can start either. Keeps state, nonce and PKCE verifier in a signed HttpOnly cookie for 10
 *   minutes (auth/oidc-flow-cookie.ts) and redirects to the provider.
 * - callback: reads and clears that cookie, and nothing is written before openid-client has exchanged the code
 *   and validated the id_token (state, PKCE, signature, issuer, audience, nonce, expiry); then signs in, creates
 *   a member, or links (login-identities.service.ts). A refusal is a small Japanese HTML page with a 4xx status.
 * - Both take one hit of `oidc:<IP>` (OIDC_FLOW_LIMIT a window per client address).
 */
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { loginProvidersCopy } from "#shared/copy/login-providers.ts";
import { copy } from "#shared/copy.ts";
import { LOGIN_PROVIDERS, type LoginProviderName } from "#shared/schemas/login-providers.ts";
import { generateVisitorAnchor, verifyCsrfToken } from "../../auth/csrf.ts";
import {
  authorizationUrl,
  exchangeCode,
  newFlowSecrets,
  type VerifiedIdentity,
} from "../../auth/oidc-client.ts";
import {
  clearedFlowCookie,
  flowCookie,
  OIDC_FLOW_COOKIE,
  OIDC_FLOW_SECONDS,
  type OidcFlowMode,
  readFlowCookie,
} from "../../auth/oidc-flow-cookie.ts";
import { secondsUntil, sessionCookies } from "../../auth/session-cookies.ts";
import type { AppBindings } from "../../context.ts";
import type { OidcProviderSettings } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { takeRateLimit } from "../../limits/rate-limit.ts";
import { logger } from "../../logger.ts";
import { escapeHtml } from "../../mail/escape-html.ts";
import { deleteWithIdentity, linkIdentity, signInWithIdentity } from "./login-identities.service.ts";

/** Starts and callbacks per client address and window (docs/product.md §9 Rate limits). */
export const OIDC_FLOW_LIMIT = { max: 30, windowSeconds: 300 } as const;

/** The throttle key of login flows: the client address. */
export function oidcFlowThrottleKey(ipAddress: string): string {
  return `oidc:${ipAddress}`;
}

/**
 * `next` when it is a path of this board (one leading slash, no scheme, no backslash, no control characters),
 * else "/": after a login the browser never leaves the board (no open redirect).
 */
export function sameOriginPath(next: string | undefined): string {
  if (!next) return "/";
  const value = next.normalize("NFKC");
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\p{Cc}]/u.test(value)) return "/";
  try {
    const resolved = new URL(value, "http://board.invalid");
    if (resolved.origin !== "http://board.invalid") return "/";
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return "/";
  }
}

/** Mounted at /auth by app.ts. */
export const oidcLoginRest = new Hono<AppBindings>();

/** A small Japanese page for a refusal (never a 500 for what a person or provider did). */
function refusalPage(
  c: Context<AppBindings>,
  status: 400 | 401 | 403 | 404 | 409 | 429,
  message: string,
  back: "login" | "settings" = "login",
): Response {
  const page = loginProvidersCopy.page;
  return smallPage(c, status, page.title, message, {
    href: back === "settings" ? "/account/settings" : "/login",
    label: back === "settings" ? page.toSettings : page.backToLogin,
  });
}

/** A small Japanese page: a title, one message, one link. */
function smallPage(
  c: Context<AppBindings>,
  status: 200 | 400 | 401 | 403 | 404 | 409 | 429,
  title: string,
  message: string,
  link: { href: string; label: string },
): Response {
  const { href, label } = link;
  const html = `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(copy.serviceName)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.7">
<h1 style="font-size: 1.25rem">${escapeHtml(title)}</h1>
<p role="${status >= 400 ? "alert" : "status"}">${escapeHtml(message)}</p>
<p><a href="${href}">${escapeHtml(label)}</a></p>
</body></html>`;
  c.header("Cache-Control", "no-store");
  return c.html(html, status);
}

/** The enabled provider named by the path, or undefined. */
function providerOf(c: Context<AppBindings>): OidcProviderSettings | undefined {
  const name = c.req.param("provider");
  if (!LOGIN_PROVIDERS.includes(name as LoginProviderName)) return undefined;
  return c.get("deps").env.oidc?.providers.find((provider) => provider.name === name);
}

/** The callback URL registered with each provider: `{APP_URL}/auth/{provider}/callback`. */
function redirectUriOf(c: Context<AppBindings>, provider: OidcProviderSettings): string {
  return `${c.get("deps").env.appUrl}/auth/${provider.name}/callback`;
}

/** Takes one hit of the client address's flow bucket; false when it is spent. */
async function withinLimit(c: Context<AppBindings>): Promise<boolean> {
  try {
    await takeRateLimit(
      c.get("deps").db,
      oidcFlowThrottleKey(c.get("state").ipAddress),
      OIDC_FLOW_LIMIT.max,
      OIDC_FLOW_LIMIT.windowSeconds,
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return false;
    throw error;
  }
}

oidcLoginRest.get("/:provider/start", async (c) => {
  const provider = providerOf(c);
  if (!provider) return refusalPage(c, 404, loginProvidersCopy.refusals.unknownProvider);
  if (!(await withinLimit(c))) return refusalPage(c, 429, loginProvidersCopy.refusals.tooMany);
  const { env } = c.get("deps");
  const state = c.get("state");
  const asked = c.req.query("mode");
  const mode: OidcFlowMode = asked === "link" || asked === "delete" ? asked : "login";
  if (mode !== "login") {
    const token = c.req.query("token") ?? "";
    if (!state.viewer || !state.sessionToken || !verifyCsrfToken(env.appKey, state.sessionToken, token))
      return refusalPage(c, 401, loginProvidersCopy.refusals.linkNeedsLogin);
  }
  const secrets = newFlowSecrets();
  let target: URL;
  try {
    target = await authorizationUrl(provider, redirectUriOf(c, provider), secrets);
  } catch (error) {
    logger.warn({ err: error, provider: provider.name }, "login provider discovery failed");
    return refusalPage(c, 400, loginProvidersCopy.refusals.providerFailed);
  }
  const cookie = flowCookie(env, {
    ...secrets,
    provider: provider.name,
    mode,
    userId: mode === "login" ? null : (state.viewer?.id ?? null),
    next: mode === "login" ? sameOriginPath(c.req.query("next")) : "/account/settings",
    expiresAt: Date.now() + OIDC_FLOW_SECONDS * 1000,
  });
  c.header("Set-Cookie", cookie, { append: true });
  c.header("Cache-Control", "no-store");
  return c.redirect(target.href, 302);
});

/** The callback's parameters as a URL openid-client reads: the query of a GET, the form fields of a POST. */
async function callbackUrl(c: Context<AppBindings>, provider: OidcProviderSettings): Promise<URL> {
  const url = new URL(redirectUriOf(c, provider));
  if (c.req.method === "POST") {
    const form = await c.req.parseBody();
    for (const [key, value] of Object.entries(form)) {
      if (typeof value === "string") url.searchParams.append(key, value);
    }
  } else {
    for (const [key, value] of new URL(c.req.url).searchParams) url.searchParams.append(key, value);
  }
  return url;
}

async function callback(c: Context<AppBindings>): Promise<Response> {
  const provider = providerOf(c);
  if (!provider) return refusalPage(c, 404, loginProvidersCopy.refusals.unknownProvider);
  if (!(await withinLimit(c))) return refusalPage(c, 429, loginProvidersCopy.refusals.tooMany);
  const deps = c.get("deps");
  const state = c.get("state");
  // A flow is used once: its cookie goes whatever happens next.
  c.header("Set-Cookie", clearedFlowCookie(deps.env), { append: true });
  c.header("Cache-Control", "no-store");
  const flow = readFlowCookie(deps.env, getCookie(c, OIDC_FLOW_COOKIE), provider.name);
  const back = flow && flow.mode !== "login" ? "settings" : "login";
  if (!flow) return refusalPage(c, 400, loginProvidersCopy.refusals.flowInvalid);
  const url = await callbackUrl(c, provider);
  if (url.searchParams.has("error") && url.searchParams.get("state") === flow.state)
    return refusalPage(c, 400, loginProvidersCopy.refusals.cancelled, back);
  let identity: VerifiedIdentity;
  try {
    identity = await exchangeCode(provider, url, flow);
  } catch (error) {
    logger.warn(
      {
        provider: provider.name,
        reason: error instanceof Error ? error.message : String(error),
        code: (error as { code?: unknown }).code,
        cause: (error as { cause?: { message?: unknown } }).cause?.message,
      },
      "login provider callback refused",
    );
    return refusalPage(c, 400, loginProvidersCopy.refusals.providerFailed, back);
  }
  const meta = { ipAddress: state.ipAddress, userAgent: state.userAgent };
  if (flow.mode === "delete") {
    if (!state.viewer || state.viewer.id !== flow.userId)
      return refusalPage(c, 401, loginProvidersCopy.refusals.linkNeedsLogin);
    if (!(await deleteWithIdentity(deps, state.viewer.id, identity)))
      return refusalPage(c, 403, loginProvidersCopy.refusals.deleteWrongAccount, "settings");
    for (const cookie of sessionCookies(deps.env, generateVisitorAnchor()))
      c.header("Set-Cookie", cookie, { append: true });
    const page = loginProvidersCopy.page;
    return smallPage(c, 200, page.deletedTitle, copy.settings.deleted, { href: "/", label: page.toHome });
  }
  if (flow.mode === "link") {
    if (!state.viewer || state.viewer.id !== flow.userId)
      return refusalPage(c, 401, loginProvidersCopy.refusals.linkNeedsLogin);
    const outcome = await linkIdentity(deps.db, state.viewer.id, identity);
    if (outcome === "elsewhere")
      return refusalPage(c, 409, loginProvidersCopy.refusals.linkedElsewhere, "settings");
    return c.redirect(`/account/settings?linked=${provider.name}`, 302);
  }
  const outcome = await signInWithIdentity(deps, identity, meta);
  if (outcome.kind === "email-taken") return refusalPage(c, 409, loginProvidersCopy.refusals.emailTaken);
  if (outcome.kind === "suspended") return refusalPage(c, 403, loginProvidersCopy.refusals.suspended);
  const { issued } = outcome;
  for (const cookie of sessionCookies(deps.env, issued.token, secondsUntil(issued.session.expiresAt)))
    c.header("Set-Cookie", cookie, { append: true });
  return c.redirect(flow.next, 302);
}

oidcLoginRest.get("/:provider/callback", callback);
// Apple answers with a POSTed form (response_mode=form_post); outside /api, so no CSRF token: the state is.
oidcLoginRest.post("/:provider/callback", callback);
