/**
 * What a block stops besides messages, comments and follows (docs/product.md §12 Blocking; §10 Thanks and ratings,
 * Request status; §11 Notifications): once A blocks B, neither reviews the other (403, REST and tRPC), neither can
 * be named the other's helper (422, REST and tRPC; left out of the candidates), and B hears nothing about A's
 * requests — saved searches, bookmarks, replies under A's request, a comment or review queued before the block —
 * and mails, comment batches and digests already queued about them are not sent.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { notifications, posts, reviews } from "../../src/server/db/schema/index.ts";
import { COMMENT_BATCH_QUEUE } from "../../src/server/domains/notifications/comment-mail-window.ts";
import { jstHour, scheduleDigests } from "../../src/server/domains/notifications/digest-mail.ts";
import type { AppEnv } from "../../src/server/env.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, restAs } from "../support/factories.ts";
import { clearQueuedJobs, drainAppJobs, runFanOutOnly, startWaitingJobsNow } from "../support/jobs.ts";
import { SmtpMailbox } from "../support/mailbox.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;
let mailbox: SmtpMailbox;
let env: AppEnv;

beforeAll(async () => {
  ({ deps } = await testApp());
  mailbox = await SmtpMailbox.start();
  env = { ...deps.env, smtpUrl: mailbox.url };
  // Other files' jobs may still be queued in the shared database: this file runs only its own.
  await clearQueuedJobs();
});

afterAll(async () => {
  await mailbox.close();
});

/** The kinds of `viewer`'s notifications about post `postId`, oldest first. */
async function kindsAbout(viewer: Viewer, postId: number): Promise<string[]> {
  const rows = await deps.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.id), eq(notifications.postId, postId)))
    .orderBy(notifications.id);
  return rows.map((row) => row.type);
}

