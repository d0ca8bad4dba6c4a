/**
 * 日程調整 (docs/product.md "日程調整"): in a thread about a request, either participant proposes 1–3 slots; the
 * other accepts one (the 予定) or declines; either cancels with a reason (less than 24 hours before the start is a
 * 直前キャンセル); after the start, the one who waited records that the other did not come. Only the two
 * participants see or act on an appointment (404 for anyone else, administrators included). Each change tells
 * the other participant in-app (the `notify` fan-out, channels as they chose), and a confirmation schedules the
 * two reminders (appointment-reminders.ts).
 *
 * At most one open proposal per thread: a second is a 422 until the first is answered or withdrawn (the
 * proposer's cancel of an open proposal withdraws it, without a reason's trace).
 */
import { sql } from "drizzle-orm";
import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { pageMeta } from "#shared/pagination.ts";
import {
  APPOINTMENTS_PER_PAGE,
  type AppointmentIcs,
  type AppointmentPage,
  type AppointmentView,
  LATE_CANCELLATION_MS,
  type TAcceptData,
  type TAppointmentIdData,
  type TAppointmentListData,
  type TCancelData,
  type ThreadAppointments,
  type TProposeData,
  type TThreadAppointmentsData,
} from "#shared/schemas/appointments.ts";
import { type Database, type DbOrTx, queryRows } from "../../db/client.ts";
import type { StoredSlot } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import type { Viewer } from "../../viewer.ts";
import { notify } from "../notifications/notifications.service.ts";
import { selectThreadAccess } from "../threads/threads.queries.ts";
import { appointmentIcs } from "./appointment-ics.ts";
import { scheduleReminders } from "./appointment-reminders.ts";
import {
  type AppointmentRow,
  appointmentFor,
  selectAppointments,
  toAppointmentView,
  UPCOMING_FIRST,
} from "./appointments.queries.ts";

const a = appointmentsCopy;

/** Writes of 日程調整 per member: 60 an hour (proposals, answers, cancellations, no-shows together). */
export const APPOINTMENT_WRITE_LIMIT = { max: 60, windowSeconds: 60 * 60 } as const;

/** How far ahead a slot may be (ms): one year. */
const MAX_AHEAD_MS = 366 * 24 * 3600 * 1000;

/**
 * The per-member limit on every write of 日程調整: APPOINTMENT_WRITE_LIMIT in `appointments:<member id>`.
 * @throws AppError TOO_MANY_REQUESTS (429).
 */
export function takeAppointmentLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = APPOINTMENT_WRITE_LIMIT;
  return takeRateLimit(
    db,
    `appointments:${viewer.id}`,
    max,
    windowSeconds,
    a.limit(max, windowSeconds / 3600),
  );
}

/** The appointment as the viewer sees it, or 404 appointment_not_found. */
async function mustFind(db: DbOrTx, viewer: Viewer, id: number): Promise<AppointmentRow> {
  const row = await appointmentFor(db, viewer.id, id);
  if (!row) throw AppError.notFound("appointment_not_found");
  return row;
}

/** A field error of 日程調整 (a Japanese 422). */
function invalid(field: string, message: string): AppError {
  return AppError.validation({ [field]: [message] });
}

/**
 * Proposes 1–3 slots in thread `id` (docs/product.md "日程調整"): `{id, slots: [{starts_at, place}]}` →
 * AppointmentView (status proposed). The thread must be about a request, the partner still a member and not
 * blocked either way, every slot within the coming year and no two the same, and no proposal open in the thread.
 * @throws AppError NOT_FOUND (thread_not_found: no such thread or not a participant), FORBIDDEN (blocked,
 *   partner_left), VALIDATION (Japanese: slots.N.starts_at past / too far / duplicate; id: not about a request;
 *   slots: an open proposal exists).
 */
