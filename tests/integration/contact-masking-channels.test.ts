/**
 * Contact details held back on every channel (docs/product.md §12 Contact details held back): until both
 * participants agreed, a thread message's contact details — also one split over consecutive messages of the
 * sender — are masked in the REST and tRPC thread answers, the threads list preview, the live stream, the
 * unread-message mail and the web-push text. Real database, real SMTP server on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { CONTACT_MASK } from "#shared/contact-masking.ts";
import type { LiveEvent } from "#shared/live-events.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { messagePushPayload } from "../../src/server/domains/notifications/push.ts";
import {
  scheduleThreadMails,
  THREAD_MAIL_QUEUE,
} from "../../src/server/domains/notifications/thread-mail.ts";
import type { AppEnv } from "../../src/server/env.ts";
import { jobHandlersFor } from "../../src/server/jobs/handlers.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, signedInMember } from "../support/factories.ts";
import { drainJobs } from "../support/jobs.ts";
import { openLiveStream } from "../support/live-stream.ts";
import { SmtpMailbox } from "../support/mailbox.ts";
import { type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let mailbox: SmtpMailbox;
let env: AppEnv;

beforeAll(async () => {
  ({ app, deps } = await testApp());
  mailbox = await SmtpMailbox.start();
  env = { ...deps.env, smtpUrl: mailbox.url };
});

afterAll(async () => {
  await mailbox.close();
});

const M = CONTACT_MASK;

/** A thread from `sender` to `recipient`. */
async function threadBetween(sender: { id: number }, recipient: { id: number }) {
  const caller = callerFor(deps, sender as Parameters<typeof callerFor>[1]);
  const { id } = await caller.threads.open({ user_id: recipient.id });
  return id;
}

/**
 * Makes the thread's messages 16 minutes old and runs the thread-mail schedule and its jobs (only those: other
 * files' jobs may be queued in the same database).
 */
async function mailDue(threadId: number) {
  await deps.db.execute(
    sql`update messages set created_at = created_at - interval '16 minutes' where thread_id = ${threadId}`,
  );
  await deps.db.execute(
    sql`update thread_mails set sent_at = sent_at - interval '2 hours' where thread_id = ${threadId}`,
  );
  await scheduleThreadMails(deps.db);
  const handlers = jobHandlersFor(env);
  await drainJobs(deps.db, { [THREAD_MAIL_QUEUE]: handlers[THREAD_MAIL_QUEUE] } as typeof handlers);
}

describe("the unread-message mail", () => {
  test("quotes the messages with contact details masked until both agreed, then in full", async () => {
    const a = await signedInMember({ name: "メール 受取人" });
    const b = await signedInMember({ name: "メール 差出人" });
    const id = await threadBetween(b.member, a.member);
    await callerFor(deps, b.member).threads.send({
      id,
      body: "電話は〇九〇-三八二一-四四七六、メールは taro at example dot com です",
    });
    await mailDue(id);
    const mail = await mailbox.waitFor(a.member.email);
    expect(mail.text).toContain(`メール 差出人：電話は${M}、メールは ${M} です`);
    expect(mail.text).not.toContain("三八二一");
    expect(mail.text).not.toContain("example");

    // Once both agreed, the next mail quotes the message as written.
    await callerFor(deps, a.member).safety.contactConsent({ id });
    await callerFor(deps, b.member).safety.contactConsent({ id });
    await callerFor(deps, b.member).threads.send({ id, body: "改めて 090-3821-4476 です" });
    await mailDue(id);
    const second = await mailbox.waitFor(a.member.email, { subject: /メール 差出人/, skip: 1 });
    expect(second.text).toContain("メール 差出人：改めて 090-3821-4476 です");
  });

  test("masks both parts of a number split over two messages", async () => {
    const a = await signedInMember({ name: "分割 受取人" });
    const b = await signedInMember({ name: "分割 差出人" });
    const id = await threadBetween(b.member, a.member);
    await callerFor(deps, b.member).threads.send({ id, body: "番号は03" });
    await callerFor(deps, b.member).threads.send({ id, body: "5678-1234です" });
    await mailDue(id);
    const mail = await mailbox.waitFor(a.member.email);
    expect(mail.text).toContain(`分割 差出人：番号は${M}`);
    expect(mail.text).toContain(`分割 差出人：${M}です`);
    expect(mail.text).not.toContain("5678");
  });
});

