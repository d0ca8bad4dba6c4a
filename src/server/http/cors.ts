/**
 * Cross-origin use of the API (docs/api.md "Cross-origin use"; docs/decisions/010): browser apps on the origins
 * listed in CORS_ORIGINS may call /api/* and /sanctum/csrf-cookie with credentials — Sanctum's SPA flow from
 * another origin. Preflights (OPTIONS) answer 204 with the methods and headers the API uses, including
 * X-XSRF-TOKEN, X-Requested-With, X-Request-Id (their own id for our logs, http/request-log.ts),
 * X-HTTP-Method-Override (http/method-spoofing.ts) and If-None-Match (http/conditional-get.ts); answers expose
 * X-Request-Id, ETag, Retry-After and X-RateLimit-*, which a page cannot read otherwise. Any other origin, and every origin when the list is empty (the default),
 * gets no Access-Control-* header at all: its preflight is a bare 204 the browser refuses, so its page can
 * neither send an unsafe call nor read an answer.
 *
 * Credentials are allowed only together with an echoed, listed origin (never `*`). Runs first, so the 204 of a
 * preflight does not meet the session lookup, the CSRF check or the router.
 */
import type { MiddlewareHandler } from "hono";
import { cors as honoCors } from "hono/cors";
import { setAnswerHeader } from "./answer-headers.ts";

/** The headers a cross-origin page may send. */
export const CORS_ALLOWED_HEADERS = [
  "Accept",
  "Authorization",
  "Content-Type",
  "X-Requested-With",
  "X-XSRF-TOKEN",
  "X-CSRF-TOKEN",
  "X-Request-Id",
  "X-HTTP-Method-Override",
  "If-None-Match",
] as const;

/** The methods of the API (method spoofing's `_method` rides on POST). */
export const CORS_ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * The answer headers a cross-origin page may read besides the CORS-safelisted ones: the request id, the validator
 * of docs/api.md "Caching and conditional requests" and the headers of docs/api.md "Rate limits".
 */
export const CORS_EXPOSED_HEADERS = [
  "X-Request-Id",
  "ETag",
  "Retry-After",
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
] as const;

/** The paths CORS applies to. */
function corsPath(path: string): boolean {
  return path.startsWith("/api/") || path === "/sanctum/csrf-cookie";
}

/** `app.use("*", cors(env.corsOrigins))`. */
export function cors(origins: readonly string[] = []): MiddlewareHandler {
  const allowed = new Set(origins);
  const listed = honoCors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: [...CORS_ALLOWED_METHODS],
    allowHeaders: [...CORS_ALLOWED_HEADERS],
    exposeHeaders: [...CORS_EXPOSED_HEADERS],
    credentials: true,
    // Laravel's config/cors.php default is 0; an hour spares a browser app one preflight per call.
    maxAge: 3600,
  });
  return async (c, next) => {
    if (!corsPath(c.req.path)) return next();
    const origin = c.req.header("origin");
    if (origin && allowed.has(origin)) return listed(c, next);
    // Not listed: a preflight gets a bare 204 (no Access-Control-*), other calls pass without CORS headers.
    if (c.req.method === "OPTIONS" && c.req.header("access-control-request-method")) {
      return c.body(null, 204, { Vary: "Origin" });
    }
    await next();
    if (allowed.size > 0) setAnswerHeader(c, "Vary", "Origin", true);
  };
}
