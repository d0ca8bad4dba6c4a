/**
 * The CSRF check of Sanctum's SPA flow (docs/api.md "Sessions and CSRF"): every unsafe request (anything but
 * GET, HEAD, OPTIONS) to /api/* or /trpc/* carries the token of the XSRF-TOKEN cookie — in X-XSRF-TOKEN,
 * X-CSRF-TOKEN or a `_token` field of a form, multipart or (under /api) JSON body — and the token must be bound
 * to the request's session cookie (auth/csrf.ts). A member-shaped session cookie whose session has ended
 * (logout, expiry) anchors nothing: its old token fails, as after Laravel's session invalidation. A call
 * authenticated by a personal access token (http/bearer.ts) carries no cookie to forge and is not checked. Otherwise the answer is 419 "CSRF token mismatch." before any handler runs — before the
 * guards too, as in Laravel, so a forged request gets 419 whether or not it is signed in. Runs after
 * http/session.ts, which read the session cookie.
 */
import type { Context, MiddlewareHandler } from "hono";
import { isMemberSessionToken, verifyCsrfToken } from "../auth/csrf.ts";
import type { AppBindings } from "../context.ts";
import { AppError } from "../errors.ts";
import { errorResponse } from "./error-response.ts";
import { languageOf } from "./language.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The middleware with the app key that signs tokens: `app.use("*", csrf(env.appKey))`. Answers 419. */
export function csrf(appKey: string): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const path = c.req.path;
    if (SAFE_METHODS.has(c.req.method) || !(path.startsWith("/api/") || path.startsWith("/trpc/")))
      return next();
    const state = c.get("state");
    if (state.apiToken) return next();
    const token = state.sessionToken;
    // A member's session cookie that no longer finds its session (http/session.ts left the viewer null).
    const ended = token !== null && isMemberSessionToken(token) && state.viewer === null;
    const header = c.req.header("x-xsrf-token") ?? c.req.header("x-csrf-token") ?? (await bodyToken(c));
    if (!token || ended || !header || !verifyCsrfToken(appKey, token, safeDecode(header))) {
      return errorResponse(AppError.of("csrf_mismatch"), languageOf(c));
    }
    return next();
  };
}

/** The cookie's value as the browser copied it (URL-encoded) or as a client decoded it. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The `_token` field of a form, multipart or JSON body, if the body can be read. A malformed body (a multipart
 * body without valid parts, broken JSON) has no token: the request is refused with 419 like any other without
 * one. JSON is read only under /api: hono caches the text for the REST adapter (http/body.ts), while tRPC reads
 * the raw request itself.
 */
async function bodyToken(c: Context<AppBindings>): Promise<string | undefined> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    if (!c.req.path.startsWith("/api/")) return undefined;
    try {
      const body: unknown = JSON.parse(await c.req.text());
      const value =
        body !== null && typeof body === "object" ? (body as { _token?: unknown })._token : undefined;
      return typeof value === "string" ? value : undefined;
    } catch {
      return undefined;
    }
  }
  if (!type.includes("form")) return undefined;
  try {
    const body = await c.req.parseBody();
    return typeof body._token === "string" ? body._token : undefined;
  } catch {
    return undefined;
  }
}
