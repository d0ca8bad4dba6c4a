/**
 * The reminders of a 予定 (docs/product.md "日程調整"): the day before at 18:00 in Japan and 2 hours before the
 * start, to both participants through the channels each chose for 日程調整 (in-app always; e-mail and push as set
 * in 通知の設定). Scheduled on the job queue when the 予定 is confirmed (pg-boss `startAfter`), in the same
 * transaction; a reminder whose time has already passed is not scheduled. When the job runs it sends only if the
 * 予定 is still confirmed at the same start, and marks the appointment's sent-column in the same statement, so a
 * retried or duplicated job sends nothing more: exactly once each, and never after a cancellation.
 */
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows, type Transaction } from "../../db/client.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { fanOutNotification } from "../notifications/notifications.service.ts";

/** The queue of the reminders. */
export const APPOINTMENT_REMINDER_QUEUE = "appointment-reminder";

/** Which reminder: the day before at 18:00 (Japan) or 2 hours before. */
export type ReminderKind = "day" | "soon";

/** A reminder job: the appointment, which reminder, and the start it was scheduled for (ISO). */
export interface ReminderJob {
  appointmentId: number;
  kind: ReminderKind;
  startsAt: string;
}

const HOUR_MS = 3600 * 1000;
const JST_OFFSET_MS = 9 * HOUR_MS;

/** When each reminder of a 予定 starting at `startsAt` is due: 18:00 in Japan the day before, and 2 hours before. */
export function reminderTimes(startsAt: Date): Record<ReminderKind, Date> {
  const tokyo = new Date(startsAt.getTime() + JST_OFFSET_MS);
  // 18:00 JST of the previous Japanese day is 09:00 UTC of that day.
  const day = new Date(
    Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate() - 1, 9, 0, 0),
  );
  return { day, soon: new Date(startsAt.getTime() - 2 * HOUR_MS) };
}

/**
 * Queues the reminders of appointment `appointmentId` starting at `startsAt` that are still ahead of `now`, in
 * the caller's transaction (they exist exactly when the confirmation commits).
 */
export async function scheduleReminders(
  tx: DbOrTx,
  appointmentId: number,
  startsAt: Date,
  now: Date = new Date(),
): Promise<void> {
  const times = reminderTimes(startsAt);
  for (const kind of ["day", "soon"] as const) {
    if (times[kind].getTime() <= now.getTime()) continue;
    const job: ReminderJob = { appointmentId, kind, startsAt: startsAt.toISOString() };
    await enqueueJob(tx, APPOINTMENT_REMINDER_QUEUE, job, { startAfter: times[kind] });
  }
}

/**
 * The job of one reminder (queue `appointment-reminder`): marks it sent if the 予定 is still confirmed at the
 * start it was scheduled for and it was not sent before, then writes both participants' notifications (and
 * queues their mails and pushes) in the job's transaction. Otherwise does nothing.
 */
export async function sendAppointmentReminder(tx: Transaction, job: ReminderJob): Promise<void> {
  const column = job.kind === "day" ? sql.raw("reminder_day_sent_at") : sql.raw("reminder_soon_sent_at");
  const marked = await queryRows<{ id: number }>(
    tx,
    sql`update appointments set ${column} = now()
        where id = ${job.appointmentId} and status = 'confirmed' and starts_at = ${job.startsAt}::timestamptz
          and ${column} is null
        returning id`,
  );
  if (marked.length === 0) return;
  await fanOutNotification(tx, {
    kind: "appointment",
    appointmentId: job.appointmentId,
    event: job.kind === "day" ? "reminder_day" : "reminder_soon",
    actorId: null,
  });
}
