/**
 * Request status (docs/product.md §10): PATCH /api/posts/{id}/status and requests.setStatus with the helper
 * rules, status / status_label / helper on every post answer, the status filter on every post list with totals
 * that follow it (post_counts per status), the structured request details, and a deleted account's posts.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { TRPCError } from "@trpc/server";
import { sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { todayInJapan } from "#shared/schemas/requests.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { deleteUserAccount } from "../../src/server/domains/admin/user-deletion.service.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, restAs, someCategoryAndRegion } from "../support/factories.ts";
import { expectCountersMatch } from "../support/post-counters.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let ref: { categoryId: number; parentId: number; regionId: number };

beforeAll(async () => {
  ({ app, deps } = await testApp());
  ref = await someCategoryAndRegion(deps.db);
});

/** tRPC error code of a rejected call. */
async function trpcCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
  return "OK";
}

describe("PATCH /api/posts/{id}/status", () => {
  test("the author resolves naming a commenter; the answer carries status, status_label and helper", async () => {
    const author = await createMember(deps.db, { name: "依頼 花子" });
    const helper = await createMember(deps.db, { name: "手伝い 次郎" });
    const post = await createTestPost(deps.db, author, { title: "状態テストの依頼" });
    expect(post).toMatchObject({ status: "open", status_label: "募集中", helper: null });
    await callerFor(deps, helper).comments.create({ post_id: post.id, body: "手伝えます" });

    const rest = await restAs(author);
    const response = await rest.request("PATCH", `/api/posts/${post.id}/status`, {
      status: "resolved",
      helper_id: helper.id,
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      id: post.id,
      status: "resolved",
      status_label: "解決済み",
      helper: { id: helper.id, name: "手伝い 次郎" },
    });
    const detail = await callerFor(deps, null).posts.byId({ id: post.id });
    expect(detail.helper).toEqual({ id: helper.id, name: "手伝い 次郎" });

    // Any other status clears the helper.
    const reopened = await callerFor(deps, author).requests.setStatus({ id: post.id, status: "in_progress" });
    expect(reopened).toMatchObject({ status: "in_progress", status_label: "やりとり中", helper: null });
  });

  test("a thread partner is an eligible helper; a stranger and the author are 422 in Japanese", async () => {
    const author = await createMember(deps.db);
    const partner = await createMember(deps.db);
    const stranger = await createMember(deps.db);
    const post = await createTestPost(deps.db, author);
    await callerFor(deps, partner).threads.open({ user_id: author.id });
    const rest = await restAs(author);

    const refused = await rest.request("PATCH", `/api/posts/${post.id}/status`, {
      status: "resolved",
      helper_id: stranger.id,
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.helper_id?.[0]).toContain("コメントしたか");
    const self = await rest.request("PATCH", `/api/posts/${post.id}/status`, {
      status: "resolved",
      helper_id: author.id,
    });
    expect(self.status).toBe(422);
    const withOpen = await rest.request("PATCH", `/api/posts/${post.id}/status`, {
      status: "open",
      helper_id: partner.id,
    });
    expect(withOpen.status).toBe(422);
    expect(((await withOpen.json()) as { errors: Record<string, string[]> }).errors.helper_id?.[0]).toBe(
      "手伝ってくれた人は「解決済み」にするときだけ選べます。",
    );
    // Nothing changed.
    expect((await callerFor(deps, null).posts.byId({ id: post.id })).status).toBe("open");

    const ok = await rest.request("PATCH", `/api/posts/${post.id}/status`, {
      status: "resolved",
      helper_id: partner.id,
    });
    expect(ok.status).toBe(200);
  });

  test("visitor 401, another member 403, an admin may; bad input 422 and never 5xx", async () => {
    const author = await createMember(deps.db);
    const other = await createMember(deps.db);
    const admin = await createMember(deps.db, { admin: true });
    const post = await createTestPost(deps.db, author);

    const visitor = new RestClient(app);
    await visitor.csrf();
    expect(
      (await visitor.request("PATCH", `/api/posts/${post.id}/status`, { status: "closed" })).status,
    ).toBe(401);
    const otherRest = await restAs(other);
    const forbidden = await otherRest.request("PATCH", `/api/posts/${post.id}/status`, { status: "closed" });
    expect(forbidden.status).toBe(403);
    expect(await trpcCode(callerFor(deps, other).requests.setStatus({ id: post.id, status: "closed" }))).toBe(
      "FORBIDDEN",
    );
    expect((await callerFor(deps, null).posts.byId({ id: post.id })).status).toBe("open");

    const adminRest = await restAs(admin);
    const closed = await adminRest.request("PATCH", `/api/posts/${post.id}/status`, { status: "closed" });
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as { data: { status_label: string } }).data.status_label).toBe("締め切り");

    const authorRest = await restAs(author);
    for (const body of [
      { status: "done" },
      {},
      { status: ["open"] },
      { status: "resolved", helper_id: "abc" },
      { status: "resolved", helper_id: 99999999999 },
      { status: "\u0000" },
    ]) {
      const response = await authorRest.request("PATCH", `/api/posts/${post.id}/status`, body);
      expect(response.status).toBe(422);
    }
    const badStatus = await authorRest.request("PATCH", `/api/posts/${post.id}/status`, { status: "done" });
    expect(((await badStatus.json()) as { errors: Record<string, string[]> }).errors.status).toEqual([
      "選択された状態は正しくありません。",
    ]);
    expect((await authorRest.request("PATCH", "/api/posts/99999999/status", { status: "open" })).status).toBe(
      404,
    );
    const form = new FormData();
    form.append("status", "open");
    expect((await authorRest.request("PATCH", `/api/posts/${post.id}/status`, form)).status).toBe(200);
  });
});

