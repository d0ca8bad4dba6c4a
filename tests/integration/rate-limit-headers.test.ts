/**
 * The rate-limit headers (docs/api.md "Rate limits", docs/product.md §9 Rate limits): every answer of a request
 * that took a limit carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (Unix seconds when the
 * window ends) — successes, refusals, and the other errors met after the limit was taken; REST and tRPC; token
 * calls included.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { ACCOUNT_LIMITS, MESSAGING, WRITE_LIMITS } from "#shared/constants.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { TOKEN_RATE_LIMIT } from "../../src/server/http/bearer.ts";
import { createMember, FACTORY_PASSWORD, signedInMember } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

const BASE = "http://localhost:3000";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
}, 60_000);

/**
 * Asserts the three headers of a bucket of `limit` with `remaining` hits left whose window of `windowSeconds`
 * is under way: X-RateLimit-Reset is a whole Unix second within the window from now.
 */
function expectLimitHeaders(
  response: Response,
  limit: number,
  remaining: number,
  windowSeconds: number,
): number {
  expect(response.headers.get("x-ratelimit-limit")).toBe(String(limit));
  expect(response.headers.get("x-ratelimit-remaining")).toBe(String(remaining));
  const reset = response.headers.get("x-ratelimit-reset") ?? "";
  expect(reset).toMatch(/^\d+$/);
  const now = Math.floor(Date.now() / 1000);
  expect(Number(reset)).toBeGreaterThanOrEqual(now);
  expect(Number(reset)).toBeLessThanOrEqual(now + windowSeconds + 1);
  return Number(reset);
}

describe("X-RateLimit-Reset", () => {
  test("REST: a success and the 429 carry the same window's end; Retry-After counts down to it", async () => {
    const { client } = await signedInMember();
    const { boardPostsPerWindow: max, boardWindowSeconds: window } = MESSAGING;
    const first = await client.post("/api/public-messages", { body: "制限の見出しを確かめます。" });
    expect(first.status).toBe(201);
    const reset = expectLimitHeaders(first, max, max - 1, window);
    for (let i = 1; i < max; i += 1) {
      expect((await client.post("/api/public-messages", { body: `${i}件目の投稿です。` })).status).toBe(201);
    }
    const refused = await client.post("/api/public-messages", { body: "制限を超えた投稿です。" });
    expect(refused.status).toBe(429);
    expect(expectLimitHeaders(refused, max, 0, window)).toBe(reset);
    const retryAfter = Number(refused.headers.get("retry-after"));
    // Both are rounded up from when the answer was made; a second may pass before this line runs.
    expect(Math.abs(Math.floor(Date.now() / 1000) + retryAfter - reset)).toBeLessThanOrEqual(2);
  });

  test("tRPC: a limited success and its 429 carry the three headers too", async () => {
    const { client } = await signedInMember();
    const { boardPostsPerWindow: max, boardWindowSeconds: window } = MESSAGING;
    const first = await client.post("/trpc/board.post", { body: "tRPCからの投稿です。" });
    expect(first.status).toBe(200);
    expectLimitHeaders(first, max, max - 1, window);
    for (let i = 1; i < max; i += 1) {
      expect((await client.post("/trpc/board.post", { body: `tRPCの${i}件目です。` })).status).toBe(200);
    }
    const refused = await client.post("/trpc/board.post", { body: "tRPCで制限を超えました。" });
    expect(refused.status).toBe(429);
    expectLimitHeaders(refused, max, 0, window);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("token calls: every answer names the token bucket with its Reset, the read-only 403 included", async () => {
    const { client } = await signedInMember();
    const created = await client.post("/api/tokens", { name: "見出し確認", abilities: ["read"] });
    expect(created.status).toBe(201);
    const { plain_text_token: token } = (await created.json()) as { plain_text_token: string };
    const call = (method: string, path: string) =>
      app.request(`${BASE}${path}`, {
        method,
        headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
      });
    const read = await call("GET", "/api/regions");
    expect(read.status).toBe(200);
    expectLimitHeaders(read, TOKEN_RATE_LIMIT.max, TOKEN_RATE_LIMIT.max - 1, TOKEN_RATE_LIMIT.windowSeconds);
    const write = await call("POST", "/api/public-messages");
    expect(write.status).toBe(403);
    expectLimitHeaders(write, TOKEN_RATE_LIMIT.max, TOKEN_RATE_LIMIT.max - 2, TOKEN_RATE_LIMIT.windowSeconds);
  });
});

describe("answers of a limited operation that carried no headers", () => {
  test("an error met after the limit was taken (a comment on a missing request: 404) names the limit", async () => {
    const { client } = await signedInMember();
    const { max, windowSeconds } = WRITE_LIMITS.comments;
    const missing = await client.post("/api/comments", {
      post_id: 999_999_999,
      body: "ない依頼へのコメント",
    });
    expect(missing.status).toBe(404);
    expectLimitHeaders(missing, max, max - 1, windowSeconds);
  });

  test("the administrator's verification resend names the target's bucket on success", async () => {
    const { client } = await signedInMember({ admin: true });
    const target = await createMember(deps.db, { verified: false });
    const resent = await client.post(`/api/admin/users/${target.id}/resend-verification`, {});
    expect(resent.status).toBe(200);
    expectLimitHeaders(
      resent,
      ACCOUNT_LIMITS.verificationResendMax,
      ACCOUNT_LIMITS.verificationResendMax - 1,
      ACCOUNT_LIMITS.verificationResendWindowSeconds,
    );
  });

  test("login: a wrong password shows the checks left; a success clears the bucket and says so", async () => {
    const member = await createMember(deps.db);
    const client = new RestClient(app);
    await client.csrf();
    const { loginMaxFailures: max, loginWindowSeconds: window } = ACCOUNT_LIMITS;
    const wrong = await client.post("/api/auth/login", { email: member.email, password: "wrong-password-1" });
    expect(wrong.status).toBe(422);
    expectLimitHeaders(wrong, max, max - 1, window);
    const right = await client.post("/api/auth/login", { email: member.email, password: FACTORY_PASSWORD });
    expect(right.status).toBe(200);
    expect(right.headers.get("x-ratelimit-limit")).toBe(String(max));
    expect(right.headers.get("x-ratelimit-remaining")).toBe(String(max));
    expect(right.headers.get("x-ratelimit-reset")).toMatch(/^\d+$/);
  });

  test("answers that take no limit carry no headers", async () => {
    const { client } = await signedInMember();
    const list = await client.get("/api/posts");
    expect(list.status).toBe(200);
    expect(list.headers.get("x-ratelimit-limit")).toBeNull();
    const trpc = await client.get(
      `/trpc/posts.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`,
    );
    expect(trpc.status).toBe(200);
    expect(trpc.headers.get("x-ratelimit-limit")).toBeNull();
  });
});
