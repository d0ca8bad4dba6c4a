/** REST contract and rules of the posts slice (docs/product.md §7 /api/posts, §3 Post; docs/api.md pagination). */
import { beforeAll, describe, expect, test } from "bun:test";
import type { PostView } from "#shared/schemas/posts.ts";
import type { Database } from "../../src/server/db/client.ts";
import {
  createMember,
  createTestPost,
  FACTORY_PASSWORD,
  someCategoryAndRegion,
} from "../support/factories.ts";
import { RestClient, type TestApp, testApp, uniqueEmail } from "../support/test-app.ts";

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
  meta: Record<string, unknown> & { links: { url: string | null; label: string; active: boolean }[] };
};

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe("GET /api/posts", () => {
  test("answers the Laravel paginated shape, keys in order, 15 a page, newest first", async () => {
    const author = await createMember(db);
    for (let i = 0; i < 17; i++) await createTestPost(db, author, { title: `ページ送り確認 ${i}` });
    const response = await app.request("http://localhost:3000/api/posts?keyword=ページ送り確認&page=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const page = await json<Page>(response);
    expect(Object.keys(page)).toEqual(["data", "links", "meta"]);
    expect(Object.keys(page.meta)).toEqual([
      "current_page",
      "from",
      "last_page",
      "links",
      "path",
      "per_page",
      "to",
      "total",
    ]);
    expect(page.meta).toMatchObject({
      current_page: 1,
      from: 1,
      to: 15,
      last_page: 2,
      per_page: 15,
      total: 17,
      path: "http://localhost:3000/api/posts",
    });
    expect(page.data).toHaveLength(15);
    expect(page.data[0]?.title).toBe("ページ送り確認 16");
    expect(page.links.next).toContain("page=2");
    expect(page.links.next).toContain("keyword=");
    expect(page.links.prev).toBeNull();
    expect(page.meta.links[0]).toEqual({ url: null, label: "&laquo; 前へ", active: false });
    expect(page.meta.links.at(-1)?.label).toBe("次へ &raquo;");
    expect(page.meta.links[1]).toMatchObject({ label: "1", active: true });

    const second = await json<Page>(
      await app.request("http://localhost:3000/api/posts?keyword=ページ送り確認&page=2"),
    );
    expect(second.data).toHaveLength(2);
    expect(second.meta).toMatchObject({ from: 16, to: 17 });

    const beyond = await json<Page>(
      await app.request("http://localhost:3000/api/posts?keyword=ページ送り確認&page=9"),
    );
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 9, from: null, to: null, last_page: 2 });

    const bad = await json<Page>(
      await app.request("http://localhost:3000/api/posts?keyword=ページ送り確認&page=abc"),
    );
    expect(bad.meta.current_page).toBe(1);
  });

  test("a post carries the fields of docs/product.md §3 and hides exact coordinates from others", async () => {
    const author = await createMember(db, { name: "位置 確認" });
    await createTestPost(db, author, {
      title: "座標の丸め確認",
      latitude: 35.681236,
      longitude: 139.767125,
      tags: ["週末", "Urgent Help"],
    });
    const page = await json<Page>(
      await app.request("http://localhost:3000/api/posts?keyword=座標の丸め確認"),
    );
    const post = page.data[0];
    if (!post) throw new Error("post missing");
    expect(post.latitude).toBe(35.68);
    expect(post.longitude).toBe(139.77);
    expect(post.user).toMatchObject({ id: author.id, name: "位置 確認", is_following: false });
    expect(post.category.parent).not.toBeNull();
    expect(post.region).toMatchObject({ name: "東京都", slug: "tokyo" });
    // 「週末」 is the name of the official tag weekend: typed names resolve to the existing tag.
    expect(post.tags.map((t) => t.slug).sort()).toEqual(["urgent-help", "weekend"]);
    expect(post.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(post.created_at_relative).toMatch(/前$/);
    expect(post.created_at_formatted).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    expect(post).toMatchObject({
      is_public: true,
      can_update: false,
      can_delete: false,
      is_bookmarked: false,
      comments_count: 0,
      category_name: post.category.name,
      region_name: "東京都",
    });
  });

  test("keyword search finds Japanese substrings of 1, 2 and more characters, full-width insensitive", async () => {
    const author = await createMember(db);
    await createTestPost(db, author, {
      title: "柴犬の散歩をお願いしたいです",
      body: "ＰＣも少し見てほしい。鬱金香の球根も。",
    });
    const find = async (keyword: string) =>
      (
        await json<Page>(
          await app.request(`http://localhost:3000/api/posts?keyword=${encodeURIComponent(keyword)}`),
        )
      ).data.map((p) => p.title);
    expect(await find("柴犬の散歩")).toContain("柴犬の散歩をお願いしたいです");
    expect(await find("散歩")).toContain("柴犬の散歩をお願いしたいです");
    expect(await find("鬱")).toContain("柴犬の散歩をお願いしたいです");
    expect(await find("pc")).toContain("柴犬の散歩をお願いしたいです");
    expect(await find("柴犬 球根")).toContain("柴犬の散歩をお願いしたいです");
    expect(await find("柴犬 存在しない語")).not.toContain("柴犬の散歩をお願いしたいです");
    expect(await find("犬散")).not.toContain("柴犬の散歩をお願いしたいです");
  });

  test("category_id of a parent includes its children; region_id filters; tags filter", async () => {
    const author = await createMember(db);
    const { categoryId, parentId } = await someCategoryAndRegion(db);
    await createTestPost(db, author, {
      title: "親カテゴリ絞り込み確認",
      category_id: categoryId,
      region_id: 47,
      tags: ["絞り込みタグ"],
    });
    const titles = async (query: string) =>
      (
        await json<Page>(
          await app.request(
            `http://localhost:3000/api/posts?keyword=${encodeURIComponent("親カテゴリ絞り込み確認")}&${query}`,
          ),
        )
      ).data.length;
    expect(await titles(`category_id=${parentId}`)).toBe(1);
    expect(await titles(`category_id=${categoryId}`)).toBe(1);
    expect(await titles("region_id=47")).toBe(1);
    expect(await titles("region_id=1")).toBe(0);
    expect(await titles(`tags[]=${encodeURIComponent("絞り込みタグ")}`)).toBe(1);
    expect(await titles("tags[]=other-tag")).toBe(0);
  });

  test("invalid filters answer 422 in Japanese, never 500", async () => {
    const response = await app.request("http://localhost:3000/api/posts?category_id=abc");
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.category_id).toEqual([
      "カテゴリは整数で指定してください。",
    ]);
  });
});

