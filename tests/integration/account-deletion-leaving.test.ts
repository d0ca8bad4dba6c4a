/**
 * Leaving (docs/product.md §4 Leaving): when a member deletes their account — or an administrator does — their
 * requests go with their photos (the stored files too) and the counters and list totals follow, except the
 * requests someone is helping with (public, in_progress or resolved with a helper), which stay anonymised (no
 * author, photo or position, contact details masked) and finished; the thread messages, comments, board messages
 * and review comments they wrote are stored with contact details masked for good, also where both had agreed to
 * exchange them, so the partner reads ●●● over REST and tRPC; the partner's thread hears live that it changed and
 * refuses new messages on REST and tRPC with 403 partner_left. Both deletion paths: the member's own 退会
 * (tRPC accounts.deleteAccount) and an administrator's (REST DELETE /api/admin/users/{id}).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { ZPostListInput } from "#shared/schemas/discovery.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import type { ThreadMessagesView } from "#shared/schemas/threads.ts";
import { sessionIdFromToken } from "../../src/server/auth/sessions.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import {
  bookmarks,
  comments,
  messages,
  notifications,
  posts,
  publicMessages,
  reviews,
  savedSearches,
} from "../../src/server/db/schema/index.ts";
import { listPosts } from "../../src/server/domains/posts/list/lists.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import { fileOf, jpegWithGps } from "../support/images.ts";
import { isType, openLiveStream } from "../support/live-stream.ts";
import { expectCountersMatch } from "../support/post-counters.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let ref: { categoryId: number; regionId: number };
const callerFor = (viewer: Viewer | null) => callerOf(deps, viewer);

beforeAll(async () => {
  ({ app, deps } = await testApp());
  ref = await someCategoryAndRegion(deps.db);
});

const PHONE = "090-1234-5678";
const MASKED = "●●●";

/** A member signed in over REST: the viewer tRPC sees (with the session) and the client. */
async function signedIn(name: string, options: { admin?: boolean } = {}) {
  const who = await createMember(deps.db, { name, ...options });
  const client = new RestClient(app);
  expect((await client.login(who.email, FACTORY_PASSWORD)).status).toBe(200);
  const token = client.cookie("tasukeai_session");
  if (!token) throw new Error("no session cookie");
  return { who: { ...who, sessionId: sessionIdFromToken(token) }, client, token };
}

/** A request written over REST (multipart), with a photo and a position when asked. */
async function request(
  client: RestClient,
  fields: { title: string; body?: string; photo?: boolean; located?: boolean; draft?: boolean },
): Promise<PostView> {
  const form = new FormData();
  form.append("title", fields.title);
  form.append("body", fields.body ?? "退会の確認に使う依頼です。");
  form.append("category_id", String(ref.categoryId));
  form.append("region_id", String(ref.regionId));
  form.append("is_public", fields.draft ? "0" : "1");
  if (fields.located) {
    form.append("latitude", "35.681236");
    form.append("longitude", "139.767125");
  }
  if (fields.photo) form.append("image", fileOf(await jpegWithGps(800, 600, 1), "photo.jpg", "image/jpeg"));
  const response = await client.post("/api/posts", form);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: PostView }).data;
}

/** The status of a stored file under /storage/. */
async function served(url: string | null): Promise<number> {
  return (await app.request(`http://localhost:3000${url ?? "/storage/none"}`)).status;
}

