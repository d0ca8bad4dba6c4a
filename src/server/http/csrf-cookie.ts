/**
 * GET /sanctum/csrf-cookie (docs/api.md "Sessions and CSRF"): the first call of Sanctum's SPA flow answers 204
 * with the session cookie and a fresh XSRF-TOKEN bound to it. A member keeps their session (and its remember-me
 * lifetime); a visitor gets a new random anchor (auth/csrf.ts generateVisitorAnchor) for their CSRF token (no
 * session row is stored).
 */
import type { Handler } from "hono";
import { generateVisitorAnchor } from "../auth/csrf.ts";
import { secondsUntil, sessionCookies } from "../auth/session-cookies.ts";
import type { AppBindings } from "../context.ts";
import type { AppEnv } from "../env.ts";

/** The handler: `app.get("/sanctum/csrf-cookie", csrfCookie(env))`. Always 204. */
export function csrfCookie(env: AppEnv): Handler<AppBindings> {
  return (c) => {
    const state = c.get("state");
    const cookies =
      state.viewer && state.sessionToken && state.sessionExpiresAt
        ? sessionCookies(env, state.sessionToken, secondsUntil(state.sessionExpiresAt))
        : sessionCookies(env, generateVisitorAnchor());
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
    return c.body(null, 204);
  };
}
