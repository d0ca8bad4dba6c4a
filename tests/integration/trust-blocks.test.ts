/**
 * Blocking (docs/product.md §12): POST/DELETE /api/blocks/{userId} are idempotent, GET /api/blocks pages the
 * members I blocked, blocking oneself is a 422; once A blocks B, B cannot open a thread with A, send A a message
 * (403 このユーザーにはメッセージを送信できません。), comment on A's posts or follow A, and each one's posts, comments
 * and board messages are left out of the other's lists and search — both ways; the existing thread stays
 * readable but closed to new messages.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import { createMember, createTestPost, signedInMember } from "../support/factories.ts";
import { isType, openLiveStream } from "../support/live-stream.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const callerFor = (viewer: Viewer | null) => callerOf(deps, viewer);

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

type Errors = { message: string; errors: Record<string, string[]> };

describe("block and unblock", () => {
  test("are idempotent, listed newest first, and refuse oneself (422) and visitors (401)", async () => {
    const a = await signedInMember({ name: "ブロック する人" });
    const b = await createMember(deps.db, { name: "相手 一" });
    const c = await createMember(deps.db, { name: "相手 二" });
    for (let i = 0; i < 2; i++) {
      const blocked = await a.client.post(`/api/blocks/${b.id}`);
      expect(blocked.status).toBe(200);
      expect(((await blocked.json()) as { data: unknown }).data).toEqual({ user_id: b.id, is_blocked: true });
    }
    await callerFor(a.member).safety.block({ user_id: c.id });
    const list = (await (await a.client.get("/api/blocks")).json()) as {
      data: { id: number; name: string }[];
      meta: { total: number };
    };
    expect(list.data.map((u) => u.name)).toEqual(["相手 二", "相手 一"]);
    expect(list.meta.total).toBe(2);
    expect(await callerFor(a.member).safety.blockStatus({ user_id: b.id })).toEqual({
      is_blocked: true,
      blocked_me: false,
    });
    expect(await callerFor(b).safety.blockStatus({ user_id: a.member.id })).toEqual({
      is_blocked: false,
      blocked_me: true,
    });
    for (let i = 0; i < 2; i++) {
      const lifted = await a.client.request("DELETE", `/api/blocks/${b.id}`);
      expect(lifted.status).toBe(200);
      expect(((await lifted.json()) as { data: unknown }).data).toEqual({ user_id: b.id, is_blocked: false });
    }
    expect((await callerFor(a.member).safety.blocks({})).meta.total).toBe(1);

    const self = await a.client.post(`/api/blocks/${a.member.id}`);
    expect(self.status).toBe(422);
    expect(((await self.json()) as Errors).errors.user_id).toEqual([copy.safety.block.cannotSelf]);
    expect((await a.client.post("/api/blocks/99999999")).status).toBe(404);
    const visitor = new RestClient(app);
    await visitor.csrf();
    expect((await visitor.post(`/api/blocks/${b.id}`)).status).toBe(401);
  });
});

describe("once A blocks B", () => {
  test("B cannot open a thread, message, comment on A's posts or follow A — nor A do it to B", async () => {
    const a = await createMember(deps.db, { name: "A さん" });
    const b = await signedInMember({ name: "B さん" });
    const { id: threadId } = await callerFor(b.member).threads.open({ user_id: a.id });
    await callerFor(b.member).threads.send({ id: threadId, body: "こんにちは" });
    const aPost = await createTestPost(deps.db, a);
    const bPost = await createTestPost(deps.db, b.member);
    await callerFor(b.member).social.follow({ user_id: a.id });

    await callerFor(a).safety.block({ user_id: b.member.id });

    const send = await b.client.post(`/api/threads/${threadId}/messages`, { body: "まだ送れますか" });
    expect(send.status).toBe(403);
    expect(((await send.json()) as { message: string }).message).toBe(copy.safety.block.cannotMessage);
    const reopen = await b.client.post("/api/threads", { user_id: a.id });
    expect(reopen.status).toBe(403);
    expect(((await reopen.json()) as { message: string }).message).toBe(copy.safety.block.cannotMessage);
    await expect(callerFor(a).threads.send({ id: threadId, body: "逆方向" })).rejects.toThrow(
      copy.safety.block.cannotMessage,
    );
    const comment = await b.client.post("/api/comments", { post_id: aPost.id, body: "コメント" });
    expect(comment.status).toBe(403);
    await expect(callerFor(a).comments.create({ post_id: bPost.id, body: "コメント" })).rejects.toThrow(
      copy.safety.block.cannotComment,
    );
    const follow = await b.client.post(`/api/follows/${a.id}`);
    expect(follow.status).toBe(403);
    // The earlier follow ended with the block.
    expect((await callerFor(a).mypage.followers({})).data.some((u) => u.id === b.member.id)).toBe(false);

    // The existing thread stays readable, marked closed.
    const thread = await callerFor(b.member).threads.messages({ id: threadId });
    expect(thread.messages.map((m) => m.body)).toEqual(["こんにちは"]);
    expect(thread.blocked).toBe(true);

    // Unblocking opens everything again.
    await callerFor(a).safety.unblock({ user_id: b.member.id });
    expect((await b.client.post(`/api/threads/${threadId}/messages`, { body: "再開" })).status).toBe(201);
  });

  test("each one's posts, comments and board messages leave the other's lists and search, both ways", async () => {
    const word = `ブロック試験${Date.now().toString(36)}`;
    const a = await createMember(deps.db, { name: "A 投稿者" });
    const b = await createMember(deps.db, { name: "B 閲覧者" });
    const third = await createMember(deps.db, { name: "第三者" });
    const aPost = await createTestPost(deps.db, a, { title: `${word} A の依頼` });
    const bPost = await createTestPost(deps.db, b, { title: `${word} B の依頼` });
    const thirdPost = await createTestPost(deps.db, third, { title: `${word} 第三者の依頼` });
    await callerFor(b).comments.create({ post_id: thirdPost.id, body: "B のコメント" });
    await callerFor(a).comments.create({ post_id: thirdPost.id, body: "A のコメント" });
    const aBoard = await callerFor(a).board.post({ body: `${word} A の掲示板` });

    await callerFor(a).safety.block({ user_id: b.id });

    const ids = async (viewer: Viewer | null) =>
      (await callerFor(viewer).posts.list({ keyword: word })).data.map((p) => p.id).sort((x, y) => x - y);
    expect(await ids(b)).toEqual([bPost.id, thirdPost.id].sort((x, y) => x - y));
    expect(await ids(a)).toEqual([aPost.id, thirdPost.id].sort((x, y) => x - y));
    expect(await ids(third)).toHaveLength(3);
    expect(await ids(null)).toHaveLength(3);
    const newestForB = (await callerFor(b).posts.list({})).data.map((p) => p.id);
    expect(newestForB).not.toContain(aPost.id);
    const recommendedForB = (await callerFor(b).posts.recommended({})).data.map((p) => p.id);
    expect(recommendedForB).not.toContain(aPost.id);
    expect(recommendedForB).toContain(thirdPost.id);

    const commentsFor = async (viewer: Viewer) =>
      (await callerFor(viewer).posts.byId({ id: thirdPost.id })).comments.map((c) => c.body);
    expect(await commentsFor(b)).toEqual(["B のコメント"]);
    expect(await commentsFor(a)).toEqual(["A のコメント"]);
    expect(await commentsFor(third)).toEqual(["B のコメント", "A のコメント"]);

    // The profile's recent requests of A: none for B, A's own for anyone else.
    const recentOfA = async (viewer: Viewer | null) =>
      (await callerFor(viewer).requests.activity({ user_id: a.id })).recent_posts.map((p) => p.id);
    expect(await recentOfA(b)).not.toContain(aPost.id);
    expect(await recentOfA(third)).toContain(aPost.id);

    const boardFor = async (viewer: Viewer | null) =>
      (await callerFor(viewer).board.list({})).data.map((m) => m.id);
    expect(await boardFor(b)).not.toContain(aBoard.id);
    expect(await boardFor(third)).toContain(aBoard.id);
  });
});

describe("a block closes what is open", () => {
  test("the thread between them hears it live, both ways: thread.changed on block and on unblock", async () => {
    const a = await signedInMember({ name: "閉じる A" });
    const b = await signedInMember({ name: "閉じられる B" });
    const { id: threadId } = await callerFor(b.member).threads.open({ user_id: a.member.id });
    const token = (client: typeof a.client) => {
      const value = client.cookie("tasukeai_session");
      if (!value) throw new Error("no session cookie");
      return value;
    };
    const streams = await Promise.all([a, b].map((m) => openLiveStream(app, token(m.client))));
    try {
      for (const stream of streams) await stream.next(isType("ready"));
      await a.client.post(`/api/blocks/${b.member.id}`);
      for (const stream of streams)
        await stream.next(isType("thread.changed", (e) => e.thread_id === threadId));
      expect((await callerFor(b.member).threads.messages({ id: threadId })).blocked).toBe(true);
      for (const stream of streams) stream.received.length = 0;
      await a.client.request("DELETE", `/api/blocks/${b.member.id}`);
      for (const stream of streams)
        await stream.next(isType("thread.changed", (e) => e.thread_id === threadId));
      expect((await callerFor(b.member).threads.messages({ id: threadId })).blocked).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test("a blocked member's post does not open by its URL, either way, and opens again once unblocked", async () => {
    const a = await signedInMember({ name: "URL の A" });
    const b = await signedInMember({ name: "URL の B" });
    const third = await createMember(deps.db, { name: "URL の第三者" });
    const aPost = await createTestPost(deps.db, a.member, { title: "A の依頼（URL）" });
    const bPost = await createTestPost(deps.db, b.member, { title: "B の依頼（URL）" });
    await callerFor(a.member).safety.block({ user_id: b.member.id });

    // The blocked member (REST) and the blocker (tRPC): unavailable, with its own code and text.
    const forB = await b.client.get(`/api/posts/${aPost.id}`);
    expect(forB.status).toBe(404);
    expect(await forB.json()).toEqual({ message: copy.safety.block.postUnavailable, code: "post_blocked" });
    const forA = await a.client.get(`/api/posts/${bPost.id}`);
    expect(forA.status).toBe(404);
    await expect(callerFor(a.member).posts.byId({ id: bPost.id })).rejects.toThrow(
      copy.safety.block.postUnavailable,
    );
    // Everyone else, and each author, still opens them.
    expect((await callerFor(third).posts.byId({ id: aPost.id })).id).toBe(aPost.id);
    expect((await callerFor(null).posts.byId({ id: bPost.id })).id).toBe(bPost.id);
    expect((await callerFor(a.member).posts.byId({ id: aPost.id })).id).toBe(aPost.id);

    await callerFor(a.member).safety.unblock({ user_id: b.member.id });
    expect((await b.client.get(`/api/posts/${aPost.id}`)).status).toBe(200);
  });
});

describe("totals follow blocks", () => {
  test("counted totals (newest, category, region, nearby, recommended, status) leave out blocked members' posts", async () => {
    const a = await createMember(deps.db, { name: "合計 A" });
    const b = await createMember(deps.db, { name: "合計 B" });
    // queryRows: PGlite's execute answers {rows}, postgres.js an array.
    const [place] = await queryRows<{ category_id: number; region_id: number }>(
      deps.db,
      sql`select c.id as category_id, r.id as region_id from categories c, regions r
          where c.parent_id is not null order by c.id, r.id limit 1`,
    );
    if (!place) throw new Error("reference data missing");
    const at = { category_id: place.category_id, region_id: place.region_id };
    await createTestPost(deps.db, a, { ...at, title: "合計の依頼 一", latitude: 35.68, longitude: 139.76 });
    await createTestPost(deps.db, a, { ...at, title: "合計の依頼 二" });
    await createTestPost(deps.db, a, { ...at, title: "合計の下書き", is_public: false });
    await callerFor(b).safety.block({ user_id: a.id });

    // Each list as the blocker and as a visitor, read together (other files may write posts in between
    // calls, never during these two).
    const lists = {
      newest: (v: Viewer | null) => callerFor(v).posts.list({}),
      open: (v: Viewer | null) => callerFor(v).posts.list({ status: "open" }),
      resolved: (v: Viewer | null) => callerFor(v).posts.list({ status: "resolved" }),
      category: (v: Viewer | null) => callerFor(v).posts.list({ category_id: at.category_id }),
      region: (v: Viewer | null) => callerFor(v).posts.list({ region_id: at.region_id }),
      nearby: (v: Viewer | null) => callerFor(v).posts.list({ mode: "nearby", lat: 35.6, lon: 139.7 }),
      recommended: (v: Viewer | null) => callerFor(v).posts.recommended({}),
    };
    const expected = { newest: 2, open: 2, resolved: 0, category: 2, region: 2, nearby: 2, recommended: 2 };
    for (const [name, list] of Object.entries(lists)) {
      const [forB, forVisitor] = await Promise.all([list(b), list(null)]);
      expect({ name, leftOut: forVisitor.meta.total - forB.meta.total }).toEqual({
        name,
        leftOut: expected[name as keyof typeof expected],
      });
    }

    // Both ways: A's totals leave out nothing of B (B has no posts) and the block lifted restores B's totals.
    await callerFor(b).safety.unblock({ user_id: a.id });
    const [forB, forVisitor] = await Promise.all([lists.region(b), lists.region(null)]);
    expect(forB.meta.total).toBe(forVisitor.meta.total);
  });
});

describe("bookmarks follow blocks and hides", () => {
  test("a bookmarked post leaves the favorites list and summary while blocked or hidden, and comes back", async () => {
    const reader = await signedInMember({ name: "ブックマーク する人" });
    const author = await createMember(deps.db, { name: "書き手 さん" });
    const post = await createTestPost(deps.db, author, { title: "ブックマークされる依頼" });
    expect((await reader.client.post(`/api/favorites/posts/${post.id}`)).status).toBe(200);
    const favoriteIds = async () =>
      (
        (await (await reader.client.get("/api/favorites/posts")).json()) as { data: { id: number }[] }
      ).data.map((p) => p.id);
    const summaryIds = async () =>
      (await callerFor(reader.member).mypage.summary()).recent_bookmarks.map((p) => p.id);
    expect(await favoriteIds()).toEqual([post.id]);
    expect(await summaryIds()).toEqual([post.id]);

    // The author blocks the reader: the reader's favorites no longer show the author's post (both ways).
    await callerFor(author).safety.block({ user_id: reader.member.id });
    expect(await favoriteIds()).toEqual([]);
    expect(await summaryIds()).toEqual([]);
    await callerFor(author).safety.unblock({ user_id: reader.member.id });
    expect(await favoriteIds()).toEqual([post.id]);

    // Hidden by moderation: gone for the reader, still listed for its author's own bookmark.
    await deps.db.execute(sql`update posts set moderation = 'removed' where id = ${post.id}`);
    expect(await favoriteIds()).toEqual([]);
    await callerFor(author).social.bookmark({ post_id: post.id });
    expect((await callerFor(author).mypage.bookmarks({})).data.map((p) => p.id)).toEqual([post.id]);
    await deps.db.execute(sql`update posts set moderation = null where id = ${post.id}`);
    expect(await favoriteIds()).toEqual([post.id]);
  });
});
