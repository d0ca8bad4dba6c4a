/**
 * The REST side of rate limits (docs/api.md "Rate limits"): the limits themselves live in limits/rate-limit.ts,
 * where the domains reach them without knowing a transport; a REST success writes its bucket's state here.
 */
import type { Context } from "hono";
import type { RateLimitResult } from "../limits/rate-limit.ts";
import { writeRateLimitHeaders } from "./error-response.ts";

/** Sets X-RateLimit-Limit and X-RateLimit-Remaining on a REST answer (Laravel's ThrottleRequests headers). */
export function applyRateLimitHeaders(c: Context, result: RateLimitResult): void {
  writeRateLimitHeaders((name, value) => c.header(name, value), result);
}
