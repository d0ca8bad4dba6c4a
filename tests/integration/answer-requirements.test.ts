/**
 * Category requirements and hours (docs/product.md "Organisations"), over REST and tRPC: an administrator sets what
 * answering a category's requests asks; a member without a check by an organisation is refused commenting on, or
 * opening a thread about, such a request (403 verification_required, the Japanese text), a vouched member and the
 * author are not; a parent's level covers its children. Resolving names the helper with the hours they gave,
 * which their profile sums (hours_given); bad hours are Japanese 422s.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { categories, organizations, organizationVouches, posts } from "../../src/server/db/schema/index.ts";
import { organizationsErrorTexts } from "../../src/shared/copy/refusals.ts";
import { copy } from "../../src/shared/copy.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, restAs, someCategoryAndRegion } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON.
type Json = any;

let deps: AppDeps;
let regionId: number;
/** A parent category and its child, made for this file so no other file's posts are affected. */
let parentId: number;
let childId: number;
let organizationId: number;
type Member = Awaited<ReturnType<typeof createMember>>;
let admin: Member;
let author: Member;

beforeAll(async () => {
  ({ deps } = await testApp());
  regionId = (await someCategoryAndRegion(deps.db)).regionId;
  await deps.db.execute(sql`delete from rate_limit_buckets where key like 'organizations:%'`);
  const tag = randomBytes(4).toString("hex");
  const [parent] = await deps.db
    .insert(categories)
    .values({ name: "介護・高齢者サポート（条件）", slug: `care-${tag}`, sortOrder: 900 })
    .returning({ id: categories.id });
  const [child] = await deps.db
    .insert(categories)
    .values({ name: "見守り（条件）", slug: `watch-${tag}`, parentId: parent?.id, sortOrder: 901 })
    .returning({ id: categories.id });
  parentId = parent?.id ?? 0;
  childId = child?.id ?? 0;
  const [org] = await deps.db
    .insert(organizations)
    .values({
      slug: `req-${tag}`,
      name: "条件テスト社会福祉協議会",
      kind: "social_welfare_council",
      regionId,
    })
    .returning({ id: organizations.id });
  organizationId = org?.id ?? 0;
  admin = await createMember(deps.db, { admin: true, name: "管理 者" });
  author = await createMember(deps.db, { name: "依頼 する人" });
}, 60_000);

afterAll(async () => {
  await deps.db.execute(sql`delete from posts where category_id in (${parentId}, ${childId})`);
  await deps.db.delete(categories).where(eq(categories.id, childId));
  await deps.db.delete(categories).where(inArray(categories.id, [parentId]));
  await deps.db.delete(organizations).where(eq(organizations.id, organizationId));
});