export async function proposeAppointment(
  db: Database,
  viewer: Viewer,
  input: TProposeData,
  now: Date = new Date(),
): Promise<AppointmentView> {
  const access = await selectThreadAccess(db, input.id, viewer.id);
  if (!access?.is_participant) throw AppError.notFound("thread_not_found");
  if (access.blocked) throw AppError.forbidden("blocked");
  if (access.partner_id === null || access.partner_deleted_at !== null)
    throw AppError.forbidden("partner_left");
  const seen = new Set<number>();
  input.slots.forEach((slot, index) => {
    const time = Date.parse(slot.starts_at);
    const field = `slots.${index}.starts_at`;
    if (time <= now.getTime()) throw invalid(field, a.startsAtPast);
    if (time - now.getTime() > MAX_AHEAD_MS) throw invalid(field, a.startsAtTooFar);
    if (seen.has(time)) throw invalid(field, a.slotsDuplicate);
    seen.add(time);
  });
  const slots: StoredSlot[] = input.slots.map((slot) => ({ starts_at: slot.starts_at, place: slot.place }));
  const id = await db.transaction(async (tx) => {
    const [thread] = await queryRows<{ post_id: number | null }>(
      tx,
      sql`select t.post_id from threads t join posts p on p.id = t.post_id where t.id = ${input.id}`,
    );
    if (!thread || thread.post_id === null) throw invalid("id", a.notAboutRequest);
    // The partial unique index keeps one open proposal per thread even between two racing requests.
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into appointments (thread_id, post_id, proposed_by, responder_id, status, slots)
          values (${input.id}, ${thread.post_id}, ${viewer.id}, ${access.partner_id}, 'proposed',
                  ${JSON.stringify(slots)}::jsonb)
          on conflict (thread_id) where status = 'proposed' do nothing
          returning id`,
    );
    if (!row) throw invalid("slots", a.openProposalExists);
    const appointmentId = Number(row.id);
    await notify(tx, { kind: "appointment", appointmentId, event: "proposed", actorId: viewer.id });
    return appointmentId;
  });
  return toAppointmentView(viewer, await mustFind(db, viewer, id), now);
}

/**
 * Accepts slot `slot` (0-based) of an open proposal made by the other participant: `{id, slot}` → the 予定
 * (status confirmed, starts_at, place), its two reminders scheduled, the proposer told.
 * @throws AppError NOT_FOUND (appointment_not_found), VALIDATION (id: already answered, or one's own proposal;
 *   slot: no such slot, or its time has passed).
 */
export async function acceptAppointment(
  db: Database,
  viewer: Viewer,
  input: TAcceptData,
  now: Date = new Date(),
): Promise<AppointmentView> {
  const row = await mustFind(db, viewer, input.id);
  if (row.status !== "proposed") throw invalid("id", a.notProposed);
  if (row.proposed_by === viewer.id) throw invalid("id", a.ownProposal);
  const slot = row.slots[input.slot];
  if (!slot) throw invalid("slot", a.slotInvalid);
  const startsAt = new Date(slot.starts_at);
  if (startsAt.getTime() <= now.getTime()) throw invalid("slot", a.slotPassed);
  await db.transaction(async (tx) => {
    const changed = await queryRows<{ id: number }>(
      tx,
      sql`update appointments set status = 'confirmed', starts_at = ${startsAt.toISOString()}::timestamptz,
                 place = ${slot.place}, updated_at = now()
          where id = ${row.id} and status = 'proposed' returning id`,
    );
    if (changed.length === 0) throw invalid("id", a.notProposed);
    await scheduleReminders(tx, row.id, startsAt, now);
    await notify(tx, { kind: "appointment", appointmentId: row.id, event: "confirmed", actorId: viewer.id });
  });
  return toAppointmentView(viewer, await mustFind(db, viewer, row.id), now);
}

/**
 * Declines an open proposal of the other participant: `{id}` → status declined; the proposer is told.
 * @throws AppError NOT_FOUND (appointment_not_found), VALIDATION (id: already answered, or one's own proposal).
 */
export async function declineAppointment(
  db: Database,
  viewer: Viewer,
  input: TAppointmentIdData,
): Promise<AppointmentView> {
  const row = await mustFind(db, viewer, input.id);
  if (row.status !== "proposed") throw invalid("id", a.notProposed);
  if (row.proposed_by === viewer.id) throw invalid("id", a.ownProposal);
  await db.transaction(async (tx) => {
    const changed = await queryRows<{ id: number }>(
      tx,
      sql`update appointments set status = 'declined', updated_at = now()
          where id = ${row.id} and status = 'proposed' returning id`,
    );
    if (changed.length === 0) throw invalid("id", a.notProposed);
    await notify(tx, { kind: "appointment", appointmentId: row.id, event: "declined", actorId: viewer.id });
  });
  return toAppointmentView(viewer, await mustFind(db, viewer, row.id));
}

/**
 * Cancels a 予定 before its start, or withdraws one's own open proposal: `{id, reason, note?}` → status
 * cancelled with the reason; `late_cancellation` when a 予定 starts less than 24 hours later (counted on the
 * canceller's profile). The other participant is told; the reminders find the status and send nothing.
 * @throws AppError NOT_FOUND (appointment_not_found), VALIDATION (id: declined, cancelled, someone else's open
 *   proposal, or already started).
 */
export async function cancelAppointment(
  db: Database,
  viewer: Viewer,
  input: TCancelData,
  now: Date = new Date(),
): Promise<AppointmentView> {
  const row = await mustFind(db, viewer, input.id);
  const withdrawing = row.status === "proposed" && row.proposed_by === viewer.id;
  if (!withdrawing && row.status !== "confirmed") throw invalid("id", a.notCancellable);
  if (row.status === "confirmed" && row.starts_at && row.starts_at.getTime() <= now.getTime()) {
    throw invalid("id", a.alreadyStarted);
  }
  const late =
    row.status === "confirmed" &&
    row.starts_at !== null &&
    row.starts_at.getTime() - now.getTime() < LATE_CANCELLATION_MS;
  await db.transaction(async (tx) => {
    const changed = await queryRows<{ id: number }>(
      tx,
      sql`update appointments set status = 'cancelled', cancelled_by = ${viewer.id}, cancel_reason = ${input.reason},
                 cancel_note = ${input.note ?? null}, cancelled_at = ${now.toISOString()}::timestamptz,
                 late_cancellation = ${late}, updated_at = now()
          where id = ${row.id} and status = ${row.status} returning id`,
    );
    if (changed.length === 0) throw invalid("id", a.notCancellable);
    await notify(tx, { kind: "appointment", appointmentId: row.id, event: "cancelled", actorId: viewer.id });
  });
  return toAppointmentView(viewer, await mustFind(db, viewer, row.id), now);
}

/**
 * Records that the other participant did not come to a 予定 whose start has passed: `{id}` → the 予定 with
 * `no_show_reported_by` (the caller) — counted on the other's profile. Once per 予定.
 * @throws AppError NOT_FOUND (appointment_not_found), VALIDATION (id: not confirmed, not started yet, already
 *   recorded).
 */
export async function reportNoShow(
  db: Database,
  viewer: Viewer,
  input: TAppointmentIdData,
  now: Date = new Date(),
): Promise<AppointmentView> {
  const row = await mustFind(db, viewer, input.id);
  if (row.status !== "confirmed" || !row.starts_at) throw invalid("id", a.noShowNotConfirmed);
  if (row.starts_at.getTime() > now.getTime()) throw invalid("id", a.noShowTooEarly);
  if (row.no_show_reported_by !== null) throw invalid("id", a.noShowAlready);
  const other = row.proposed_by === viewer.id ? row.responder_id : row.proposed_by;
  const changed = await queryRows<{ id: number }>(
    db,
    sql`update appointments set no_show_reported_by = ${viewer.id}, no_show_reported_at = now(),
               no_show_user_id = ${other}, updated_at = now()
        where id = ${row.id} and no_show_reported_by is null returning id`,
  );
  if (changed.length === 0) throw invalid("id", a.noShowAlready);
  return toAppointmentView(viewer, await mustFind(db, viewer, row.id), now);
}

/**
 * The viewer's appointments, upcoming first (docs/product.md "日程調整"), 20 a page: `{data, meta}`.
 */
export async function listAppointments(
  db: DbOrTx,
  viewer: Viewer,
  { page }: TAppointmentListData,
): Promise<AppointmentPage> {
  const [rows, totals] = await Promise.all([
    selectAppointments(
      db,
      viewer.id,
      sql`true`,
      UPCOMING_FIRST,
      APPOINTMENTS_PER_PAGE,
      (page - 1) * APPOINTMENTS_PER_PAGE,
    ),
    queryRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from appointments where proposed_by = ${viewer.id} or responder_id = ${viewer.id}`,
    ),
  ]);
  const data = rows.map((row) => toAppointmentView(viewer, row));
  return { data, meta: pageMeta(page, APPOINTMENTS_PER_PAGE, Number(totals[0]?.total ?? 0), data.length) };
}

