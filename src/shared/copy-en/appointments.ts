/**
 * English copy of scheduling (docs/product.md "日程調整"): the fields and 422s of a proposal, its answers and
 * cancellation, the notifications and reminders, the thread's appointment panel, the my page list and the profile's
 * count of late cancellations and no-shows.
 */

import { SERVICE_NAME_EN } from "../constants.ts";
import type { appointmentsCopy } from "../copy/appointments.ts";
import { appointmentsErrorTextsEn } from "./refusals.ts";
import type { Translation } from "./translation.ts";

/**
 * The board's name in English, as in ./copy.ts: English texts carry no kana or kanji
 * (tests/unit/copy-translations.test.ts).
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export const appointmentsCopyEn: Translation<typeof appointmentsCopy> = {
  ...appointmentsErrorTextsEn,
  fields: {
    id: "Appointment",
    slots: "Proposed times",
    starts_at: "Date and time",
    place: "Place",
    slot: "Option",
    reason: "Reason for cancelling",
    note: "Details of the reason",
  },
  /** "Sat, Dec 5, 14:00", with the year when it is not this year's ("Sat, Dec 5, 2027, 14:00"). */
  when: (year: number | null, month: number, day: number, weekday: string, time: string) =>
    `${weekday ? `${weekday}, ` : ""}${MONTHS[month - 1] ?? month} ${day}${year === null ? "" : `, ${year}`}, ${time}`,
  slotsRequired: "Please enter at least one time option.",
  slotsTooMany: (max: number) => `You can enter up to ${max} ${max === 1 ? "option" : "options"}.`,
  startsAtInvalid: "The date and time are not in a valid format.",
  startsAtPast: "Please choose a time later than now.",
  startsAtTooFar: "Please choose a time within one year from now.",
  slotsDuplicate: "Two options have the same date and time.",
  notAboutRequest: "Scheduling can only be used in messages about a request.",
  openProposalExists:
    "A proposal is still waiting for an answer. Please wait for the answer, or withdraw the proposal before making a new one.",
  partnerGone: "You cannot propose a time because the other person has deleted their account.",
  notProposed: "This proposal has already been answered.",
  ownProposal: "You cannot answer your own proposal. Please wait for the other person's answer.",
  slotInvalid: "The option number is not valid.",
  slotPassed: "The time of this option has already passed. Please propose another time.",
  notCancellable: "This appointment cannot be cancelled.",
  alreadyStarted:
    "An appointment cannot be cancelled after its start time. If the other person did not come, press “Didn't show up”.",
  reasonInvalid:
    "Please choose the reason for cancelling: “Not feeling well”, “Schedule changed” or “Other”.",
  noteRequired: "Please write the reason when you choose “Other”.",
  noShowNotConfirmed: "“Didn't show up” can only be recorded for a confirmed appointment.",
  noShowTooEarly: "“Didn't show up” can only be recorded after the appointment time.",
  noShowAlready: "“Didn't show up” has already been recorded for this appointment.",
  limit: (max: number, hours: number) =>
    `Too many scheduling actions (up to ${max} per ${hours === 1 ? "hour" : `${hours} hours`}). Please try again later.`,
  reasons: { sick: "Not feeling well", schedule: "Schedule changed", other: "Other" },
  status: {
    proposed: "Waiting for answer",
    confirmed: "Confirmed",
    declined: "Declined",
    cancelled: "Cancelled",
  },
  /** Notification texts (docs/product.md §11 Kinds, "日程調整"). */
  notice: {
    proposed: (actor: string) => `${actor} sent you a scheduling proposal`,
    confirmed: (actor: string) => `${actor} confirmed the appointment`,
    declined: (actor: string) => `${actor} declined the scheduling proposal`,
    cancelled: (actor: string) => `${actor} cancelled the appointment`,
    reminder_day: "Your appointment is tomorrow",
    reminder_soon: "Your appointment starts soon (in 2 hours)",
    body: (title: string, when: string, place: string) =>
      `“${title}”${when ? ` · ${when}` : ""}${place ? ` · ${place}` : ""}`,
  },
  kindLabel: "Scheduling and reminders",
  /** The .ics file. */
  ics: {
    description: (url: string) => `Message on ${SERVICE_NAME_EN}: ${url}`,
    fallbackTitle: `${SERVICE_NAME_EN} appointment`,
  },
  /** The thread's panel and form. */
  panel: {
    heading: "Appointment",
    proposalHeading: "Proposed times",
    proposedByMe: "Waiting for the other person's answer.",
    proposedByPartner: "Please choose a time that suits you.",
    choose: "Confirm this time",
    chooseLabel: (when: string, place: string) => `Confirm this time: ${when}${place ? `, ${place}` : ""}`,
    decline: "None of these times work",
    withdraw: "Withdraw the proposal",
    ics: "Add to calendar (.ics)",
    cancel: "Cancel",
    noShow: "Didn't show up",
    noShowDone: "Recorded as “Didn't show up”.",
    cancelDialogTitle: "Cancel the appointment",
    cancelLate:
      "The appointment starts in less than 24 hours. It will be recorded on your profile as a late cancellation.",
    cancelSubmit: "Cancel appointment",
    close: "Close",
    formToggle: "Propose a time",
    formLead: "You can enter up to 3 options.",
    slotLabel: (n: number) => `Option ${n}`,
    placeLabel: "Place (note)",
    placeHint: "e.g. a station name or “on site”",
    submit: "Send the proposal",
    sent: "Your proposal has been sent.",
    confirmed: "The appointment is confirmed.",
    declinedDone: "You declined the proposal.",
    cancelledDone: "The appointment has been cancelled.",
    lateMark: "Late cancellation",
    noShowMark: "No-show recorded",
  },
  mypage: {
    heading: "Appointments",
    empty: "No appointments yet.",
    openThread: "Open the messages",
  },
  /** The profile's count beside the ratings. */
  profileCount: (count: number) => `Late cancellations and no-shows: ${count}`,
  profileCountLabel: (late: number, noShows: number) => `Late cancellations: ${late}, no-shows: ${noShows}`,
};
