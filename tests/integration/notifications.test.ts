/**
 * In-app notifications and saved searches (docs/product.md §11): who is notified and who is not for every
 * kind, over REST and tRPC; the fan-out happens in the job, never in the request; the live badge event; the
 * saved-search rules (20 at most, a criterion needed, owner only). The queue's own guarantees are in
 * job-queue.test.ts.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { MAX_SAVED_SEARCHES } from "#shared/schemas/notifications.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { blocks, notifications } from "../../src/server/db/schema/index.ts";
import { NOTIFY_QUEUE } from "../../src/server/domains/notifications/notifications.service.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor } from "../support/caller.ts";
import {
  createMember,
  createTestPost,
  FACTORY_PASSWORD,
  someCategoryAndRegion,
} from "../support/factories.ts";
import { clearQueuedJobs, drainAppJobs, jobsOf } from "../support/jobs.ts";
import { openLiveStream } from "../support/live-stream.ts";
import { clearLocalReportLimit, RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
  // CI runs every file against one database: other files' jobs (pushes to their own unreachable endpoints) may
  // still be queued; this file runs only its own.
  await clearQueuedJobs();
});

async function member(name: string) {
  const viewer = await createMember(deps.db, { name });
  const client = new RestClient(app);
  await client.login(viewer.email, FACTORY_PASSWORD);
  return { viewer, client };
}

/** The types of `viewer`'s notifications about post `postId` (or all when null), oldest first. */
async function kindsOf(viewer: Viewer, postId: number | null = null): Promise<string[]> {
  const rows = await deps.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(
      postId === null
        ? eq(notifications.userId, viewer.id)
        : and(eq(notifications.userId, viewer.id), eq(notifications.postId, postId)),
    )
    .orderBy(notifications.id);
  return rows.map((row) => row.type);
}

describe("comments", () => {
  test("B comments on A's post: A gets one notification after the job, not in the request; B gets none", async () => {
    const a = await member("依頼 花子");
    const b = await member("手伝う 太郎");
    const post = await createTestPost(deps.db, a.viewer, { title: "ソファを運んでください" });
    const response = await b.client.post("/api/comments", { post_id: post.id, body: "土曜なら手伝えます" });
    expect(response.status).toBe(201);
    expect(await kindsOf(a.viewer)).toEqual([]);
    const queued = (await jobsOf(deps.db, NOTIFY_QUEUE)).filter((job) => job.state === "created");
    expect(queued.length).toBeGreaterThan(0);
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(a.viewer)).toEqual(["comment"]);
    expect(await kindsOf(b.viewer)).toEqual([]);

    const list = await a.client.get("/api/notifications");
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: Record<string, unknown>[]; meta: { total: number } };
    expect(body.meta.total).toBe(1);
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      ["body", "created_at", "id", "read_at", "title", "type", "url"].sort(),
    );
    expect(body.data[0]).toMatchObject({
      type: "comment",
      title: "手伝う 太郎さんがあなたの依頼にコメントしました",
      url: `/post/${post.id}#comments`,
      read_at: null,
    });
    expect(String(body.data[0]?.body)).toContain("ソファを運んでください");
    expect(String(body.data[0]?.body)).toContain("土曜なら手伝えます");
  });

  test("earlier commenters get 'reply', the author 'comment'; the one who comments gets nothing (tRPC)", async () => {
    const a = await member("依頼主");
    const b = await member("先のコメント");
    const c = await member("後のコメント");
    const post = await createTestPost(deps.db, a.viewer);
    await callerFor(deps, b.viewer).comments.create({ post_id: post.id, body: "先です" });
    await drainAppJobs(deps.db, deps.env);
    await callerFor(deps, c.viewer).comments.create({ post_id: post.id, body: "後です" });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(a.viewer, post.id)).toEqual(["comment", "comment"]);
    expect(await kindsOf(b.viewer, post.id)).toEqual(["reply"]);
    expect(await kindsOf(c.viewer, post.id)).toEqual([]);
    // The author answering: both commenters hear of it, the author does not.
    await callerFor(deps, a.viewer).comments.create({ post_id: post.id, body: "ありがとうございます" });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(a.viewer, post.id)).toEqual(["comment", "comment"]);
    expect(await kindsOf(b.viewer, post.id)).toEqual(["reply", "reply"]);
    expect(await kindsOf(c.viewer, post.id)).toEqual(["reply"]);
    const page = await callerFor(deps, b.viewer).notifications.list({ page: 1 });
    expect(page.data[0]?.title).toBe("依頼主さんがコメントした依頼に新しいコメントがあります");
  });

  test("an earlier commenter who blocked the new commenter is not told; the others are", async () => {
    const a = await member("依頼を出した人");
    const c = await member("ブロックした人");
    const b = await member("ブロックされた人");
    await deps.db.insert(blocks).values({ blockerId: c.viewer.id, blockedId: b.viewer.id });
    const post = await createTestPost(deps.db, a.viewer);
    await callerFor(deps, c.viewer).comments.create({ post_id: post.id, body: "先に一言" });
    await drainAppJobs(deps.db, deps.env);
    await callerFor(deps, b.viewer).comments.create({ post_id: post.id, body: "こんにちは" });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(c.viewer, post.id)).toEqual([]);
    expect(await kindsOf(a.viewer, post.id)).toEqual(["comment", "comment"]);
  });
});

