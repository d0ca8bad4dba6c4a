/**
 * What several やさしい日本語 twins write with a reading of its own (docs/product.md "Languages"): the board's name,
 * and numbers whose counter is read in more than one way — 分 (ふん/ぷん), a day of the month (ついたち, はつか …),
 * a number of days (みっか), people (ひとり, ふたり) — in the Aozora Bunko notation, a whole 「｜5日《いつか》」 where
 * the number is part of the reading.
 */

/** The board's name (SERVICE_NAME of ../constants.ts) with its reading. */
export const SERVICE_NAME_EASY = "たすけあい掲示板《けいじばん》";

/** The reading of 分 after `n`: 2, 5, 7, 9 and 0 minutes are ふん, the others ぷん (いっぷん, さんぷん, じゅっぷん). */
export function minuteReading(n: number): string {
  return n === 0 || [2, 5, 7, 9].includes(Math.abs(n) % 10) ? "ふん" : "ぷん";
}

/** `n` minutes with the right reading: 1分《ぷん》, 5分《ふん》. */
export function minutesEasy(n: number): string {
  return `${n}分《${minuteReading(n)}》`;
}

/** How many days, read as a whole up to 10: 1 → いちにち, 2 → ふつか, 3 → みっか (index = number of days). */
export const COUNTED_DAY_READINGS = [
  "",
  "いちにち",
  "ふつか",
  "みっか",
  "よっか",
  "いつか",
  "むいか",
  "なのか",
  "ようか",
  "ここのか",
  "とおか",
] as const;

/** Days of a month read otherwise than as a count of days: 1 → ついたち, 20 → はつか. */
const DAY_OF_MONTH_READINGS: Readonly<Record<number, string>> = {
  1: "ついたち",
  14: "じゅうよっか",
  20: "はつか",
  24: "にじゅうよっか",
};

/** A day of the month with its reading: ｜1日《ついたち》, ｜5日《いつか》, 12日《にち》. */
export function dayOfMonthEasy(day: number): string {
  const reading = DAY_OF_MONTH_READINGS[day] ?? (day > 1 ? COUNTED_DAY_READINGS[day] : undefined);
  return reading ? `｜${day}日《${reading}》` : `${day}日《にち》`;
}

/** A number of people with its reading: ｜1人《ひとり》, ｜2人《ふたり》, 3人《にん》. */
export function peopleEasy(n: number): string {
  if (n === 1) return "｜1人《ひとり》";
  if (n === 2) return "｜2人《ふたり》";
  return `${n}人《にん》`;
}

/** A rate-limit window as people read it: 3600 → 1時間《じかん》, 600 → 10分《ぷん》. */
export function windowEasy(seconds: number): string {
  return seconds % 3600 === 0
    ? `${seconds / 3600}時間《じかん》`
    : minutesEasy(Math.max(1, Math.round(seconds / 60)));
}