describe("category requirements", () => {
  test("an administrator sets and clears a level; others may not; a bad level is a Japanese 422", async () => {
    const rest = await restAs(admin);
    const set = await rest.request("PUT", `/api/admin/categories/${parentId}/requirement`, {
      level: "organization",
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as Json).data).toMatchObject({
      id: parentId,
      answer_requirement: "organization",
      answer_requirement_label: "団体確認済み",
    });
    const tree = (await (await rest.get("/api/categories")).json()) as Json;
    const node = (tree.data as Json[]).find((root) => root.id === parentId);
    expect(node.answer_requirement).toBe("organization");
    expect(node.children.map((c: Json) => c.answer_requirement)).toEqual([null]);

    const bad = await rest.request("PUT", `/api/admin/categories/${parentId}/requirement`, {
      level: "passport",
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Json).errors.level).toEqual([
      "条件は email、organization、null のいずれかにしてください。",
    ]);
    expect(
      (await rest.request("PUT", "/api/admin/categories/999999/requirement", { level: null })).status,
    ).toBe(404);
    const member = await restAs(author);
    expect(
      (await member.request("PUT", `/api/admin/categories/${parentId}/requirement`, { level: null })).status,
    ).toBe(403);
    await expect(
      callerFor(deps, author).organizations.setCategoryRequirement({ id: parentId, level: null }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  test("a child of a category that asks for 団体確認: refused without one, accepted with one, never its author", async () => {
    await callerFor(deps, admin).organizations.setCategoryRequirement({
      id: parentId,
      level: "organization",
    });
    const post = await createTestPost(deps.db, author, { category_id: childId, region_id: regionId });
    const helper = await createMember(deps.db, { name: "確認 なし" });
    const helperRest = await restAs(helper);

    const comment = await helperRest.post("/api/comments", { post_id: post.id, body: "お手伝いできます" });
    expect(comment.status).toBe(403);
    expect(await comment.json()).toMatchObject({
      code: "verification_required",
      message: organizationsErrorTexts.verificationRequired,
    });
    const thread = await helperRest.post("/api/threads", { user_id: author.id, post_id: post.id });
    expect(thread.status).toBe(403);
    expect(((await thread.json()) as Json).code).toBe("verification_required");
    await expect(
      callerFor(deps, helper).comments.create({ post_id: post.id, body: "お手伝いできます" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: organizationsErrorTexts.verificationRequired });
    // Messaging the author without naming the request is not answering it.
    expect((await helperRest.post("/api/threads", { user_id: author.id })).status).toBe(201);

    // The author answers on their own request.
    const own = await (await restAs(author)).post("/api/comments", { post_id: post.id, body: "補足です" });
    expect(own.status).toBe(201);

    // Once an organisation checked the helper, both work.
    await deps.db
      .insert(organizationVouches)
      .values({ organizationId, userId: helper.id, method: "in_person" });
    expect(
      (await helperRest.post("/api/comments", { post_id: post.id, body: "お手伝いできます" })).status,
    ).toBe(201);
    // The thread exists already (opened above without the request): 200, now carrying the request.
    expect((await helperRest.post("/api/threads", { user_id: author.id, post_id: post.id })).status).toBe(
      200,
    );

    // Cleared: anyone verified answers again.
    await callerFor(deps, admin).organizations.setCategoryRequirement({ id: parentId, level: null });
    const other = await restAs(await createMember(deps.db, { name: "別の 会員" }));
    expect((await other.post("/api/comments", { post_id: post.id, body: "私も" })).status).toBe(201);
  });

  test("`email` asks nothing more than the verified address every answer needs", async () => {
    await callerFor(deps, admin).organizations.setCategoryRequirement({ id: childId, level: "email" });
    const post = await createTestPost(deps.db, author, { category_id: childId, region_id: regionId });
    const member = await restAs(await createMember(deps.db, { name: "メール 確認済み" }));
    expect((await member.post("/api/comments", { post_id: post.id, body: "できます" })).status).toBe(201);
    await callerFor(deps, admin).organizations.setCategoryRequirement({ id: childId, level: null });
  });
});

describe("hours given (活動時間)", () => {
  test("resolving with a helper records the hours; the profile sums them; other statuses clear them", async () => {
    const helper = await createMember(deps.db, { name: "時間 記録" });
    const authorRest = await restAs(author);
    const first = await createTestPost(deps.db, author, { region_id: regionId });
    const second = await createTestPost(deps.db, author, { region_id: regionId });
    for (const post of [first, second]) {
      expect(
        (await (await restAs(helper)).post("/api/comments", { post_id: post.id, body: "行けます" })).status,
      ).toBe(201);
    }
    const resolved = await authorRest.request("PATCH", `/api/posts/${first.id}/status`, {
      status: "resolved",
      helper_id: helper.id,
      hours: 2,
    });
    expect(resolved.status).toBe(200);
    await callerFor(deps, author).requests.setStatus({
      id: second.id,
      status: "resolved",
      helper_id: helper.id,
      hours: 1.5,
    });
    const profile = (await (await restAs(admin)).get(`/api/profile/${helper.id}`)).json() as Promise<Json>;
    expect((await profile).data.hours_given).toBe(3.5);
    const publicProfile = (await (await authorRest.get(`/api/public/profile/${helper.id}`)).json()) as Json;
    expect(publicProfile.data.hours_given).toBe(3.5);

    // Reopened: that request's hours no longer count.
    await callerFor(deps, author).requests.setStatus({ id: second.id, status: "open" });
    const after = (await (await authorRest.get(`/api/public/profile/${helper.id}`)).json()) as Json;
    expect(after.data.hours_given).toBe(2);
  });

  test("hours must be 0.5–24 in halves, and only with resolved and a helper (Japanese 422s)", async () => {
    const helper = await createMember(deps.db, { name: "時間 検証" });
    const post = await createTestPost(deps.db, author, { region_id: regionId });
    await (await restAs(helper)).post("/api/comments", { post_id: post.id, body: "行けます" });
    const authorRest = await restAs(author);
    for (const hours of [0, 0.3, 25, "abc"]) {
      const answer = await authorRest.request("PATCH", `/api/posts/${post.id}/status`, {
        status: "resolved",
        helper_id: helper.id,
        hours,
      });
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as Json).errors.hours).toEqual([copy.requests.errors.hoursInvalid]);
    }
    const noHelper = await authorRest.request("PATCH", `/api/posts/${post.id}/status`, {
      status: "resolved",
      hours: 2,
    });
    expect(noHelper.status).toBe(422);
    expect(((await noHelper.json()) as Json).errors.hours).toEqual([
      copy.requests.errors.hoursOnlyWithHelper,
    ]);
    const [stored] = await deps.db.select({ status: posts.status }).from(posts).where(eq(posts.id, post.id));
    expect(stored?.status).toBe("open");
  });
});

describe("a member removes a vouch about themself", () => {
  test("at once, on both transports; the organisation's log says the member did; nobody else's", async () => {
    const member = await createMember(deps.db, { name: "確認を 外す" });
    const other = await createMember(deps.db, { name: "確認 そのまま" });
    await deps.db.insert(organizationVouches).values([
      { organizationId, userId: member.id, method: "in_person" },
      { organizationId, userId: other.id, method: "other" },
    ]);
    const rest = await restAs(member);
    const removed = await rest.request("DELETE", `/api/me/vouches/${organizationId}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ data: { withdrawn: true } });
    const profile = (await (await rest.get(`/api/public/profile/${member.id}`)).json()) as Json;
    expect(profile.data.vouches).toEqual([]);
    // Again: nothing left to remove; and the other member's vouch is not the caller's to remove.
    expect((await rest.request("DELETE", `/api/me/vouches/${organizationId}`)).status).toBe(404);
    await expect(
      callerFor(deps, member).organizations.removeMyVouch({ id: organizationId }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const others = (await (await rest.get(`/api/public/profile/${other.id}`)).json()) as Json;
    expect(others.data.vouches).toHaveLength(1);
    const log = await callerFor(deps, admin).organizations.vouchLog({ id: organizationId });
    expect(log.data[0]).toMatchObject({
      action: "removed",
      method: "in_person",
      user: { id: member.id },
      actor: { id: member.id },
    });
  });
});
