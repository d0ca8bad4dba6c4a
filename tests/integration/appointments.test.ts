/**
 * 日程調整 (docs/product.md "日程調整"): proposing, accepting, declining, cancelling and recording a no-show over
 * REST and tRPC; the Japanese 422s; nobody but the two participants sees or acts (404); the .ics parsed; the
 * reminders scheduled once each, delivered when due (job time advanced, never slept), not after a cancellation;
 * the profile's 直前キャンセル・不在 counts.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { notifications } from "../../src/server/db/schema/index.ts";
import {
  APPOINTMENT_REMINDER_QUEUE,
  reminderTimes,
} from "../../src/server/domains/appointments/appointment-reminders.ts";
import { MAIL_QUEUE } from "../../src/server/domains/notifications/notification-mail.ts";
import { enqueueJob } from "../../src/server/jobs/queue.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, restAs } from "../support/factories.ts";
import { clearQueuedJobs, drainAppJobs, jobsOf, startWaitingJobsNow } from "../support/jobs.ts";
import type { RestClient } from "../support/test-app.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;

beforeAll(async () => {
  ({ deps } = await testApp());
  await clearQueuedJobs();
});

const HOUR = 3600 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

type Member = Awaited<ReturnType<typeof createMember>>;

/** An author with a request, a helper, their thread about it, and both REST clients. */
async function pair(): Promise<{
  author: Member;
  helper: Member;
  threadId: number;
  postId: number;
  authorRest: RestClient;
  helperRest: RestClient;
}> {
  const author = await createMember(deps.db, { name: "依頼 花子" });
  const helper = await createMember(deps.db, { name: "手伝う 太郎" });
  const post = await createTestPost(deps.db, author, {
    title: "棚の組み立て, 手伝って; ください",
    is_public: true,
  });
  const opened = await callerFor(deps, helper).threads.open({ user_id: author.id, post_id: post.id });
  return {
    author,
    helper,
    threadId: opened.id,
    postId: post.id,
    authorRest: await restAs(author),
    helperRest: await restAs(helper),
  };
}

/** A JSON answer read by key; what a key holds is checked where it is used. */
// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON.
type Json = any;

async function json(response: Response): Promise<Json> {
  return response.json();
}

/** The 日程調整 notifications of `userId` as `event` names, oldest first. */
async function appointmentEvents(userId: number): Promise<string[]> {
  const rows = await deps.db
    .select({ data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "appointment")))
    .orderBy(notifications.id);
  return rows.map((row) => (row.data as { event: string }).event);
}

