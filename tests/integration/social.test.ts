/**
 * Bookmark and follow toggles (docs/product.md §4, §7 POST/DELETE /api/favorites/posts/{id}, /api/follows/{userId}):
 * authorization matrix × (visitor, other member, owner, admin), idempotence, drafts invisible, not yourself,
 * 404 for unknown members, and the post detail reflecting is_bookmarked / is_following.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { bookmarks, follows, users } from "../../src/server/db/schema/index.ts";
import { callerFor } from "../support/caller.ts";
import {
  type CastRole,
  createMember,
  createTestPost,
  FACTORY_PASSWORD,
  signedInCast,
} from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

describe("bookmarks", () => {
  const expected: Record<CastRole, { public: number; draft: number }> = {
    visitor: { public: 401, draft: 401 },
    other: { public: 200, draft: 404 },
    admin: { public: 200, draft: 404 },
    owner: { public: 200, draft: 200 },
  };
  for (const role of ["visitor", "other", "admin", "owner"] as const) {
    test(`${role}: save a public post ${expected[role].public}, a draft ${expected[role].draft}`, async () => {
      const { owner, clients } = await signedInCast();
      const published = await createTestPost(deps.db, owner);
      const draft = await createTestPost(deps.db, owner, { is_public: false });
      const a = await clients[role].post(`/api/favorites/posts/${published.id}`);
      const b = await clients[role].post(`/api/favorites/posts/${draft.id}`);
      expect([a.status, b.status]).toEqual([expected[role].public, expected[role].draft]);
      const c = await clients[role].request("DELETE", `/api/favorites/posts/${published.id}`);
      expect(c.status).toBe(expected[role].public);
    });
  }

  test("saving twice keeps one bookmark; removing twice is fine; the detail shows is_bookmarked", async () => {
    const { owner, other, clients } = await signedInCast();
    const post = await createTestPost(deps.db, owner);
    const first = await clients.other.post(`/api/favorites/posts/${post.id}`);
    expect(await first.json()).toEqual({ data: { post_id: post.id, is_bookmarked: true } });
    expect((await clients.other.post(`/api/favorites/posts/${post.id}`)).status).toBe(200);
    const rows = await deps.db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, other.id), eq(bookmarks.postId, post.id)));
    expect(rows).toHaveLength(1);
    const detail = (await (await clients.other.get(`/api/posts/${post.id}`)).json()) as {
      data: { is_bookmarked: boolean };
    };
    expect(detail.data.is_bookmarked).toBe(true);
    const ownerView = (await (await clients.owner.get(`/api/posts/${post.id}`)).json()) as {
      data: { is_bookmarked: boolean };
    };
    expect(ownerView.data.is_bookmarked).toBe(false);

    const removed = await clients.other.request("DELETE", `/api/favorites/posts/${post.id}`);
    expect(await removed.json()).toEqual({ data: { post_id: post.id, is_bookmarked: false } });
    expect((await clients.other.request("DELETE", `/api/favorites/posts/${post.id}`)).status).toBe(200);
    expect((await clients.other.post("/api/favorites/posts/987654321")).status).toBe(404);
  });

  test("a bookmark stays removable after the post became a draft", async () => {
    const { owner, clients } = await signedInCast();
    const post = await createTestPost(deps.db, owner);
    await clients.other.post(`/api/favorites/posts/${post.id}`);
    const caller = callerFor(deps, owner);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      id: post.id,
      title: post.title,
      body: post.body,
      category_id: post.category.id,
      region_id: post.region.id,
      is_public: "0",
    }))
      form.append(k, String(v));
    await caller.posts.update(form);
    expect((await clients.other.request("DELETE", `/api/favorites/posts/${post.id}`)).status).toBe(200);
    expect((await clients.other.post(`/api/favorites/posts/${post.id}`)).status).toBe(404);
  });
});

describe("follows", () => {
  test("matrix: visitor 401; members (also admins) follow others; nobody follows themselves (422)", async () => {
    const { owner, other, admin, clients } = await signedInCast();
    expect((await clients.visitor.post(`/api/follows/${owner.id}`)).status).toBe(401);
    expect((await clients.visitor.request("DELETE", `/api/follows/${owner.id}`)).status).toBe(401);
    for (const role of ["other", "admin"] as const) {
      const response = await clients[role].post(`/api/follows/${owner.id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { user_id: owner.id, is_following: true } });
    }
    const self = await clients.owner.post(`/api/follows/${owner.id}`);
    expect(self.status).toBe(422);
    expect(await self.json()).toEqual({
      message: "自分自身をフォローすることはできません。",
      errors: { user_id: ["自分自身をフォローすることはできません。"] },
      code: "validation_failed",
    });
    const rows = await deps.db.select().from(follows).where(eq(follows.followeeId, owner.id));
    expect(rows.map((row) => row.followerId).sort()).toEqual([other.id, admin.id].sort());
  });

  test("idempotent, reflected on the post detail as user.is_following, 404 for unknown or deleted members", async () => {
    const { owner, clients } = await signedInCast();
    const post = await createTestPost(deps.db, owner);
    await clients.other.post(`/api/follows/${owner.id}`);
    await clients.other.post(`/api/follows/${owner.id}`);
    const detail = (await (await clients.other.get(`/api/posts/${post.id}`)).json()) as {
      data: { user: { is_following: boolean } };
    };
    expect(detail.data.user.is_following).toBe(true);
    const off = await clients.other.request("DELETE", `/api/follows/${owner.id}`);
    expect(await off.json()).toEqual({ data: { user_id: owner.id, is_following: false } });
    expect((await clients.other.request("DELETE", `/api/follows/${owner.id}`)).status).toBe(200);

    const unknown = await clients.other.post("/api/follows/987654321");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      message: "該当のユーザーが見つかりませんでした。",
      code: "user_not_found",
    });
    const gone = await createMember(deps.db);
    await deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await clients.other.post(`/api/follows/${gone.id}`)).status).toBe(404);
  });

  test("tRPC: social.follow / unfollow / bookmark use the same rules", async () => {
    const { owner, other } = await signedInCast();
    const as = (viewer: typeof owner | null) => callerFor(deps, viewer);
    await expect(as(null).social.follow({ user_id: owner.id })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(as(owner).social.follow({ user_id: owner.id })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
    expect(await as(other).social.follow({ user_id: owner.id })).toEqual({
      user_id: owner.id,
      is_following: true,
    });
    const draft = await createTestPost(deps.db, owner, { is_public: false });
    await expect(as(other).social.bookmark({ post_id: draft.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await as(owner).social.bookmark({ post_id: draft.id })).toEqual({
      post_id: draft.id,
      is_bookmarked: true,
    });
  });
});

describe("a member whose e-mail is not verified", () => {
  test("cannot save or follow (403 over REST, FORBIDDEN over tRPC) but may take both back", async () => {
    const owner = await createMember(deps.db);
    const unverified = await createMember(deps.db, { verified: false });
    const post = await createTestPost(deps.db, owner);
    const client = new RestClient(app);
    await client.login(unverified.email, FACTORY_PASSWORD);
    const save = await client.post(`/api/favorites/posts/${post.id}`);
    expect(save.status).toBe(403);
    expect(await save.json()).toEqual({ message: "Your email address is not verified.", code: "unverified" });
    expect((await client.post(`/api/follows/${owner.id}`)).status).toBe(403);
    expect((await client.request("DELETE", `/api/favorites/posts/${post.id}`)).status).toBe(200);
    expect((await client.request("DELETE", `/api/follows/${owner.id}`)).status).toBe(200);

    const caller = callerFor(deps, unverified);
    await expect(caller.social.bookmark({ post_id: post.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.social.follow({ user_id: owner.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await caller.social.unbookmark({ post_id: post.id })).toEqual({
      post_id: post.id,
      is_bookmarked: false,
    });
    expect(await caller.social.unfollow({ user_id: owner.id })).toEqual({
      user_id: owner.id,
      is_following: false,
    });
    const saved = await deps.db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, unverified.id), eq(bookmarks.postId, post.id)));
    expect(saved).toEqual([]);
  });
});
