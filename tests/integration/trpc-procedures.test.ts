/** The tRPC procedures call the same services, with the same gates and the same Japanese errors. */
import { beforeAll, describe, expect, test } from "bun:test";
import { TRPCError } from "@trpc/server";
import type { AppDeps } from "../../src/server/context.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, someCategoryAndRegion } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;

beforeAll(async () => {
  ({ deps } = await testApp());
});

describe("posts procedures", () => {
  test("a visitor cannot create; a member can, and the post leads the list", async () => {
    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    const input = {
      title: "tRPCからの依頼",
      body: "本文です。",
      category_id: categoryId,
      region_id: regionId,
      tags: ["テスト"],
    };
    await expect(callerFor(deps, null).posts.create(input)).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    const member = await createMember(deps.db);
    const created = await callerFor(deps, member).posts.create(input);
    expect(created).toMatchObject({ title: "tRPCからの依頼", can_update: true, user: { id: member.id } });
    const list = await callerFor(deps, null).posts.list({ page: 1 });
    expect(list.data[0]?.id).toBe(created.id);
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 15 });
  });

  test("zod input errors carry Japanese field messages", async () => {
    const member = await createMember(deps.db);
    try {
      await callerFor(deps, member).posts.create({ title: "", body: "x", category_id: 1, region_id: 13 });
      throw new Error("expected a validation error");
    } catch (error) {
      expect(error).toBeInstanceOf(TRPCError);
      expect(String((error as TRPCError).cause)).toContain("タイトルは必須です。");
    }
  });

  test("byId hides others' drafts and shows comments of public posts", async () => {
    const author = await createMember(deps.db);
    const other = await createMember(deps.db);
    const draft = await createTestPost(deps.db, author, { is_public: false });
    await expect(callerFor(deps, other).posts.byId({ id: draft.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "依頼が見つかりませんでした。",
    });
    const own = await callerFor(deps, author).posts.byId({ id: draft.id });
    expect(own.comments).toEqual([]);
    const admin = await createMember(deps.db, { admin: true });
    const published = await createTestPost(deps.db, author);
    const seenByAdmin = await callerFor(deps, admin).posts.byId({ id: published.id });
    expect(seenByAdmin).toMatchObject({ can_update: false, can_delete: true });
  });
});

describe("accounts procedures", () => {
  test("me is null for a visitor and the session user for a member", async () => {
    expect(await callerFor(deps, null).accounts.me()).toBeNull();
    const member = await createMember(deps.db, { admin: true });
    const me = await callerFor(deps, member).accounts.me();
    expect(me).toMatchObject({ id: member.id, is_admin: true });
    expect(me?.roles.map((r) => r.name)).toEqual(["user", "admin"]);
  });

  test("login writes the session and XSRF cookies", async () => {
    const member = await createMember(deps.db);
    const resHeaders = new Headers();
    const caller = callerFor(deps, null, { resHeaders });
    const user = await caller.accounts.login({
      email: member.email,
      password: "factory-pass-1234",
      remember: true,
    });
    expect(user.id).toBe(member.id);
    const cookies = resHeaders.getSetCookie();
    expect(cookies.some((c) => c.startsWith("tasukeai_session=") && c.includes("HttpOnly"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("XSRF-TOKEN="))).toBe(true);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookies[0] ?? "")?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
  });
});