describe("proposing and answering", () => {
  test("REST: the author proposes 3 slots (201), the helper accepts the second; both are told in-app", async () => {
    const p = await pair();
    const slots = [
      { starts_at: inHours(50), place: "駅前" },
      { starts_at: inHours(74), place: "現地" },
      { starts_at: inHours(98) },
    ];
    const created = await p.authorRest.post(`/api/threads/${p.threadId}/appointments`, { slots });
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body.data).toMatchObject({ status: "proposed", proposed_by: p.author.id, thread_id: p.threadId });
    expect(body.data.slots).toHaveLength(3);
    expect(body.data.slots[2].place).toBe("");
    expect(body.data.can).toEqual({ accept: false, decline: false, cancel: true, no_show: false });
    await drainAppJobs(deps.db, deps.env);
    expect(await appointmentEvents(p.helper.id)).toEqual(["proposed"]);
    expect(await appointmentEvents(p.author.id)).toEqual([]);

    // The proposer cannot accept their own proposal.
    const own = await p.authorRest.post(`/api/appointments/${body.data.id}/accept`, { slot: 0 });
    expect(own.status).toBe(422);
    expect((await json(own)).errors.id[0]).toContain("自分の提案");

    const accepted = await p.helperRest.post(`/api/appointments/${body.data.id}/accept`, { slot: 1 });
    expect(accepted.status).toBe(200);
    const confirmed = (await json(accepted)).data;
    expect(confirmed.status).toBe("confirmed");
    expect(Date.parse(confirmed.starts_at)).toBe(Date.parse(slots[1]?.starts_at ?? ""));
    expect(confirmed.place).toBe("現地");
    expect(confirmed.ics_url).toBe(`/api/appointments/${body.data.id}.ics`);
    await drainAppJobs(deps.db, deps.env);
    expect(await appointmentEvents(p.author.id)).toEqual(["confirmed"]);

    // Answered once: a second accept is a 422.
    const again = await p.helperRest.post(`/api/appointments/${body.data.id}/accept`, { slot: 0 });
    expect(again.status).toBe(422);

    // Both see it in their list; the .ics for both.
    for (const client of [p.authorRest, p.helperRest]) {
      const list = await json(await client.get("/api/appointments"));
      expect(list.data.map((row: { id: number }) => row.id)).toContain(body.data.id);
      expect(list.meta.total).toBeGreaterThanOrEqual(1);
    }
  });

  test("tRPC: propose, decline by the other; at most one open proposal per thread", async () => {
    const p = await pair();
    const helper = callerFor(deps, p.helper);
    const author = callerFor(deps, p.author);
    const first = await helper.appointments.propose({ id: p.threadId, slots: [{ starts_at: inHours(30) }] });
    expect(first.status).toBe("proposed");
    await expect(
      author.appointments.propose({ id: p.threadId, slots: [{ starts_at: inHours(40) }] }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    await expect(helper.appointments.decline({ id: first.id })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
    const declined = await author.appointments.decline({ id: first.id });
    expect(declined.status).toBe("declined");
    const second = await author.appointments.propose({ id: p.threadId, slots: [{ starts_at: inHours(40) }] });
    expect(second.status).toBe("proposed");
    // The proposer withdraws it with cancel: no 直前キャンセル trace.
    const withdrawn = await author.appointments.cancel({ id: second.id, reason: "schedule" });
    expect(withdrawn).toMatchObject({ status: "cancelled", late_cancellation: false });
    const thread = await author.appointments.forThread({ id: p.threadId });
    expect(thread.data.map((row) => row.status)).toEqual(["cancelled", "declined"]);
  });

  test("Japanese 422s: no slot, 4 slots, a past slot, a bad date, a duplicate, other without a note", async () => {
    const p = await pair();
    const url = `/api/threads/${p.threadId}/appointments`;
    const cases: [unknown, string, string][] = [
      [{ slots: [] }, "slots", "候補日時を1つ以上"],
      [{}, "slots", "候補日時を1つ以上"],
      [{ slots: [1, 2, 3, 4].map((n) => ({ starts_at: inHours(24 * n) })) }, "slots", "3つまで"],
      [{ slots: [{ starts_at: inHours(-1) }] }, "slots.0.starts_at", "今より後"],
      [{ slots: [{ starts_at: "2026-02-31T10:00" }] }, "slots.0.starts_at", "形式"],
      [{ slots: [{ starts_at: "明日" }] }, "slots.0.starts_at", "形式"],
      [{ slots: [{ starts_at: inHours(24 * 400) }] }, "slots.0.starts_at", "1年以内"],
      [{ slots: [{ starts_at: inHours(30) }, { starts_at: inHours(30) }] }, "slots.1.starts_at", "重なって"],
      [{ slots: [{ starts_at: inHours(30), place: "x".repeat(101) }] }, "slots.0.place", "100文字"],
      [{ slots: [{ starts_at: "2026-12-01T10:00\u0000" }] }, "slots.0.starts_at", ""],
    ];
    for (const [body, field, text] of cases) {
      const response = await p.authorRest.post(url, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      const answer = await json(response);
      expect(Object.keys(answer.errors)).toContain(field);
      expect(answer.errors[field][0]).toContain(text);
    }
    const proposal = await json(await p.authorRest.post(url, { slots: [{ starts_at: inHours(30) }] }));
    const accepted = await json(
      await p.helperRest.post(`/api/appointments/${proposal.data.id}/accept`, { slot: 0 }),
    );
    expect(accepted.data.status).toBe("confirmed");
    const noNote = await p.authorRest.post(`/api/appointments/${proposal.data.id}/cancel`, {
      reason: "other",
    });
    expect(noNote.status).toBe(422);
    expect((await json(noNote)).errors.note[0]).toBe("「その他」を選んだときは理由を入力してください。");
    const badReason = await p.authorRest.post(`/api/appointments/${proposal.data.id}/cancel`, {
      reason: "x",
    });
    expect(badReason.status).toBe(422);
    expect((await json(badReason)).errors.reason[0]).toContain("体調不良");
    const badSlot = await p.helperRest.post(`/api/appointments/${proposal.data.id}/accept`, { slot: "zwei" });
    expect(badSlot.status).toBe(422);
    const tooEarly = await p.helperRest.post(`/api/appointments/${proposal.data.id}/no-show`);
    expect(tooEarly.status).toBe(422);
    expect((await json(tooEarly)).errors.id[0]).toContain("過ぎてから");
  });

  test("a thread not about a request is a 422; a datetime-local value is read as Japan time", async () => {
    const a = await createMember(deps.db, { name: "甲" });
    const b = await createMember(deps.db, { name: "乙" });
    const opened = await callerFor(deps, a).threads.open({ user_id: b.id });
    const rest = await restAs(a);
    const response = await rest.post(`/api/threads/${opened.id}/appointments`, {
      slots: [{ starts_at: inHours(30) }],
    });
    expect(response.status).toBe(422);
    expect((await json(response)).errors.id[0]).toContain("依頼についてのメッセージ");

    const p = await pair();
    const next = new Date(Date.now() + 40 * 24 * HOUR + 9 * HOUR).toISOString().slice(0, 10);
    const local = await p.authorRest.post(`/api/threads/${p.threadId}/appointments`, {
      slots: [{ starts_at: `${next}T14:00` }],
    });
    expect(local.status).toBe(201);
    expect((await json(local)).data.slots[0].starts_at).toBe(`${next}T05:00:00.000000Z`);
  });
});

describe("only the two participants", () => {
  test("others and administrators get 404 on every call; unknown and malformed ids are 404, never 500", async () => {
    const p = await pair();
    const proposal = await callerFor(deps, p.author).appointments.propose({
      id: p.threadId,
      slots: [{ starts_at: inHours(30) }],
    });
    for (const options of [{}, { admin: true }]) {
      const stranger = await createMember(deps.db, options);
      const rest = await restAs(stranger);
      const calls: [string, string, unknown?][] = [
        ["POST", `/api/threads/${p.threadId}/appointments`, { slots: [{ starts_at: inHours(30) }] }],
        ["GET", `/api/threads/${p.threadId}/appointments`],
        ["POST", `/api/appointments/${proposal.id}/accept`, { slot: 0 }],
        ["POST", `/api/appointments/${proposal.id}/decline`, {}],
        ["POST", `/api/appointments/${proposal.id}/cancel`, { reason: "sick" }],
        ["POST", `/api/appointments/${proposal.id}/no-show`, {}],
        ["GET", `/api/appointments/${proposal.id}.ics`],
      ];
      for (const [method, path, body] of calls) {
        const response = await rest.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(404);
      }
      const list = await json(await rest.get("/api/appointments"));
      expect(list.data).toEqual([]);
      await expect(
        callerFor(deps, stranger).appointments.accept({ id: proposal.id, slot: 0 }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    for (const path of [
      "/api/appointments/99999999.ics",
      "/api/appointments/99999999999999.ics",
      "/api/appointments/abc.ics",
    ]) {
      const response = await p.authorRest.get(path);
      expect(response.status, path).toBe(404);
    }
    expect((await p.authorRest.post("/api/appointments/0/accept", { slot: 0 })).status).toBe(404);
  });
});

/** The properties of the VEVENT of an .ics text (unfolded), by name (parameters kept in the key). */
function parseIcs(text: string): Map<string, string> {
  expect(text.includes("\r\n")).toBe(true);
  for (const line of text.split("\r\n"))
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  const event = unfolded.slice(unfolded.indexOf("BEGIN:VEVENT"), unfolded.indexOf("END:VEVENT"));
  const props = new Map<string, string>();
  for (const line of event.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) props.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return props;
}

describe("the .ics", () => {
  test("text/calendar in Asia/Tokyo with the request's title (escaped), the thread's URL and a stable UID", async () => {
    const p = await pair();
    const startsAt = "2027-01-15T05:30:00.000Z"; // 14:30 in Japan
    const proposal = await callerFor(deps, p.author).appointments.propose({
      id: p.threadId,
      slots: [{ starts_at: startsAt, place: "北口、改札前" }],
    });
    const notYet = await p.authorRest.get(`/api/appointments/${proposal.id}.ics`);
    expect(notYet.status).toBe(404);
    await callerFor(deps, p.helper).appointments.accept({ id: proposal.id, slot: 0 });
    const response = await p.helperRest.get(`/api/appointments/${proposal.id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    expect(response.headers.get("content-disposition")).toContain(`appointment-${proposal.id}.ics`);
    const text = await response.text();
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo");
    const props = parseIcs(text);
    expect(props.get("DTSTART;TZID=Asia/Tokyo")).toBe("20270115T143000");
    expect(props.get("SUMMARY")).toBe("棚の組み立て\\, 手伝って\\; ください");
    expect(props.get("LOCATION")).toBe("北口、改札前");
    expect(props.get("URL")).toBe(`${deps.env.appUrl}/threads/${p.threadId}`);
    expect(props.get("DESCRIPTION")).toContain(`${deps.env.appUrl}/threads/${p.threadId}`);
    expect(props.get("STATUS")).toBe("CONFIRMED");
    expect(props.get("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
    const again = parseIcs(await (await p.authorRest.get(`/api/appointments/${proposal.id}.ics`)).text());
    expect(again.get("UID")).toBe(props.get("UID"));
    // tRPC answers the same file as {filename, content}.
    const viaTrpc = await callerFor(deps, p.author).appointments.ics({ id: proposal.id });
    expect(parseIcs(viaTrpc.content).get("UID")).toBe(props.get("UID") as string);
  });
});

describe("reminders", () => {
  test("scheduled once each at 18:00 the day before and 2 hours before; delivered when due, exactly once", async () => {
    const p = await pair();
    const before = (await jobsOf(deps.db, APPOINTMENT_REMINDER_QUEUE)).length;
    const startsAt = new Date(Date.now() + 72 * HOUR);
    startsAt.setUTCSeconds(0, 0);
    const proposal = await callerFor(deps, p.author).appointments.propose({
      id: p.threadId,
      slots: [{ starts_at: startsAt.toISOString() }],
    });
    await callerFor(deps, p.helper).appointments.accept({ id: proposal.id, slot: 0 });
    const jobs = (await jobsOf(deps.db, APPOINTMENT_REMINDER_QUEUE)).slice(before);
    expect(jobs).toHaveLength(2);
    const times = reminderTimes(startsAt);
    expect(jobs.map((job) => job.startAfter.getTime()).sort()).toEqual(
      [times.day.getTime(), times.soon.getTime()].sort(),
    );
    // 18:00 in Japan is 09:00 UTC.
    expect(times.day.getUTCHours()).toBe(9);
    await drainAppJobs(deps.db, deps.env);
    expect(await appointmentEvents(p.author.id)).toEqual(["confirmed"]);
    expect(await appointmentEvents(p.helper.id)).toEqual(["proposed"]);

    // The author turned e-mail for 日程調整 off; the helper keeps the default (immediate).
    await callerFor(deps, p.author).notifications.updateSettings({ email: { appointment: "off" } });
    await startWaitingJobsNow(deps.db, APPOINTMENT_REMINDER_QUEUE);
    // A duplicated job (a retry after a crash, a second scheduling) sends nothing more.
    await deps.db.transaction((tx) =>
      enqueueJob(tx, APPOINTMENT_REMINDER_QUEUE, {
        appointmentId: proposal.id,
        kind: "soon",
        startsAt: startsAt.toISOString(),
      }),
    );
    await drainAppJobs(deps.db, deps.env);
    const authorEvents = await appointmentEvents(p.author.id);
    expect(authorEvents.filter((e) => e.startsWith("reminder")).sort()).toEqual([
      "reminder_day",
      "reminder_soon",
    ]);
    const helperEvents = await appointmentEvents(p.helper.id);
    expect(helperEvents.filter((e) => e.startsWith("reminder")).sort()).toEqual([
      "reminder_day",
      "reminder_soon",
    ]);
    // Mailed as each chose: the helper's reminders, none of the author's.
    const mailedIds = new Set(
      (await jobsOf(deps.db, MAIL_QUEUE)).map(
        (job) => (job.data as { notificationId: number }).notificationId,
      ),
    );
    const reminders = await deps.db
      .select({ id: notifications.id, userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, "appointment"),
          sql`${notifications.data} ->> 'event' like 'reminder%'`,
          sql`${notifications.userId} in (${p.author.id}, ${p.helper.id})`,
        ),
      );
    expect(reminders).toHaveLength(4);
    const mailedTo = reminders.filter((row) => mailedIds.has(Number(row.id))).map((row) => row.userId);
    expect(mailedTo).toEqual([p.helper.id, p.helper.id]);
    // The in-app list reads it in Japanese, linking to the thread.
    const list = await callerFor(deps, p.helper).notifications.list({ page: 1 });
    const soon = list.data.find((row) => row.title.includes("2時間前"));
    expect(soon?.url).toBe(`/threads/${p.threadId}`);
    expect(soon?.body).toContain("棚の組み立て");
  });

  test("not sent after a cancellation (the status is checked when the job runs)", async () => {
    const p = await pair();
    const proposal = await callerFor(deps, p.helper).appointments.propose({
      id: p.threadId,
      slots: [{ starts_at: inHours(80) }],
    });
    await callerFor(deps, p.author).appointments.accept({ id: proposal.id, slot: 0 });
    const cancelled = await callerFor(deps, p.author).appointments.cancel({
      id: proposal.id,
      reason: "other",
      note: "急な出張が入りました",
    });
    expect(cancelled).toMatchObject({
      status: "cancelled",
      late_cancellation: false,
      cancel_reason: "other",
    });
    await startWaitingJobsNow(deps.db, APPOINTMENT_REMINDER_QUEUE);
    await drainAppJobs(deps.db, deps.env);
    expect(await appointmentEvents(p.helper.id)).toEqual(["confirmed", "cancelled"]);
    expect(await appointmentEvents(p.author.id)).toEqual(["proposed"]);
    const cancelledIcs = parseIcs(
      await (await p.helperRest.get(`/api/appointments/${proposal.id}.ics`)).text(),
    );
    expect(cancelledIcs.get("STATUS")).toBe("CANCELLED");
  });
});

describe("the profile's trace", () => {
  test("a cancellation less than 24 hours before and a no-show are counted on the profile (REST and tRPC)", async () => {
    const p = await pair();
    const author = callerFor(deps, p.author);
    const helper = callerFor(deps, p.helper);
    const soon = await author.appointments.propose({ id: p.threadId, slots: [{ starts_at: inHours(5) }] });
    await helper.appointments.accept({ id: soon.id, slot: 0 });
    const late = await helper.appointments.cancel({ id: soon.id, reason: "sick" });
    expect(late.late_cancellation).toBe(true);

    const later = await author.appointments.propose({ id: p.threadId, slots: [{ starts_at: inHours(6) }] });
    await helper.appointments.accept({ id: later.id, slot: 0 });
    // The time passes (moved back in the row: the rules read the clock).
    await deps.db.execute(
      sql`update appointments set starts_at = now() - interval '1 hour' where id = ${later.id}`,
    );
    const cannotCancel = await p.helperRest.post(`/api/appointments/${later.id}/cancel`, { reason: "sick" });
    expect(cannotCancel.status).toBe(422);
    const reported = await author.appointments.noShow({ id: later.id });
    expect(reported.no_show_reported_by).toBe(p.author.id);
    await expect(helper.appointments.noShow({ id: later.id })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });

    const profile = await json(await p.authorRest.get(`/api/users/${p.helper.id}`));
    expect(profile.data).toMatchObject({ late_cancellations: 1, no_shows: 1 });
    const authorProfile = await json(await p.helperRest.get(`/api/users/${p.author.id}`));
    expect(authorProfile.data).toMatchObject({ late_cancellations: 0, no_shows: 0 });
  });
});