describe("a number split over two messages of one sender", () => {
  test("is masked in both parts over REST, tRPC, the list preview, the live stream and the push text", async () => {
    const a = await signedInMember({ name: "分割 閲覧者" });
    const b = await signedInMember({ name: "分割 送信者" });
    const id = await threadBetween(b.member, a.member);
    const stream = await openLiveStream(app, a.client.cookie("tasukeai_session"));
    try {
      await stream.next((event) => event.type === "ready");
      // 「03」 alone is no number and 「5678-1234」 alone neither: only together they are one.
      const first = await callerFor(deps, b.member).threads.send({ id, body: "電話は03" });
      expect(first.body).toBe("電話は03");
      const second = await callerFor(deps, b.member).threads.send({ id, body: "5678-1234 です" });
      expect(second).toMatchObject({ body: `${M} です`, contact_masked: true });

      // The live stream never carries the second part in clear; the first part, already shown, changes, so
      // the screens are told to refetch the thread.
      await stream.next(
        (event: LiveEvent) =>
          (event.type === "thread.changed" && event.thread_id === id) ||
          (event.type === "thread.message" && event.message.id === second.id),
      );
      expect(JSON.stringify(stream.received)).not.toContain("5678-1234");
      expect(stream.received).toContainEqual({ type: "thread.changed", thread_id: id });

      const rest = (await (await a.client.get(`/api/threads/${id}/messages`)).json()) as {
        messages: { body: string; contact_masked: boolean }[];
      };
      expect(rest.messages.map((m) => m.body)).toEqual([`電話は${M}`, `${M} です`]);
      expect(rest.messages.every((m) => m.contact_masked)).toBe(true);
      const trpc = await callerFor(deps, a.member).threads.messages({ id });
      expect(trpc.messages.map((m) => m.body)).toEqual([`電話は${M}`, `${M} です`]);
      const list = await callerFor(deps, a.member).threads.list({});
      expect(list.data.find((thread) => thread.id === id)?.latest_message?.body).toBe(`${M} です`);

      const payload = JSON.parse(
        (await deps.db.transaction((tx) =>
          messagePushPayload(tx, { messageId: second.id, revealed: false, userId: a.member.id }),
        )) ?? "{}",
      ) as { body?: string };
      expect(payload.body).toBe(`${M} です`);
    } finally {
      stream.close();
    }
  });

  test("is masked across the boundary of two pages", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const id = await threadBetween(b, a);
    // b's 「03」 is the newest message of the older page, 「5678-1234」 the oldest of the newest page (50 a page).
    await deps.db.execute(sql`insert into messages (thread_id, user_id, body, created_at)
      select ${id}, ${b.id}, body, now() - interval '30 minutes' + n * interval '1 second'
        from (values (1, '電話は03'), (2, '5678-1234 です')) as v(n, body)`);
    await deps.db.execute(sql`insert into messages (thread_id, user_id, body, created_at)
      select ${id}, ${a.id}, 'はい、' || n || '件目', now() - interval '20 minutes' + n * interval '1 second'
        from generate_series(1, 49) as n`);
    const newest = await callerFor(deps, a).threads.messages({ id });
    expect(newest.has_more).toBe(true);
    expect(newest.messages[0]?.body).toBe(`${M} です`);
    const older = await callerFor(deps, a).threads.messages({ id, before: newest.messages[0]?.id });
    expect(older.messages.at(-1)?.body).toBe(`電話は${M}`);
  });

  test("the other participant's digits are not joined to the sender's", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const id = await threadBetween(b, a);
    await callerFor(deps, b).threads.send({ id, body: "部屋は03" });
    await callerFor(deps, a).threads.send({ id, body: "5678-1234 ですね" });
    const view = await callerFor(deps, a).threads.messages({ id });
    expect(view.messages.map((m) => m.body)).toEqual(["部屋は03", "5678-1234 ですね"]);
  });
});
