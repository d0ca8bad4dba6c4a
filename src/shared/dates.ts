/**
 * Date texts of docs/api.md: ISO-8601 UTC with microseconds on the wire; relative texts like Carbon ja
 * (3分前, 1時間前, 2日前, 1ヶ月前, 後 for the future) and Japanese dates in Asia/Tokyo for display.
 */

import { copy } from "./copy.ts";

const TOKYO = "Asia/Tokyo";

/** `2026-11-22T03:04:05.000000Z` (Laravel's serialisation). */
export function toApiDate(date: Date): string {
  // toISOString always ends in ".sssZ": three more zeros make the microseconds.
  return `${date.toISOString().slice(0, -1)}000Z`;
}

/**
 * Relative Japanese text of `date` seen at `now` (words from copy.relativeTime): "3分前", "1時間前", "2日前",
 * "1ヶ月前", "1年前", "5秒後". The largest whole unit is used; anything under a second reads "1秒前".
 */
export function relativeJa(date: Date, now: Date = new Date()): string {
  const diffSeconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const { text, units } = copy.relativeTime;
  const future = diffSeconds < 0;
  const s = Math.abs(diffSeconds);
  const steps: [number, string][] = [
    [365 * 24 * 3600, units.year],
    [30 * 24 * 3600, units.month],
    [7 * 24 * 3600, units.week],
    [24 * 3600, units.day],
    [3600, units.hour],
    [60, units.minute],
    [1, units.second],
  ];
  for (const [size, label] of steps) {
    if (s >= size) return text(Math.floor(s / size), label, future);
  }
  return text(1, units.second, future);
}

const dateFormatter = new Intl.DateTimeFormat("ja-JP", {
  timeZone: TOKYO,
  year: "numeric",
  month: "long",
  day: "numeric",
});
const dateTimeFormatter = new Intl.DateTimeFormat("ja-JP", {
  timeZone: TOKYO,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** Japan has kept UTC+9 all year since its last daylight saving time ended in September 1951. */
export const JST_OFFSET_MS = 9 * 3600 * 1000;
const STEADY_JST_FROM = Date.UTC(1952, 0, 1);

/**
 * `2026年11月22日` in Asia/Tokyo. From 1952 on written from the fixed UTC+9 offset (what Intl gives, at a
 * fraction of its cost: a list page formats 15 dates); earlier dates through Intl's time zone data.
 */
export function formatDateJa(date: Date): string {
  const time = date.getTime();
  if (!(time >= STEADY_JST_FROM)) return dateFormatter.format(date);
  const tokyo = new Date(time + JST_OFFSET_MS);
  return copy.calendarDate(tokyo.getUTCFullYear(), tokyo.getUTCMonth() + 1, tokyo.getUTCDate());
}

/** `2026年11月22日 12:04` in Asia/Tokyo. */
export function formatDateTimeJa(date: Date): string {
  return dateTimeFormatter.format(date);
}

/** Today in Japan as YYYY-MM-DD (the board's dates are Japanese calendar dates). */
export function todayInJapan(now: Date = new Date()): string {
  return new Date(now.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A calendar day `YYYY-MM-DD` (a request's date wanted, docs/product.md §10) the Japanese way with its weekday:
 * 「12月5日(土)」, with the year when it is not the year of `today` (YYYY-MM-DD, Japan): 「2027年1月5日(火)」.
 * A text that is not a calendar day is given back as it is.
 */
export function formatCalendarDayJa(day: string, today: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = copy.requests.weekdays[new Date(Date.UTC(year, month - 1, date)).getUTCDay()] ?? "";
  return copy.requests.calendarDay(today.slice(0, 4) === match[1] ? null : year, month, date, weekday);
}

/** True when `text` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