describe("follows", () => {
  test("a new follower notifies the followee once; following again while following does not", async () => {
    const a = await member("フォローされる人");
    const b = await member("フォローする人");
    const follow = await b.client.post(`/api/follows/${a.viewer.id}`);
    expect(follow.status).toBe(200);
    await callerFor(deps, b.viewer).social.follow({ user_id: a.viewer.id });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(a.viewer)).toEqual(["follow"]);
    expect(await kindsOf(b.viewer)).toEqual([]);
    const page = await callerFor(deps, a.viewer).notifications.list({ page: 1 });
    expect(page.data[0]).toMatchObject({
      url: `/profile/${b.viewer.id}`,
      title: "フォローする人さんがあなたをフォローしました",
    });
  });

  test("followers hear of a public post and of a draft made public, not of a draft; the author hears nothing", async () => {
    const author = await member("投稿する人");
    const follower = await member("フォロワー");
    const stranger = await member("無関係な人");
    await callerFor(deps, follower.viewer).social.follow({ user_id: author.viewer.id });
    await drainAppJobs(deps.db, deps.env);
    const draft = await createTestPost(deps.db, author.viewer, { is_public: false, title: "下書きの依頼" });
    const shown = await createTestPost(deps.db, author.viewer, { title: "公開の依頼" });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(follower.viewer, shown.id)).toEqual(["followed_post"]);
    expect(await kindsOf(follower.viewer, draft.id)).toEqual([]);
    expect(await kindsOf(stranger.viewer)).toEqual([]);
    // The author's only notification is the follow itself.
    expect(await kindsOf(author.viewer)).toEqual(["follow"]);
    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    const update = await author.client.request("PUT", `/api/posts/${draft.id}`, {
      title: "下書きの依頼",
      body: "公開しました。",
      category_id: categoryId,
      region_id: regionId,
      is_public: true,
    });
    expect(update.status).toBe(200);
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(follower.viewer, draft.id)).toEqual(["followed_post"]);
  });
});

