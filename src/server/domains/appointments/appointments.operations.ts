/**
 * The operations of 日程調整 (docs/product.md "日程調整", docs/api.md "日程調整"): proposing slots in a thread
 * about a request, accepting or declining them, cancelling a 予定 with a reason, recording a no-show, the
 * viewer's list, a thread's appointments and the .ics file. Only the two participants see or act (404 for anyone
 * else, administrators included); every write takes the per-member limit of 日程調整.
 */

import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
import {
  type AppointmentIcs,
  ZAcceptInput,
  ZAppointmentIcs,
  ZAppointmentIdInput,
  ZAppointmentListInput,
  ZAppointmentPage,
  ZAppointmentView,
  ZCancelInput,
  ZProposeInput,
  ZThreadAppointments,
  ZThreadAppointmentsInput,
} from "#shared/schemas/appointments.ts";
import { defineOperation, fileAnswer } from "../../edge/define.ts";
import {
  acceptAppointment,
  appointmentCalendar,
  cancelAppointment,
  declineAppointment,
  listAppointments,
  proposeAppointment,
  reportNoShow,
  takeAppointmentLimit,
  threadAppointments,
} from "./appointments.service.ts";

const summaries = openapiCopy.summaries;
const appointmentPathId = { id: appointmentsCopy.notFound };
const threadPathId = { id: copy.threads.fetchFailed };
const participants =
  "the appointment: its thread's two participants only (404 for anyone else, admins included)";
const limitNote = "60 appointment writes an hour per member";

/** GET /api/appointments/{id}.ics answers the calendar file itself (text/calendar), not JSON. */
const icsAnswer = fileAnswer<AppointmentIcs>(
  "text/calendar; charset=utf-8",
  "RFC 5545 (VTIMEZONE Asia/Tokyo)",
);

export const appointmentsOperations = {
  /**
   * `{id (thread), slots: [{starts_at, place?}] (1–3)}` → AppointmentView (status proposed; REST 201 `{data}`).
   * @throws 401, 403 (unverified, blocked, partner_left), 404 (no such thread or not a participant), 422
   *   (Japanese: slots, a past or far slot, not about a request, an open proposal already), 429.
   */
  propose: defineOperation({
    name: "appointments.propose",
    summary: summaries["appointments.propose"],
    gate: "verified",
    kind: "mutation",
    owner: "the thread: its two participants only (404 for anyone else, admins included)",
    note: `${limitNote}; at most one open proposal per thread; the thread must be about a request`,
    input: ZProposeInput,
    output: ZAppointmentView,
    pathIds: threadPathId,
    refusals: [403, 404],
    rateLimit: (ctx) => takeAppointmentLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/threads/{id}/appointments", status: 201 },
    handler: (ctx, input) => proposeAppointment(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id (thread)}` → `{data: AppointmentView[]}`: the thread's appointments, newest first (20 at most).
   * @throws 401, 404.
   */
  forThread: defineOperation({
    name: "appointments.forThread",
    summary: summaries["appointments.forThread"],
    gate: "member",
    kind: "private-read",
    owner: "the thread: its two participants only (404 for anyone else, admins included)",
    input: ZThreadAppointmentsInput,
    output: ZThreadAppointments,
    pathIds: threadPathId,
    refusals: [404],
    rest: { method: "GET", path: "/threads/{id}/appointments", answer: "same" },
    handler: (ctx, input) => threadAppointments(ctx.db, ctx.viewer, input),
  }),
  /** `{id, slot}` (0-based) → the 予定 (status confirmed). @throws 401, 403 (unverified), 404, 422, 429. */
  accept: defineOperation({
    name: "appointments.accept",
    summary: summaries["appointments.accept"],
    gate: "verified",
    kind: "mutation",
    owner: `${participants}; only the participant who did not propose (422 for the proposer)`,
    note: limitNote,
    input: ZAcceptInput,
    output: ZAppointmentView,
    pathIds: appointmentPathId,
    refusals: [404],
    rateLimit: (ctx) => takeAppointmentLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/appointments/{id}/accept" },
    handler: (ctx, input) => acceptAppointment(ctx.db, ctx.viewer, input),
  }),
  /** `{id}` → the proposal (status declined). @throws 401, 403 (unverified), 404, 422, 429. */
  decline: defineOperation({
    name: "appointments.decline",
    summary: summaries["appointments.decline"],
    gate: "verified",
    kind: "mutation",
    owner: `${participants}; only the participant who did not propose (422 for the proposer)`,
    note: limitNote,
    input: ZAppointmentIdInput,
    output: ZAppointmentView,
    pathIds: appointmentPathId,
    refusals: [404],
    rateLimit: (ctx) => takeAppointmentLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/appointments/{id}/decline" },
    handler: (ctx, input) => declineAppointment(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id, reason: sick|schedule|other, note?}` → the 予定 (status cancelled, late_cancellation under 24 hours).
   * @throws 401, 403 (unverified), 404, 422 (note required with other; started; not cancellable), 429.
   */
  cancel: defineOperation({
    name: "appointments.cancel",
    summary: summaries["appointments.cancel"],
    gate: "verified",
    kind: "mutation",
    owner: `${participants}; either participant cancels a confirmed one, the proposer withdraws an open proposal`,
    note: `${limitNote}; less than 24 hours before the start counts as a late cancellation on the profile`,
    input: ZCancelInput,
    output: ZAppointmentView,
    pathIds: appointmentPathId,
    refusals: [404],
    rateLimit: (ctx) => takeAppointmentLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/appointments/{id}/cancel" },
    handler: (ctx, input) => cancelAppointment(ctx.db, ctx.viewer, input),
  }),
  /** `{id}` → the 予定 with no_show_reported_by. @throws 401, 403 (unverified), 404, 422 (before the start), 429. */
  noShow: defineOperation({
    name: "appointments.noShow",
    summary: summaries["appointments.noShow"],
    gate: "verified",
    kind: "mutation",
    owner: `${participants}; after the start, once; counts for the other participant`,
    note: limitNote,
    input: ZAppointmentIdInput,
    output: ZAppointmentView,
    pathIds: appointmentPathId,
    refusals: [404],
    rateLimit: (ctx) => takeAppointmentLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/appointments/{id}/no-show" },
    handler: (ctx, input) => reportNoShow(ctx.db, ctx.viewer, input),
  }),
  /** `{page?}` → the viewer's appointments, upcoming first, 20 a page (REST: Laravel's page). @throws 401. */
  list: defineOperation({
    name: "appointments.list",
    summary: summaries["appointments.list"],
    gate: "member",
    kind: "private-read",
    owner: "the appointments the caller takes part in",
    input: ZAppointmentListInput,
    output: ZAppointmentPage,
    rest: { method: "GET", path: "/appointments" },
    handler: (ctx, input) => listAppointments(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id}` → `{filename, content}`; REST answers the file itself (text/calendar, attachment).
   * @throws 401, 404 (not a participant, or no time agreed).
   */
  ics: defineOperation({
    name: "appointments.ics",
    summary: summaries["appointments.ics"],
    gate: "member",
    kind: "private-read",
    owner: participants,
    input: ZAppointmentIdInput,
    output: ZAppointmentIcs,
    pathIds: appointmentPathId,
    refusals: [404],
    rest: { method: "GET", path: "/appointments/{id}.ics", custom: icsAnswer },
    handler: (ctx, input) => appointmentCalendar(ctx.db, ctx.viewer, input, ctx.env.appUrl),
  }),
};