/**
 * The appointments of thread `id` the viewer takes part in, newest first (at most 20): what the thread page
 * shows at its top. @throws AppError NOT_FOUND (thread_not_found: no such thread or not a participant).
 */
export async function threadAppointments(
  db: DbOrTx,
  viewer: Viewer,
  input: TThreadAppointmentsData,
): Promise<ThreadAppointments> {
  const access = await selectThreadAccess(db, input.id, viewer.id);
  if (!access?.is_participant) throw AppError.notFound("thread_not_found");
  const rows = await selectAppointments(db, viewer.id, sql`a.thread_id = ${input.id}`, sql`a.id desc`, 20);
  return { data: rows.map((row) => toAppointmentView(viewer, row)) };
}

/** The row of an appointment for its participant `viewer` (the .ics), or 404. */
export function appointmentRowFor(db: DbOrTx, viewer: Viewer, id: number): Promise<AppointmentRow> {
  return mustFind(db, viewer, id);
}

/**
 * The .ics of a confirmed or cancelled 予定 for one of its participants: `{id}` → `{filename, content}`
 * (appointment-ics.ts; `appUrl` makes the thread's address absolute).
 * @throws AppError NOT_FOUND (appointment_not_found: not a participant, or no time agreed).
 */
export async function appointmentCalendar(
  db: DbOrTx,
  viewer: Viewer,
  input: TAppointmentIdData,
  appUrl: string,
): Promise<AppointmentIcs> {
  const row = await mustFind(db, viewer, input.id);
  return appointmentIcs(row, toAppointmentView(viewer, row).post?.title ?? null, appUrl);
}
