/**
 * Inputs and outputs of 日程調整 (docs/product.md "日程調整"; docs/api.md "日程調整"): proposing up to 3 slots in a
 * thread about a request, accepting one, declining, cancelling with a reason, recording a no-show, the lists, and
 * the .ics file. REST and tRPC parse the same input.
 */
import { z } from "zod";
import { appointmentsCopy } from "../copy/appointments.ts";
import { copy } from "../copy.ts";
import { formInt, formList, formPage, pageOf, requiredId, textField } from "./fields.ts";

const a = appointmentsCopy;

/** At most this many slots in one proposal. */
export const MAX_APPOINTMENT_SLOTS = 3;
/** The longest place note, in characters. */
export const APPOINTMENT_PLACE_MAX = 100;
/** The longest cancellation note, in characters. */
export const APPOINTMENT_NOTE_MAX = 500;
/** Appointments per page of GET /api/appointments. */
export const APPOINTMENTS_PER_PAGE = 20;
/** A cancellation closer than this to the start (ms) is a 直前キャンセル. */
export const LATE_CANCELLATION_MS = 24 * 3600 * 1000;

export const APPOINTMENT_STATUSES = ["proposed", "confirmed", "declined", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const CANCEL_REASONS = ["sick", "schedule", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * A slot's start as sent: an ISO-8601 instant with its offset (`2026-12-05T05:00:00Z`, `…+09:00`) or the
 * value of an `<input type="datetime-local">` (`2026-12-05T14:00`), which is a time in Japan. Answers the instant
 * as an ISO string (UTC), or null when it is none.
 */
export function parseSlotStart(value: string): string | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map((part) => Number(part ?? 0)) as number[];
    const utc = Date.UTC(y as number, (mo as number) - 1, d, (h as number) - 9, mi, s ?? 0);
    const check = new Date(utc + 9 * 3600 * 1000);
    // 2026-02-31 would roll over to March: refuse rather than guess.
    if (check.getUTCMonth() !== (mo as number) - 1 || check.getUTCDate() !== d || (h as number) > 23)
      return null;
    return new Date(utc).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

const ZSlotInput = z.object(
  {
    starts_at: textField(a.fields.starts_at, {
      min: 1,
      max: 40,
      messages: { type: a.startsAtInvalid },
    }).transform((text, ctx) => {
      const iso = parseSlotStart(text);
      if (iso === null) {
        ctx.addIssue({ code: "custom", message: a.startsAtInvalid });
        return z.NEVER;
      }
      return iso;
    }),
    place: textField(a.fields.place, { max: APPOINTMENT_PLACE_MAX })
      .optional()
      .transform((text) => text ?? ""),
  },
  { error: a.startsAtInvalid },
);

const appointmentId = requiredId(a.fields.id);
const threadId = requiredId(copy.fields.thread_id);

/** POST /api/threads/{id}/appointments {slots: [{starts_at, place?}] (1–3)}. */
export const ZProposeInput = z.object({
  id: threadId,
  slots: formList(
    z
      .array(ZSlotInput, { error: a.slotsRequired })
      .min(1, a.slotsRequired)
      .max(MAX_APPOINTMENT_SLOTS, a.slotsTooMany(MAX_APPOINTMENT_SLOTS)),
  ),
});
export type TProposeData = z.output<typeof ZProposeInput>;

/** An appointment id (decline, no-show, the .ics). */
export const ZAppointmentIdInput = z.object({ id: appointmentId });
export type TAppointmentIdData = z.output<typeof ZAppointmentIdInput>;

/** POST /api/appointments/{id}/accept {slot}: the 0-based index of the chosen slot. */
export const ZAcceptInput = z.object({
  id: appointmentId,
  slot: formInt(
    z
      .number({ error: a.slotInvalid })
      .int(a.slotInvalid)
      .min(0, a.slotInvalid)
      .max(MAX_APPOINTMENT_SLOTS - 1, a.slotInvalid),
  ),
});
export type TAcceptData = z.output<typeof ZAcceptInput>;

/** POST /api/appointments/{id}/cancel {reason, note?}: a note is required with `other`. */
export const ZCancelInput = z
  .object({
    id: appointmentId,
    reason: z.enum(CANCEL_REASONS, { error: a.reasonInvalid }),
    note: textField(a.fields.note, { max: APPOINTMENT_NOTE_MAX, multiline: true })
      .optional()
      .transform((text) => (text ? text : undefined)),
  })
  .superRefine((input, ctx) => {
    if (input.reason === "other" && !input.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: a.noteRequired });
    }
  });
export type TCancelData = z.output<typeof ZCancelInput>;

/** GET /api/appointments?page. */
export const ZAppointmentListInput = z.object({ page: formPage() });
export type TAppointmentListData = z.output<typeof ZAppointmentListInput>;

/** GET /api/threads/{id}/appointments. */
export const ZThreadAppointmentsInput = z.object({ id: threadId });
export type TThreadAppointmentsData = z.output<typeof ZThreadAppointmentsInput>;

/** One slot as answered: the instant (UTC ISO), the place note ("" when none) and the Japanese text of when. */
export const ZSlotView = z.object({ starts_at: z.string(), place: z.string(), when: z.string() });
export type SlotView = z.infer<typeof ZSlotView>;

/** One appointment as one of its two participants sees it. */
export const ZAppointmentView = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  post: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  status_label: z.string(),
  slots: z.array(ZSlotView),
  /** The member who proposed (null once they left). */
  proposed_by: z.number().int().nullable(),
  partner: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** The accepted slot (confirmed, and kept on a cancelled 予定). */
  starts_at: z.string().nullable(),
  when: z.string().nullable(),
  place: z.string().nullable(),
  cancelled_by: z.number().int().nullable(),
  cancel_reason: z.enum(CANCEL_REASONS).nullable(),
  cancel_reason_label: z.string().nullable(),
  cancel_note: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  late_cancellation: z.boolean(),
  no_show_reported_by: z.number().int().nullable(),
  no_show_reported_at: z.string().nullable(),
  /** What the viewer may do now. */
  can: z.object({
    accept: z.boolean(),
    decline: z.boolean(),
    cancel: z.boolean(),
    no_show: z.boolean(),
  }),
  thread_url: z.string(),
  ics_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppointmentView = z.infer<typeof ZAppointmentView>;

export const ZAppointmentPage = pageOf(ZAppointmentView);
export type AppointmentPage = z.infer<typeof ZAppointmentPage>;

/** The appointments of one thread, newest first (at most 20). */
export const ZThreadAppointments = z.object({ data: z.array(ZAppointmentView) });
export type ThreadAppointments = z.infer<typeof ZThreadAppointments>;

/** The .ics of a 予定: its file name and its text (RFC 5545, CRLF line ends). */
export const ZAppointmentIcs = z.object({ filename: z.string(), content: z.string() });
export type AppointmentIcs = z.infer<typeof ZAppointmentIcs>;
