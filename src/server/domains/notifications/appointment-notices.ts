/**
 * Who hears of a 日程調整 event and what their notification keeps (docs/product.md "日程調整", §11 Kinds): a
 * proposal, an answer or a cancellation goes to the participant who did not act; a reminder to both, and only
 * while the 予定 is still confirmed. Raw SQL over the appointments table, so the notifications domain needs no
 * import of the appointments domain (which imports this one to notify).
 */
import { type SQL, sql } from "drizzle-orm";

/** What happened to an appointment. */
export type AppointmentNotice =
  | "proposed"
  | "confirmed"
  | "declined"
  | "cancelled"
  | "reminder_day"
  | "reminder_soon";

/** The fan-out of one appointment event, as NotifyEvent carries it. */
export interface AppointmentNotifyEvent {
  kind: "appointment";
  appointmentId: number;
  event: AppointmentNotice;
  /** The participant who acted (null for a reminder). */
  actorId: number | null;
}

/**
 * The rows (user_id, type, actor_id, post_id, data) of the notifications of `event`, for insertFanOut: one per
 * recipient still a member. `data` keeps the actor's name, the request's title, the 予定's start and place and the
 * thread, so the text reads the same later.
 */
export function appointmentFanOutSql(event: AppointmentNotifyEvent): SQL {
  const actor = event.actorId;
  const reminder = event.event === "reminder_day" || event.event === "reminder_soon";
  return sql`select u.id, 'appointment', ${actor}::int, a.post_id,
                    jsonb_build_object('actor_name', coalesce(act.name, ''), 'post_title', coalesce(p.title, ''),
                                       'event', ${event.event}::text, 'starts_at', a.starts_at,
                                       'place', a.place, 'thread_id', a.thread_id)
             from appointments a
             join users u on u.id in (a.proposed_by, a.responder_id) and u.deleted_at is null
             left join users act on act.id = ${actor}::int
             left join posts p on p.id = a.post_id
             where a.id = ${event.appointmentId}
               and (${actor}::int is null or u.id <> ${actor}::int)
               and (${!reminder} or a.status = 'confirmed')`;
}
