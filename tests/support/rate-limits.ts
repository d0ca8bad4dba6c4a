/**
 * Assertions about rate limits (docs/product.md §9 Rate limits, docs/api.md "Rate limits"), shared by the tests of
 * the limited operations.
 */
import { expect } from "bun:test";

/**
 * Asserts a REST refusal of a limit: 429 with `{"message":"Too Many Attempts.","code":"rate_limited"}`, a Retry-After within
 * the window, X-RateLimit-Limit / X-RateLimit-Remaining: 0 of `limit`, and X-RateLimit-Reset: the Unix second the
 * window ends, Retry-After from now.
 */
export async function expectRest429(
  response: Response,
  limit: { max: number; windowSeconds: number },
): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
  expect(response.headers.get("x-ratelimit-limit")).toBe(String(limit.max));
  expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
  const reset = Number(response.headers.get("x-ratelimit-reset"));
  // Both are rounded up from when the answer was made; a second may pass before this line runs.
  expect(Math.abs(reset - (Math.floor(Date.now() / 1000) + retryAfter))).toBeLessThanOrEqual(2);
}
