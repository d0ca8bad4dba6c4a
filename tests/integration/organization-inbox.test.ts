/**
 * 代理投稿 and the shared inbox (docs/product.md "Organisations"), over REST and tRPC: staff post a request on behalf
 * of a resident — the organisation's own account is its author, the answer says `on_behalf_of`, no resident's name
 * exists anywhere; a helper messages it like any request; every member of the staff reads the thread in the
 * organisation's inbox and answers as the organisation; staff mark it resolved with the helper's hours and thank
 * the helper. Nobody else reads the inbox or acts for the organisation (administrators included), nobody can sign
 * in to its account, and a thread the organisation is not in reads as missing.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { organizationMembers, organizations, users } from "../../src/server/db/schema/index.ts";
import { copy } from "../../src/shared/copy.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, restAs, someCategoryAndRegion } from "../support/factories.ts";
import { jpegWithGps } from "../support/images.ts";
import { testApp } from "../support/test-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON.
type Json = any;
type Member = Awaited<ReturnType<typeof createMember>>;

let deps: AppDeps;
let categoryId: number;
let regionId: number;
let organizationId: number;
let owner: Member;
let staff: Member;
let helper: Member;
let outsider: Member;
let admin: Member;

beforeAll(async () => {
  ({ deps } = await testApp());
  ({ categoryId, regionId } = await someCategoryAndRegion(deps.db));
  await deps.db.execute(
    sql`delete from rate_limit_buckets where key like 'organizations:%' or key like 'posts:%' or key like 'messages:%'`,
  );
  const [org] = await deps.db
    .insert(organizations)
    .values({
      slug: `inbox-${randomBytes(4).toString("hex")}`,
      name: "受信箱テスト社会福祉協議会",
      kind: "social_welfare_council",
      regionId,
    })
    .returning({ id: organizations.id });
  organizationId = org?.id ?? 0;
  owner = await createMember(deps.db, { name: "団体 代表" });
  staff = await createMember(deps.db, { name: "団体 職員" });
  helper = await createMember(deps.db, { name: "近所の 手伝い" });
  outsider = await createMember(deps.db, { name: "関係 ない人" });
  admin = await createMember(deps.db, { admin: true, name: "管理 者" });
  await deps.db.insert(organizationMembers).values([
    { organizationId, userId: owner.id, role: "owner" },
    { organizationId, userId: staff.id, role: "staff" },
  ]);
}, 60_000);

/** The organisation's account once it exists (its requests are removed after the file). */
let accountUserId = 0;

afterAll(async () => {
  if (accountUserId) await deps.db.execute(sql`delete from posts where user_id = ${accountUserId}`);
  await deps.db.delete(organizations).where(eq(organizations.id, organizationId));
});

const payload = () => ({
  title: "電球の交換をお願いしたい（代理投稿）",
  body: "一人暮らしの高齢の方の依頼です。脚立が必要です。",
  category_id: categoryId,
  region_id: regionId,
});