describe("request status, reviews and reports (docs/product.md §11 Kinds)", () => {
  test("bookmarkers hear a post was resolved or closed; the author who changed it and non-bookmarkers do not", async () => {
    const author = await member("解決 する人");
    const saver = await member("保存 した人");
    const helper = await member("手伝った 人");
    const post = await createTestPost(deps.db, author.viewer, { title: "網戸の張り替え" });
    await callerFor(deps, saver.viewer).social.bookmark({ post_id: post.id });
    await callerFor(deps, author.viewer).social.bookmark({ post_id: post.id });
    await callerFor(deps, helper.viewer).comments.create({ post_id: post.id, body: "やります" });
    await drainAppJobs(deps.db, deps.env);
    await callerFor(deps, author.viewer).requests.setStatus({
      id: post.id,
      status: "resolved",
      helper_id: helper.viewer.id,
    });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(saver.viewer, post.id)).toEqual(["bookmark_status"]);
    expect(await kindsOf(author.viewer, post.id)).toEqual(["comment"]);
    expect(await kindsOf(helper.viewer, post.id)).toEqual([]);
    const page = await callerFor(deps, saver.viewer).notifications.list({ page: 1 });
    expect(page.data[0]).toMatchObject({
      title: "保存した依頼が「解決済み」になりました",
      body: "「網戸の張り替え」",
      url: `/post/${post.id}`,
    });

    // The review of the author reaches the helper, never the author.
    await callerFor(deps, author.viewer).requests.createReview({
      post_id: post.id,
      rating: "good",
      comment: "助かりました",
    });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(helper.viewer, post.id)).toEqual(["review"]);
    const reviewed = await helper.client.get("/api/notifications");
    const first = ((await reviewed.json()) as { data: { title: string; body: string }[] }).data[0];
    expect(first?.title).toBe("解決 する人さんから評価が届きました");
    expect(first?.body).toContain("助かりました");
    expect(await kindsOf(author.viewer, post.id)).toEqual(["comment"]);
  });

  test("reporters hear their report was handled, the author what was hidden and why; the administrator nothing", async () => {
    const author = await member("通報 された人");
    const reporter = await member("通報 した人");
    const admin = await createMember(deps.db, { admin: true });
    const post = await createTestPost(deps.db, author.viewer);
    await clearLocalReportLimit(); // the suite's reports all come from 127.0.0.1
    const report = await callerFor(deps, reporter.viewer).safety.report({
      target_type: "post",
      target_id: post.id,
      reason: "spam",
    });
    await callerFor(deps, admin).safety.moderate({ id: report.id, action: "hide" });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(reporter.viewer)).toEqual(["report_handled"]);
    // The author hears of the decision (docs/product.md §12): an administrator's notice to them alone.
    expect(await kindsOf(author.viewer)).toEqual(["admin_notice"]);
    expect(await kindsOf(admin)).toEqual([]);
    const page = await callerFor(deps, reporter.viewer).notifications.list({ page: 1 });
    expect(page.data[0]?.title).toBe("あなたの通報に対応しました");
    expect(page.data[0]?.body).toContain("非表示にする");
  });
});

