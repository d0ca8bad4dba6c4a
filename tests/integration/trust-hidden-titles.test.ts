/**
 * A request hidden by moderation stays hidden everywhere its title travels (docs/product.md §12 Reporting and
 * moderation; §10 Thanks and ratings, Threads about a request; §11 Notifications): the reviews of it (REST GET
 * /api/users/{id}/reviews and /api/posts/{id}/reviews, tRPC requests.userReviews and requests.postReviews), the
 * request shown with a thread (POST /api/threads, GET /api/threads, threads.list, the messages answer), and
 * notifications made before it was hidden (the list, and mails, comment batches and digests sent after hiding). Others read
 * copy.safety.moderation.hidden; its author and administrators keep the real title.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import { COMMENT_BATCH_QUEUE } from "../../src/server/domains/notifications/comment-mail-window.ts";
import { jstHour, scheduleDigests } from "../../src/server/domains/notifications/digest-mail.ts";
import type { AppEnv } from "../../src/server/env.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor } from "../support/caller.ts";
import { createCountingMember, createMember, createTestPost, restAs } from "../support/factories.ts";
import { clearQueuedJobs, drainAppJobs, runFanOutOnly, startWaitingJobsNow } from "../support/jobs.ts";
import { SmtpMailbox } from "../support/mailbox.ts";
import { clearLocalReportLimit, RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let mailbox: SmtpMailbox;
let env: AppEnv;

beforeAll(async () => {
  ({ app, deps } = await testApp());
  mailbox = await SmtpMailbox.start();
  env = { ...deps.env, smtpUrl: mailbox.url };
  // Other files' jobs may still be queued in the shared database: this file runs only its own.
  await clearQueuedJobs();
});

afterAll(async () => {
  await mailbox.close();
});

beforeEach(() => clearLocalReportLimit());

const HIDDEN = copy.safety.moderation.hidden;
/** Before any administrator has decided, others read that it is hidden for now because of reports. */
const PENDING = copy.safety.moderation.hiddenPending;

/** Hides `postId` pending review through three counting members' reports. */
async function hideByReports(postId: number): Promise<void> {
  for (const reporter of await Promise.all([1, 2, 3].map(() => createCountingMember(deps.db)))) {
    await callerFor(deps, reporter).safety.report({ target_type: "post", target_id: postId, reason: "scam" });
  }
  const [post] = await deps.db
    .select({ moderation: posts.moderation })
    .from(posts)
    .where(eq(posts.id, postId));
  expect(post?.moderation).toBe("pending");
}

/** Hides `postId` by an administrator (moderation `removed`). */
async function hideByAdmin(postId: number, admin: Viewer): Promise<void> {
  const reporter = await createMember(deps.db);
  const report = await callerFor(deps, reporter).safety.report({
    target_type: "post",
    target_id: postId,
    reason: "inappropriate",
  });
  await callerFor(deps, admin).safety.moderate({ id: report.id, action: "hide" });
}

/** A resolved request of A helped by H, reviewed both ways. */
async function reviewedRequest(title: string) {
  const author = await createMember(deps.db, { name: "依頼 主" });
  const helper = await createMember(deps.db, { name: "手伝い 人" });
  const post = await createTestPost(deps.db, author, { title });
  await callerFor(deps, helper).comments.create({ post_id: post.id, body: "手伝えます" });
  await callerFor(deps, author).requests.setStatus({ id: post.id, status: "resolved", helper_id: helper.id });
  await callerFor(deps, author).requests.createReview({ post_id: post.id, rating: "good", comment: "感謝" });
  await callerFor(deps, helper).requests.createReview({ post_id: post.id, rating: "good", comment: "丁寧" });
  return { author, helper, post };
}

type ReviewPage = { data: { post: { id: number; title: string } }[] };