describe("the status filter on every post list", () => {
  test("status=open lists and counts open posts only, on REST and tRPC; counters match live counts", async () => {
    // A category of its own so the totals are exact whatever other tests add.
    const member = await createMember(deps.db);
    const [category] = await queryRows<{ id: number; slug: string }>(
      deps.db,
      sql`select id, slug from categories where parent_id is not null and id <> ${ref.categoryId} order by id desc limit 1`,
    );
    if (!category) throw new Error("no second category");
    const before = await callerFor(deps, null).posts.list({ category_id: category.id, status: "open" });
    const beforeAll = await callerFor(deps, null).posts.list({ category_id: category.id });
    // The test database is reused between runs: earlier runs' closed posts are in this category too.
    const closedBefore = await callerFor(deps, null).posts.list({
      category_id: category.id,
      status: "closed",
    });
    const open = await createTestPost(deps.db, member, { title: "募集中の依頼", category_id: category.id });
    const done = await createTestPost(deps.db, member, { title: "解決した依頼", category_id: category.id });
    const closed = await createTestPost(deps.db, member, {
      title: "締め切った依頼",
      category_id: category.id,
      latitude: 35.68,
      longitude: 139.76,
    });
    await callerFor(deps, member).requests.setStatus({ id: done.id, status: "resolved" });
    await callerFor(deps, member).requests.setStatus({ id: closed.id, status: "closed" });

    const listed = await callerFor(deps, null).posts.list({ category_id: category.id, status: "open" });
    expect(listed.meta.total).toBe(before.meta.total + 1);
    expect(listed.data.every((post) => post.status === "open")).toBe(true);
    expect(listed.data.map((post) => post.id)).toContain(open.id);
    const all = await callerFor(deps, null).posts.list({ category_id: category.id });
    expect(all.meta.total).toBe(beforeAll.meta.total + 3);
    const onlyClosed = await callerFor(deps, null).posts.list({ category_id: category.id, status: "closed" });
    expect(onlyClosed.data.map((post) => post.id)).toEqual(
      [closed.id, ...closedBefore.data.map((post) => post.id)].slice(0, onlyClosed.data.length),
    );
    expect(onlyClosed.meta.total).toBe(closedBefore.meta.total + 1);

    const rest = new RestClient(app);
    const restOpen = await rest.get(`/api/category/${category.slug}/posts?status=open`);
    expect(restOpen.status).toBe(200);
    const restBody = (await restOpen.json()) as {
      data: { id: number; status: string }[];
      meta: { total: number };
    };
    expect(restBody.meta.total).toBe(listed.meta.total);
    expect(restBody.data.some((post) => post.id === done.id)).toBe(false);
    const nearby = (await (
      await rest.get(`/api/posts/nearby?status=closed&lat=35.68&lon=139.76&category_id=${category.id}`)
    ).json()) as { data: { id: number }[]; meta: { total: number } };
    expect(nearby.data.map((post) => post.id)).toContain(closed.id);
    expect(nearby.data.some((post) => post.id === open.id || post.id === done.id)).toBe(false);
    const keyword = (await (await rest.get("/api/posts?keyword=締め切った依頼&status=open")).json()) as {
      data: { id: number }[];
    };
    expect(keyword.data.some((post) => post.id === closed.id)).toBe(false);
    // Beside a keyword the status is written for the gram index (statusIsBesideGrams): the same posts.
    const keywordClosed = await callerFor(deps, null).posts.list({
      keyword: "締め切った依頼",
      status: "closed",
    });
    expect(keywordClosed.data.map((post) => post.id)).toContain(closed.id);
    expect(keywordClosed.data.every((post) => post.status === "closed")).toBe(true);
    const keywordOpen = await callerFor(deps, null).posts.list({ keyword: "募集中の依頼", status: "open" });
    expect(keywordOpen.data.map((post) => post.id)).toContain(open.id);
    expect(keywordOpen.data.map((post) => post.id)).not.toContain(done.id);
    const recommended = (await (await rest.get("/api/posts/recommended?status=resolved")).json()) as {
      data: { status: string }[];
      meta: { total: number };
    };
    expect(recommended.data.length).toBeGreaterThan(0);
    expect(recommended.data.every((post) => post.status === "resolved")).toBe(true);
    const trpcRecommended = await callerFor(deps, null).posts.recommended({ status: "resolved" });
    expect(trpcRecommended.meta.total).toBe(recommended.meta.total);

    const mine = await callerFor(deps, member).mypage.posts({ status: "resolved" });
    expect(mine.data.map((post) => post.id)).toEqual([done.id]);
    const mineRest = await restAs(member);
    const minePage = (await (await mineRest.get("/api/myposts?status=open")).json()) as {
      data: { id: number }[];
    };
    expect(minePage.data.map((post) => post.id)).toEqual([open.id]);

    expect((await rest.get("/api/posts?status=finished")).status).toBe(422);
    expect((await rest.get("/api/posts?status=all")).status).toBe(200);
    expect((await rest.get("/api/posts?status[]=open")).status).toBe(422);
    await expectCountersMatch(deps.db);
  });

  test("reward_type filters (counted live) and the reward fields are shown and kept", async () => {
    const member = await createMember(deps.db);
    const rest = await restAs(member);
    const neededBy = todayInJapan(new Date(Date.now() + 7 * 86_400_000));
    const created = await rest.post("/api/posts", {
      title: "謝礼つきの依頼",
      body: "棚を運んでください。",
      category_id: ref.categoryId,
      region_id: ref.regionId,
      reward_type: "money",
      reward_amount: 3000,
      needed_by: neededBy,
      helpers_needed: 2,
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: Record<string, unknown> & { id: number } };
    expect(data).toMatchObject({
      reward_type: "money",
      reward_label: "謝礼",
      reward_amount: 3000,
      needed_by: neededBy,
      helpers_needed: 2,
    });
    const filtered = await callerFor(deps, null).posts.list({
      reward_type: "money",
      keyword: "謝礼つきの依頼",
    });
    expect(filtered.data.map((post) => post.id)).toContain(data.id);
    const gifts = await callerFor(deps, null).posts.list({ reward_type: "gift", keyword: "謝礼つきの依頼" });
    expect(gifts.data.map((post) => post.id)).not.toContain(data.id);

    // Editing to a gift clears the amount; an amount without money is refused.
    const edited = await rest.request("PUT", `/api/posts/${data.id}`, {
      title: "謝礼つきの依頼",
      body: "棚を運んでください。",
      category_id: ref.categoryId,
      region_id: ref.regionId,
      reward_type: "gift",
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      reward_type: "gift",
      reward_label: "お礼の品",
      reward_amount: null,
      needed_by: neededBy,
      helpers_needed: 2,
    });
    const amountOnGift = await rest.request("PUT", `/api/posts/${data.id}`, {
      title: "謝礼つきの依頼",
      body: "棚を運んでください。",
      category_id: ref.categoryId,
      region_id: ref.regionId,
      reward_amount: 500,
    });
    expect(amountOnGift.status).toBe(422);
    expect(
      ((await amountOnGift.json()) as { errors: Record<string, string[]> }).errors.reward_amount,
    ).toEqual(["謝礼額は、お礼に「謝礼」を選んだときだけ入力できます。"]);

    const base = { title: "t", body: "b", category_id: ref.categoryId, region_id: ref.regionId };
    const cases: [Record<string, unknown>, string][] = [
      [{ reward_type: "none", reward_amount: 100 }, "reward_amount"],
      [{ reward_type: "money", reward_amount: -1 }, "reward_amount"],
      [{ reward_type: "money", reward_amount: 1.5 }, "reward_amount"],
      [{ reward_type: "cash" }, "reward_type"],
      [{ helpers_needed: 11 }, "helpers_needed"],
      [{ helpers_needed: 0 }, "helpers_needed"],
      [{ needed_by: "2020-01-01" }, "needed_by"],
      [{ needed_by: "2026-02-30" }, "needed_by"],
      [{ needed_by: "来週" }, "needed_by"],
    ];
    for (const [fields, key] of cases) {
      const response = await rest.post("/api/posts", { ...base, ...fields });
      expect(response.status).toBe(422);
      const errors = ((await response.json()) as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors)).toContain(key);
      expect(errors[key]?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });

  test("a deleted account's requests go, except in-progress ones (closed) and resolved with a helper", async () => {
    const member = await createMember(deps.db);
    const helper = await createMember(deps.db);
    const open = await createTestPost(deps.db, member);
    const resolved = await createTestPost(deps.db, member);
    const inProgress = await createTestPost(deps.db, member);
    const helped = await createTestPost(deps.db, member);
    await callerFor(deps, helper).comments.create({ post_id: helped.id, body: "手伝えます" });
    const author = callerFor(deps, member).requests;
    await author.setStatus({ id: resolved.id, status: "resolved" });
    await author.setStatus({ id: inProgress.id, status: "in_progress" });
    await author.setStatus({ id: helped.id, status: "resolved", helper_id: helper.id });
    await deleteUserAccount(deps, member.id);
    const reader = callerFor(deps, null);
    // docs/product.md §4 Leaving: nobody is helping with these two, so they went with the account.
    for (const gone of [open, resolved]) {
      await expect(reader.posts.byId({ id: gone.id })).rejects.toThrow(copy.errors.postNotFound);
    }
    expect((await reader.posts.byId({ id: inProgress.id })).status).toBe("closed");
    expect((await reader.posts.byId({ id: helped.id })).status).toBe("resolved");
    await expectCountersMatch(deps.db);
  });
});
