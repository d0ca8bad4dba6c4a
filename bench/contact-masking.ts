/**
 * What contact masking costs (docs/product.md §12 Contact details held back, docs/performance.md "Contact
 * masking"): it runs on every thread message shown, so a page of MESSAGING.messagesPerPage (50) must mask in well
 * under 1 ms.
 *   npx bun bench/contact-masking.ts [--rounds 2000]
 * Pages: 50 ordinary messages of the corpus (tests/fixtures/contact-masking), in conversations of two members a
 * minute apart (so consecutive messages are read together); the same with every fifth message a contact detail;
 * and hostile pages of 50 messages of the longest body allowed (2,000 characters) built to make a pattern work
 * hard — long runs of digits and separators, letters and dots, label words, @ and spelled forms; then the cost per
 * character of such texts from 1,000 to 64,000 characters (flat: linear). Prints the mean, p50, p95 and max per
 * page, the µs per character, and the load averages before and after.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { MESSAGING } from "#shared/constants.ts";
import { maskContacts, maskThreadMessages, type ThreadMessageText } from "#shared/contact-masking.ts";

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const ROUNDS = Number(argValue("rounds") ?? 2000);
const PAGE = MESSAGING.messagesPerPage;
const BODY_MAX = MESSAGING.messageBodyMax;
const DIR = join(import.meta.dir, "..", "tests", "fixtures", "contact-masking");

function lines(file: string): string[] {
  return readFileSync(join(DIR, file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .flatMap((line) =>
      line
        .replaceAll(/\{\{|\}\}/g, "")
        .replaceAll("\\n", "\n")
        .split("␞"),
    );
}

/** A page of `bodies` as a conversation: two members taking turns in pairs, a minute apart. */
function page(bodies: string[]): ThreadMessageText[] {
  const start = Date.UTC(2026, 11, 5);
  return bodies.slice(0, PAGE).map((body, i) => ({
    senderId: Math.floor(i / 2) % 2,
    body,
    sentAt: start + i * 60_000,
  }));
}

const ordinary = lines("ordinary.txt").concat(lines("ordinary-generated.txt"));
const contacts = lines("contacts.txt").concat(lines("contacts-generated.txt"));

function pages(mix: (i: number) => string, count: number): ThreadMessageText[][] {
  return Array.from({ length: count }, (_, p) =>
    page(Array.from({ length: PAGE }, (_, i) => mix(p * PAGE + i))),
  );
}

const repeat = (unit: string, length: number = BODY_MAX) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const scenarios: [string, ThreadMessageText[][]][] = [
  ["typical page (50 ordinary messages)", pages((i) => ordinary[i % ordinary.length] ?? "", 40)],
  [
    "every fifth message a contact detail",
    pages((i) => (i % 5 === 4 ? contacts[i % contacts.length] : ordinary[i % ordinary.length]) ?? "", 40),
  ],
  ["hostile: 2,000 digits and separators ×50", [page(Array(PAGE).fill(repeat("0 9-0/1、")))]],
  ["hostile: 2,000 letters and dots ×50", [page(Array(PAGE).fill(repeat("ab.cd-ef.")))]],
  ["hostile: 2,000 label words ×50", [page(Array(PAGE).fill(repeat("LINE ID: ライン→ ")))]],
  ["hostile: 2,000 @ and spelled forms ×50", [page(Array(PAGE).fill(repeat("a@b at c dot ")))]],
  ["hostile: one letter-spaced 2,000 ×50", [page(Array(PAGE).fill(repeat("a 1 ")))]],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const before = loadavg();
console.log(`contact masking, ${ROUNDS} rounds per scenario, a page = ${PAGE} messages`);
console.log(`load averages before: ${before.map((n) => n.toFixed(2)).join(" ")}`);
for (const [name, inputs] of scenarios) {
  // Warm up (JIT, the fold cache), then time each page.
  for (let i = 0; i < 50; i++) maskThreadMessages(inputs[i % inputs.length] ?? []);
  const rounds = name.startsWith("hostile") ? Math.max(20, Math.floor(ROUNDS / 20)) : ROUNDS;
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const input = inputs[i % inputs.length] ?? [];
    const started = performance.now();
    maskThreadMessages(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const ms = (n: number) => `${n.toFixed(3)} ms`;
  console.log(
    `${name.padEnd(42)} mean ${ms(mean)}  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(times.at(-1) ?? 0)}  (${rounds} pages)`,
  );
}
// Linear: the cost per character stays the same from one message to a very long text (best of 5 runs each).
for (const unit of ["0 9-0/1、", "LINE ID: ライン→ ", "明日は12時に渋谷駅で。"]) {
  const costs = [1_000, 4_000, 16_000, 64_000].map((length) => {
    const text = repeat(unit, length);
    const runs = Math.max(3, Math.floor(200_000 / length));
    let best = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      for (let i = 0; i < runs; i++) maskContacts(text);
      best = Math.min(best, (performance.now() - started) / runs);
    }
    return `${length.toLocaleString("en")}: ${((best * 1000) / length).toFixed(3)} µs/char`;
  });
  console.log(`linear ${JSON.stringify(unit).padEnd(24)} ${costs.join("  ")}`);
}
console.log(
  `load averages after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
