/**
 * How a 日程調整 slot or 予定 reads (docs/product.md "日程調整"), for the server's answers, notifications and mails.
 * Apart from src/shared/dates.ts so the client's first page does not carry the 日程調整 texts.
 */

import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { copy } from "#shared/copy.ts";
import { JST_OFFSET_MS } from "#shared/dates.ts";

/**
 * 「12月5日(土) 14:00」 in Asia/Tokyo (the year added when it is not this year's): how a slot or a 予定 reads in
 * the app, the notifications and the mails.
 */
export function appointmentWhen(date: Date, now: Date = new Date()): string {
  const t = new Date(date.getTime() + JST_OFFSET_MS);
  const thisYear = new Date(now.getTime() + JST_OFFSET_MS).getUTCFullYear();
  const weekday = copy.requests.weekdays[t.getUTCDay()] ?? "";
  const year = t.getUTCFullYear() === thisYear ? null : t.getUTCFullYear();
  const time = `${String(t.getUTCHours()).padStart(2, "0")}:${String(t.getUTCMinutes()).padStart(2, "0")}`;
  return appointmentsCopy.when(year, t.getUTCMonth() + 1, t.getUTCDate(), weekday, time);
}
