/**
 * The .ics of a 予定 (docs/product.md "日程調整"; RFC 5545): one VEVENT in Asia/Tokyo (a VTIMEZONE and
 * DTSTART;TZID, Japan keeps UTC+9 all year), SUMMARY the request's title, LOCATION the place note, URL and
 * DESCRIPTION the thread's address, a UID stable per appointment, STATUS CONFIRMED or CANCELLED. Texts are
 * escaped (backslash, semicolon, comma, line breaks) and lines folded at 75 octets without splitting a UTF-8
 * character; lines end in CRLF.
 */
import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { paths } from "#shared/paths.ts";
import type { AppointmentIcs } from "#shared/schemas/appointments.ts";
import { AppError } from "../../errors.ts";
import type { AppointmentRow } from "./appointments.queries.ts";

/** How long a 予定 lasts in the calendar when nothing says (ms): one hour. */
const DEFAULT_DURATION_MS = 3600 * 1000;
const JST_OFFSET_MS = 9 * 3600 * 1000;

/** A TEXT value escaped per RFC 5545 §3.3.11. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A content line folded per RFC 5545 §3.1: at most 75 octets a line, continuation lines start with a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation line 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** `20261205T140000` in Japan (a DATE-TIME with TZID=Asia/Tokyo). */
function tokyoStamp(date: Date): string {
  return new Date(date.getTime() + JST_OFFSET_MS).toISOString().replace(/[-:]/g, "").slice(0, 15);
}

/** `20261205T050000Z` (a UTC DATE-TIME). */
function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/**
 * The calendar file of appointment `row` (confirmed or cancelled) for its participants; `appUrl` makes the
 * thread's address absolute, `title` is the request's title as the viewer reads it.
 * @throws AppError NOT_FOUND (appointment_not_found) when it has no time yet (a proposal) or was declined.
 */
export function appointmentIcs(
  row: AppointmentRow,
  title: string | null,
  appUrl: string,
  now = new Date(),
): AppointmentIcs {
  if (!row.starts_at || (row.status !== "confirmed" && row.status !== "cancelled")) {
    throw AppError.notFound("appointment_not_found");
  }
  const url = new URL(paths.thread(row.thread_id), appUrl).toString();
  const host = new URL(appUrl).hostname || "tasukeai.local";
  const summary = title ?? appointmentsCopy.ics.fallbackTitle;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//tasukeai//appointments//JA",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Tokyo",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0900",
    "TZOFFSETTO:+0900",
    "TZNAME:JST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:appointment-${row.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=Asia/Tokyo:${tokyoStamp(row.starts_at)}`,
    `DTEND;TZID=Asia/Tokyo:${tokyoStamp(new Date(row.starts_at.getTime() + DEFAULT_DURATION_MS))}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    ...(row.place ? [`LOCATION:${escapeIcsText(row.place)}`] : []),
    `URL:${url}`,
    `DESCRIPTION:${escapeIcsText(appointmentsCopy.ics.description(url))}`,
    `STATUS:${row.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    // A cancellation replaces the event a calendar imported before (same UID, higher SEQUENCE).
    `SEQUENCE:${row.status === "cancelled" ? 1 : 0}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return {
    filename: `appointment-${row.id}.ics`,
    content: `${lines.map(foldIcsLine).join("\r\n")}\r\n`,
  };
}
