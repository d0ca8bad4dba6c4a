/**
 * Reading appointments (docs/product.md "日程調整"): one row with what its view needs (the request's title as the
 * viewer may read it, the partner's name) in one statement for any number of appointments, and the view itself,
 * which says what the viewer may do now. Only the two participants ever get a row (the callers' 404s).
 */
import { type SQL, sql } from "drizzle-orm";
import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import { paths } from "#shared/paths.ts";
import type {
  AppointmentStatus,
  AppointmentView,
  CancelReason,
  SlotView,
} from "#shared/schemas/appointments.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import type { StoredSlot } from "../../db/schema/index.ts";
import type { Viewer } from "../../viewer.ts";
import { requestTitleFor } from "../safety/hidden-content.ts";
import { appointmentWhen } from "./appointment-when.ts";

/** An appointment row as read for a participant. */
export interface AppointmentRow {
  id: number;
  thread_id: number;
  post_id: number | null;
  post_title: string | null;
  post_moderation: string | null;
  post_user_id: number | null;
  proposed_by: number | null;
  responder_id: number | null;
  status: AppointmentStatus;
  slots: StoredSlot[];
  starts_at: Date | null;
  place: string | null;
  cancelled_by: number | null;
  cancel_reason: CancelReason | null;
  cancel_note: string | null;
  cancelled_at: Date | null;
  late_cancellation: boolean;
  no_show_reported_by: number | null;
  no_show_reported_at: Date | null;
  partner_id: number | null;
  partner_name: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A timestamp column as a Date (PGlite answers Dates, postgres.js raw rows strings). */
function dateOf(value: Date | string | null): Date | null {
  return value === null ? null : value instanceof Date ? value : new Date(value);
}

/**
 * The appointments matching `where` that `viewerId` takes part in, with the request and the partner, ordered by
 * `order` (SQL over alias `a`), `limit`/`offset` applied. One statement.
 */
export async function selectAppointments(
  db: DbOrTx,
  viewerId: number,
  where: SQL,
  order: SQL,
  limit: number,
  offset = 0,
): Promise<AppointmentRow[]> {
  const rows = await queryRows<AppointmentRow>(
    db,
    sql`select a.id, a.thread_id, a.post_id, p.title as post_title, p.moderation as post_moderation,
               p.user_id as post_user_id, a.proposed_by, a.responder_id, a.status, a.slots, a.starts_at, a.place,
               a.cancelled_by, a.cancel_reason, a.cancel_note, a.cancelled_at, a.late_cancellation,
               a.no_show_reported_by, a.no_show_reported_at, u.id as partner_id, u.name as partner_name,
               a.created_at, a.updated_at
          from appointments a
          left join posts p on p.id = a.post_id
          left join users u on u.id = (case when a.proposed_by = ${viewerId} then a.responder_id
                                            else a.proposed_by end)
         where (a.proposed_by = ${viewerId} or a.responder_id = ${viewerId}) and ${where}
         order by ${order}
         limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    thread_id: Number(row.thread_id),
    slots: (typeof row.slots === "string" ? JSON.parse(row.slots) : row.slots) as StoredSlot[],
    starts_at: dateOf(row.starts_at),
    cancelled_at: dateOf(row.cancelled_at),
    no_show_reported_at: dateOf(row.no_show_reported_at),
    created_at: dateOf(row.created_at) as Date,
    updated_at: dateOf(row.updated_at) as Date,
    late_cancellation: Boolean(row.late_cancellation),
  }));
}

/** The appointment `id` if `viewerId` takes part in it, else null (the callers' 404). */
export async function appointmentFor(
  db: DbOrTx,
  viewerId: number,
  id: number,
): Promise<AppointmentRow | null> {
  const [row] = await selectAppointments(db, viewerId, sql`a.id = ${id}`, sql`a.id`, 1);
  return row ?? null;
}

/**
 * "Mine, upcoming first" (docs/product.md "日程調整"): confirmed 予定 still ahead, soonest first; then open
 * proposals, newest first; then the rest (past, declined, cancelled), latest first.
 */
export const UPCOMING_FIRST = sql`case when a.status = 'confirmed' and a.starts_at >= now() then 0
                                       when a.status = 'proposed' then 1 else 2 end,
                                  case when a.status = 'confirmed' and a.starts_at >= now()
                                       then extract(epoch from a.starts_at) end asc,
                                  coalesce(a.starts_at, a.created_at) desc, a.id desc`;

/** What a participant sees of an appointment, and what they may do now (`now`: the clock of the rules). */
export function toAppointmentView(
  viewer: Viewer,
  row: AppointmentRow,
  now: Date = new Date(),
): AppointmentView {
  const slots: SlotView[] = row.slots.map((slot) => ({
    starts_at: toApiDate(new Date(slot.starts_at)),
    place: slot.place,
    when: appointmentWhen(new Date(slot.starts_at), now),
  }));
  const mine = row.proposed_by === viewer.id;
  const proposed = row.status === "proposed";
  const confirmed = row.status === "confirmed";
  const started = row.starts_at !== null && row.starts_at.getTime() <= now.getTime();
  return {
    id: row.id,
    thread_id: row.thread_id,
    post:
      row.post_id === null || row.post_title === null
        ? null
        : {
            id: Number(row.post_id),
            title: requestTitleFor(viewer, {
              title: row.post_title,
              moderation: row.post_moderation,
              userId: row.post_user_id === null ? null : Number(row.post_user_id),
            }),
          },
    status: row.status,
    status_label: appointmentsCopy.status[row.status],
    slots,
    proposed_by: row.proposed_by === null ? null : Number(row.proposed_by),
    partner: {
      id: row.partner_id === null ? null : Number(row.partner_id),
      name: row.partner_name ?? copy.notifications.deletedUser,
    },
    starts_at: row.starts_at ? toApiDate(row.starts_at) : null,
    when: row.starts_at ? appointmentWhen(row.starts_at, now) : null,
    place: row.starts_at ? (row.place ?? "") : null,
    cancelled_by: row.cancelled_by === null ? null : Number(row.cancelled_by),
    cancel_reason: row.cancel_reason,
    cancel_reason_label: row.cancel_reason ? appointmentsCopy.reasons[row.cancel_reason] : null,
    cancel_note: row.cancel_note,
    cancelled_at: row.cancelled_at ? toApiDate(row.cancelled_at) : null,
    late_cancellation: row.late_cancellation,
    no_show_reported_by: row.no_show_reported_by === null ? null : Number(row.no_show_reported_by),
    no_show_reported_at: row.no_show_reported_at ? toApiDate(row.no_show_reported_at) : null,
    can: {
      accept: proposed && !mine,
      decline: proposed && !mine,
      // The proposer withdraws an open proposal with the same call; a 予定 is cancelled before it starts.
      cancel: (proposed && mine) || (confirmed && !started),
      no_show: confirmed && started && row.no_show_reported_by === null,
    },
    thread_url: paths.thread(row.thread_id),
    ics_url: confirmed ? `/api/appointments/${row.id}.ics` : null,
    created_at: toApiDate(row.created_at),
    updated_at: toApiDate(row.updated_at),
  };
}

/** A member's trace of 日程調整 on their profile. */
export interface AppointmentTrace {
  late_cancellations: number;
  no_shows: number;
}

/**
 * The profile's trace (docs/product.md "日程調整") of each member of `ids`: how many 直前キャンセル they made and
 * how many 予定 they did not come to. One statement (two partial-index lookups per member).
 */
export async function appointmentTracesOf(db: DbOrTx, ids: number[]): Promise<Map<number, AppointmentTrace>> {
  const traces = new Map<number, AppointmentTrace>();
  if (ids.length === 0) return traces;
  const rows = await queryRows<{ id: number; late: number | string; no_shows: number | string }>(
    db,
    sql`select m.id,
               (select count(*) from appointments a where a.cancelled_by = m.id and a.late_cancellation) as late,
               (select count(*) from appointments a where a.no_show_user_id = m.id) as no_shows
          from unnest(${`{${ids.join(",")}}`}::int[]) as m(id)`,
  );
  for (const row of rows) {
    traces.set(Number(row.id), { late_cancellations: Number(row.late), no_shows: Number(row.no_shows) });
  }
  return traces;
}
