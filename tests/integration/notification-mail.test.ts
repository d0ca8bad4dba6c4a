/**
 * Notification e-mails (docs/product.md §11 E-mail) against a real SMTP server (tests/support/mailbox.ts): who gets
 * a mail and who does not, the preferences over REST and tRPC, the RFC 8058 one-click unsubscribe (signed, no
 * login), and the queue surviving a mail server outage (nothing lost, nothing sent twice).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { jstHour, scheduleDigests } from "../../src/server/domains/notifications/digest-mail.ts";
import { MAIL_QUEUE } from "../../src/server/domains/notifications/notification-mail.ts";
import { scheduleThreadMails } from "../../src/server/domains/notifications/thread-mail.ts";
import type { AppEnv } from "../../src/server/env.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "../support/factories.ts";
import { clearQueuedJobs, drainAppJobs, jobsOf } from "../support/jobs.ts";
import { mailHeader, SmtpMailbox } from "../support/mailbox.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let mailbox: SmtpMailbox;
let env: AppEnv;

beforeAll(async () => {
  ({ app, deps } = await testApp());
  mailbox = await SmtpMailbox.start();
  env = { ...deps.env, smtpUrl: mailbox.url };
  // Only this file's jobs: what the files before it queued (their account and notification mails) is theirs.
  await clearQueuedJobs();
  await drainAppJobs(deps.db, env);
});

afterAll(async () => {
  await mailbox.close();
});

async function member(name: string) {
  const viewer = await createMember(deps.db, { name });
  const client = new RestClient(app);
  await client.login(viewer.email, FACTORY_PASSWORD);
  return { viewer, client };
}

describe("notification mails", () => {
  test("a comment mails the post's author at once, with one-click unsubscribe and the preferences link", async () => {
    const a = await member("メール 受取");
    const b = await member("コメント 送信");
    const post = await createTestPost(deps.db, a.viewer, { title: "棚の組み立て" });
    await b.client.post("/api/comments", { post_id: post.id, body: "工具を持って伺います" });
    await drainAppJobs(deps.db, env);
    const mail = await mailbox.waitFor(a.viewer.email);
    expect(mail.subject).toBe("【たすけあい掲示板】コメント 送信さんがあなたの依頼にコメントしました");
    expect(mail.text).toContain("「棚の組み立て」工具を持って伺います");
    expect(mail.text).toContain(`http://localhost:3000/post/${post.id}#comments`);
    expect(mail.text).toContain("http://localhost:3000/account/settings#notification-settings");
    expect(mail.html).toContain("たすけあい掲示板で見る");
    const unsubscribe = mailHeader(mail, "List-Unsubscribe");
    expect(unsubscribe).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\/\d+\.comment\.[A-Za-z0-9_-]{43}>$/);
    expect(mailHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mailHeader(mail, "Message-ID")).toMatch(/^<notification-\d+@localhost>$/);
    expect(mailbox.mailsTo(b.viewer.email)).toHaveLength(0);
  });

  test("one-click unsubscribe: POST with no session turns the kind off; a forged token changes nothing", async () => {
    const a = await member("配信 停止");
    const b = await member("コメント 二");
    const post = await createTestPost(deps.db, a.viewer);
    await callerFor(deps, b.viewer).comments.create({ post_id: post.id, body: "一通目" });
    await drainAppJobs(deps.db, env);
    const mail = await mailbox.waitFor(a.viewer.email);
    const url = mailHeader(mail, "List-Unsubscribe")?.slice(1, -1) ?? "";
    const path = new URL(url).pathname;
    const forged = `${path.slice(0, -3)}AAA`;
    const bad = await app.request(`http://localhost:3000${forged}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(bad.status).toBe(404);
    expect((await callerFor(deps, a.viewer).notifications.settings()).email.comment).toBe("immediate");
    const ok = await app.request(`http://localhost:3000${path}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { message: string }).message).toBe(
      "「自分の依頼へのコメント」のメールの配信を停止しました。",
    );
    expect((await callerFor(deps, a.viewer).notifications.settings()).email.comment).toBe("off");
    // Still told in the app, no longer by mail.
    await callerFor(deps, b.viewer).comments.create({ post_id: post.id, body: "二通目" });
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(a.viewer.email)).toHaveLength(1);
    expect((await callerFor(deps, a.viewer).notifications.unreadCount()).unreadCount).toBe(2);
  });

  test("preferences over REST and tRPC: defaults, partial changes kept, 422 for an unknown mode or hour", async () => {
    const a = await member("設定 する人");
    const initial = (await (await a.client.get("/api/notification-settings")).json()) as {
      data: {
        email: Record<string, string>;
        push: Record<string, boolean>;
        digest_hour: number;
        thread_mail: boolean;
      };
    };
    expect(initial.data).toEqual({
      email: {
        comment: "immediate",
        reply: "immediate",
        follow: "daily",
        followed_post: "daily",
        saved_search: "daily",
        admin_notice: "immediate",
        bookmark_status: "daily",
        review: "immediate",
        report_handled: "daily",
        appointment: "immediate",
      },
      push: {
        comment: true,
        reply: true,
        follow: true,
        followed_post: true,
        saved_search: true,
        admin_notice: true,
        bookmark_status: true,
        review: true,
        report_handled: true,
        appointment: true,
      },
      digest_hour: 8,
      thread_mail: true,
    });
    const put = await a.client.request("PUT", "/api/notification-settings", {
      email: { reply: "off" },
      digest_hour: 21,
    });
    expect(put.status).toBe(200);
    const after = await callerFor(deps, a.viewer).notifications.updateSettings({
      thread_mail: false,
      push: { follow: false },
    });
    expect(after.push.follow).toBe(false);
    expect(after.push.comment).toBe(true);
    expect(after.email.reply).toBe("off");
    expect(after.email.comment).toBe("immediate");
    expect(after.digest_hour).toBe(21);
    expect(after.thread_mail).toBe(false);
    const badMode = await a.client.request("PUT", "/api/notification-settings", {
      email: { reply: "hourly" },
    });
    expect(badMode.status).toBe(422);
    const badHour = await a.client.request("PUT", "/api/notification-settings", { digest_hour: 24 });
    expect(badHour.status).toBe(422);
    expect((await new RestClient(app).get("/api/notification-settings")).status).toBe(401);
  });

  test("a mail server outage loses nothing: the job fails, waits with backoff, and sends once when it is back", async () => {
    const a = await member("停止中 受取");
    const b = await member("停止中 送信");
    const post = await createTestPost(deps.db, a.viewer);
    const port = mailbox.port;
    await mailbox.close();
    await callerFor(deps, b.viewer).comments.create({ post_id: post.id, body: "サーバー停止中のコメント" });
    await drainAppJobs(deps.db, env);
    const waiting = (await jobsOf(deps.db, MAIL_QUEUE)).find((job) => job.state !== "completed");
    // Failed once, kept for a retry after its backoff (2–4 s), not dropped.
    expect(waiting?.state).toBe("retry");
    expect(JSON.stringify(waiting?.output)).not.toBe("null");
    expect((waiting?.startAfter.getTime() ?? 0) > Date.now()).toBe(true);
    mailbox = await SmtpMailbox.start(port);
    // The backoff has passed.
    await deps.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${MAIL_QUEUE} and state = 'retry'`,
    );
    await drainAppJobs(deps.db, env);
    const mail = await mailbox.waitFor(a.viewer.email);
    expect(mail.text).toContain("サーバー停止中のコメント");
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(a.viewer.email)).toHaveLength(1);
    expect((await jobsOf(deps.db, MAIL_QUEUE)).filter((job) => job.state !== "completed")).toEqual([]);
  });

  test("the daily digest groups the day's notifications at the member's JST hour, once; immediate ones stay out", async () => {
    const a = await member("まとめ 受取");
    const follower = await member("フォロー する人");
    const poster = await member("依頼 する人");
    const commenter = await member("コメント する人");
    const hour = jstHour(new Date());
    await callerFor(deps, a.viewer).notifications.updateSettings({
      digest_hour: hour,
      email: { reply: "daily" },
    });
    await callerFor(deps, a.viewer).notifications.saveSearch({ keyword: "障子" });
    await callerFor(deps, follower.viewer).social.follow({ user_id: a.viewer.id });
    const wanted = await createTestPost(deps.db, poster.viewer, {
      title: "障子の張り替えを手伝って",
      body: "和室二部屋ぶんです。",
    });
    const mine = await createTestPost(deps.db, a.viewer, { title: "まとめ受取の依頼" });
    await callerFor(deps, a.viewer).comments.create({ post_id: wanted.id, body: "興味があります" });
    await callerFor(deps, commenter.viewer).comments.create({ post_id: wanted.id, body: "私も手伝えます" });
    await callerFor(deps, commenter.viewer).comments.create({ post_id: mine.id, body: "明日行けます" });
    await drainAppJobs(deps.db, env);
    // The comment on A's own post is immediate: its own mail, not in the digest.
    await mailbox.waitFor(a.viewer.email, { subject: /あなたの依頼にコメントしました/ });
    // Another hour: nothing is scheduled for A.
    const otherHour = new Date(Date.now() + 3 * 3600 * 1000);
    await scheduleDigests(deps.db, otherHour);
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(a.viewer.email).filter((m) => /まとめ/.test(m.subject))).toHaveLength(0);
    expect(await scheduleDigests(deps.db)).toBeGreaterThan(0);
    await drainAppJobs(deps.db, env);
    const digest = await mailbox.waitFor(a.viewer.email, { subject: /今日のお知らせ3件のまとめ/ });
    expect(digest.text).toContain("■ あなたに合う新しい依頼（1件）");
    expect(digest.text).toContain("保存した条件に合う新しい依頼があります [募集中]");
    expect(digest.text).toContain("「障子の張り替えを手伝って」和室二部屋ぶんです。");
    expect(digest.text).toContain("■ コメント（1件）");
    expect(digest.text).toContain("コメント する人さんがコメントした依頼に新しいコメントがあります");
    expect(digest.text).toContain("■ 新しいフォロワー（1件）");
    expect(digest.text).not.toContain("明日行けます");
    expect(digest.text).toContain(`http://localhost:3000/post/${wanted.id}`);
    expect(mailHeader(digest, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(digest.html).toContain("今日のお知らせまとめ");
    mkdirSync("test-results", { recursive: true });
    writeFileSync("test-results/digest-mail.html", digest.html);
    // Scheduling again the same hour sends nothing more.
    await scheduleDigests(deps.db);
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(a.viewer.email).filter((m) => /まとめ/.test(m.subject))).toHaveLength(1);

    // The digest's one-click unsubscribe stops the digest: every kind mailed daily goes off, the immediate
    // ones stay.
    const before = await callerFor(deps, a.viewer).notifications.settings();
    const dailyKinds = Object.entries(before.email).filter(([, mode]) => mode === "daily");
    expect(dailyKinds.map(([kind]) => kind)).toEqual(
      expect.arrayContaining(["reply", "saved_search", "follow"]),
    );
    const link = new URL(mailHeader(digest, "List-Unsubscribe")?.slice(1, -1) ?? "");
    expect(link.pathname).toMatch(/^\/unsubscribe\/\d+\.digest\.[A-Za-z0-9_-]{43}$/);
    const stopped = await app.request(`http://localhost:3000${link.pathname}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(stopped.status).toBe(200);
    expect(((await stopped.json()) as { message: string }).message).toBe(
      "「毎日のまとめメール」のメールの配信を停止しました。",
    );
    const after = await callerFor(deps, a.viewer).notifications.settings();
    for (const [kind, mode] of Object.entries(before.email)) {
      expect({ kind, mode: after.email[kind as keyof typeof after.email] }).toEqual({
        kind,
        mode: mode === "daily" ? "off" : mode,
      });
    }
  });

  test("an unread thread message is mailed after 15 minutes, at most once an hour per thread, never once read or turned off", async () => {
    const a = await member("スレッド 受取");
    const b = await member("スレッド 送信");
    const opened = await callerFor(deps, b.viewer).threads.open({ user_id: a.viewer.id });
    await callerFor(deps, b.viewer).threads.send({ id: opened.id, body: "明日の件、よろしくお願いします" });
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    // Not yet 15 minutes: nothing.
    await scheduleThreadMails(deps.db, minutes(10));
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(a.viewer.email)).toHaveLength(0);
    // Send and record with "now" 16 minutes ahead, as the schedule would then.
    await scheduleThreadMails(deps.db, minutes(16));
    await deps.db.execute(
      sql`update messages set created_at = created_at - interval '16 minutes' where thread_id = ${opened.id}`,
    );
    await drainAppJobs(deps.db, env);
    const mail = await mailbox.waitFor(a.viewer.email, {
      subject: /スレッド 送信さんからメッセージが届いています/,
    });
    expect(mail.text).toContain("スレッド 送信：明日の件、よろしくお願いします");
    expect(mail.text).toContain(`http://localhost:3000/threads/${opened.id}`);
    expect(mailHeader(mail, "List-Unsubscribe")).toMatch(/\/unsubscribe\/\d+\.thread_mail\./);
    expect(mailbox.mailsTo(b.viewer.email)).toHaveLength(0);
    // A second message soon after: within the hour, no second mail.
    await callerFor(deps, b.viewer).threads.send({ id: opened.id, body: "追伸です" });
    await deps.db.execute(
      sql`update messages set created_at = created_at - interval '16 minutes' where thread_id = ${opened.id}`,
    );
    await scheduleThreadMails(deps.db);
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(a.viewer.email)).toHaveLength(1);
    // Read: nothing more even after the hour.
    await deps.db.execute(
      sql`update thread_mails set sent_at = sent_at - interval '2 hours' where user_id = ${a.viewer.id}`,
    );
    await callerFor(deps, a.viewer).threads.markRead({ id: opened.id });
    await scheduleThreadMails(deps.db);
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(a.viewer.email)).toHaveLength(1);
    // One-click unsubscribe of thread mails turns the setting off.
    const path = new URL(mailHeader(mail, "List-Unsubscribe")?.slice(1, -1) ?? "").pathname;
    const off = await app.request(`http://localhost:3000${path}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    expect(off.status).toBe(200);
    expect((await callerFor(deps, a.viewer).notifications.settings()).thread_mail).toBe(false);
    await callerFor(deps, b.viewer).threads.send({ id: opened.id, body: "三通目" });
    await deps.db.execute(
      sql`update messages set created_at = created_at - interval '16 minutes' where thread_id = ${opened.id}`,
    );
    await deps.db.execute(
      sql`update thread_mails set sent_at = sent_at - interval '2 hours' where user_id = ${a.viewer.id}`,
    );
    await scheduleThreadMails(deps.db);
    await drainAppJobs(deps.db, env);
    expect(mailbox.mailsTo(a.viewer.email)).toHaveLength(1);
  });
});
