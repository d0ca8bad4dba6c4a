/**
 * Authorization matrix of post writes (docs/product.md §6 "Permissions"): update and delete ×
 * (visitor, other member, owner, admin) on a public post and on a draft, over REST and tRPC.
 * Only the author updates; the author or an admin deletes; others' drafts are 404 for everyone.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { AppDeps } from "../../src/server/context.ts";
import { callerFor } from "../support/caller.ts";
import { type CastRole, createTestPost, signedInCast, someCategoryAndRegion } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;
let ref: { categoryId: number; regionId: number };

beforeAll(async () => {
  ({ deps } = await testApp());
  ref = await someCategoryAndRegion(deps.db);
});

function updateBody(title: string) {
  return {
    _method: "PUT",
    title,
    body: "本文",
    category_id: ref.categoryId,
    region_id: ref.regionId,
    tags: JSON.stringify(["権限"]),
  };
}

describe("REST update: only the author", () => {
  const expected: Record<CastRole, { public: number; draft: number }> = {
    visitor: { public: 401, draft: 401 },
    other: { public: 403, draft: 404 },
    admin: { public: 403, draft: 404 },
    owner: { public: 200, draft: 200 },
  };
  for (const role of ["visitor", "other", "admin", "owner"] as const) {
    test(`${role}: public ${expected[role].public}, draft ${expected[role].draft}`, async () => {
      const { owner, clients } = await signedInCast();
      const published = await createTestPost(deps.db, owner, { title: "公開の依頼" });
      const draft = await createTestPost(deps.db, owner, { title: "下書きの依頼", is_public: false });
      const a = await clients[role].post(`/api/posts/${published.id}`, updateBody(`${role}が変更`));
      const b = await clients[role].post(`/api/posts/${draft.id}`, updateBody(`${role}が変更`));
      expect([a.status, b.status]).toEqual([expected[role].public, expected[role].draft]);
      const seen = await clients.owner.get(`/api/posts/${published.id}`);
      const title = ((await seen.json()) as { data: { title: string } }).data.title;
      expect(title).toBe(role === "owner" ? "ownerが変更" : "公開の依頼");
    });
  }

  test("answers carry Laravel bodies: 401 Unauthenticated., 403 This action is unauthorized., 404 Japanese", async () => {
    const { owner, clients } = await signedInCast();
    const published = await createTestPost(deps.db, owner);
    const draft = await createTestPost(deps.db, owner, { is_public: false });
    expect(await (await clients.visitor.post(`/api/posts/${published.id}`, updateBody("x"))).json()).toEqual({
      message: "Unauthenticated.",
      code: "unauthenticated",
    });
    expect(await (await clients.other.post(`/api/posts/${published.id}`, updateBody("x"))).json()).toEqual({
      message: "This action is unauthorized.",
      code: "forbidden",
    });
    expect(await (await clients.other.post(`/api/posts/${draft.id}`, updateBody("x"))).json()).toEqual({
      message: "依頼が見つかりませんでした。",
      code: "post_not_found",
    });
  });

  test("without the XSRF header the update is refused with 419 before anything else", async () => {
    const { owner, clients } = await signedInCast();
    const published = await createTestPost(deps.db, owner);
    const response = await clients.owner.post(`/api/posts/${published.id}`, updateBody("x"), { xsrf: false });
    expect(response.status).toBe(419);
  });
});

describe("REST delete: the author or an admin", () => {
  const expected: Record<CastRole, { public: number; draft: number }> = {
    visitor: { public: 401, draft: 401 },
    other: { public: 403, draft: 404 },
    admin: { public: 200, draft: 404 },
    owner: { public: 200, draft: 200 },
  };
  for (const role of ["visitor", "other", "admin", "owner"] as const) {
    test(`${role}: public ${expected[role].public}, draft ${expected[role].draft}`, async () => {
      const { owner, clients } = await signedInCast();
      const published = await createTestPost(deps.db, owner);
      const draft = await createTestPost(deps.db, owner, { is_public: false });
      const a = await clients[role].request("DELETE", `/api/posts/${published.id}`);
      const b = await clients[role].request("DELETE", `/api/posts/${draft.id}`);
      expect([a.status, b.status]).toEqual([expected[role].public, expected[role].draft]);
      const still = await clients.owner.get(`/api/posts/${published.id}`);
      expect(still.status).toBe(expected[role].public === 200 ? 404 : 200);
    });
  }
});

describe("tRPC update and delete: the same gates", () => {
  test("update: visitor UNAUTHORIZED, other FORBIDDEN, admin FORBIDDEN, owner ok; others' draft NOT_FOUND", async () => {
    const { owner, viewers } = await signedInCast();
    const published = await createTestPost(deps.db, owner);
    const draft = await createTestPost(deps.db, owner, { is_public: false });
    const input = (id: number, title: string) => {
      const form = new FormData();
      form.append("id", String(id));
      form.append("title", title);
      form.append("body", "本文");
      form.append("category_id", String(ref.categoryId));
      form.append("region_id", String(ref.regionId));
      return form;
    };
    await expect(callerFor(deps, null).posts.update(input(published.id, "x"))).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(callerFor(deps, viewers.other).posts.update(input(published.id, "x"))).rejects.toMatchObject(
      {
        code: "FORBIDDEN",
      },
    );
    await expect(callerFor(deps, viewers.admin).posts.update(input(published.id, "x"))).rejects.toMatchObject(
      {
        code: "FORBIDDEN",
      },
    );
    await expect(callerFor(deps, viewers.other).posts.update(input(draft.id, "x"))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const updated = await callerFor(deps, viewers.owner).posts.update(input(draft.id, "下書きを更新"));
    expect(updated).toMatchObject({ id: draft.id, title: "下書きを更新", is_public: false });
  });

  test("delete: other FORBIDDEN, admin ok on a public post, NOT_FOUND on others' drafts", async () => {
    const { owner, viewers } = await signedInCast();
    const published = await createTestPost(deps.db, owner);
    const draft = await createTestPost(deps.db, owner, { is_public: false });
    await expect(callerFor(deps, null).posts.delete({ id: published.id })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(callerFor(deps, viewers.other).posts.delete({ id: published.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(callerFor(deps, viewers.admin).posts.delete({ id: draft.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await callerFor(deps, viewers.admin).posts.delete({ id: published.id });
    await expect(callerFor(deps, viewers.owner).posts.byId({ id: published.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await callerFor(deps, viewers.owner).posts.delete({ id: draft.id });
  });
});
