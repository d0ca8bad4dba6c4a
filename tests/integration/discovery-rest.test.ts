/**
 * REST contracts of the discovery paths (docs/product.md §7): /api/posts (mode, all), /api/posts/nearby,
 * /api/posts/recommended, /api/category/{slug}/posts and /nearby-posts, /api/categories(/popular, /{id},
 * /{slug}/tags), /api/regions(/{id or slug}, /{slug}/active-categories).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { CategoryNode } from "#shared/schemas/catalog.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import type { Database } from "../../src/server/db/client.ts";
import { categoryTags, tags } from "../../src/server/db/schema/index.ts";
import { createCategoryPair, regionId, uniqueWord } from "../support/discovery-fixtures.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let db: Database;
beforeAll(async () => {
  const t = await testApp();
  app = t.app;
  db = t.deps.db;
});

type Page = {
  data: PostView[];
  links: Record<string, string | null>;
  meta: { total: number; current_page: number; last_page: number; per_page: number; path: string };
  category?: { id: number; name: string; slug: string };
};

async function get<T>(path: string, status = 200): Promise<T> {
  const response = await app.request(`http://localhost:3000${path}`, {
    headers: { Accept: "application/json" },
  });
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

describe("post list paths", () => {
  test("GET /api/posts/nearby with lat, lon orders by distance and answers distance in km", async () => {
    const author = await createMember(db);
    const word = uniqueWord();
    await createTestPost(db, author, { title: `${word} 遠い`, latitude: 34.7, longitude: 135.5 });
    await createTestPost(db, author, { title: `${word} 近い`, latitude: 35.68, longitude: 139.77 });
    const page = await get<Page>(`/api/posts/nearby?keyword=${word}&lat=35.69&lon=139.70`);
    expect(Object.keys(page)).toEqual(["data", "links", "meta"]);
    expect(page.data.map((p) => p.title)).toEqual([`${word} 近い`, `${word} 遠い`]);
    expect(page.data[0]?.distance).toBeGreaterThan(5);
    expect(page.data[0]?.distance).toBeLessThan(8);
    expect(page.links.first).toContain("lat=35.69");

    const viaAll = await get<Page>(`/api/posts?keyword=${word}&all=true&lat=35.69&lon=139.70`);
    expect(viaAll.data.map((p) => p.title)).toEqual([`${word} 近い`, `${word} 遠い`]);
    const viaMode = await get<Page>(`/api/posts?keyword=${word}&mode=nearby&lat=35.69&lon=139.70`);
    expect(viaMode.data[0]?.distance).not.toBeNull();
    const newest = await get<Page>(`/api/posts?keyword=${word}&lat=35.69&lon=139.70`);
    expect(newest.data.map((p) => p.title)).toEqual([`${word} 近い`, `${word} 遠い`]);
    expect(newest.data[0]?.distance).toBeNull();
  });

  test("bad coordinates are a 422 in Japanese; tags[] and comma-separated tags both filter", async () => {
    const body = await get<{ message: string; errors: Record<string, string[]> }>(
      "/api/posts/nearby?lat=abc&lon=139",
      422,
    );
    expect(body.errors.lat?.[0]).toContain("緯度");
    const author = await createMember(db);
    const word = uniqueWord();
    await createTestPost(db, author, { title: `${word} ab`, tags: [`${word}-a`, `${word}-b`] });
    await createTestPost(db, author, { title: `${word} a`, tags: [`${word}-a`] });
    const repeated = await get<Page>(`/api/posts?tags[]=${word}-a&tags[]=${word}-b`);
    expect(repeated.data.map((p) => p.title)).toEqual([`${word} ab`]);
    const comma = await get<Page>(`/api/posts?tags=${word}-a,${word}-b`);
    expect(comma.meta.total).toBe(1);
  });

  test("GET /api/category/{slug}/posts and /nearby-posts answer the category too; unknown slug is 404", async () => {
    const author = await createMember(db);
    const { parent, childA } = await createCategoryPair(db);
    await createTestPost(db, author, {
      title: "カテゴリの依頼",
      category_id: childA.id,
      latitude: 35.0,
      longitude: 135.7,
    });
    await createTestPost(db, author, { title: "カテゴリの下書き", category_id: childA.id, is_public: false });
    const page = await get<Page>(`/api/category/${parent.slug}/posts`);
    expect(Object.keys(page)).toEqual(["data", "links", "meta", "category"]);
    expect(page.category).toMatchObject({ id: parent.id, name: parent.name, slug: parent.slug });
    expect(page.data.map((p) => p.title)).toEqual(["カテゴリの依頼"]);
    const nearby = await get<Page>(`/api/category/${childA.slug}/nearby-posts?lat=35.01&lon=135.76`);
    expect(nearby.category?.slug).toBe(childA.slug);
    expect(nearby.data[0]?.distance).toBeGreaterThan(0);
    const missing = await get<{ message: string }>("/api/category/no-such-category/posts", 404);
    expect(missing.message).toBe("カテゴリが見つかりませんでした。");
  });

  test("GET /api/posts/recommended answers a Laravel page for visitors (newest first)", async () => {
    const author = await createMember(db);
    const word = uniqueWord();
    await createTestPost(db, author, { title: `${word} おすすめ` });
    const page = await get<Page>("/api/posts/recommended?page=1");
    expect(page.meta.per_page).toBe(15);
    expect(page.data[0]?.title).toBe(`${word} おすすめ`);
    expect(page.meta.path).toBe("http://localhost:3000/api/posts/recommended");
  });
});

describe("catalog paths", () => {
  test("GET /api/categories counts public posts with children; popular lists the busiest", async () => {
    const author = await createMember(db);
    const { parent, childA, childB } = await createCategoryPair(db);
    for (let i = 0; i < 3; i++) await createTestPost(db, author, { category_id: childA.id });
    await createTestPost(db, author, { category_id: childB.id });
    await createTestPost(db, author, { category_id: childB.id, is_public: false });
    const { data } = await get<{ data: CategoryNode[] }>("/api/categories");
    const node = data.find((c) => c.id === parent.id);
    expect(node?.posts_count).toBe(4);
    expect(node?.children.map((c) => [c.slug, c.posts_count])).toEqual([
      [childA.slug, 3],
      [childB.slug, 1],
    ]);
    const one = await get<{ data: CategoryNode }>(`/api/categories/${parent.id}`);
    expect(one.data).toMatchObject({ slug: parent.slug, posts_count: 4 });
    const popular = await get<{ data: { id: number; posts_count: number }[] }>("/api/categories/popular");
    expect(popular.data.length).toBeLessThanOrEqual(8);
    const counts = popular.data.map((c) => c.posts_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  test("GET /api/regions, /api/regions/{id|slug} and /api/regions/{slug}/active-categories", async () => {
    const list = await get<{ data: { id: number; slug: string }[] }>("/api/regions");
    expect(list.data).toHaveLength(47);
    const byId = await get<{ data: { slug: string } }>("/api/regions/13");
    const bySlug = await get<{ data: { id: number } }>("/api/regions/tokyo");
    expect(byId.data.slug).toBe("tokyo");
    expect(bySlug.data.id).toBe(13);
    await get("/api/regions/atlantis", 404);

    const author = await createMember(db);
    const { childA, childB } = await createCategoryPair(db);
    const kochi = await regionId(db, "kochi");
    await createTestPost(db, author, { category_id: childA.id, region_id: kochi });
    await createTestPost(db, author, { category_id: childA.id, region_id: kochi });
    await createTestPost(db, author, { category_id: childB.id, region_id: kochi, is_public: false });
    const active = await get<{
      data: { id: number; posts_count: number; parent: unknown }[];
      region: { slug: string };
    }>("/api/regions/kochi/active-categories");
    expect(active.region.slug).toBe("kochi");
    expect(active.data.find((c) => c.id === childA.id)?.posts_count).toBe(2);
    expect(active.data.find((c) => c.id === childB.id)).toBeUndefined();
    expect(active.data.every((c) => c.posts_count > 0)).toBe(true);
  });

  test("GET /api/categories/{slug}/tags: the category's recommended tags, else its parent's", async () => {
    const { parent, childA } = await createCategoryPair(db);
    const word = uniqueWord("tag");
    const inserted = await db
      .insert(tags)
      .values([
        { slug: `${word}-1`, name: `${word}一`, isOfficial: true },
        { slug: `${word}-2`, name: `${word}二`, isOfficial: true },
      ])
      .returning({ id: tags.id });
    await db
      .insert(categoryTags)
      .values(inserted.map((tag, i) => ({ categoryId: parent.id, tagId: tag.id, sortOrder: 2 - i })));
    const own = await get<{ data: { slug: string; is_official: boolean }[] }>(
      `/api/categories/${parent.slug}/tags`,
    );
    expect(own.data.map((t) => t.slug)).toEqual([`${word}-2`, `${word}-1`]);
    const inherited = await get<{ data: { slug: string }[] }>(`/api/categories/${childA.slug}/tags`);
    expect(inherited.data.map((t) => t.slug)).toEqual([`${word}-2`, `${word}-1`]);
    await get("/api/categories/no-such-category/tags", 404);
  });
});
