/**
 * REST contract of the member pages (docs/product.md §2 My posts / My comments / favorites, §7 GET /api/myposts,
 * /api/mycomments, /api/favorites/posts, /api/follows; /api/followers and /api/mypage/summary are ours).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { CommentedPostView } from "#shared/schemas/mypage.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import type { Database } from "../../src/server/db/client.ts";
import { bookmarks, comments, posts } from "../../src/server/db/schema/index.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let db: Database;
beforeAll(async () => {
  const t = await testApp();
  app = t.app;
  db = t.deps.db;
});

type Page<T> = {
  data: T[];
  links: Record<string, string | null>;
  meta: {
    current_page: number;
    from: number | null;
    last_page: number;
    path: string;
    per_page: number;
    to: number | null;
    total: number;
  };
};

async function signedIn(member: Viewer & { email: string }): Promise<RestClient> {
  const client = new RestClient(app);
  const response = await client.login(member.email, FACTORY_PASSWORD);
  expect(response.status).toBe(200);
  return client;
}

async function page<T>(client: RestClient, path: string): Promise<Page<T>> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<T>;
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe("member lists need a member", () => {
  test.each([
    "/api/myposts",
    "/api/mycomments",
    "/api/favorites/posts",
    "/api/follows",
    "/api/followers",
    "/api/mypage/summary",
  ])("a visitor gets 401 Unauthenticated. from %s", async (path) => {
    const visitor = new RestClient(app);
    await visitor.csrf();
    const response = await visitor.get(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
  });
});

describe("GET /api/myposts", () => {
  test("lists only the member's own posts, drafts included, newest first, in the Laravel shape", async () => {
    const me = await createMember(db);
    const other = await createMember(db);
    const mine1 = await createTestPost(db, me, { title: "自分の公開依頼" });
    const mine2 = await createTestPost(db, me, { title: "自分の下書き", is_public: false });
    await createTestPost(db, other, { title: "他人の公開依頼" });
    await createTestPost(db, other, { title: "他人の下書き", is_public: false });
    await db
      .update(posts)
      .set({ createdAt: minutesAgo(30) })
      .where(eq(posts.id, mine1.id));

    const client = await signedIn(me);
    const list = await page<PostView>(client, "/api/myposts");
    expect(Object.keys(list)).toEqual(["data", "links", "meta"]);
    expect(list.data.map((p) => p.title)).toEqual(["自分の下書き", "自分の公開依頼"]);
    expect(list.data.map((p) => p.is_public)).toEqual([false, true]);
    expect(list.data.every((p) => p.user?.id === me.id && p.can_update)).toBe(true);
    expect(list.meta).toMatchObject({
      current_page: 1,
      from: 1,
      to: 2,
      total: 2,
      last_page: 1,
      per_page: 15,
      path: "http://localhost:3000/api/myposts",
    });
    expect(list.data[0]?.id).toBe(mine2.id);

    // The other member sees their own draft and never this member's.
    const theirs = await page<PostView>(await signedIn(other), "/api/myposts");
    expect(theirs.data.map((p) => p.title).sort()).toEqual(["他人の下書き", "他人の公開依頼"].sort());
  });

  test("pages 15 at a time; a page past the end is empty; a bad page means 1", async () => {
    const me = await createMember(db);
    for (let i = 0; i < 16; i++) await createTestPost(db, me, { title: `頁送り ${i}` });
    const client = await signedIn(me);
    const first = await page<PostView>(client, "/api/myposts");
    expect(first.data).toHaveLength(15);
    expect(first.meta).toMatchObject({ total: 16, last_page: 2, to: 15 });
    expect(first.links.next).toContain("page=2");
    const second = await page<PostView>(client, "/api/myposts?page=2");
    expect(second.data.map((p) => p.title)).toEqual(["頁送り 0"]);
    const beyond = await page<PostView>(client, "/api/myposts?page=5");
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 5, from: null, to: null });
    const bad = await page<PostView>(client, "/api/myposts?page=abc");
    expect(bad.meta.current_page).toBe(1);
  });

  test("keyword and q filter by NFKC substring, and page links keep the keyword", async () => {
    const me = await createMember(db);
    await createTestPost(db, me, { title: "ＰＣの初期設定をお願いします", body: "ノートパソコンです。" });
    await createTestPost(db, me, { title: "庭の草むしり", body: "夏の雑草が伸びました。", is_public: false });
    await createTestPost(db, me, { title: "犬の散歩", body: "朝の三十分だけ。" });
    const client = await signedIn(me);

    const pc = await page<PostView>(client, `/api/myposts?keyword=${encodeURIComponent("pc")}`);
    expect(pc.data.map((p) => p.title)).toEqual(["ＰＣの初期設定をお願いします"]);
    expect(pc.links.first).toContain("keyword=pc");

    const q = await page<PostView>(client, `/api/myposts?q=${encodeURIComponent("雑草")}`);
    expect(q.data.map((p) => p.title)).toEqual(["庭の草むしり"]);

    const one = await page<PostView>(client, `/api/myposts?keyword=${encodeURIComponent("犬")}`);
    expect(one.data.map((p) => p.title)).toEqual(["犬の散歩"]);

    const both = await page<PostView>(
      client,
      `/api/myposts?keyword=${encodeURIComponent("散歩")}&q=${encodeURIComponent("雑草")}`,
    );
    expect(both.data.map((p) => p.title)).toEqual(["犬の散歩"]);

    const none = await page<PostView>(client, `/api/myposts?keyword=${encodeURIComponent("存在しない語")}`);
    expect(none.data).toEqual([]);
    expect(none.meta.total).toBe(0);
  });

  test("an over-long keyword answers 422 with a Japanese field error", async () => {
    const me = await createMember(db);
    const client = await signedIn(me);
    const response = await client.get(`/api/myposts?keyword=${"あ".repeat(101)}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.keyword).toEqual(["キーワードは100文字以内で入力してください。"]);
    expect(body.message).toBe("キーワードは100文字以内で入力してください。");
  });
});

describe("GET /api/mycomments", () => {
  test("lists each commented post once, latest own comment first, visible posts only", async () => {
    const me = await createMember(db);
    const other = await createMember(db);
    const older = await createTestPost(db, other, { title: "古いコメント先" });
    const newer = await createTestPost(db, other, { title: "新しいコメント先" });
    const hidden = await createTestPost(db, other, { title: "あとで下書きに戻された依頼" });
    const ownDraft = await createTestPost(db, me, { title: "自分の下書きにメモ", is_public: false });
    const untouched = await createTestPost(db, other, { title: "他人だけがコメント" });
    await db.insert(comments).values([
      { postId: older.id, userId: me.id, body: "1件目", createdAt: minutesAgo(50) },
      { postId: older.id, userId: me.id, body: "2件目", createdAt: minutesAgo(40) },
      { postId: newer.id, userId: me.id, body: "3件目", createdAt: minutesAgo(30) },
      { postId: hidden.id, userId: me.id, body: "4件目", createdAt: minutesAgo(20) },
      { postId: ownDraft.id, userId: me.id, body: "5件目", createdAt: minutesAgo(60) },
      { postId: untouched.id, userId: other.id, body: "他人", createdAt: minutesAgo(10) },
    ]);
    await db.update(posts).set({ isPublic: false }).where(eq(posts.id, hidden.id));
    const client = await signedIn(me);

    const list = await page<CommentedPostView>(client, "/api/mycomments");
    expect(list.data.map((p) => p.title)).toEqual([
      "新しいコメント先",
      "古いコメント先",
      "自分の下書きにメモ",
    ]);
    expect(list.meta.total).toBe(3);
    expect(list.data[1]).toMatchObject({ my_comments_count: 2, comments_count: 2 });
    expect(list.data[0]?.my_last_commented_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(list.data[0]?.my_last_commented_at_relative).toBe("30分前");

    // A new comment on the older post moves it to the top.
    await db
      .insert(comments)
      .values({ postId: older.id, userId: me.id, body: "追記", createdAt: new Date() });
    const again = await page<CommentedPostView>(client, "/api/mycomments");
    expect(again.data.map((p) => p.id)).toEqual([older.id, newer.id, ownDraft.id]);
    expect(again.data[0]?.my_comments_count).toBe(3);

    const filtered = await page<CommentedPostView>(
      client,
      `/api/mycomments?keyword=${encodeURIComponent("新しい")}`,
    );
    expect(filtered.data.map((p) => p.id)).toEqual([newer.id]);
    const viaQ = await page<CommentedPostView>(client, `/api/mycomments?q=${encodeURIComponent("メモ")}`);
    expect(viaQ.data.map((p) => p.id)).toEqual([ownDraft.id]);
  });

  test("a member without comments gets an empty page", async () => {
    const me = await createMember(db);
    const list = await page<CommentedPostView>(await signedIn(me), "/api/mycomments");
    expect(list.data).toEqual([]);
    expect(list.meta).toMatchObject({ total: 0, from: null, to: null, last_page: 1 });
  });
});

describe("GET /api/favorites/posts", () => {
  test("lists bookmarked visible posts, newest bookmark first", async () => {
    const me = await createMember(db);
    const other = await createMember(db);
    const a = await createTestPost(db, other, { title: "最初に保存" });
    const b = await createTestPost(db, other, { title: "次に保存" });
    const c = await createTestPost(db, other, { title: "保存後に下書き化" });
    const d = await createTestPost(db, other, { title: "他人の保存" });
    await db.insert(bookmarks).values([
      { userId: me.id, postId: b.id, createdAt: minutesAgo(10) },
      { userId: me.id, postId: a.id, createdAt: minutesAgo(5) },
      { userId: me.id, postId: c.id, createdAt: minutesAgo(1) },
      { userId: other.id, postId: d.id, createdAt: minutesAgo(1) },
    ]);
    await db.update(posts).set({ isPublic: false }).where(eq(posts.id, c.id));
    const list = await page<PostView>(await signedIn(me), "/api/favorites/posts");
    expect(list.data.map((p) => p.title)).toEqual(["最初に保存", "次に保存"]);
    expect(list.data.every((p) => p.is_bookmarked)).toBe(true);
    expect(list.meta.total).toBe(2);
  });
});
