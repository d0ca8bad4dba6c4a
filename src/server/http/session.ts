/**
 * Who is calling (docs/api.md "Sessions and CSRF"): reads the session cookie, validates it in one query and
 * sets `c.var.state` (the viewer or null, the session token, its expiry, the client's IP and user agent) and
 * `c.var.deps` for the handlers behind it. A visitor may carry a token too: the CSRF anchor of the Sanctum flow.
 * A session past half of its lifetime slides, and its cookies are written again on this answer.
 *
 * Only /api, /trpc and /sanctum answers use the viewer, so pages and files skip the database lookup; a cookie
 * that cannot be a session token (not 32 base32 characters) is never looked up either.
 */
import type { MiddlewareHandler } from "hono";
import { SESSION_COOKIE, secondsUntil, sessionCookies } from "../auth/session-cookies.ts";
import { validateSessionToken } from "../auth/sessions.ts";
import type { AppBindings, AppDeps } from "../context.ts";
import { type Viewer, viewerOf } from "../viewer.ts";
import { readCookie } from "./cookies.ts";

/** A session token as generateSessionToken writes it (20 random bytes, base32). */
const TOKEN_SHAPE = /^[a-z2-7]{32}$/;

/** The IP address of a request whose entry point could not tell (tests, a socket already gone). */
const UNKNOWN_IP = "127.0.0.1";

/** The middleware over `deps`: `app.use("*", session(deps))`. */
export function session(deps: AppDeps): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    c.set("deps", deps);
    const token = readCookie(c.req.header("cookie"), SESSION_COOKIE);
    let viewer: Viewer | null = null;
    let sessionExpiresAt: Date | null = null;
    if (token && TOKEN_SHAPE.test(token) && needsSession(c.req.path)) {
      const found = await validateSessionToken(deps.db, token);
      if (found) {
        viewer = viewerOf(found);
        sessionExpiresAt = found.expiresAt;
        if (found.refreshed) {
          for (const cookie of sessionCookies(deps.env, token, secondsUntil(found.expiresAt))) {
            c.header("Set-Cookie", cookie, { append: true });
          }
        }
      }
    }
    c.set("state", {
      viewer,
      sessionToken: token,
      sessionExpiresAt,
      ipAddress: c.env?.clientIp ?? UNKNOWN_IP,
      userAgent: c.req.header("user-agent") ?? "",
    });
    await next();
  };
}

/** Paths whose handlers use the viewer: the API, tRPC, the CSRF cookie and /auth. Pages and files skip the lookup. */
function needsSession(path: string): boolean {
  return (
    path.startsWith("/api/") ||
    path.startsWith("/trpc/") ||
    path.startsWith("/sanctum/") ||
    // Login with a provider: linking needs the member (domains/accounts/oidc-login.rest.ts).
    path.startsWith("/auth/")
  );
}