describe("reviews of a hidden request", () => {
  test("REST and tRPC review lists show the placeholder to others, the real title to its author and admins", async () => {
    const title = "審査中になる依頼の評価";
    const { author, helper, post } = await reviewedRequest(title);
    const admin = await createMember(deps.db, { admin: true });
    await hideByReports(post.id);

    const visitor = new RestClient(app);
    const helperReviews = (await (await visitor.get(`/api/users/${helper.id}/reviews`)).json()) as ReviewPage;
    expect(helperReviews.data.map((review) => review.post.title)).toEqual([PENDING]);
    const authorReviews = (await (await visitor.get(`/api/users/${author.id}/reviews`)).json()) as ReviewPage;
    expect(authorReviews.data.map((review) => review.post.title)).toEqual([PENDING]);
    const ofPost = (await (await visitor.get(`/api/posts/${post.id}/reviews`)).json()) as ReviewPage;
    expect(ofPost.data.map((review) => review.post.title)).toEqual([PENDING, PENDING]);

    // The helper is not the author: the placeholder too.
    const asHelper = await callerFor(deps, helper).requests.userReviews({ user_id: helper.id, page: 1 });
    expect(asHelper.data.map((review) => review.post.title)).toEqual([PENDING]);
    const postAsHelper = await callerFor(deps, helper).requests.postReviews({ post_id: post.id });
    expect(postAsHelper.data.map((review) => review.post.title)).toEqual([PENDING, PENDING]);

    // Its author and administrators read the title.
    const authorRest = await restAs(author);
    const mine = (await (await authorRest.get(`/api/users/${helper.id}/reviews`)).json()) as ReviewPage;
    expect(mine.data.map((review) => review.post.title)).toEqual([title]);
    const mineOfPost = (await (await authorRest.get(`/api/posts/${post.id}/reviews`)).json()) as ReviewPage;
    expect(mineOfPost.data.map((review) => review.post.title)).toEqual([title, title]);
    const asAdmin = await callerFor(deps, admin).requests.userReviews({ user_id: author.id, page: 1 });
    expect(asAdmin.data.map((review) => review.post.title)).toEqual([title]);
  });
});

describe("the request shown with a thread", () => {
  test("POST /api/threads, GET /api/threads, threads.list and the messages answer show the placeholder to the partner", async () => {
    const title = "非表示になる相談の依頼";
    const author = await createMember(deps.db, { name: "相談 される人" });
    const partner = await createMember(deps.db, { name: "相談 する人" });
    const admin = await createMember(deps.db, { admin: true });
    const post = await createTestPost(deps.db, author, { title });
    const opened = await callerFor(deps, partner).threads.open({ user_id: author.id, post_id: post.id });
    await hideByAdmin(post.id, admin);

    const partnerRest = await restAs(partner);
    const again = (await (await partnerRest.post("/api/threads", { user_id: author.id })).json()) as {
      thread: { post: { id: number; title: string } | null };
    };
    expect(again.thread.post).toMatchObject({ id: post.id, title: HIDDEN });
    const restList = (await (await partnerRest.get("/api/threads")).json()) as {
      data: { id: number; post: { title: string } | null }[];
    };
    expect(restList.data.find((thread) => thread.id === opened.id)?.post?.title).toBe(HIDDEN);
    const trpcList = await callerFor(deps, partner).threads.list({});
    expect(trpcList.data.find((thread) => thread.id === opened.id)?.post?.title).toBe(HIDDEN);
    const messages = await callerFor(deps, partner).threads.messages({ id: opened.id });
    expect(messages.post?.title).toBe(HIDDEN);
    const restMessages = (await (await partnerRest.get(`/api/threads/${opened.id}/messages`)).json()) as {
      post: { title: string } | null;
    };
    expect(restMessages.post?.title).toBe(HIDDEN);
    const reopened = await callerFor(deps, partner).threads.open({ user_id: author.id });
    expect(reopened.post?.title).toBe(HIDDEN);

    // The author still reads the title of their own request.
    const authorList = await callerFor(deps, author).threads.list({});
    expect(authorList.data.find((thread) => thread.id === opened.id)?.post?.title).toBe(title);
  });
});

