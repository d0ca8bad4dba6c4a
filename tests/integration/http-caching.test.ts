/**
 * Conditional GETs (docs/api.md "Caching and conditional requests", docs/product.md "API platform"): every 200
 * JSON answer of a GET or HEAD under /api carries a weak ETag of its body, a Cache-Control that fits who asked
 * (public and revalidated for visitors, private for members and tokens) and Vary: Cookie, Authorization; a
 * matching If-None-Match is a 304 without a body. Writes and error answers carry no ETag. Compression keeps the
 * validator: the identity and the compressed answer share it.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

const BASE = "http://localhost:3000";
const PUBLIC = "public, max-age=0, must-revalidate";
const PRIVATE = "private, no-cache";
const WEAK_ETAG = /^W\/"[^"]+"$/;

let app: TestApp;
let deps: AppDeps;
let author: Awaited<ReturnType<typeof createMember>>;
let postId: number;
const word = `etag${Date.now().toString(36)}`;

beforeAll(async () => {
  ({ app, deps } = await testApp());
  author = await createMember(deps.db, { name: "キャッシュ 確認" });
  const post = await createTestPost(deps.db, author, { title: `${word} 条件付きGETの依頼` });
  postId = post.id;
  await backdate(postId);
}, 60_000);

/**
 * Makes request `id` three days old: its `created_at_relative` and `updated_at_relative` (「3日前」) stay the same
 * while the tests run, so the answers holding it do too (a 「…秒前」 changes by the second, and the ETag rightly
 * with it).
 */
async function backdate(id: number): Promise<void> {
  const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
  await deps.db
    .update(posts)
    .set({ createdAt: threeDaysAgo, updatedAt: threeDaysAgo })
    .where(eq(posts.id, id));
}

