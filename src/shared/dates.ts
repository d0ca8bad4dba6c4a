/**
 * Date texts of docs/api.md: ISO-8601 UTC with microseconds on the wire; relative texts like Carbon ja
 * (3分前, 1時間前, 2日前, 1ヶ月前, 後 for the future) and Japanese dates in Asia/Tokyo for display.
 */
import { copy } from "./copy.ts";

const TOKYO = "Asia/Tokyo";

/** `2026-11-22T03:04:05.000000Z` (Laravel's serialisation). */
export function toApiDate(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

/**
 * Relative Japanese text of `date` seen at `now` (words from copy.relativeTime): "3分前", "1時間前", "2日前",
 * "1ヶ月前", "1年前", "5秒後". The largest whole unit is used; anything under a second reads "1秒前".
 */
export function relativeJa(date: Date, now: Date = new Date()): string {
  const diffSeconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const { past, future, units } = copy.relativeTime;
  const suffix = diffSeconds < 0 ? future : past;
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
    if (s >= size) return `${Math.floor(s / size)}${label}${suffix}`;
  }
  return `1${units.second}${suffix}`;
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

/** `2026年11月22日` in Asia/Tokyo. */
export function formatDateJa(date: Date): string {
  return dateFormatter.format(date);
}

/** `2026年11月22日 12:04` in Asia/Tokyo. */
export function formatDateTimeJa(date: Date): string {
  return dateTimeFormatter.format(date);
}