describe("代理投稿 and the shared inbox", () => {
  test("staff post on behalf of a resident, a helper writes, the staff answer as the organisation and resolve it with hours", async () => {
    // Nobody has written to it yet: an empty inbox, and reading it creates nothing.
    const empty = (
      await (await restAs(staff)).get(`/api/organizations/${organizationId}/threads`)
    ).json() as Promise<Json>;
    expect(((await empty) as Json).data).toEqual([]);

    const created = await (await restAs(staff)).post(`/api/organizations/${organizationId}/posts`, payload());
    expect(created.status).toBe(201);
    const post = ((await created.json()) as Json).data;
    expect(post.on_behalf_of).toEqual({
      organization: { id: organizationId, slug: expect.any(String), name: "受信箱テスト社会福祉協議会" },
    });
    expect(post.user.name).toBe("受信箱テスト社会福祉協議会");
    accountUserId = post.user.id;
    expect(post.can_update).toBe(true);

    // The organisation's account: no e-mail, no password — nobody signs in to it.
    const [account] = await deps.db
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, post.user.id));
    expect(account).toEqual({ id: post.user.id, email: null, passwordHash: null });

    // Everyone reads it as the organisation's; the other staff member (the owner) acts as its author too.
    const asVisitor = (await (await testApp()).app.request(`/api/posts/${post.id}`)).json() as Promise<Json>;
    expect(((await asVisitor) as Json).data).toMatchObject({
      on_behalf_of: { organization: { id: organizationId } },
      can_update: false,
    });
    const asOwner = await callerFor(deps, owner).posts.byId({ id: post.id });
    expect(asOwner.can_update).toBe(true);
    expect((await callerFor(deps, helper).posts.byId({ id: post.id })).can_update).toBe(false);

    // A helper messages the request's author: the thread is with the organisation.
    const helperRest = await restAs(helper);
    const opened = (await (
      await helperRest.post("/api/threads", { user_id: post.user.id, post_id: post.id })
    ).json()) as Json;
    const threadId = opened.id;
    expect(
      (await helperRest.post(`/api/threads/${threadId}/messages`, { body: "土曜の午前に伺えます。" })).status,
    ).toBe(201);

    // Every member of the staff finds it in the shared inbox, unread.
    const inbox = (
      await (await restAs(owner)).get(`/api/organizations/${organizationId}/threads`)
    ).json() as Promise<Json>;
    const listed = ((await inbox) as Json).data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: threadId, unread_count: 1, partner: { id: helper.id } });
    const viaTrpc = await callerFor(deps, staff).organizations.inbox({ id: organizationId, page: 1 });
    expect(viaTrpc.data.map((thread) => thread.id)).toEqual([threadId]);

    // A staff member reads it (read for the whole staff) and answers as the organisation.
    const read = (
      await (await restAs(staff)).get(`/api/organizations/${organizationId}/threads/${threadId}/messages`)
    ).json() as Promise<Json>;
    expect(((await read) as Json).messages.map((m: Json) => m.body)).toEqual(["土曜の午前に伺えます。"]);
    const answer = await (await restAs(staff)).post(
      `/api/organizations/${organizationId}/threads/${threadId}/messages`,
      { body: "ありがとうございます。10時でお願いします。" },
    );
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as Json).data.body).toBe("ありがとうございます。10時でお願いします。");
    const afterRead = await callerFor(deps, owner).organizations.inbox({ id: organizationId, page: 1 });
    expect(afterRead.data[0]?.unread_count).toBe(0);

    // The helper sees the answer from the organisation.
    const helperView = (await (await helperRest.get(`/api/threads/${threadId}/messages`)).json()) as Json;
    expect(helperView.partner).toMatchObject({ id: post.user.id, name: "受信箱テスト社会福祉協議会" });
    expect(helperView.messages.at(-1).body).toBe("ありがとうございます。10時でお願いします。");

    // A photo the helper sends is the staff's to see (as the organisation's), nobody else's.
    const form = new FormData();
    form.append("body", "脚立の写真です");
    form.append(
      "images[]",
      new File([new Uint8Array(await jpegWithGps(400, 300))], "ladder.jpg", { type: "image/jpeg" }),
    );
    const withPhoto = (await (
      await helperRest.post(`/api/threads/${threadId}/messages`, form)
    ).json()) as Json;
    const photoUrl = withPhoto.data.images[0].url;
    expect((await (await restAs(owner)).get(photoUrl)).status).toBe(200);
    expect((await (await restAs(outsider)).get(photoUrl)).status).toBe(404);
    const photoInInbox = (
      await (await restAs(staff)).get(`/api/organizations/${organizationId}/threads/${threadId}/messages`)
    ).json() as Promise<Json>;
    expect(((await photoInInbox) as Json).messages.at(-1).images[0].url).toBe(photoUrl);

    // Staff resolve it naming the helper with the hours given, and thank the helper.
    const resolved = await (await restAs(owner)).request("PATCH", `/api/posts/${post.id}/status`, {
      status: "resolved",
      helper_id: helper.id,
      hours: 2,
    });
    expect(resolved.status).toBe(200);
    expect(((await resolved.json()) as Json).data).toMatchObject({
      status: "resolved",
      helper: { id: helper.id },
    });
    const review = await callerFor(deps, staff).requests.createReview({
      post_id: post.id,
      rating: "good",
      comment: "丁寧に対応していただきました。",
    });
    expect(review.rating).toBe("good");
    const profile = (await (await helperRest.get(`/api/profile/${helper.id}`)).json()) as Json;
    expect(profile.data.hours_given).toBe(2);
  });

  test("outsiders and administrators neither read the inbox nor act for the organisation; a foreign thread is missing", async () => {
    const outsiderRest = await restAs(outsider);
    expect((await outsiderRest.get(`/api/organizations/${organizationId}/threads`)).status).toBe(403);
    expect((await outsiderRest.post(`/api/organizations/${organizationId}/posts`, payload())).status).toBe(
      403,
    );
    const adminRest = await restAs(admin);
    expect((await adminRest.get(`/api/organizations/${organizationId}/threads`)).status).toBe(403);
    expect((await adminRest.post(`/api/organizations/${organizationId}/posts`, payload())).status).toBe(403);
    expect((await (await restAs(staff)).get("/api/organizations/999999/threads")).status).toBe(404);

    // An outsider's own post is not the staff's to change.
    const own = await callerFor(deps, outsider).posts.create({ ...payload(), title: "自分の依頼" });
    const refused = await (await restAs(staff)).request("PATCH", `/api/posts/${own.id}/status`, {
      status: "closed",
    });
    expect(refused.status).toBe(403);

    // A thread between two members is not in the organisation's inbox: 404, never a hint that it exists.
    const thread = await callerFor(deps, outsider).threads.open({ user_id: helper.id });
    const staffRest = await restAs(staff);
    const foreign = await staffRest.get(`/api/organizations/${organizationId}/threads/${thread.id}/messages`);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as Json).message).toBe(copy.threads.fetchFailed);
    const send = await staffRest.post(`/api/organizations/${organizationId}/threads/${thread.id}/messages`, {
      body: "割り込み",
    });
    expect(send.status).toBe(404);
  });

  test("bad input is a Japanese 422 and stores nothing", async () => {
    const rest = await restAs(staff);
    const bad = await rest.post(`/api/organizations/${organizationId}/posts`, { ...payload(), title: "" });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as Json;
    expect(body.errors.title[0]).toMatch(/タイトル/);
    const empty = await rest.post(`/api/organizations/${organizationId}/threads/1/messages`, { body: "" });
    expect(empty.status).toBe(422);
    const badThread = await rest.get(`/api/organizations/${organizationId}/threads/abc/messages`);
    expect(badThread.status).toBe(404);
  });

  test("renaming the organisation renames its account; deleting it leaves its requests as a deleted member's", async () => {
    const admins = callerFor(deps, admin);
    await admins.organizations.update({ id: organizationId, name: "受信箱テスト社協（改称）" });
    const [org] = await deps.db
      .select({ accountUserId: organizations.accountUserId })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const [account] = await deps.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, org?.accountUserId ?? 0));
    expect(account?.name).toBe("受信箱テスト社協（改称）");

    const kept = await callerFor(deps, staff).organizations.createPost({ ...payload(), id: organizationId });
    expect(kept.user?.name).toBe("受信箱テスト社協（改称）");
    await admins.organizations.delete({ id: organizationId });
    const after = await callerFor(deps, helper).posts.byId({ id: kept.id });
    expect(after.user).toBeNull();
    expect(after.on_behalf_of).toBeNull();
  });
});
