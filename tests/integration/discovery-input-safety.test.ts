/**
 * Odd input on the discovery, post, comment and member-list paths (rules of the workplace: bad input → 422 with
 * Japanese field errors from the copy catalogue, never a 500): U+0000 (PostgreSQL text cannot hold it), ids past
 * the integer range and over-long texts; and the Laravel date format of comments (docs/api.md).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { callerFor } from "../support/caller.ts";
import {
  createMember,
  createTestPost,
  FACTORY_PASSWORD,
  someCategoryAndRegion,
} from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const v = copy.validation;
const f = copy.fields;
const NUL = "\u0000";
const LARAVEL_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

async function json(response: Response): Promise<{ message?: string; errors?: Record<string, string[]> }> {
  return (await response.json()) as { message?: string; errors?: Record<string, string[]> };
}

/** A GET through the app that must answer `status` with `errors[field]` (422) or `message` (404). */
async function expectAnswer(
  client: RestClient,
  path: string,
  status: number,
  expected: { field: string; message: string } | { message: string },
): Promise<void> {
  const response = await client.get(path);
  const body = await json(response);
  expect({ path, status: response.status }).toEqual({ path, status });
  if ("field" in expected) expect(body.errors?.[expected.field]).toEqual([expected.message]);
  else expect(body.message).toBe(expected.message);
}

describe("list and search queries", () => {
  test("U+0000, over-long keywords, too many tags and out-of-range coordinates are 422 in catalogue words", async () => {
    const visitor = new RestClient(app);
    const nul = encodeURIComponent(NUL);
    const long = "あ".repeat(101);
    const tags = Array.from({ length: 11 }, (_, i) => `tags[]=t${i}`).join("&");
    await expectAnswer(visitor, `/api/posts?keyword=${nul}`, 422, {
      field: "keyword",
      message: v.invalidCharacters(f.keyword),
    });
    await expectAnswer(visitor, `/api/posts/nearby?keyword=a${nul}b&lat=35&lon=139`, 422, {
      field: "keyword",
      message: v.invalidCharacters(f.keyword),
    });
    await expectAnswer(visitor, `/api/category/moving/posts?keyword=${nul}`, 422, {
      field: "keyword",
      message: v.invalidCharacters(f.keyword),
    });
    await expectAnswer(visitor, `/api/posts?keyword=${encodeURIComponent(long)}`, 422, {
      field: "keyword",
      message: v.maxLength(f.keyword, 100),
    });
    await expectAnswer(visitor, `/api/posts?${tags}`, 422, { field: "tags", message: v.tooManyTags(10) });
    await expectAnswer(visitor, "/api/posts/nearby?lat=91&lon=139", 422, {
      field: "lat",
      message: v.between(f.latitude, -90, 90),
    });
    await expectAnswer(visitor, "/api/posts/nearby?lat=35&lon=-181", 422, {
      field: "lon",
      message: v.between(f.longitude, -180, 180),
    });
  });

  test("tag search and suggest: U+0000 and limits outside their range are 422 in catalogue words", async () => {
    const visitor = new RestClient(app);
    await expectAnswer(visitor, "/api/tags?search=%00", 422, {
      field: "search",
      message: v.invalidCharacters(f.keyword),
    });
    await expectAnswer(visitor, "/api/suggest?q=%E7%8A%AC%00", 422, {
      field: "q",
      message: v.invalidCharacters(f.keyword),
    });
    await expectAnswer(visitor, "/api/suggest?q=a&limit=100", 422, {
      field: "limit",
      message: v.between(f.limit, 1, 20),
    });
    await expectAnswer(visitor, "/api/tags?limit=0", 422, {
      field: "limit",
      message: v.between(f.limit, 1, 50),
    });
    await expectAnswer(visitor, `/api/tags?search=${"a".repeat(101)}`, 422, {
      field: "search",
      message: v.maxLength(f.keyword, 100),
    });
  });

  test("a member list keyword with U+0000 is a 422", async () => {
    const member = await createMember(deps.db);
    const client = new RestClient(app);
    await client.login(member.email, FACTORY_PASSWORD);
    for (const path of ["/api/myposts", "/api/mycomments", "/api/favorites/posts"]) {
      await expectAnswer(client, `${path}?keyword=%00`, 422, {
        field: "keyword",
        message: v.invalidCharacters(f.keyword),
      });
    }
  });
});