describe("admin notices", () => {
  test("an administrator's notice reaches every member but the sender; members may not send one", async () => {
    const admin = await createMember(deps.db, { admin: true, name: "運営" });
    const someone = await member("会員");
    const refused = await someone.client.post("/api/admin/notices", { title: "x", body: "y" });
    expect(refused.status).toBe(403);
    await expect(
      callerFor(deps, someone.viewer).notifications.adminNotice({ title: "x", body: "y" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await callerFor(deps, admin).notifications.adminNotice({
      title: "点検",
      body: "明日は点検です。",
      url: "/contact",
    });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(someone.viewer)).toEqual(["admin_notice"]);
    expect(await kindsOf(admin)).toEqual([]);
    const page = await callerFor(deps, someone.viewer).notifications.list({ page: 1 });
    expect(page.data[0]).toMatchObject({
      title: "運営からのお知らせ：点検",
      body: "明日は点検です。",
      url: "/contact",
    });
  });
});

describe("unread count and read", () => {
  test("unread count over REST and tRPC; read by ids (others' ignored) and all; the live stream says so", async () => {
    const a = await member("読む人");
    const b = await member("書く人");
    const post = await createTestPost(deps.db, a.viewer);
    const token = a.client.cookie("tasukeai_session");
    const stream = await openLiveStream(app, token);
    try {
      await stream.next((event) => event.type === "ready");
      for (const body of ["一", "二", "三"]) await b.client.post("/api/comments", { post_id: post.id, body });
      await drainAppJobs(deps.db, deps.env);
      await stream.next((event) => event.type === "notifications");
      const count = await a.client.get("/api/notifications/unread-count");
      expect(await count.json()).toEqual({ unreadCount: 3 });
      expect(await callerFor(deps, a.viewer).notifications.unreadCount()).toEqual({ unreadCount: 3 });
      const page = await callerFor(deps, a.viewer).notifications.list({ page: 1 });
      const [newest] = page.data;
      expect(page.data.map((n) => n.body.endsWith("三"))[0]).toBe(true);
      // B cannot mark A's notification read.
      expect(await callerFor(deps, b.viewer).notifications.markRead({ ids: [newest?.id ?? 0] })).toEqual({
        unreadCount: 0,
      });
      const read = await a.client.post("/api/notifications/read", { ids: [newest?.id] });
      expect(await read.json()).toEqual({ unreadCount: 2 });
      expect(await callerFor(deps, a.viewer).notifications.markRead({})).toEqual({ unreadCount: 0 });
      const after = await callerFor(deps, a.viewer).notifications.list({ page: 1 });
      expect(after.data.every((n) => n.read_at !== null)).toBe(true);
      const bad = await a.client.post("/api/notifications/read", { ids: ["x"] });
      expect(bad.status).toBe(422);
    } finally {
      stream.close();
    }
  });

  test("a visitor gets 401", async () => {
    const visitor = new RestClient(app);
    expect((await visitor.get("/api/notifications")).status).toBe(401);
    expect((await visitor.get("/api/notifications/unread-count")).status).toBe(401);
  });
});

describe("saved searches", () => {
  test("a matching new post notifies the owner once; a non-matching one, a draft and one's own post do not", async () => {
    const a = await member("保存する人");
    const c = await member("投稿する人C");
    const created = await a.client.post("/api/saved-searches", { keyword: "ピアノ 運搬" });
    expect(created.status).toBe(201);
    const saved = ((await created.json()) as { data: { id: number; summary: string } }).data;
    expect(saved.summary).toBe("「ピアノ 運搬」");
    const matching = await createTestPost(deps.db, c.viewer, {
      title: "ピアノの運搬を手伝って",
      body: "重いです",
    });
    const other = await createTestPost(deps.db, c.viewer, { title: "犬の散歩", body: "朝だけ" });
    const draft = await createTestPost(deps.db, c.viewer, { title: "ピアノ運搬の下書き", is_public: false });
    const own = await createTestPost(deps.db, a.viewer, { title: "自分のピアノ運搬" });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(a.viewer, matching.id)).toEqual(["saved_search"]);
    expect(await kindsOf(a.viewer, other.id)).toEqual([]);
    expect(await kindsOf(a.viewer, draft.id)).toEqual([]);
    expect(await kindsOf(a.viewer, own.id)).toEqual([]);
    const page = await callerFor(deps, a.viewer).notifications.list({ page: 1 });
    expect(page.data[0]).toMatchObject({
      type: "saved_search",
      title: "保存した条件に合う新しい依頼があります",
      url: `/post/${matching.id}`,
    });
  });

  test('a search for one language alone hears of new requests in it, not of others (docs/product.md "Request language")', async () => {
    const a = await member("英語で探す人");
    const c = await member("英語で書く人");
    const created = await a.client.post("/api/saved-searches", { language: "EN" });
    expect(created.status).toBe(201);
    const saved = ((await created.json()) as { data: { language: string | null; summary: string } }).data;
    expect(saved).toMatchObject({ language: "en", summary: "English" });
    // The same criteria again answer the saved search; with a keyword they are new ones.
    expect((await a.client.post("/api/saved-searches", { language: "en" })).status).toBe(201);
    const withKeyword = await a.client.post("/api/saved-searches", { language: "en", keyword: "piano" });
    expect(((await withKeyword.json()) as { data: { summary: string } }).data.summary).toBe(
      "「piano」・English",
    );
    expect((await callerFor(deps, a.viewer).notifications.savedSearches()).data).toHaveLength(2);
    const english = await createTestPost(deps.db, c.viewer, { title: "Moving a piano", language: "en" });
    const japanese = await createTestPost(deps.db, c.viewer, { title: "ピアノの運搬" });
    const easy = await createTestPost(deps.db, c.viewer, {
      title: "ピアノ を はこびます",
      language: "easy_ja",
    });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(a.viewer, english.id)).toEqual(["saved_search"]);
    expect(await kindsOf(a.viewer, japanese.id)).toEqual([]);
    expect(await kindsOf(a.viewer, easy.id)).toEqual([]);
    const refused = await a.client.post("/api/saved-searches", { language: "fr" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.language).toEqual([
      "選択された言語は正しくありません。",
    ]);
  });

  test("tags, category (its parent too), region and distance must all hold", async () => {
    const a = await member("条件の人");
    const c = await member("投稿者");
    const { categoryId, parentId, regionId } = await someCategoryAndRegion(deps.db);
    const caller = callerFor(deps, a.viewer);
    await caller.notifications.saveSearch({ tags: ["力仕事"], category_id: parentId });
    await caller.notifications.saveSearch({
      region_id: regionId,
      near: { lat: 35.68, lon: 139.76, radius_km: 5 },
    });
    const tagged = await createTestPost(deps.db, c.viewer, { tags: ["力仕事"], category_id: categoryId });
    const near = await createTestPost(deps.db, c.viewer, { latitude: 35.69, longitude: 139.77 });
    const far = await createTestPost(deps.db, c.viewer, { latitude: 34.69, longitude: 135.5 });
    const untagged = await createTestPost(deps.db, c.viewer, {});
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(a.viewer, tagged.id)).toEqual(["saved_search"]);
    expect(await kindsOf(a.viewer, near.id)).toEqual(["saved_search"]);
    expect(await kindsOf(a.viewer, far.id)).toEqual([]);
    expect(await kindsOf(a.viewer, untagged.id)).toEqual([]);
  });

  test("a follower whose search also matches gets one notification for the post", async () => {
    const a = await member("両方の人");
    const c = await member("フォローされる投稿者");
    await callerFor(deps, a.viewer).social.follow({ user_id: c.viewer.id });
    await callerFor(deps, a.viewer).notifications.saveSearch({ keyword: "餅つき" });
    const post = await createTestPost(deps.db, c.viewer, { title: "餅つき大会の手伝い" });
    await drainAppJobs(deps.db, deps.env);
    expect(await kindsOf(a.viewer, post.id)).toEqual(["followed_post"]);
  });

  test("list, delete (owner only), a criterion needed, at most 20", async () => {
    const a = await member("上限の人");
    const b = await member("他人");
    const none = await a.client.post("/api/saved-searches", {});
    expect(none.status).toBe(422);
    expect(((await none.json()) as { errors: Record<string, string[]> }).errors.keyword?.[0]).toBe(
      "キーワード、カテゴリ、地域、タグ、場所、言語のいずれかを指定してください。",
    );
    const far = await a.client.post("/api/saved-searches", { near: { lat: 35, lon: 139, radius_km: 500 } });
    expect(far.status).toBe(422);
    const ids: number[] = [];
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      ids.push((await callerFor(deps, a.viewer).notifications.saveSearch({ keyword: `語${i}` })).id);
    }
    const over = await a.client.post("/api/saved-searches", { keyword: "二十一" });
    expect(over.status).toBe(422);
    const list = (await (await a.client.get("/api/saved-searches")).json()) as { data: { id: number }[] };
    expect(list.data.map((s) => s.id)).toEqual(ids);
    expect((await b.client.request("DELETE", `/api/saved-searches/${ids[0]}`)).status).toBe(404);
    await expect(
      callerFor(deps, b.viewer).notifications.deleteSavedSearch({ id: ids[0] ?? 0 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await a.client.request("DELETE", `/api/saved-searches/${ids[0]}`)).status).toBe(200);
    expect((await callerFor(deps, a.viewer).notifications.savedSearches()).data).toHaveLength(
      MAX_SAVED_SEARCHES - 1,
    );
    expect((await a.client.post("/api/saved-searches", { keyword: "二十一" })).status).toBe(201);
  });
});
