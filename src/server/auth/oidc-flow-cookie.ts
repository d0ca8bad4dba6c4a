/**
 * The short-lived cookie that carries a login-with-provider flow from its start to its callback (docs/product.md
 * "Login with LINE, Google and Apple"): state, nonce and PKCE verifier, the mode (sign in or link), the member
 * who links, and where to go afterwards. HttpOnly, path /auth/, 10 minutes, signed with the app key
 * (HMAC-SHA256), so the browser can neither read nor alter it; the state it holds is compared with the callback's
 * by openid-client, and the nonce with the id_token's. Modes: sign in, link, or confirm a deletion.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { generateCookie } from "hono/cookie";
import type { AppEnv, OidcProviderName } from "../env.ts";
import type { FlowSecrets } from "./oidc-client.ts";

export const OIDC_FLOW_COOKIE = "tasukeai_oidc";

/** How long a flow may take from start to callback (seconds). */
export const OIDC_FLOW_SECONDS = 600;

/** Sign in (or up), attach the identity to the member, or confirm the member's account deletion. */
export type OidcFlowMode = "login" | "link" | "delete";

/** A flow in progress. */
export interface OidcFlow extends FlowSecrets {
  provider: OidcProviderName;
  mode: OidcFlowMode;
  /** The member who links or leaves (link and delete modes), else null. */
  userId: number | null;
  /** A same-origin path to go to afterwards. */
  next: string;
  /** Expiry, ms since the epoch. */
  expiresAt: number;
}

function signature(appKey: string, payload: string): string {
  return createHmac("sha256", appKey).update(`oidc-flow:${payload}`).digest("base64url");
}

/**
 * The Set-Cookie value of `flow`. SameSite=None (Secure) on https, so that Apple's POSTed callback carries it;
 * Lax on http (development, tests), where browsers refuse SameSite=None.
 */
export function flowCookie(env: AppEnv, flow: OidcFlow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString("base64url");
  return generateCookie(OIDC_FLOW_COOKIE, `${payload}.${signature(env.appKey, payload)}`, {
    path: "/auth/",
    httpOnly: true,
    secure: env.secureCookies,
    sameSite: env.secureCookies ? "None" : "Lax",
    maxAge: OIDC_FLOW_SECONDS,
  });
}

/** The Set-Cookie value that removes the flow cookie (a flow is used once). */
export function clearedFlowCookie(env: AppEnv): string {
  return generateCookie(OIDC_FLOW_COOKIE, "", {
    path: "/auth/",
    httpOnly: true,
    secure: env.secureCookies,
    sameSite: env.secureCookies ? "None" : "Lax",
    maxAge: 0,
  });
}

/** The flow of a cookie value, or null when it is missing, altered, expired or not for `provider`. */
export function readFlowCookie(
  env: AppEnv,
  value: string | undefined,
  provider: OidcProviderName,
): OidcFlow | null {
  if (!value) return null;
  const [payload = "", mac = ""] = value.split(".");
  const expected = Buffer.from(signature(env.appKey, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as OidcFlow;
    if (flow.provider !== provider || typeof flow.expiresAt !== "number" || flow.expiresAt < Date.now())
      return null;
    return flow;
  } catch {
    return null;
  }
}
