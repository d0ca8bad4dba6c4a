/**
 * The CSRF check of Sanctum's SPA flow (docs/api.md "Sessions and CSRF"): every unsafe request (anything but
 * GET, HEAD, OPTIONS) to /api/* or /trpc/* carries the token of the XSRF-TOKEN cookie — in X-XSRF-TOKEN,
 * X-CSRF-TOKEN or a form's `_token` field — and the token must be bound to the request's session cookie
 * (auth/csrf.ts). Otherwise the answer is 419 "CSRF token mismatch." before any handler runs — before the
 * guards too, as in Laravel, so a forged request gets 419 whether or not it is signed in. Runs after
 * http/session.ts, which read the session cookie.
 */
import type { Context, MiddlewareHandler } from "hono";
import { verifyCsrfToken } from "../auth/csrf.ts";
import type { AppBindings } from "../context.ts";
import { AppError } from "../errors.ts";
import { errorResponse } from "./error-response.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The middleware with the app key that signs tokens: `app.use("*", csrf(env.appKey))`. Answers 419. */
export function csrf(appKey: string): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const path = c.req.path;
    if (SAFE_METHODS.has(c.req.method) || !(path.startsWith("/api/") || path.startsWith("/trpc/")))
      return next();
    const token = c.get("state").sessionToken;
    const header = c.req.header("x-xsrf-token") ?? c.req.header("x-csrf-token") ?? (await formToken(c));
    if (!token || !header || !verifyCsrfToken(appKey, token, safeDecode(header))) {
      return errorResponse(new AppError("CSRF_MISMATCH"));
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
 * The `_token` field of a form body, if the request is a form whose body can be read. A malformed body (a
 * multipart body without valid parts) has no token: the request is refused with 419 like any other without one.
 */
async function formToken(c: Context<AppBindings>): Promise<string | undefined> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("form")) return undefined;
  try {
    const body = await c.req.parseBody();
    return typeof body._token === "string" ? body._token : undefined;
  } catch {
    return undefined;
  }
}