describe("a post's tags", () => {
  test("come with the post, official first then by name, in the TagView shape, on the detail and the list", async () => {
    const author = await createMember(db);
    const post = await createTestPost(db, author, {
      title: "タグ順序の確認",
      tags: ["ゆうびん", "dog", "あさがお"],
    });
    const detail = await json<{ data: PostView }>(
      await app.request(`http://localhost:3000/api/posts/${post.id}`),
    );
    expect(detail.data.tags.map((tag) => [tag.name, tag.is_official])).toEqual([
      ["犬", true],
      ["あさがお", false],
      ["ゆうびん", false],
    ]);
    for (const tag of detail.data.tags) {
      expect(Object.keys(tag)).toEqual(["id", "slug", "name", "is_official"]);
      expect(tag.id).toEqual(expect.any(Number));
    }
    const page = await json<Page>(
      await app.request("http://localhost:3000/api/posts?keyword=タグ順序の確認"),
    );
    expect(page.data.map((item) => item.tags)).toEqual([detail.data.tags]);
    const front = await json<Page>(await app.request("http://localhost:3000/api/posts"));
    expect(front.data.find((item) => item.id === post.id)?.tags).toEqual(detail.data.tags);
    const untagged = await createTestPost(db, author, { title: "タグなしの確認" });
    const bare = await json<{ data: PostView }>(
      await app.request(`http://localhost:3000/api/posts/${untagged.id}`),
    );
    expect(bare.data.tags).toEqual([]);
  });
});

describe("drafts", () => {
  test("never listed; shown only to their author", async () => {
    const author = await createMember(db);
    const draft = await createTestPost(db, author, { title: "下書きの確認用", is_public: false });
    const listed = await json<Page>(
      await app.request(`http://localhost:3000/api/posts?keyword=${encodeURIComponent("下書きの確認用")}`),
    );
    expect(listed.data).toHaveLength(0);

    const visitor = await app.request(`http://localhost:3000/api/posts/${draft.id}`);
    expect(visitor.status).toBe(404);
    expect(((await visitor.json()) as { message: string }).message).toBe("依頼が見つかりませんでした。");

    const other = new RestClient(app);
    await other.register(uniqueEmail("other"));
    expect((await other.get(`/api/posts/${draft.id}`)).status).toBe(404);

    const owner = new RestClient(app);
    expect((await owner.login(author.email, FACTORY_PASSWORD)).status).toBe(200);
    const mine = await owner.get(`/api/posts/${draft.id}`);
    expect(mine.status).toBe(200);
    const body = await json<{ data: PostView }>(mine);
    expect(body.data).toMatchObject({ is_public: false, can_update: true, can_delete: true });
  });
});

