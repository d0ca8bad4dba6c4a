/**
 * How a 日程調整 slot or 予定 reads (docs/product.md "日程調整"), for the server's answers, notifications and mails.
 * Apart from src/shared/dates.ts so the client's first page does not carry the 日程調整 texts.
 */

import { JST_OFFSET_MS } from "#shared/dates.ts";
import { DEFAULT_LANGUAGE, type Language } from "#shared/language.ts";
import { catalogueIn } from "../../mail/catalogue.ts";

/**
 * 「12月5日(土) 14:00」 in Asia/Tokyo (the year added when it is not this year's): how a slot or a 予定 reads in
 * the app, the notifications and the mails. `language`: the catalogue whose weekdays and template write it — English
 * ("Sat, Dec 5, 14:00") for a mail or push to an English reader (docs/product.md "Languages", "Mails and
 * notifications"); the answers' records keep Japanese.
 */
export function appointmentWhen(
  date: Date,
  now: Date = new Date(),
  language: Language = DEFAULT_LANGUAGE,
): string {
  const c = catalogueIn(language);
  const t = new Date(date.getTime() + JST_OFFSET_MS);
  const thisYear = new Date(now.getTime() + JST_OFFSET_MS).getUTCFullYear();
  const weekday = c.copy.requests.weekdays[t.getUTCDay()] ?? "";
  const year = t.getUTCFullYear() === thisYear ? null : t.getUTCFullYear();
  const time = `${String(t.getUTCHours()).padStart(2, "0")}:${String(t.getUTCMinutes()).padStart(2, "0")}`;
  return c.appointments.when(year, t.getUTCMonth() + 1, t.getUTCDate(), weekday, time);
}
