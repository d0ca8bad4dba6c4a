/**
 * X-RateLimit-* on every answer of a request that took a limit (docs/api.md "Rate limits"; docs/product.md §9
 * Rate limits), like Laravel's ThrottleRequests, which writes them on whatever passes through it.
 *
 * The request is served inside limits/rate-limit.ts `recordRateLimits`, which notes each bucket it takes (the
 * token limit of http/bearer.ts, an operation's own limits, a login's password checks) or clears. When the answer
 * names no bucket itself — no explicit `applyRateLimitHeaders`, not a 429 rendered from its AppError — it gets
 * X-RateLimit-Limit, -Remaining and -Reset of the noted bucket with the fewest hits left. So successes whose
 * adapter says nothing (a login, an administrator's resend), errors met after the limit was taken (a comment on
 * a missing request: 404, a read-only token's 403) and tRPC answers carry them as well. An answer of a request
 * that took no limit is left alone.
 *
 * Mounted on /api/* and /trpc/* before http/bearer.ts, so the token limit is noted too.
 */
import type { MiddlewareHandler } from "hono";
import { recordRateLimits, tightestRateLimitTaken } from "../limits/rate-limit.ts";
import { setAnswerHeader } from "./answer-headers.ts";
import { writeRateLimitHeaders } from "./error-response.ts";

/** `app.use("/api/*", rateLimitHeaders)` and `app.use("/trpc/*", rateLimitHeaders)`. */
export const rateLimitHeaders: MiddlewareHandler = (c, next) =>
  recordRateLimits(async () => {
    await next();
    if (c.res.headers.has("X-RateLimit-Limit")) return;
    const taken = tightestRateLimitTaken();
    if (taken) writeRateLimitHeaders((name, value) => setAnswerHeader(c, name, value), taken);
  });
