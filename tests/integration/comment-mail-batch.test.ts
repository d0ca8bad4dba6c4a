/**
 * Comment mails batched (docs/product.md §11 E-mail) against a real SMTP server (tests/support/mailbox.ts): the
 * first comment (or reply) about a post is mailed at once; the further ones about the same post within
 * COMMENT_MAIL_BATCH.windowMinutes are gathered into ONE mail at the end of that window, each quoted, with one
 * link. A notification is mailed once — by its own mail, one batch or the digest — and posts are not mixed. Job
 * time is advanced by moving the batch job's start (no sleeps).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq, isNull, sql } from "drizzle-orm";
import { COMMENT_MAIL_BATCH } from "#shared/constants.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { notifications } from "../../src/server/db/schema/index.ts";
import { COMMENT_BATCH_QUEUE } from "../../src/server/domains/notifications/comment-mail-window.ts";
import { jstHour, scheduleDigests } from "../../src/server/domains/notifications/digest-mail.ts";
import type { AppEnv } from "../../src/server/env.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { clearQueuedJobs, drainAppJobs, jobsOf } from "../support/jobs.ts";
import { mailHeader, type ReceivedMail, SmtpMailbox } from "../support/mailbox.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;
let mailbox: SmtpMailbox;
let env: AppEnv;

beforeAll(async () => {
  ({ deps } = await testApp());
  mailbox = await SmtpMailbox.start();
  env = { ...deps.env, smtpUrl: mailbox.url };
  // Only this file's jobs: those the files before it left (on a reused test database) are not ours to run.
  await clearQueuedJobs();
});

afterAll(async () => {
  await mailbox.close();
});

/** Lets the batch jobs waiting for the end of their window run now, as if the window had passed. */
async function endBatchWindows(): Promise<void> {
  await deps.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second'
        where name = ${COMMENT_BATCH_QUEUE} and state = 'created'`,
  );
}

/** Makes the member's mails look older than the window: the next comment is the first of a new window. */
async function quietWindowPassed(userId: number): Promise<void> {
  await deps.db.execute(
    sql`update notifications set mailed_at = mailed_at - make_interval(mins => ${COMMENT_MAIL_BATCH.windowMinutes + 1})
        where user_id = ${userId} and mailed_at is not null`,
  );
}

function comment(viewer: Viewer, postId: number, body: string) {
  return callerFor(deps, viewer).comments.create({ post_id: postId, body });
}

async function unmailed(userId: number): Promise<number> {
  const rows = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.mailedAt)));
  return rows.length;
}

/** How many times `needle` occurs in `text`. */
function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

const batchSubject = (title: string, count: number) =>
  `【たすけあい掲示板】「${title}」に新しいコメントが${count}件あります`;

describe("comment mails about one post are batched", () => {
  test("30 comments from three members: one mail at once, then one mail holding the other 29; replies alike", async () => {
    const author = await createMember(deps.db, { name: "依頼 主" });
    const helpers = await Promise.all(
      ["手伝い 一", "手伝い 二", "手伝い 三"].map((name) => createMember(deps.db, { name })),
    );
    const post = await createTestPost(deps.db, author, { title: "引っ越しの荷造り" });
    for (let i = 1; i <= 30; i++) {
      await comment(helpers[(i - 1) % 3] as Viewer, post.id, `${i}件目のコメントです`);
    }
    await drainAppJobs(deps.db, env);
    const first = await mailbox.waitFor(author.email);
    expect(first.subject).toBe("【たすけあい掲示板】手伝い 一さんがあなたの依頼にコメントしました");
    expect(first.text).toContain("1件目のコメントです");
    expect(mailbox.mailsTo(author.email)).toHaveLength(1);
    // The other 29 wait for the end of the window, in one job for the author and the post.
    const waiting = (await jobsOf(deps.db, COMMENT_BATCH_QUEUE)).filter(
      (job) =>
        job.state === "created" &&
        (job.data as { userId: number; postId: number }).userId === author.id &&
        (job.data as { userId: number; postId: number }).postId === post.id,
    );
    expect(waiting).toHaveLength(1);
    const windowMs = COMMENT_MAIL_BATCH.windowMinutes * 60_000;
    expect(waiting[0]?.startAfter.getTime() ?? 0).toBeGreaterThan(Date.now() + windowMs - 60_000);
    expect(waiting[0]?.startAfter.getTime() ?? 0).toBeLessThanOrEqual(Date.now() + windowMs);

    await endBatchWindows();
    await drainAppJobs(deps.db, env);
    const batch = await mailbox.waitFor(author.email, { skip: 1 });
    expect(batch.subject).toBe(batchSubject("引っ越しの荷造り", 29));
    for (let i = 2; i <= 30; i++) expect(batch.text).toContain(`${i}件目のコメントです`);
    expect(batch.text).not.toContain("：1件目のコメントです");
    expect(batch.text).toContain("手伝い 二：2件目のコメントです");
    const postUrl = `http://localhost:3000/post/${post.id}#comments`;
    expect(occurrences(batch.text, postUrl)).toBe(1);
    expect(occurrences(batch.html, `href="${postUrl}"`)).toBe(1);
    expect(mailHeader(batch, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mailHeader(batch, "List-Unsubscribe")).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\/\d+\.comment\./,
    );

    // The first helper got a reply notification for each of the 20 comments of the others: 1 + 1 mails.
    const replies = mailbox.mailsTo(helpers[0]?.email ?? "");
    expect(replies).toHaveLength(2);
    expect(replies[0]?.subject).toBe(
      "【たすけあい掲示板】手伝い 二さんがコメントした依頼に新しいコメントがあります",
    );
    expect(replies[1]?.subject).toBe(batchSubject("引っ越しの荷造り", 19));
    expect(mailHeader(replies[1] as ReceivedMail, "List-Unsubscribe")).toMatch(/\/unsubscribe\/\d+\.reply\./);

    // Nothing lost, nothing twice: every notification is mailed, and nothing more goes out.
    for (const member of [author, ...helpers]) expect(await unmailed(member.id)).toBe(0);
    await endBatchWindows();
    await scheduleDigests(deps.db);
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(author.email)).toHaveLength(2);
    expect(mailbox.mailsTo(helpers[0]?.email ?? "")).toHaveLength(2);
  }, 60_000);

  test("comments on two posts are not mixed: each post has its own first mail and its own batch", async () => {
    const author = await createMember(deps.db, { name: "二つの 依頼" });
    const helper = await createMember(deps.db, { name: "両方に 書く人" });
    const garden = await createTestPost(deps.db, author, { title: "庭の草むしり" });
    const shelf = await createTestPost(deps.db, author, { title: "本棚の移動" });
    await comment(helper, garden.id, "草むしり一通目");
    await comment(helper, shelf.id, "本棚一通目");
    await comment(helper, garden.id, "草むしり二通目");
    await comment(helper, shelf.id, "本棚二通目");
    await comment(helper, garden.id, "草むしり三通目");
    await drainAppJobs(deps.db, env);
    const atOnce = mailbox.mailsTo(author.email);
    expect(
      atOnce.map((mail) => mail.text.includes("草むしり一通目") || mail.text.includes("本棚一通目")),
    ).toEqual([true, true]);
    await endBatchWindows();
    await drainAppJobs(deps.db, env);
    const later = mailbox.mailsTo(author.email).slice(2);
    expect(later).toHaveLength(2);
    const gardenBatch = later.find((mail) => mail.text.includes("草むしり二通目")) as ReceivedMail;
    expect(gardenBatch.subject).toBe(batchSubject("庭の草むしり", 2));
    expect(gardenBatch.text).toContain("草むしり三通目");
    expect(gardenBatch.text).not.toContain("本棚");
    // A window that gathered one comment sends it as that comment's own mail.
    const shelfMail = later.find((mail) => mail.text.includes("本棚二通目")) as ReceivedMail;
    expect(shelfMail.subject).toBe("【たすけあい掲示板】両方に 書く人さんがあなたの依頼にコメントしました");
    expect(shelfMail.text).not.toContain("草むしり");
    expect(await unmailed(author.id)).toBe(0);
  });

  test("the window follows the last mail: a comment just after a batch waits again; after a quiet window it goes at once", async () => {
    const author = await createMember(deps.db, { name: "窓の 確認" });
    const helper = await createMember(deps.db, { name: "続けて 書く人" });
    const post = await createTestPost(deps.db, author, { title: "電球の交換" });
    await comment(helper, post.id, "最初のコメント");
    await comment(helper, post.id, "二つ目のコメント");
    await drainAppJobs(deps.db, env);
    await endBatchWindows();
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(author.email)).toHaveLength(2);
    // Right after the batch: the next comment waits for the next window.
    await comment(helper, post.id, "バッチ直後のコメント");
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(author.email)).toHaveLength(2);
    expect(await unmailed(author.id)).toBe(1);
    // The member now takes comment mails daily: the waiting one goes in the digest, not in a batch.
    await callerFor(deps, author).notifications.updateSettings({
      email: { comment: "daily" },
      digest_hour: jstHour(new Date()),
    });
    await endBatchWindows();
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(author.email)).toHaveLength(2);
    expect(await unmailed(author.id)).toBe(1);
    await scheduleDigests(deps.db);
    await drainAppJobs(deps.db, env);
    const digest = await mailbox.waitFor(author.email, { skip: 2 });
    expect(digest.subject).toBe("【たすけあい掲示板】今日のお知らせ1件のまとめ");
    expect(digest.text).toContain("バッチ直後のコメント");
    expect(await unmailed(author.id)).toBe(0);
    // Back to immediate, and quiet for longer than the window: the next comment is mailed at once.
    await callerFor(deps, author).notifications.updateSettings({ email: { comment: "immediate" } });
    await quietWindowPassed(author.id);
    await comment(helper, post.id, "しばらくしてからのコメント");
    await drainAppJobs(deps.db, env);
    const again = await mailbox.waitFor(author.email, { skip: 3 });
    expect(again.text).toContain("しばらくしてからのコメント");
    expect(again.subject).toBe("【たすけあい掲示板】続けて 書く人さんがあなたの依頼にコメントしました");
  });
});