function visitorGet(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Response> {
  return app.request(`${BASE}${path}`, { method, headers: { Accept: "application/json", ...headers } });
}

/** The tokens of a Vary header, lower-cased. */
function varyOf(response: Response): string[] {
  return (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
}

/** The public lists and details of docs/api.md "Caching and conditional requests". */
function publicPaths(): string[] {
  return [
    "/api/posts",
    `/api/posts?keyword=${word}`,
    "/api/posts/nearby",
    "/api/posts/recommended",
    "/api/category/moving-furniture/posts",
    "/api/category/moving-furniture/nearby-posts",
    `/api/posts/${postId}`,
    `/api/posts/${postId}/reviews`,
    "/api/categories",
    "/api/categories/popular",
    "/api/categories/moving-furniture",
    "/api/categories/moving-furniture/tags",
    "/api/regions",
    "/api/regions/tokyo",
    "/api/regions/tokyo/active-categories",
    "/api/tags",
    "/api/suggest?q=%E5%BC%95",
    "/api/public-messages",
    `/api/public/profile/${author.id}`,
    `/api/users/${author.id}/reviews`,
    `/api/users/${author.id}/activity`,
  ];
}

describe("ETag and Cache-Control on GETs", () => {
  test("public lists and details answer a visitor with a weak ETag, public revalidated caching and Vary", async () => {
    for (const path of publicPaths()) {
      const response = await visitorGet(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect({ path, etag: response.headers.get("etag") }).toEqual({
        path,
        etag: expect.stringMatching(WEAK_ETAG),
      });
      expect({ path, cache: response.headers.get("cache-control") }).toEqual({ path, cache: PUBLIC });
      expect(varyOf(response)).toEqual(
        expect.arrayContaining(["cookie", "authorization", "accept-encoding"]),
      );
      await response.arrayBuffer();
    }
  });

  // The paths revalidated below hold only this file's backdated requests (see backdate).
  test("the same answer twice has the same ETag; a matching If-None-Match is a 304 without a body", async () => {
    for (const path of [`/api/posts?keyword=${word}`, `/api/posts/${postId}`, "/api/regions"]) {
      const first = await visitorGet(path);
      const etag = first.headers.get("etag") ?? "";
      expect((await visitorGet(path)).headers.get("etag")).toBe(etag);
      const revalidated = await visitorGet(path, { "If-None-Match": etag });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      expect(revalidated.headers.get("etag")).toBe(etag);
      expect(revalidated.headers.get("cache-control")).toBe(PUBLIC);
      expect(varyOf(revalidated)).toEqual(
        expect.arrayContaining(["cookie", "authorization", "accept-encoding"]),
      );
      expect(revalidated.headers.get("content-type")).toBeNull();
      expect(revalidated.headers.get("content-encoding")).toBeNull();
      expect(revalidated.headers.get("x-request-id")).toBeTruthy();
      // A list of validators, the strong spelling of the same tag and `*` match too; another tag does not.
      const strong = etag.slice(2);
      expect((await visitorGet(path, { "If-None-Match": `"other", ${strong}` })).status).toBe(304);
      expect((await visitorGet(path, { "If-None-Match": "*" })).status).toBe(304);
      const changed = await visitorGet(path, { "If-None-Match": 'W/"other"' });
      expect(changed.status).toBe(200);
      expect(changed.headers.get("etag")).toBe(etag);
      await changed.arrayBuffer();
    }
  });

  test("HEAD answers the GET's ETag and revalidates the same way", async () => {
    const get = await visitorGet("/api/regions");
    const etag = get.headers.get("etag");
    const head = await visitorGet("/api/regions", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
    expect(head.headers.get("cache-control")).toBe(PUBLIC);
    expect((await visitorGet("/api/regions", { "If-None-Match": etag ?? "" }, "HEAD")).status).toBe(304);
  });

  test("a write changes the answer: the old ETag then gets a 200 with a new ETag", async () => {
    const path = `/api/posts?keyword=${word}`;
    const before = await visitorGet(path);
    const etag = before.headers.get("etag") ?? "";
    const listed = (await before.json()) as { meta: { total: number } };
    await backdate((await createTestPost(deps.db, author, { title: `${word} 二件目の依頼` })).id);
    const after = await visitorGet(path, { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).toMatch(WEAK_ETAG);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(((await after.json()) as { meta: { total: number } }).meta.total).toBe(listed.meta.total + 1);
  });

  test("a signed-in member's answers are private, no-cache, and still revalidate", async () => {
    const client = new RestClient(app);
    expect((await client.login(author.email, FACTORY_PASSWORD)).status).toBe(200);
    for (const path of [
      `/api/posts/${postId}`,
      `/api/posts?keyword=${word}`,
      "/api/auth/me",
      "/api/myposts",
    ]) {
      const response = await client.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect({ path, cache: response.headers.get("cache-control") }).toEqual({ path, cache: PRIVATE });
      expect(response.headers.get("etag")).toMatch(WEAK_ETAG);
      expect(varyOf(response)).toEqual(expect.arrayContaining(["cookie", "authorization"]));
      const revalidated = await client.request("GET", path, undefined, {
        headers: { "If-None-Match": response.headers.get("etag") ?? "" },
      });
      expect({ path, status: revalidated.status }).toEqual({ path, status: 304 });
      expect(revalidated.headers.get("cache-control")).toBe(PRIVATE);
    }
  });

  test("a token call's answers are private", async () => {
    const client = new RestClient(app);
    expect((await client.login(author.email, FACTORY_PASSWORD)).status).toBe(200);
    const created = await client.post("/api/tokens", { name: "キャッシュ確認", abilities: ["read"] });
    expect(created.status).toBe(201);
    const { plain_text_token: token } = (await created.json()) as { plain_text_token: string };
    const response = await visitorGet("/api/regions", { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(PRIVATE);
    expect(response.headers.get("etag")).toMatch(WEAK_ETAG);
    // The token limit's headers stay on the 304 too.
    const revalidated = await visitorGet("/api/regions", {
      Authorization: `Bearer ${token}`,
      "If-None-Match": response.headers.get("etag") ?? "",
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("x-ratelimit-limit")).toBe("60");
  });

  test("compression keeps the validator: identity and Brotli answers share the weak ETag; a 304 is not encoded", async () => {
    const identity = await visitorGet("/api/regions");
    const etag = identity.headers.get("etag");
    const compressed = await visitorGet("/api/regions", { "Accept-Encoding": "br, gzip" });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("etag")).toBe(etag);
    const gzip = await visitorGet("/api/regions", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("etag")).toBe(etag);
    const revalidated = await visitorGet("/api/regions", {
      "Accept-Encoding": "br",
      "If-None-Match": etag ?? "",
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-encoding")).toBeNull();
  });

  test("writes, error answers and pages outside /api carry no ETag", async () => {
    const client = new RestClient(app);
    expect((await client.login(author.email, FACTORY_PASSWORD)).status).toBe(200);
    const comment = await client.post("/api/comments", { post_id: postId, body: "ETagのない書き込みです。" });
    expect(comment.status).toBe(201);
    expect(comment.headers.get("etag")).toBeNull();
    const missing = await visitorGet("/api/posts/999999999");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
    const unauthenticated = await visitorGet("/api/auth/me");
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get("etag")).toBeNull();
    const csrf = await visitorGet("/sanctum/csrf-cookie");
    expect(csrf.headers.get("etag")).toBeNull();
  });
});
