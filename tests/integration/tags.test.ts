/**
 * GET /api/suggest (categories and tags, NFKC, prefix first, limit 6) and GET /api/tags (search, official first,
 * limit 8) of docs/product.md §7, over REST and tRPC. The member tags below are carried by a public post: only
 * such tags (and official ones) are listed (tags-listing.test.ts).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { inArray } from "drizzle-orm";
import type { SuggestResult, TagView } from "#shared/schemas/tags.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { postTags, tags } from "../../src/server/db/schema/index.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
  const slugs = ["犬の散歩代行", "大型犬", "100%_test"];
  await deps.db
    .insert(tags)
    .values(slugs.map((slug) => ({ slug, name: slug, isOfficial: false })))
    .onConflictDoNothing();
  const post = await createTestPost(deps.db, await createMember(deps.db), { is_public: true });
  const rows = await deps.db.select({ id: tags.id }).from(tags).where(inArray(tags.slug, slugs));
  await deps.db
    .insert(postTags)
    .values(rows.map((row) => ({ postId: post.id, tagId: row.id })))
    .onConflictDoNothing();
});

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await app.request(`http://localhost:3000${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

describe("GET /api/suggest", () => {
  test("matches categories (with parent) and tags; prefix matches first", async () => {
    const { status, body } = await get<SuggestResult>(`/api/suggest?q=${encodeURIComponent("犬")}&limit=6`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["categories", "tags"]);
    const tagNames = body.tags.map((tag) => tag.name);
    // Prefix matches (犬, 犬の散歩代行) before the tag that only contains 犬 (大型犬).
    expect(tagNames.indexOf("犬")).toBeGreaterThanOrEqual(0);
    expect(tagNames.indexOf("大型犬")).toBeGreaterThan(tagNames.indexOf("犬の散歩代行"));
    expect(tagNames.indexOf("大型犬")).toBeGreaterThan(tagNames.indexOf("犬"));
    expect(body.categories.length).toBeGreaterThan(0);
    for (const category of body.categories) {
      expect(category.name).toContain("犬");
      expect(Object.keys(category).sort()).toEqual(["id", "name", "parent", "slug"]);
    }
    expect(body.categories.some((category) => category.parent !== null)).toBe(true);
  });

  test("the query is NFKC-normalised and case-folded (half-width kana, full-width latin)", async () => {
    const kana = await get<SuggestResult>(`/api/suggest?q=${encodeURIComponent("ﾊﾟｿｺﾝ")}`);
    expect(kana.body.categories.some((category) => category.name.includes("パソコン"))).toBe(true);
    const latin = await get<SuggestResult>(`/api/suggest?q=${encodeURIComponent("ＷＥＥＫ")}`);
    expect(latin.body.tags.map((tag) => tag.slug)).toContain("weekend");
  });

  test("limit caps each list; an empty query suggests nothing; a bad limit is a 422", async () => {
    const limited = await get<SuggestResult>(`/api/suggest?q=${encodeURIComponent("の")}&limit=2`);
    expect(limited.body.categories.length).toBeLessThanOrEqual(2);
    expect(limited.body.tags.length).toBeLessThanOrEqual(2);
    const defaults = await get<SuggestResult>(`/api/suggest?q=${encodeURIComponent("の")}`);
    expect(defaults.body.categories).toHaveLength(6);
    expect(await get<SuggestResult>("/api/suggest?q=")).toEqual({
      status: 200,
      body: { categories: [], tags: [] },
    });
    expect((await get("/api/suggest?q=a&limit=abc")).status).toBe(422);
  });

  test("LIKE wildcards in the query are literal", async () => {
    const { body } = await get<SuggestResult>(`/api/suggest?q=${encodeURIComponent("%_")}`);
    expect(body.tags.map((tag) => tag.name)).toEqual(["100%_test"]);
  });
});

describe("GET /api/tags", () => {
  test("official tags first, at most 8, {data: Tag[]}", async () => {
    const { status, body } = await get<{ data: TagView[] }>(`/api/tags?search=${encodeURIComponent("犬")}`);
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({ id: expect.any(Number), slug: "dog", name: "犬", is_official: true });
    const officialFlags = body.data.map((tag) => tag.is_official);
    expect(officialFlags).toEqual([...officialFlags].sort((a, b) => Number(b) - Number(a)));
    expect(body.data.map((tag) => tag.name)).toContain("大型犬");
    const all = await get<{ data: TagView[] }>("/api/tags");
    expect(all.body.data).toHaveLength(8);
    expect(all.body.data.every((tag) => tag.is_official)).toBe(true);
    const three = await get<{ data: TagView[] }>("/api/tags?search=e&limit=3");
    expect(three.body.data).toHaveLength(3);
  });

  test("tRPC tags.search and tags.suggest answer the same", async () => {
    const caller = callerFor(deps, null);
    const rest = await get<{ data: TagView[] }>(`/api/tags?search=${encodeURIComponent("犬")}`);
    expect(await caller.tags.search({ search: "犬" })).toEqual(rest.body.data);
    const suggested = await get<SuggestResult>(`/api/suggest?q=${encodeURIComponent("犬")}`);
    expect(await caller.tags.suggest({ q: "犬" })).toEqual(suggested.body);
  });
});
