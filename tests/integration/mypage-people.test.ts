/**
 * Follow lists and the dashboard summary (docs/product.md §2 Dashboard / My page counters and recent lists,
 * favorites.users, followers.me; §7 GET /api/follows), over tRPC and REST.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { MemberCardView, MySummary } from "#shared/schemas/mypage.ts";
import type { AppDeps } from "../../src/server/context.ts";
import {
  bookmarks,
  comments,
  follows,
  messages,
  posts,
  threadParticipants,
  threads,
  users,
} from "../../src/server/db/schema/index.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let deps: AppDeps;
let app: TestApp;
const callerFor = (viewer: Viewer | null) => callerOf(deps, viewer);

beforeAll(async () => {
  ({ deps, app } = await testApp());
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** The item at `index`, failing the test when it is missing. */
function at<T>(list: readonly (T | undefined)[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

describe("mypage procedures need a member", () => {
  test("every procedure answers UNAUTHORIZED to a visitor", async () => {
    const visitor = callerFor(null);
    const calls = [
      () => visitor.mypage.summary(),
      () => visitor.mypage.posts({}),
      () => visitor.mypage.commentedPosts({}),
      () => visitor.mypage.bookmarks({}),
      () => visitor.mypage.follows({}),
      () => visitor.mypage.followers({}),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  test("tRPC filters own posts by keyword or q like REST", async () => {
    const me = await createMember(deps.db);
    await createTestPost(deps.db, me, { title: "エアコン掃除", is_public: false });
    await createTestPost(deps.db, me, { title: "本棚の組み立て" });
    const caller = callerFor(me);
    const byKeyword = await caller.mypage.posts({ keyword: "ｴｱｺﾝ" });
    expect(byKeyword.data.map((p) => p.title)).toEqual(["エアコン掃除"]);
    expect(byKeyword.data[0]?.is_public).toBe(false);
    const byQ = await caller.mypage.posts({ q: "本棚" });
    expect(byQ.data.map((p) => p.title)).toEqual(["本棚の組み立て"]);
    expect((await caller.mypage.posts({ page: 1 })).meta.total).toBe(2);
  });
});

describe("follow lists", () => {
  test("follows and followers: newest first, withdrawn accounts left out, mutual flags and counts", async () => {
    const me = await createMember(deps.db, { name: "わたし" });
    const b = await createMember(deps.db, { name: "ビー" });
    const c = await createMember(deps.db, { name: "シー" });
    const d = await createMember(deps.db, { name: "ディー" });
    const gone = await createMember(deps.db, { name: "退会済み" });
    await deps.db
      .update(users)
      .set({ bio: `${"自己紹介".repeat(30)}`, regionId: 13 })
      .where(eq(users.id, c.id));
    await createTestPost(deps.db, c, { title: "シーの公開依頼" });
    await createTestPost(deps.db, c, { title: "シーの下書き", is_public: false });
    await deps.db.insert(follows).values([
      { followerId: me.id, followeeId: b.id, createdAt: minutesAgo(30) },
      { followerId: me.id, followeeId: c.id, createdAt: minutesAgo(10) },
      { followerId: me.id, followeeId: gone.id, createdAt: minutesAgo(5) },
      { followerId: c.id, followeeId: me.id, createdAt: minutesAgo(20) },
      { followerId: d.id, followeeId: me.id, createdAt: minutesAgo(3) },
      { followerId: gone.id, followeeId: me.id, createdAt: minutesAgo(2) },
      { followerId: d.id, followeeId: c.id, createdAt: minutesAgo(1) },
    ]);
    await deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const caller = callerFor(me);
    const following = await caller.mypage.follows({});
    expect(following.data.map((u) => u.name)).toEqual(["シー", "ビー"]);
    expect(following.meta.total).toBe(2);
    const cCard = following.data[0] as MemberCardView;
    expect(cCard).toMatchObject({
      id: c.id,
      is_following: true,
      follows_you: true,
      followers_count: 2,
      posts_count: 1,
      region: { id: 13 },
      followed_at_relative: "10分前",
    });
    expect(Array.from(cCard.bio ?? "")).toHaveLength(81);
    expect(cCard.bio?.endsWith("…")).toBe(true);
    expect(following.data[1]).toMatchObject({ follows_you: false, bio: null, posts_count: 0 });

    const followers = await caller.mypage.followers({});
    expect(followers.data.map((u) => u.name)).toEqual(["ディー", "シー"]);
    expect(followers.data.map((u) => u.is_following)).toEqual([false, true]);
    expect(followers.data.every((u) => u.follows_you)).toBe(true);

    // The same lists over REST, in the Laravel shape.
    const client = new RestClient(app);
    expect((await client.login(me.email, FACTORY_PASSWORD)).status).toBe(200);
    const rest = (await (await client.get("/api/follows")).json()) as {
      data: MemberCardView[];
      meta: { total: number; per_page: number; path: string };
    };
    expect(rest.data.map((u) => u.id)).toEqual([c.id, b.id]);
    expect(rest.meta).toMatchObject({ total: 2, per_page: 15, path: "http://localhost:3000/api/follows" });
    const restFollowers = (await (await client.get("/api/followers?page=1")).json()) as {
      data: MemberCardView[];
    };
    expect(restFollowers.data.map((u) => u.id)).toEqual([d.id, c.id]);
  });
});

describe("dashboard summary", () => {
  test("counts unread messages, posts, comments, bookmarks, follows and followers; 5 recent of each", async () => {
    const me = await createMember(deps.db);
    const partner = await createMember(deps.db);
    const third = await createMember(deps.db);
    const own = [];
    for (let i = 0; i < 6; i++) {
      own.push(await createTestPost(deps.db, me, { title: `自分の依頼 ${i}`, is_public: i !== 5 }));
    }
    const theirs = [];
    for (let i = 0; i < 7; i++)
      theirs.push(await createTestPost(deps.db, partner, { title: `相手の依頼 ${i}` }));
    await deps.db.insert(comments).values([
      { postId: at(theirs, 0).id, userId: me.id, body: "a" },
      { postId: at(theirs, 0).id, userId: me.id, body: "b" },
      { postId: at(theirs, 1).id, userId: me.id, body: "c" },
      { postId: at(own, 0).id, userId: partner.id, body: "他人のコメントは数えない" },
    ]);
    await deps.db
      .insert(bookmarks)
      .values(theirs.map((post, i) => ({ userId: me.id, postId: post.id, createdAt: minutesAgo(60 - i) })));
    // A bookmarked post that became another member's draft is neither counted nor listed.
    await deps.db
      .update(posts)
      .set({ isPublic: false })
      .where(eq(posts.id, at(theirs, 6).id));
    await deps.db.insert(follows).values([
      { followerId: me.id, followeeId: partner.id },
      { followerId: me.id, followeeId: third.id },
      { followerId: partner.id, followeeId: me.id },
    ]);

    const [thread] = await deps.db
      .insert(threads)
      .values({ pairKey: `${me.id}:${partner.id}` })
      .returning({ id: threads.id });
    const threadId = at([thread], 0).id;
    const sent = await deps.db
      .insert(messages)
      .values([
        { threadId, userId: partner.id, body: "こんにちは" },
        { threadId, userId: me.id, body: "はい" },
        { threadId, userId: partner.id, body: "明日どうですか" },
        { threadId, userId: partner.id, body: "10時はいかが" },
      ])
      .returning({ id: messages.id });
    await deps.db.insert(threadParticipants).values([
      { threadId, userId: me.id, lastReadMessageId: at(sent, 1).id },
      { threadId, userId: partner.id, lastReadMessageId: at(sent, 3).id },
    ]);

    const summary: MySummary = await callerFor(me).mypage.summary();
    expect(summary.counts).toEqual({
      unread_messages: 2,
      posts: 6,
      comments: 3,
      bookmarks: 6,
      follows: 2,
      followers: 1,
    });
    expect(summary.recent_posts.map((p) => p.title)).toEqual([
      "自分の依頼 5",
      "自分の依頼 4",
      "自分の依頼 3",
      "自分の依頼 2",
      "自分の依頼 1",
    ]);
    expect(summary.recent_posts[0]?.is_public).toBe(false);
    expect(summary.recent_bookmarks.map((p) => p.title)).toEqual([
      "相手の依頼 5",
      "相手の依頼 4",
      "相手の依頼 3",
      "相手の依頼 2",
      "相手の依頼 1",
    ]);
    expect(summary.recent_bookmarks.every((p) => p.is_bookmarked)).toBe(true);

    // The partner has read everything; the same numbers come over REST.
    const partnerSummary = await callerFor(partner).mypage.summary();
    expect(partnerSummary.counts).toMatchObject({ unread_messages: 0, posts: 7, followers: 1, follows: 1 });
    const client = new RestClient(app);
    expect((await client.login(me.email, FACTORY_PASSWORD)).status).toBe(200);
    const rest = (await (await client.get("/api/mypage/summary")).json()) as { data: MySummary };
    expect(rest.data.counts.unread_messages).toBe(2);
    expect(rest.data.recent_posts).toHaveLength(5);
  });

  test("a new member gets zeros and empty lists", async () => {
    const fresh = await createMember(deps.db);
    const summary = await callerFor(fresh).mypage.summary();
    expect(summary).toEqual({
      counts: { unread_messages: 0, posts: 0, comments: 0, bookmarks: 0, follows: 0, followers: 0 },
      recent_posts: [],
      recent_bookmarks: [],
    });
  });
});
