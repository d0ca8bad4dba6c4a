/**
 * Date texts of messages (docs/product.md §2 Threads list and Thread show), in Asia/Tokyo: the day key and time of a
 * message, the date separator (今日, 昨日, else a Japanese date) and the list's short time.
 */
import { copy } from "./copy.ts";

const TOKYO = "Asia/Tokyo";

const dayKeyFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: TOKYO,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const timeFormatter = new Intl.DateTimeFormat("ja-JP", {
  timeZone: TOKYO,
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
const longDateFormatter = new Intl.DateTimeFormat("ja-JP", {
  timeZone: TOKYO,
  year: "numeric",
  month: "long",
  day: "numeric",
  weekday: "short",
});
const monthDayFormatter = new Intl.DateTimeFormat("ja-JP", {
  timeZone: TOKYO,
  month: "long",
  day: "numeric",
});

/** `2026-11-22`: the Tokyo calendar day of `date`. */
export function tokyoDayKey(date: Date): string {
  return dayKeyFormatter.format(date);
}

/** `09:05`: the Tokyo time of `date`. */
export function tokyoTime(date: Date): string {
  return timeFormatter.format(date);
}

function previousDayKey(dayKey: string): string {
  const [y, m, d] = dayKey.split("-").map(Number);
  const utc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - 24 * 3600 * 1000);
  return utc.toISOString().slice(0, 10);
}

/** The separator above a day's messages: 今日, 昨日, else `2026年11月20日(金)`. */
export function daySeparatorLabel(dayKey: string, now: Date = new Date()): string {
  const today = tokyoDayKey(now);
  if (dayKey === today) return copy.threads.today;
  if (dayKey === previousDayKey(today)) return copy.threads.yesterday;
  const [y, m, d] = dayKey.split("-").map(Number);
  // 03:00 UTC is noon of that calendar day in Tokyo.
  return longDateFormatter.format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 3)));
}

/** The list's short time: `14:05` today, 昨日, `11月20日` this year, else `2025年11月20日`. */
export function shortMessageTime(date: Date, now: Date = new Date()): string {
  const key = tokyoDayKey(date);
  const today = tokyoDayKey(now);
  if (key === today) return tokyoTime(date);
  if (key === previousDayKey(today)) return copy.threads.yesterday;
  if (key.slice(0, 4) === today.slice(0, 4)) return monthDayFormatter.format(date);
  const [y, m, d] = key.split("-").map(Number);
  return `${y}年${m}月${d}日`;
}

/** The thread preview of docs/product.md §2: the first `max` characters, followed by … when there was more. */
export function messagePreview(body: string, max: number): string {
  const oneLine = body.replace(/\s+/gu, " ").trim();
  const chars = Array.from(oneLine);
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : oneLine;
}

/** Messages of 4 characters or fewer without whitespace are shown centred (docs/product.md §2 Thread show). */
export function isShortStamp(body: string): boolean {
  return !/\s/u.test(body) && Array.from(body).length <= 4;
}