describe("notifications made before the request was hidden", () => {
  test("the list shows the placeholder (followed_post, bookmark_status, review) to others, the title to the author", async () => {
    const title = "あとで非表示になる依頼";
    const body = "この本文も通知に載っています。";
    const author = await createMember(deps.db, { name: "フォロー される人" });
    const follower = await createMember(deps.db, { name: "フォロー する人" });
    const saver = await createMember(deps.db, { name: "保存 する人" });
    const helper = await createMember(deps.db, { name: "評価 される人" });
    const admin = await createMember(deps.db, { admin: true });
    await callerFor(deps, follower).social.follow({ user_id: author.id });
    const post = await createTestPost(deps.db, author, { title, body });
    await callerFor(deps, saver).social.bookmark({ post_id: post.id });
    await callerFor(deps, helper).comments.create({ post_id: post.id, body: "手伝います" });
    await callerFor(deps, author).requests.setStatus({
      id: post.id,
      status: "resolved",
      helper_id: helper.id,
    });
    await callerFor(deps, author).requests.createReview({ post_id: post.id, rating: "good" });
    await callerFor(deps, helper).requests.createReview({ post_id: post.id, rating: "good" });
    await drainAppJobs(deps.db, env);
    const bodies = async (viewer: Viewer) =>
      (await callerFor(deps, viewer).notifications.list({ page: 1 })).data
        .filter((n) => n.url.startsWith(`/post/${post.id}`) || n.type === "review")
        .map((n) => n.body);
    expect((await bodies(follower)).join()).toContain(title);

    await hideByAdmin(post.id, admin);
    for (const viewer of [follower, saver, helper]) {
      const shown = await bodies(viewer);
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) {
        expect(text).toContain(HIDDEN);
        expect(text).not.toContain(title);
        expect(text).not.toContain(body);
      }
    }
    const followerRest = await restAs(follower);
    const restPage = (await (await followerRest.get("/api/notifications")).json()) as {
      data: { type: string; body: string }[];
    };
    expect(restPage.data.find((n) => n.type === "followed_post")?.body).toBe(`「${HIDDEN}」`);
    // The author's own notifications (the comment, the helper's review) keep the title.
    for (const text of await bodies(author)) expect(text).toContain(title);
  });

  test("a mail and a digest sent after hiding carry the placeholder, not the title", async () => {
    const title = "メールの前に非表示になった依頼";
    const author = await createMember(deps.db, { name: "依頼 する人" });
    const follower = await createMember(deps.db, { name: "すぐ 受け取る人" });
    const saver = await createMember(deps.db, { name: "まとめて 受け取る人" });
    const admin = await createMember(deps.db, { admin: true });
    await callerFor(deps, follower).notifications.updateSettings({ email: { followed_post: "immediate" } });
    await callerFor(deps, saver).notifications.updateSettings({
      email: { bookmark_status: "daily" },
      digest_hour: jstHour(new Date()),
    });
    await callerFor(deps, follower).social.follow({ user_id: author.id });
    await drainAppJobs(deps.db, env);
    const post = await createTestPost(deps.db, author, { title, body: "本文です。" });
    await callerFor(deps, saver).social.bookmark({ post_id: post.id });
    await callerFor(deps, author).requests.setStatus({ id: post.id, status: "closed" });
    await runFanOutOnly(deps.db, env);
    await hideByAdmin(post.id, admin);
    await drainAppJobs(deps.db, env);
    const mail = await mailbox.waitFor(follower.email, { subject: /新しい依頼を投稿しました/ });
    expect(mail.text).toContain(`「${HIDDEN}」`);
    expect(mail.text).not.toContain(title);
    expect(mail.html).not.toContain(title);

    expect(await scheduleDigests(deps.db)).toBeGreaterThan(0);
    await drainAppJobs(deps.db, env);
    const digest = await mailbox.waitFor(saver.email, { subject: /まとめ/ });
    expect(digest.text).toContain(`「${HIDDEN}」`);
    expect(digest.text).not.toContain(title);
  });

  test("a comment batch mailed after hiding names the request by the placeholder", async () => {
    const title = "まとめて届く前に非表示になった依頼";
    const author = await createMember(deps.db, { name: "依頼 主" });
    const earlier = await createMember(deps.db, { name: "先に 書いた人" });
    const later = await createMember(deps.db, { name: "続けて 書く人" });
    const admin = await createMember(deps.db, { admin: true });
    const post = await createTestPost(deps.db, author, { title });
    await callerFor(deps, earlier).comments.create({ post_id: post.id, body: "先に一言" });
    for (const body of ["一通目", "二通目", "三通目"]) {
      await callerFor(deps, later).comments.create({ post_id: post.id, body });
    }
    // The first reply mail goes at once; the other two wait for the end of the window.
    await drainAppJobs(deps.db, env);
    await mailbox.waitFor(earlier.email);
    await hideByAdmin(post.id, admin);
    await startWaitingJobsNow(deps.db, COMMENT_BATCH_QUEUE);
    await drainAppJobs(deps.db, env);
    const batch = await mailbox.waitFor(earlier.email, { skip: 1 });
    expect(batch.subject).toContain(HIDDEN);
    expect(batch.subject).not.toContain(title);
    expect(batch.text).toContain("二通目");
    expect(batch.text).not.toContain(title);
  });
});