describe("reviews and helpers", () => {
  test("once A blocks B, B cannot review A nor A review B (403 on both transports); nothing is stored", async () => {
    const author = await createMember(deps.db, { name: "ブロック した人" });
    const helper = await createMember(deps.db, { name: "ブロック された人" });
    const post = await createTestPost(deps.db, author);
    await callerFor(deps, helper).comments.create({ post_id: post.id, body: "手伝えます" });
    await callerFor(deps, author).requests.setStatus({
      id: post.id,
      status: "resolved",
      helper_id: helper.id,
    });
    await callerFor(deps, author).safety.block({ user_id: helper.id });

    const helperRest = await restAs(helper);
    const refused = await helperRest.post(`/api/posts/${post.id}/reviews`, {
      rating: "bad",
      comment: "仕返し",
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(copy.safety.block.cannotReview);
    await expect(
      callerFor(deps, helper).requests.createReview({ post_id: post.id, rating: "bad" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: copy.safety.block.cannotReview });
    await expect(
      callerFor(deps, author).requests.createReview({ post_id: post.id, rating: "good" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: copy.safety.block.cannotReview });
    const stored = await deps.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.postId, post.id));
    expect(stored).toEqual([]);
  });

  test("a member blocked either way is not a helper candidate and cannot be named (422 on both transports)", async () => {
    const author = await createMember(deps.db, { name: "依頼 した人" });
    const blocked = await createMember(deps.db, { name: "ブロック された人" });
    const blocker = await createMember(deps.db, { name: "ブロック した人" });
    const fine = await createMember(deps.db, { name: "手伝った 人" });
    const post = await createTestPost(deps.db, author);
    for (const member of [blocked, blocker, fine]) {
      await callerFor(deps, member).comments.create({ post_id: post.id, body: "手伝えます" });
    }
    await callerFor(deps, author).safety.block({ user_id: blocked.id });
    // The other way round: the commenter blocked the author.
    await callerFor(deps, blocker).safety.block({ user_id: author.id });

    const candidates = await callerFor(deps, author).requests.helperCandidates({ post_id: post.id });
    expect(candidates.data.map((candidate) => candidate.id)).toEqual([fine.id]);
    const authorRest = await restAs(author);
    for (const helper of [blocked, blocker]) {
      const refused = await authorRest.request("PATCH", `/api/posts/${post.id}/status`, {
        status: "resolved",
        helper_id: helper.id,
      });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.helper_id).toEqual([
        copy.safety.block.cannotChooseHelper,
      ]);
      await expect(
        callerFor(deps, author).requests.setStatus({ id: post.id, status: "resolved", helper_id: helper.id }),
      ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    }
    const [stored] = await deps.db
      .select({ status: posts.status, helperId: posts.helperId })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(stored).toEqual({ status: "open", helperId: null });
    await callerFor(deps, author).requests.setStatus({ id: post.id, status: "resolved", helper_id: fine.id });
  });
});

describe("notifications about the blocker's requests", () => {
  test("the blocked member's saved search, bookmark and earlier comment bring nothing about the blocker's requests", async () => {
    const a = await createMember(deps.db, { name: "ブロック した人" });
    const b = await createMember(deps.db, { name: "ブロック された人" });
    const c = await createMember(deps.db, { name: "ほかの人" });
    const keyword = `障子張り${Date.now().toString(36)}`;
    await callerFor(deps, b).notifications.saveSearch({ keyword });
    await callerFor(deps, c).notifications.saveSearch({ keyword });
    const earlier = await createTestPost(deps.db, a, { title: `${keyword} 前の依頼` });
    await callerFor(deps, b).social.bookmark({ post_id: earlier.id });
    await callerFor(deps, c).social.bookmark({ post_id: earlier.id });
    await callerFor(deps, b).comments.create({ post_id: earlier.id, body: "先に一言" });
    await callerFor(deps, c).comments.create({ post_id: earlier.id, body: "私も" });
    await drainAppJobs(deps.db, env);
    expect(await kindsAbout(b, earlier.id)).toEqual(["saved_search", "reply"]);

    await callerFor(deps, a).safety.block({ user_id: b.id });
    const later = await createTestPost(deps.db, a, { title: `${keyword} 後の依頼` });
    await callerFor(deps, c).comments.create({ post_id: earlier.id, body: "もう一言" });
    await callerFor(deps, a).requests.setStatus({ id: earlier.id, status: "closed" });
    await drainAppJobs(deps.db, env);
    // B: nothing more (no saved_search, reply or bookmark_status); C, outside the block, hears of the new request
    // and the status.
    expect(await kindsAbout(b, later.id)).toEqual([]);
    expect(await kindsAbout(b, earlier.id)).toEqual(["saved_search", "reply"]);
    expect(await kindsAbout(c, later.id)).toEqual(["saved_search"]);
    expect(await kindsAbout(c, earlier.id)).toEqual(["saved_search", "bookmark_status"]);
  });

  test("the blocked side too: a member who blocked the author hears nothing of the author's new requests", async () => {
    const a = await createMember(deps.db, { name: "投稿 する人" });
    const b = await createMember(deps.db, { name: "ブロック した人" });
    const keyword = `餅つき${Date.now().toString(36)}`;
    await callerFor(deps, b).notifications.saveSearch({ keyword });
    await callerFor(deps, b).safety.block({ user_id: a.id });
    const post = await createTestPost(deps.db, a, { title: `${keyword} の依頼` });
    await drainAppJobs(deps.db, env);
    expect(await kindsAbout(b, post.id)).toEqual([]);
  });

  test("a comment or review queued before the block reaches neither side once it is made", async () => {
    const author = await createMember(deps.db, { name: "依頼 主" });
    const helper = await createMember(deps.db, { name: "手伝い 人" });
    const post = await createTestPost(deps.db, author);
    await callerFor(deps, helper).comments.create({ post_id: post.id, body: "手伝えます" });
    await drainAppJobs(deps.db, env);
    await callerFor(deps, author).requests.setStatus({
      id: post.id,
      status: "resolved",
      helper_id: helper.id,
    });
    // Queued, not yet fanned out: then the helper blocks the author.
    await callerFor(deps, helper).comments.create({ post_id: post.id, body: "ありがとうございました" });
    await callerFor(deps, helper).requests.createReview({
      post_id: post.id,
      rating: "bad",
      comment: "最後に",
    });
    await callerFor(deps, helper).safety.block({ user_id: author.id });
    await drainAppJobs(deps.db, env);
    expect(await kindsAbout(author, post.id)).toEqual(["comment"]);
  });

  test("a comment batch mailed after a block leaves out the blocked member's comments", async () => {
    const author = await createMember(deps.db, { name: "依頼 主" });
    const kind = await createMember(deps.db, { name: "親切な 人" });
    const rude = await createMember(deps.db, { name: "しつこい 人" });
    const post = await createTestPost(deps.db, author, { title: "まとめて届くコメントの依頼" });
    await callerFor(deps, kind).comments.create({ post_id: post.id, body: "最初のコメント" });
    await callerFor(deps, rude).comments.create({ post_id: post.id, body: "不快なコメント" });
    await callerFor(deps, kind).comments.create({ post_id: post.id, body: "二つ目のコメント" });
    // The first comment mail goes at once; the other two wait for the end of the window. Then A blocks.
    await drainAppJobs(deps.db, env);
    await mailbox.waitFor(author.email);
    await callerFor(deps, author).safety.block({ user_id: rude.id });
    await startWaitingJobsNow(deps.db, COMMENT_BATCH_QUEUE);
    await drainAppJobs(deps.db, env);
    const second = await mailbox.waitFor(author.email, { skip: 1 });
    expect(second.text).toContain("二つ目のコメント");
    expect(second.text).not.toContain("不快なコメント");
    expect(second.subject).toBe("【たすけあい掲示板】親切な 人さんがあなたの依頼にコメントしました");
  });

  test("a mail and a digest queued before the block are not sent to the blocked member", async () => {
    const a = await createMember(deps.db, { name: "ブロック する人" });
    const soon = await createMember(deps.db, { name: "すぐ 受け取る人" });
    const daily = await createMember(deps.db, { name: "まとめて 受け取る人" });
    await callerFor(deps, soon).notifications.updateSettings({ email: { bookmark_status: "immediate" } });
    await callerFor(deps, daily).notifications.updateSettings({
      email: { bookmark_status: "daily" },
      digest_hour: jstHour(new Date()),
    });
    const post = await createTestPost(deps.db, a, { title: "ブロック前に保存された依頼" });
    for (const member of [soon, daily]) await callerFor(deps, member).social.bookmark({ post_id: post.id });
    await callerFor(deps, a).requests.setStatus({ id: post.id, status: "closed" });
    await runFanOutOnly(deps.db, env);
    expect(await kindsAbout(soon, post.id)).toEqual(["bookmark_status"]);
    for (const member of [soon, daily]) await callerFor(deps, a).safety.block({ user_id: member.id });
    await scheduleDigests(deps.db);
    await drainAppJobs(deps.db, env);
    // A control mail after the jobs above: everything queued before it has been handled.
    const control = await createMember(deps.db, { name: "対照 の人" });
    await callerFor(deps, control).notifications.updateSettings({ email: { bookmark_status: "immediate" } });
    const other = await createTestPost(deps.db, control);
    const saver = await createMember(deps.db);
    await callerFor(deps, saver).notifications.updateSettings({ email: { bookmark_status: "immediate" } });
    await callerFor(deps, saver).social.bookmark({ post_id: other.id });
    await callerFor(deps, control).requests.setStatus({ id: other.id, status: "closed" });
    await drainAppJobs(deps.db, env);
    await mailbox.waitFor(saver.email, { subject: /保存した依頼/ });
    expect(mailbox.mailsTo(soon.email)).toEqual([]);
    expect(mailbox.mailsTo(daily.email)).toEqual([]);
  });
});
