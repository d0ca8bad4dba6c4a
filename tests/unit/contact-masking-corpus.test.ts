/**
 * The contact-masking corpus (docs/product.md §12 Contact details held back): at least 300 thread messages that
 * carry a contact detail — written the ways people and attackers write them, some split over consecutive
 * messages — must be masked (≥ 97 %), and at least 300 ordinary messages with dates, times, prices, counts,
 * postal codes, addresses and station names must be left alone (≤ 1 % masked). The corpus is data in
 * tests/fixtures/contact-masking/ (hand-written files and generate-corpus.ts's output).
 *
 * "Masked" is judged on the output, not on the `masked` flag: no run of four of the detail's digits and no word
 * (4+ letters) of its address or ID may survive anywhere in the sender's messages as shown.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { maskThreadMessages } from "#shared/contact-masking.ts";

const DIR = join(import.meta.dir, "..", "fixtures", "contact-masking");
const MESSAGE_SEPARATOR = "␞";

/** The lines of corpus files (comments and blank lines left out), with "\n" read as a line break. */
function corpus(...files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(join(DIR, file), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("#"))
      .map((line) => line.replaceAll("\\n", "\n")),
  );
}

/** One corpus line as consecutive messages of one sender, a minute apart, as shown (masked). */
function shown(line: string): { text: string; masked: boolean }[] {
  const start = Date.UTC(2026, 11, 5, 1, 0, 0);
  const messages = line
    .replaceAll(/\{\{|\}\}/g, "")
    .split(MESSAGE_SEPARATOR)
    .map((body, i) => ({ senderId: 7, body, sentAt: start + i * 60_000 }));
  return maskThreadMessages(messages);
}

// The checker's own folding, independent of the detector: full-width, circled and mathematical forms (NFKC),
// kanji numerals, zero-width characters and keycap marks.
const KANJI_DIGITS: Record<string, string> = {
  〇: "0",
  零: "0",
  一: "1",
  二: "2",
  三: "3",
  四: "4",
  五: "5",
  六: "6",
  七: "7",
  八: "8",
  九: "9",
};
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]|\ufe0f|\u20e3/g;

function plain(text: string): string {
  return text
    .normalize("NFKC")
    .replaceAll(INVISIBLE, "")
    .toLowerCase()
    .replaceAll(/[〇零一二三四五六七八九]/g, (char) => KANJI_DIGITS[char] ?? char);
}

/** Every four digits in a row, also across the separators people put between digit groups. */
function digitWindows(text: string): Set<string> {
  const windows = new Set<string>();
  for (const run of plain(text).match(/[0-9](?:[\s\-‐‑‒–—―−ー~〜/、・.,()[\]【】_]{0,5}[0-9])*/g) ?? []) {
    const digits = run.replaceAll(/[^0-9]/g, "");
    for (let i = 0; i + 4 <= digits.length; i++) windows.add(digits.slice(i, i + 4));
  }
  return windows;
}

/** Words that say nothing about whose detail it is (mail providers, schemes, the TLDs). */
const COMMON_WORDS = new Set([
  "http",
  "https",
  "hxxps",
  "line",
  "mail",
  "gmail",
  "yahoo",
  "docomo",
  "ezweb",
  "softbank",
  "icloud",
  "outlook",
  "live",
  "info",
  "site",
  "online",
]);

/** The words (4+ characters with a letter) of a detail's address or ID. */
function words(text: string): Set<string> {
  return new Set(
    (plain(text).match(/[a-z0-9]+/g) ?? []).filter(
      (word) => word.length >= 4 && /[a-z]/.test(word) && !COMMON_WORDS.has(word),
    ),
  );
}

/** What of the line's details is still readable in what the sender's messages show (empty: masked). */
function survivors(line: string): string[] {
  const output = shown(line)
    .map((message) => message.text)
    .join("\n");
  const outputWindows = digitWindows(output);
  const outputWords = words(output);
  const secrets = Array.from(line.matchAll(/\{\{(.*?)\}\}/gs), (match) => match[1] ?? "");
  return secrets.flatMap((secret) => [
    ...Array.from(digitWindows(secret)).filter((window) => outputWindows.has(window)),
    ...Array.from(words(secret)).filter((word) => outputWords.has(word)),
  ]);
}

const contacts = corpus("contacts.txt", "contacts-generated.txt");
const ordinary = corpus("ordinary.txt", "ordinary-generated.txt");

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

describe("the contact-masking corpus", () => {
  test("has at least 300 lines of each kind, and every contact line marks a detail the checker can see", () => {
    expect(contacts.length).toBeGreaterThanOrEqual(300);
    expect(ordinary.length).toBeGreaterThanOrEqual(300);
    const unchecked = contacts.filter((line) => {
      const secrets = Array.from(line.matchAll(/\{\{(.*?)\}\}/gs), (match) => match[1] ?? "");
      return secrets.length === 0 || secrets.every((s) => digitWindows(s).size + words(s).size === 0);
    });
    expect(unchecked).toEqual([]);
  });

  test("at least 97 % of the contact details are masked", () => {
    const leaked = contacts.filter((line) => survivors(line).length > 0);
    const masked = contacts.length - leaked.length;
    console.log(`contact details masked: ${masked}/${contacts.length} (${percent(masked, contacts.length)})`);
    for (const line of leaked) {
      console.log(`  leaked ${JSON.stringify(survivors(line))}: ${line} → ${JSON.stringify(shown(line))}`);
    }
    expect(masked / contacts.length).toBeGreaterThanOrEqual(0.97);
  });

  test("at most 1 % of the ordinary messages are masked", () => {
    const touched = ordinary.filter((line) => shown(line).some((message) => message.masked));
    console.log(
      `ordinary messages masked: ${touched.length}/${ordinary.length} (${percent(touched.length, ordinary.length)})`,
    );
    for (const line of touched) console.log(`  masked: ${line} → ${JSON.stringify(shown(line))}`);
    expect(touched.length / ordinary.length).toBeLessThanOrEqual(0.01);
  });
});
