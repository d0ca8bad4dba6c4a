/**
 * Assertions about rate limits (docs/product.md §9 Rate limits, docs/api.md "Rate limits"), shared by the tests of
 * the limited operations.
 */
import { expect } from "bun:test";

/**
 * Asserts a REST refusal of a limit: 429 with Laravel's `{"message":"Too Many Attempts."}`, a Retry-After within
 * the window, and X-RateLimit-Limit / X-RateLimit-Remaining: 0 of `limit`.
 */
export async function expectRest429(
  response: Response,
  limit: { max: number; windowSeconds: number },
): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ message: "Too Many Attempts." });
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
  expect(response.headers.get("x-ratelimit-limit")).toBe(String(limit.max));
  expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
}