/** The list total of every public request and of the open ones, and live counts to hold them against. */
async function expectTotalsExact(): Promise<void> {
  for (const status of [undefined, "open"] as const) {
    const page = await listPosts(deps.db, null, ZPostListInput.parse(status ? { status } : {}));
    const [row] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from posts where is_public and moderation is null
           ${status ? sql`and status = ${status}` : sql``}`,
    );
    expect(page.meta.total).toBe(Number(row?.n));
  }
  await expectCountersMatch(deps.db);
}

/**
 * A member about to leave with everything the rule tells apart: a public request with a photo (commented on and
 * saved by the partner), a draft, a request resolved without a helper, a request in progress with a photo, a
 * position and a phone number in its text, and one resolved with the partner as helper (reviewed both ways); a
 * thread with the partner where both agreed to exchange contact details and the leaver wrote a phone number, and a
 * number split over two messages; a comment on the partner's request (and the partner's notification of it) and a
 * board message with contact details.
 */
async function scene(label: string) {
  const leaver = await signedIn(`退会 ${label}`);
  const partner = await signedIn(`相手 ${label}`);
  const leaverTrpc = callerFor(leaver.who);
  const partnerTrpc = callerFor(partner.who);

  const photo = await request(leaver.client, { title: `写真つきの依頼 ${label}`, photo: true });
  await partnerTrpc.comments.create({ post_id: photo.id, body: "お手伝いできます" });
  await partnerTrpc.social.bookmark({ post_id: photo.id });
  const draft = await request(leaver.client, { title: `下書き ${label}`, draft: true });
  const resolvedAlone = await request(leaver.client, { title: `自分で解決 ${label}` });
  await leaverTrpc.requests.setStatus({ id: resolvedAlone.id, status: "resolved" });
  const inProgress = await request(leaver.client, {
    title: `やりとり中の依頼 ${label}`,
    body: `連絡は${PHONE}まで。棚の組み立てです。`,
    photo: true,
    located: true,
  });
  await leaverTrpc.requests.setStatus({ id: inProgress.id, status: "in_progress" });
  const helped = await request(leaver.client, { title: `手伝ってもらった依頼 ${label}`, photo: true });
  await partnerTrpc.comments.create({ post_id: helped.id, body: "行けます" });
  await leaverTrpc.requests.setStatus({ id: helped.id, status: "resolved", helper_id: partner.who.id });
  await leaverTrpc.requests.createReview({
    post_id: helped.id,
    rating: "good",
    comment: `ありがとう。また ${PHONE} に連絡します`,
  });
  await partnerTrpc.requests.createReview({ post_id: helped.id, rating: "good" });

  const partnerPost = await request(partner.client, { title: `相手の依頼 ${label}` });
  await leaverTrpc.comments.create({ post_id: partnerPost.id, body: "LINE ID: taro_1234 で連絡ください" });
  await leaverTrpc.board.post({ body: "メールは taro@example.com まで" });
  // The notification the partner got of that comment (written directly: the comment batch job is not under test).
  const [notification] = await deps.db
    .insert(notifications)
    .values({
      userId: partner.who.id,
      type: "comment",
      actorId: leaver.who.id,
      postId: partnerPost.id,
      data: {
        actor_name: leaver.who.name,
        post_title: partnerPost.title,
        excerpt: "LINE ID: taro_1234 で連絡ください",
      },
    })
    .returning({ id: notifications.id });
  const notificationId = notification?.id ?? 0;
  await leaverTrpc.notifications.saveSearch({ keyword: `棚 ${label}` });

  const { id: threadId } = await partnerTrpc.threads.open({ user_id: leaver.who.id, post_id: inProgress.id });
  await leaverTrpc.threads.send({ id: threadId, body: `電話は${PHONE}です` });
  await partnerTrpc.threads.send({ id: threadId, body: "こちらは080-2222-3333です" });
  await leaverTrpc.threads.send({ id: threadId, body: "固定は03" });
  await leaverTrpc.threads.send({ id: threadId, body: "5678-1234です" });
  await leaverTrpc.safety.contactConsent({ id: threadId });
  await partnerTrpc.safety.contactConsent({ id: threadId });
  // Both agreed: before leaving, the partner reads the leaver's number as written.
  const before = await partnerTrpc.threads.messages({ id: threadId });
  expect(before.messages.map((m) => m.body)).toContain(`電話は${PHONE}です`);

  return {
    leaver,
    partner,
    photo,
    draft,
    resolvedAlone,
    inProgress,
    helped,
    partnerPost,
    threadId,
    notificationId,
  };
}

type Scene = Awaited<ReturnType<typeof scene>>;

/** The two ways an account is deleted. */
const paths: [string, (scene: Scene) => Promise<void>][] = [
  [
    "the member's own 退会 (tRPC accounts.deleteAccount)",
    async ({ leaver }) => {
      const answer = await callerFor(leaver.who).accounts.deleteAccount({ password: FACTORY_PASSWORD });
      expect(answer.message).toBe(copy.settings.deleted);
    },
  ],
  [
    "an administrator's deletion (REST DELETE /api/admin/users/{id})",
    async ({ leaver }) => {
      const admin = await signedIn("管理 者", { admin: true });
      const response = await admin.client.request("DELETE", `/api/admin/users/${leaver.who.id}`);
      expect(response.status).toBe(200);
    },
  ],
];

for (const [pathName, leave] of paths) {
  describe(`leaving by ${pathName}`, () => {
    test("requests nobody is helping with are deleted with their photo files; totals and counters follow", async () => {
      const s = await scene("削除");
      expect(await served(s.photo.image)).toBe(200);
      expect(await served(s.photo.image_thumb)).toBe(200);
      await expectTotalsExact();

      await leave(s);

      for (const gone of [s.photo, s.draft, s.resolvedAlone]) {
        const answer = await new RestClient(app).get(`/api/posts/${gone.id}`);
        expect(answer.status).toBe(404);
        await expect(callerFor(s.partner.who).posts.byId({ id: gone.id })).rejects.toThrow(
          copy.errors.postNotFound,
        );
        expect(await deps.db.select().from(posts).where(eq(posts.id, gone.id))).toHaveLength(0);
      }
      expect(await served(s.photo.image)).toBe(404);
      expect(await served(s.photo.image_thumb)).toBe(404);
      // Its comments and the partner's bookmark went with it (the post-deletion cascades).
      expect(await deps.db.select().from(comments).where(eq(comments.postId, s.photo.id))).toHaveLength(0);
      expect(await deps.db.select().from(bookmarks).where(eq(bookmarks.postId, s.photo.id))).toHaveLength(0);
      expect((await callerFor(s.partner.who).mypage.bookmarks({})).data.map((p) => p.id)).not.toContain(
        s.photo.id,
      );
      // Nothing of the removed requests is found by a keyword any more.
      const found = await listPosts(deps.db, null, ZPostListInput.parse({ keyword: "写真つきの依頼 削除" }));
      expect(found.data.map((p) => p.id)).not.toContain(s.photo.id);
      await expectTotalsExact();
      // The member's own saved searches and notifications are gone (the partner's comment notified them).
      expect(
        await deps.db.select().from(savedSearches).where(eq(savedSearches.userId, s.leaver.who.id)),
      ).toEqual([]);
      expect(
        await deps.db.select().from(notifications).where(eq(notifications.userId, s.leaver.who.id)),
      ).toEqual([]);
    });

    test("requests someone is helping with stay anonymised, without photo or place, and finished", async () => {
      const s = await scene("匿名");
      const found = async (keyword: string) =>
        (await listPosts(deps.db, null, ZPostListInput.parse({ keyword }))).data.map((p) => p.id);
      expect(await found(PHONE)).toContain(s.inProgress.id);
      await leave(s);

      const visitor = new RestClient(app);
      const inProgress = (
        (await (await visitor.get(`/api/posts/${s.inProgress.id}`)).json()) as { data: PostView }
      ).data;
      expect(inProgress).toMatchObject({
        user: null,
        image: null,
        image_thumb: null,
        latitude: null,
        longitude: null,
        status: "closed",
      });
      expect(inProgress.body).toBe(`連絡は${MASKED}まで。棚の組み立てです。`);
      expect(await served(s.inProgress.image)).toBe(404);
      expect(await served(s.inProgress.image_thumb)).toBe(404);
      // The masked number no longer finds it (the search document was written again); its words still do.
      expect(await found(PHONE)).not.toContain(s.inProgress.id);
      expect(await found("やりとり中の依頼 匿名")).toContain(s.inProgress.id);

      const helped = await callerFor(s.partner.who).posts.byId({ id: s.helped.id });
      expect(helped).toMatchObject({ user: null, image: null, status: "resolved" });
      expect(helped.helper?.id).toBe(s.partner.who.id);
      expect(await served(s.helped.image)).toBe(404);
      // The helper keeps the request they helped with and the thanks they received.
      const activity = await callerFor(null).requests.activity({ user_id: s.partner.who.id });
      expect(activity.help_given.map((p) => p.id)).toContain(s.helped.id);
      const received = await callerFor(null).requests.userReviews({ user_id: s.partner.who.id });
      const thanks = received.data.find((review) => review.post.id === s.helped.id);
      expect(thanks?.reviewer).toBeNull();
      expect(thanks?.comment).toBe(`ありがとう。また ${MASKED} に連絡します`);
      await expectTotalsExact();
    });

    test("the messages' phone numbers are masked in storage and for the partner over REST and tRPC", async () => {
      const s = await scene("伏せ字");
      await leave(s);

      const stored = await deps.db
        .select({ body: messages.body })
        .from(messages)
        .where(eq(messages.userId, s.leaver.who.id))
        .orderBy(messages.id);
      expect(stored.map((m) => m.body)).toEqual([`電話は${MASKED}です`, `固定は${MASKED}`, `${MASKED}です`]);
      const expected = [
        `電話は${MASKED}です`,
        "こちらは080-2222-3333です",
        `固定は${MASKED}`,
        `${MASKED}です`,
      ];
      const overRest = (await (
        await s.partner.client.get(`/api/threads/${s.threadId}/messages`)
      ).json()) as ThreadMessagesView;
      expect(overRest.messages.map((m) => m.body)).toEqual(expected);
      expect(overRest.partner).toMatchObject({ id: null, name: copy.post.deletedUser, deleted: true });
      const overTrpc = await callerFor(s.partner.who).threads.messages({ id: s.threadId });
      expect(overTrpc.messages.map((m) => m.body)).toEqual(expected);
      const list = await callerFor(s.partner.who).threads.list({});
      expect(list.data.find((t) => t.id === s.threadId)?.latest_message?.body).toBe(`${MASKED}です`);

      // The comment on the partner's request and the board message keep no contact details either.
      const detail = await callerFor(s.partner.who).posts.byId({ id: s.partnerPost.id });
      expect(detail.comments.map((c) => [c.user, c.body])).toEqual([
        [null, `LINE ID: ${MASKED} で連絡ください`],
      ]);
      const [board] = await deps.db
        .select({ body: publicMessages.body })
        .from(publicMessages)
        .where(eq(publicMessages.userId, s.leaver.who.id));
      expect(board?.body).toBe(`メールは ${MASKED} まで`);
      const [review] = await deps.db
        .select({ comment: reviews.comment })
        .from(reviews)
        .where(eq(reviews.reviewerId, s.leaver.who.id));
      expect(review?.comment).toBe(`ありがとう。また ${MASKED} に連絡します`);
      // The partner's notification of the comment forgets the name and quotes it masked.
      const [notice] = await deps.db
        .select({ data: notifications.data })
        .from(notifications)
        .where(eq(notifications.id, s.notificationId));
      expect(notice?.data).toEqual({
        post_title: s.partnerPost.title,
        excerpt: `LINE ID: ${MASKED} で連絡ください`,
      });
      const listed = await callerFor(s.partner.who).notifications.list({});
      expect(listed.data.find((n) => n.id === s.notificationId)?.title).toContain(
        copy.notifications.deletedUser,
      );
    });

    test("the partner's open thread hears it live, and sending is refused on REST and tRPC in Japanese", async () => {
      const s = await scene("送信不可");
      const stream = await openLiveStream(app, s.partner.token);
      await stream.next(isType("ready"));

      await leave(s);

      await stream.next(isType("thread.changed", (event) => event.thread_id === s.threadId));
      stream.close();
      const overRest = await s.partner.client.post(`/api/threads/${s.threadId}/messages`, {
        body: "まだいますか",
      });
      expect(overRest.status).toBe(403);
      expect(await overRest.json()).toEqual({ message: copy.threads.partnerLeft, code: "partner_left" });
      await expect(
        callerFor(s.partner.who).threads.send({ id: s.threadId, body: "まだいますか" }),
      ).rejects.toThrow(copy.threads.partnerLeft);
      const stored = await deps.db
        .select({ body: messages.body })
        .from(messages)
        .where(eq(messages.threadId, s.threadId));
      expect(stored.map((m) => m.body)).not.toContain("まだいますか");
      // A new thread with the member who left cannot be opened either.
      const reopen = await s.partner.client.post("/api/threads", { user_id: s.leaver.who.id });
      expect(reopen.status).toBe(422);
    });
  });
}
