/**
 * POST /api/comments (docs/product.md §7): authorization matrix × (visitor, other member, owner, admin) on public posts
 * and drafts, コメントを入力してください。, the length limit, the comment shape of docs/product.md §3, and the detail list.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { FIELD_LIMITS } from "#shared/constants.ts";
import type { AppDeps } from "../../src/server/context.ts";
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

describe("POST /api/comments", () => {
  test("a member whose e-mail is not verified yet cannot comment (403), over REST and tRPC", async () => {
    const owner = await createMember(deps.db);
    const unverified = await createMember(deps.db, { verified: false });
    const post = await createTestPost(deps.db, owner);
    const client = new RestClient(app);
    await client.login(unverified.email, FACTORY_PASSWORD);
    const response = await client.post("/api/comments", { post_id: post.id, body: "手伝えます" });
    expect(response.status).toBe(403);
    const caller = callerFor(deps, unverified);
    await expect(caller.comments.create({ post_id: post.id, body: "手伝えます" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  const expected: Record<CastRole, { public: number; draft: number }> = {
    visitor: { public: 401, draft: 401 },
    other: { public: 201, draft: 404 },
    admin: { public: 201, draft: 404 },
    owner: { public: 201, draft: 201 },
  };
  for (const role of ["visitor", "other", "admin", "owner"] as const) {
    test(`${role}: public post ${expected[role].public}, draft ${expected[role].draft}`, async () => {
      const { owner, clients } = await signedInCast({ owner: "依頼 主", other: "コメント 太郎" });
      const published = await createTestPost(deps.db, owner);
      const draft = await createTestPost(deps.db, owner, { is_public: false });
      const a = await clients[role].post("/api/comments", { post_id: published.id, body: "手伝えます" });
      const b = await clients[role].post("/api/comments", { post_id: draft.id, body: "手伝えます" });
      expect([a.status, b.status]).toEqual([expected[role].public, expected[role].draft]);
    });
  }

  test("answers 201 {data: comment} in the shape of docs/product.md §3 and the comment shows on the detail", async () => {
    const { owner, other, clients } = await signedInCast({ owner: "依頼 主", other: "コメント 太郎" });
    const post = await createTestPost(deps.db, owner);
    const response = await clients.other.post("/api/comments", {
      post_id: post.id,
      body: "  土曜なら行けます。  ",
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      body: "土曜なら行けます。",
      user: { id: other.id, name: "コメント 太郎", avatar_url: null },
      created_at_relative: expect.stringMatching(/前$/),
    });
    expect(Object.keys(data).sort()).toEqual(["body", "created_at", "created_at_relative", "id", "user"]);
    const detail = (await (await clients.visitor.get(`/api/posts/${post.id}`)).json()) as {
      data: { comments_count: number; comments: { id: number; body: string }[] };
    };
    expect(detail.data.comments_count).toBe(1);
    expect(detail.data.comments.map((c) => c.body)).toEqual(["土曜なら行けます。"]);
  });

  test("empty or whitespace bodies: 422 コメントを入力してください。; too long: 422; form bodies work too", async () => {
    const { owner, clients } = await signedInCast({ owner: "依頼 主", other: "コメント 太郎" });
    const post = await createTestPost(deps.db, owner);
    for (const body of [{ post_id: post.id, body: "   " }, { post_id: post.id }]) {
      const response = await clients.other.post("/api/comments", body);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: "コメントを入力してください。",
        errors: { body: ["コメントを入力してください。"] },
        code: "validation_failed",
      });
    }
    const long = await clients.other.post("/api/comments", {
      post_id: post.id,
      body: "あ".repeat(FIELD_LIMITS.commentBody + 1),
    });
    expect(long.status).toBe(422);
    expect(((await long.json()) as { errors: { body: string[] } }).errors.body).toEqual([
      `コメントは${FIELD_LIMITS.commentBody}文字以内で入力してください。`,
    ]);
    const form = new FormData();
    form.append("post_id", String(post.id));
    form.append("body", "フォームから");
    expect((await clients.other.post("/api/comments", form)).status).toBe(201);
    expect((await clients.other.post("/api/comments", { post_id: 987654321, body: "x" })).status).toBe(404);
  });

  test("tRPC comments.create: visitor UNAUTHORIZED, others' draft NOT_FOUND, member ok", async () => {
    const { owner, other } = await signedInCast({ owner: "依頼 主", other: "コメント 太郎" });
    const post = await createTestPost(deps.db, owner);
    const draft = await createTestPost(deps.db, owner, { is_public: false });
    await expect(
      callerFor(deps, null).comments.create({ post_id: post.id, body: "x" }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(
      callerFor(deps, other).comments.create({ post_id: draft.id, body: "x" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const created = await callerFor(deps, other).comments.create({ post_id: post.id, body: "tRPCから" });
    expect(created).toMatchObject({ body: "tRPCから", user: { id: other.id } });
  });
});