describe("POST /api/posts", () => {
  test("a visitor gets 401; a member creates over multipart with tags[] and gets 201", async () => {
    const { categoryId, regionId } = await someCategoryAndRegion(db);
    const visitor = new RestClient(app);
    await visitor.csrf();
    expect((await visitor.post("/api/posts", { title: "x" })).status).toBe(401);

    const member = new RestClient(app);
    await member.register(uniqueEmail("poster"));
    // docs/product.md §6: posting needs a verified e-mail (docs/decisions/003).
    const unverified = await member.post("/api/posts", { title: "x" });
    expect(unverified.status).toBe(403);
    expect(await unverified.json()).toEqual({
      message: "Your email address is not verified.",
      code: "unverified",
    });
    await member.verifyEmail();
    const form = new FormData();
    form.set("title", "ソファを2階へ運ぶのを手伝ってください");
    form.set("body", "土曜の午前中、30分ほどです。謝礼は1,500円です。");
    form.set("category_id", String(categoryId));
    form.set("region_id", String(regionId));
    form.set("is_public", "1");
    form.append("tags[]", "力仕事");
    form.append("tags[]", "Weekend Only");
    form.append("tags[]", "力仕事");
    const created = await member.post("/api/posts", form);
    expect(created.status).toBe(201);
    const { data } = await json<{ data: PostView }>(created);
    expect(data).toMatchObject({
      title: "ソファを2階へ運ぶのを手伝ってください",
      is_public: true,
      can_update: true,
    });
    // 「力仕事」 is the name of the official tag heavy-lifting: reused, not duplicated.
    expect(data.tags.map((t) => t.slug).sort()).toEqual(["heavy-lifting", "weekend-only"]);

    const first = await json<Page>(await app.request("http://localhost:3000/api/posts"));
    expect(first.data[0]?.id).toBe(data.id);
  });

  test("bad fields answer 422 with every Japanese field error and store nothing", async () => {
    const member = new RestClient(app);
    await member.register(uniqueEmail("bad-poster"));
    await member.verifyEmail();
    const tags = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    const response = await member.post("/api/posts", { title: "", body: "本文", category_id: 999999, tags });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.title).toEqual(["タイトルは必須です。"]);
    expect(body.errors.region_id).toEqual(["地域は必須です。"]);
    expect(body.errors.tags).toEqual(["タグは最大 10 件まで追加できます。"]);
    expect(body.message).toMatch(/^タイトルは必須です。（その他、\d件のエラーあり）$/);

    const unknownCategory = await member.post("/api/posts", {
      title: "題",
      body: "本文",
      category_id: 999999,
      region_id: 13,
    });
    expect(unknownCategory.status).toBe(422);
    expect(
      ((await unknownCategory.json()) as { errors: Record<string, string[]> }).errors.category_id,
    ).toEqual(["選択されたカテゴリは正しくありません。"]);
  });
});

describe("catalog", () => {
  test("GET /api/regions lists the 47 prefectures in JIS X 0401 order", async () => {
    const { data } = await json<{ data: { id: number; name: string; slug: string }[] }>(
      await app.request("http://localhost:3000/api/regions"),
    );
    expect(data).toHaveLength(47);
    expect(data[0]).toMatchObject({ id: 1, name: "北海道", slug: "hokkaido" });
    expect(data[12]).toMatchObject({ id: 13, name: "東京都", slug: "tokyo" });
    expect(data[46]).toMatchObject({ id: 47, name: "沖縄県", slug: "okinawa" });
    expect(data.map((r) => r.id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    const tokyo = await json<{ data: { id: number } }>(
      await app.request("http://localhost:3000/api/regions/tokyo"),
    );
    expect(tokyo.data.id).toBe(13);
  });

  test("GET /api/categories is a tree whose parents count their children's public posts", async () => {
    const { data } = await json<{
      data: { id: number; posts_count: number; children: { id: number; posts_count: number }[] }[];
    }>(await app.request("http://localhost:3000/api/categories"));
    expect(data.length).toBeGreaterThanOrEqual(10);
    expect(data.flatMap((p) => p.children).length).toBeGreaterThanOrEqual(40);
    for (const parent of data) {
      const childSum = parent.children.reduce((sum, c) => sum + c.posts_count, 0);
      expect(parent.posts_count).toBeGreaterThanOrEqual(childSum);
    }
  });
});