describe("catalog and category paths", () => {
  test("keys no region or category can have answer 404 in Japanese, never 500", async () => {
    const visitor = new RestClient(app);
    const region = { message: copy.errors.regionNotFound };
    const category = { message: copy.errors.categoryNotFound };
    await expectAnswer(visitor, "/api/regions/99999999999", 404, region);
    await expectAnswer(visitor, "/api/regions/%00", 404, region);
    await expectAnswer(visitor, "/api/regions/99999999999/active-categories", 404, region);
    await expectAnswer(visitor, "/api/regions/%00/active-categories", 404, region);
    await expectAnswer(visitor, "/api/categories/99999999999/tags", 404, category);
    await expectAnswer(visitor, "/api/categories/%00/tags", 404, category);
    await expectAnswer(visitor, "/api/category/%00/posts", 404, category);
    await expectAnswer(visitor, "/api/category/%00/nearby-posts", 404, category);
    await expectAnswer(visitor, `/api/category/${"a".repeat(101)}/posts`, 404, category);
  });

  test("tRPC catalog and list inputs with U+0000 are 4xx, not internal errors", async () => {
    const caller = callerFor(deps, null);
    // A path key no region can have names nothing: the same 404 as REST's /api/regions/%00 (edge/path-ids.ts).
    await expect(caller.catalog.region({ slug: `tokyo${NUL}` })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(caller.posts.list({ category_slug: `tokyo${NUL}` })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(caller.catalog.regionActiveCategories({ slug: "99999999999" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(caller.posts.list({ region_slug: `tokyo${NUL}` })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
    await expect(caller.posts.list({ keyword: NUL })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
  });
});

describe("writes with U+0000", () => {
  test("a post title or body and a comment body are 422 on their field; nothing is stored", async () => {
    const author = await createMember(deps.db);
    const client = new RestClient(app);
    await client.login(author.email, FACTORY_PASSWORD);
    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    const before = await client.get("/api/myposts");
    const total = ((await before.json()) as { meta: { total: number } }).meta.total;

    const created = await client.post("/api/posts", {
      title: `草むしり${NUL}`,
      body: `庭の${NUL}草むしり`,
      category_id: categoryId,
      region_id: regionId,
    });
    expect(created.status).toBe(422);
    const errors = (await json(created)).errors;
    expect(errors?.title).toEqual([v.invalidCharacters(f.title)]);
    expect(errors?.body).toEqual([v.invalidCharacters(f.body)]);
    const after = await client.get("/api/myposts");
    expect(((await after.json()) as { meta: { total: number } }).meta.total).toBe(total);

    const post = await createTestPost(deps.db, author);
    const comment = await client.post("/api/comments", { post_id: post.id, body: `伺えます${NUL}` });
    expect(comment.status).toBe(422);
    expect((await json(comment)).errors?.body).toEqual([v.invalidCharacters(f.comment)]);
  });
});

describe("comment dates", () => {
  test("comments carry created_at in Laravel's format on create and on the post detail", async () => {
    const author = await createMember(deps.db);
    const commenter = await createMember(deps.db);
    const post = await createTestPost(deps.db, author);
    const client = new RestClient(app);
    await client.login(commenter.email, FACTORY_PASSWORD);
    const created = await client.post("/api/comments", { post_id: post.id, body: "日曜なら伺えます。" });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { created_at: string } };
    expect(data.created_at).toMatch(LARAVEL_DATE);
    const detail = await client.get(`/api/posts/${post.id}`);
    const { data: shown } = (await detail.json()) as { data: { comments: { created_at: string }[] } };
    expect(shown.comments.map((comment) => comment.created_at)).toEqual([data.created_at]);
  });
});
