/**
 * Personal access tokens on the wire (docs/api.md "Personal access tokens"; docs/product.md § API platform; docs/decisions/010):
 * an /api call with `Authorization: Bearer <id>|<secret>` is made by the token's member, with no cookie and no
 * CSRF token — the session cookie, if any, is ignored, and http/csrf.ts lets the call through (a page on
 * another site cannot set that header without a CORS preflight the allowlist refuses).
 *
 * - An unknown, malformed, expired or revoked token, or one of a deleted or suspended member: 401
 *   `Unauthenticated.` before any handler runs.
 * - Token calls have their own limit, Laravel's `api` default: 60 a minute per member (all their tokens
 *   together), taken before the work (limits/rate-limit.ts takeRateLimit); X-RateLimit-* on every answer
 *   (written by http/rate-limit-headers.ts, which notes the take), 429 with Retry-After past it. An operation's
 *   own limit (posts, comments) still applies on top and names itself in the headers of its answers.
 * - A token without the `write` ability gets 403 on unsafe methods (POST, PUT, PATCH, DELETE), except a token with
 *   the `webhooks` ability on the webhook routes (/api/webhooks…, docs/product.md "Webhooks"), whose own rule
 *   (the webhooks service) asks for that ability.
 *
 * Runs after http/session.ts (which it overrides) and before http/csrf.ts.
 */
import type { MiddlewareHandler } from "hono";
import type { AppBindings, AppDeps } from "../context.ts";
import { authenticateToken } from "../domains/tokens/tokens.service.ts";
import { AppError } from "../errors.ts";
import { takeRateLimit } from "../limits/rate-limit.ts";
import { errorResponse } from "./error-response.ts";
import { languageOf } from "./language.ts";

/** Laravel's `api` rate limiter: 60 calls a minute. */
export const TOKEN_RATE_LIMIT = { max: 60, windowSeconds: 60 } as const;

/** The bucket of a member's token calls. */
export function tokenRateLimitKey(userId: number): string {
  return `api-token:${userId}`;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** `app.use("/api/*", bearer(deps))`: authenticates Bearer calls; answers 401, 403 or 429 itself. */
export function bearer(deps: AppDeps): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    if (!header || !/^bearer\s/i.test(header)) return next();
    const caller = await authenticateToken(deps.db, header.replace(/^bearer\s+/i, ""));
    if (!caller) return errorResponse(AppError.unauthorized(), languageOf(c));
    // Noted for the answer's X-RateLimit-* (http/rate-limit-headers.ts), whatever the answer turns out to be.
    await takeRateLimit(
      deps.db,
      tokenRateLimitKey(caller.viewer.id),
      TOKEN_RATE_LIMIT.max,
      TOKEN_RATE_LIMIT.windowSeconds,
    );
    const webhookCall =
      /^\/api\/webhooks(\/|$)/.test(c.req.path) && caller.token.abilities.includes("webhooks");
    if (!SAFE_METHODS.has(c.req.method) && !caller.token.abilities.includes("write") && !webhookCall) {
      return errorResponse(AppError.forbidden("token_read_only"), languageOf(c));
    }
    c.set("state", {
      ...c.get("state"),
      viewer: caller.viewer,
      sessionToken: null,
      sessionExpiresAt: null,
      apiToken: caller.token,
    });
    await next();
  };
}
