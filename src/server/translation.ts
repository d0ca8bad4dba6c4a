/**
 * English answers from Japanese messages (docs/product.md "Languages";
 * docs/decisions/035-english-answers-translated-at-the-edge.md).
 *
 * Every message the server makes is Japanese when it is made: the zod schemas hold the catalogue's texts from the
 * moment they are built, and services throw AppErrors with the catalogue's refusals. Rather than make each of those
 * a function of the request's language, the two edges (http/error-response.ts, edge/rest.ts, trpc/init.ts)
 * translate the finished message when the request asked for English: the Japanese catalogue (src/shared/copy.ts,
 * src/shared/copy/*.ts) and its English twins (src/shared/copy-en/, decision 034) are walked side by side once, a
 * plain text becoming an entry of a map and a template a pattern that gives back the template's arguments.
 */

import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { languageCopy } from "#shared/copy/language.ts";
import { loginProvidersCopy } from "#shared/copy/login-providers.ts";
import { notificationsCopy } from "#shared/copy/notifications.ts";
import { operationsCopy } from "#shared/copy/operations.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { phoneCopy } from "#shared/copy/phone.ts";
import { postPhotosCopy } from "#shared/copy/post-photos.ts";
import {
  appointmentsErrorTexts,
  organizationsErrorTexts,
  tokensErrorTexts,
  webhooksErrorTexts,
} from "#shared/copy/refusals.ts";
import { requestsCopy } from "#shared/copy/requests.ts";
import { safetyCopy } from "#shared/copy/safety.ts";
import { searchCopy } from "#shared/copy/search.ts";
import { sharingCopy } from "#shared/copy/sharing.ts";
import { textSizeCopy } from "#shared/copy/text-size.ts";
import { threadMediaCopy } from "#shared/copy/thread-media.ts";
import { apiDocsCopy, tokensCopy } from "#shared/copy/tokens.ts";
import { webhooksCopy } from "#shared/copy/webhooks.ts";
import { copy } from "#shared/copy.ts";
import { appointmentsCopyEn } from "#shared/copy-en/appointments.ts";
import { copyEn } from "#shared/copy-en/copy.ts";
import { languageCopyEn } from "#shared/copy-en/language.ts";
import { loginProvidersCopyEn } from "#shared/copy-en/login-providers.ts";
import { notificationsCopyEn } from "#shared/copy-en/notifications.ts";
import { operationsCopyEn } from "#shared/copy-en/operations.ts";
import { organizationsCopyEn } from "#shared/copy-en/organizations.ts";
import { phoneCopyEn } from "#shared/copy-en/phone.ts";
import { postPhotosCopyEn } from "#shared/copy-en/post-photos.ts";
import {
  appointmentsErrorTextsEn,
  organizationsErrorTextsEn,
  tokensErrorTextsEn,
  webhooksErrorTextsEn,
} from "#shared/copy-en/refusals.ts";
import { requestsCopyEn } from "#shared/copy-en/requests.ts";
import { safetyCopyEn } from "#shared/copy-en/safety.ts";
import { searchCopyEn } from "#shared/copy-en/search.ts";
import { sharingCopyEn } from "#shared/copy-en/sharing.ts";
import { textSizeCopyEn } from "#shared/copy-en/text-size.ts";
import { threadMediaCopyEn } from "#shared/copy-en/thread-media.ts";
import { apiDocsCopyEn, tokensCopyEn } from "#shared/copy-en/tokens.ts";
import { webhooksCopyEn } from "#shared/copy-en/webhooks.ts";
import { errorCodes } from "#shared/error-codes.ts";
import type { Language } from "#shared/language.ts";
import type { AppError, FieldErrors } from "./errors.ts";

/** One catalogue object and its English twin, named for the coverage report (`copy`, `organizationsCopy`). */
export type CataloguePair = readonly [name: string, japanese: unknown, english: unknown];

/** What a translator was built from: how many texts and templates it reads, which it could not and why. */
export interface TranslatorCoverage {
  /** Distinct Japanese plain texts with an English twin. */
  texts: number;
  /** Templates that gave at least one pattern. */
  templates: number;
  /** Templates that gave none, as `path: reason` (they compute on their arguments, or show none of them). */
  skipped: string[];
  /** Japanese texts the catalogue translates twice, differently, as `path: kept English / other English`. */
  conflicts: string[];
}

/** Japanese messages into English. */
export interface Translator {
  /** The English of `text`, or null when no text or template of the catalogue writes it. */
  translate(text: string): string | null;
  readonly coverage: TranslatorCoverage;
}

type Template = (...args: unknown[]) => unknown;

/** A template read backwards: its Japanese as a regular expression, the parameter of each capture group. */
interface Pattern {
  regex: RegExp;
  /** `groups[i]`: the name of the capture group that holds parameter i. */
  groups: string[];
  /** `scales[i]`: what the number shown for parameter i is multiplied by to give the argument (1, 60, 3600). */
  scales: number[];
  english: Template;
  /** Characters of fixed text: a longer one is the more specific match, tried first. */
  literal: number;
  path: string;
}

/** One way of calling a template: the arguments, what each shows as, and the unit each was multiplied by. */
interface Probe {
  args: (string | number)[];
  tokens: string[];
  scales: number[];
  /** True for the numbers times a unit, tried only when the plain probes gave no pattern. */
  scaled: boolean;
}

/** Unusual three-digit numbers: what a number parameter shows as (no thousands separator, rarely in a text). */
const NUMBER_SENTINELS = [617, 719, 823, 937, 641, 743, 859, 971];

/** The units a template may divide a number parameter by before showing it: seconds as 分間 or 時間 (copy.limits). */
const UNITS = [60, 3600];

/**
 * The ways a template of `arity` parameters is called to see where each argument lands: private-use characters
 * (a text parameter, and most number ones); unusual numbers (a parameter the template compares or counts with,
 * such as copy.validation.summary's `more > 0`); those numbers times a unit (a window of seconds shown as 「10分間」
 * or 「1時間」), for at most three parameters.
 */
function probesOf(arity: number): Probe[] {
  const text = Array.from({ length: arity }, (_, i) => String.fromCharCode(0xe000 + i));
  const numbers = NUMBER_SENTINELS.slice(0, arity);
  const tokens = numbers.map(String);
  const ones = numbers.map(() => 1);
  const probes: Probe[] = [
    { args: text, tokens: text, scales: ones, scaled: false },
    { args: numbers, tokens, scales: ones, scaled: false },
  ];
  if (arity > 3) return probes;
  const choices = [1, ...UNITS];
  for (let combination = 1; combination < choices.length ** arity; combination += 1) {
    const scales = numbers.map(
      (_, i) => choices[Math.floor(combination / choices.length ** i) % choices.length] ?? 1,
    );
    probes.push({ args: numbers.map((n, i) => n * (scales[i] ?? 1)), tokens, scales, scaled: true });
  }
  return probes;
}

/** Only a text holding something else than ASCII can be Japanese; `Unauthenticated.` is never looked up. */
const NOT_ASCII = /\P{ASCII}/u;

/** Fixed text shorter than this makes a pattern that would read too many texts (`${n}件`). */
const MIN_LITERAL = 2;

/** How deep a captured argument is itself translated (「タイトル」 inside 「タイトルは必須です。」). */
const MAX_DEPTH = 3;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The pattern of the Japanese `out` of a template called as `probe`, or the reason it gives none: each parameter
 * must show at least once, two parameters must not touch, and the fixed text must be long enough and not a
 * computation on a sentinel (NaN, undefined).
 */
function compile(out: string, probe: Probe): { regex: RegExp; groups: string[]; literal: number } | string {
  const { tokens } = probe;
  const finder =
    typeof probe.args[0] === "number"
      ? new RegExp(`(?<!\\d)(?:${tokens.join("|")})(?!\\d)`, "g")
      : new RegExp(`[${tokens.join("")}]`, "g");
  let source = "^";
  let literal = "";
  let last = 0;
  const seen = new Set<number>();
  for (const match of out.matchAll(finder)) {
    const index = tokens.indexOf(match[0]);
    const between = out.slice(last, match.index);
    if (seen.size > 0 && between === "") return "two parameters touch";
    source += escapeRegex(between);
    literal += between;
    source += seen.has(index) ? `\\k<p${index}>` : `(?<p${index}>.+?)`;
    seen.add(index);
    last = match.index + match[0].length;
  }
  const tail = out.slice(last);
  source += `${escapeRegex(tail)}$`;
  literal += tail;
  if (seen.size < tokens.length) return "does not show every parameter";
  if (/NaN|undefined|\[object/.test(literal)) return "computes on its parameters";
  const fixed = literal.replace(/\s/g, "").length;
  if (fixed < MIN_LITERAL) return "too little fixed text";
  return { regex: new RegExp(source, "s"), groups: tokens.map((_, i) => `p${i}`), literal: fixed };
}

/**
 * A translator over `pairs` (each Japanese catalogue object with its English twin, walked in parallel). Plain texts
 * map to their English; a template becomes patterns by calling the Japanese function with sentinel arguments
 * (probesOf), and a message matching one is the English function called with the captured values: a number where
 * the capture is one (times its unit), else the capture translated when it is a catalogue text (a field's name,
 * looked up first among the catalogue's `fields`), else the capture as it is. Templates whose arguments never all
 * show (they compute on them), that throw or answer no text are skipped and listed in `coverage`. The first
 * English of a Japanese text is kept; later different ones are listed as conflicts. Never throws.
 */
export function buildTranslator(pairs: Iterable<CataloguePair>): Translator {
  const texts = new Map<string, string>();
  // Field names (`copy.fields`, `organizationsCopy.fields`, …): what a template's label parameter receives. Their
  // English is kept apart because a word such as 地域 is "Region" on a page but "area" in a field error; the
  // catalogue's own `copy.fields` (the names the shared schemas give) come before an area's.
  const labels = new Map<string, { english: string; rank: number }>();
  const patterns: Pattern[] = [];
  const sources = new Set<string>();
  const coverage: TranslatorCoverage = { texts: 0, templates: 0, skipped: [], conflicts: [] };

  function text(japanese: string, english: unknown, path: string): void {
    if (typeof english !== "string" || english === "" || !NOT_ASCII.test(japanese)) return;
    if (/\.fields\./.test(path)) {
      const rank = /^copy\.fields\./.test(path) ? 0 : 1;
      if ((labels.get(japanese)?.rank ?? 2) > rank) labels.set(japanese, { english, rank });
    }
    const kept = texts.get(japanese);
    if (kept === undefined) texts.set(japanese, english);
    else if (kept !== english) coverage.conflicts.push(`${path}: ${kept} / ${english}`);
  }

  function template(japanese: Template, english: unknown, path: string): void {
    if (typeof english !== "function") return;
    if (japanese.length === 0) {
      // A text written as a function of nothing: its twin's answer is its English.
      try {
        const out = japanese();
        if (typeof out === "string") text(out, (english as Template)(), path);
      } catch {
        coverage.skipped.push(`${path}: throws`);
      }
      return;
    }
    const reasons = new Set<string>();
    let made = 0;
    let plain = 0;
    for (const probe of probesOf(japanese.length)) {
      // Units only for a template the plain probes could not read: every unit that shows gives a pattern.
      if (probe.scaled && plain > 0) break;
      let out: unknown;
      try {
        out = japanese(...probe.args);
      } catch {
        reasons.add("throws");
        continue;
      }
      if (typeof out !== "string") {
        reasons.add("answers no text");
        continue;
      }
      const compiled = compile(out, probe);
      if (typeof compiled === "string") {
        reasons.add(compiled);
        continue;
      }
      made += 1;
      if (!probe.scaled) plain += 1;
      const key = `${compiled.regex.source} ${probe.scales.join(",")}`;
      if (sources.has(key)) continue;
      sources.add(key);
      patterns.push({ ...compiled, scales: probe.scales, english: english as Template, path });
    }
    if (made > 0) coverage.templates += 1;
    else coverage.skipped.push(`${path}: ${[...reasons].join(", ")}`);
  }

  // An area `copy` holds and its own file export are the same object: walked once.
  const walked = new WeakSet<object>();

  function walk(japanese: unknown, english: unknown, path: string): void {
    if (typeof japanese === "string") {
      text(japanese, english, path);
      return;
    }
    if ((typeof japanese === "function" || typeof japanese === "object") && japanese !== null) {
      if (walked.has(japanese)) return;
      walked.add(japanese);
    }
    if (typeof japanese === "function") template(japanese as Template, english, path);
    else if (Array.isArray(japanese)) {
      if (!Array.isArray(english)) return;
      for (const [index, item] of japanese.entries()) walk(item, english[index], `${path}[${index}]`);
    } else if (japanese !== null && typeof japanese === "object") {
      if (english === null || typeof english !== "object") return;
      for (const [key, value] of Object.entries(japanese)) {
        walk(value, (english as Record<string, unknown>)[key], `${path}.${key}`);
      }
    }
  }

  for (const [name, japanese, english] of pairs) walk(japanese, english, name);
  coverage.texts = texts.size;
  // The most fixed text first: 「地域は必須です。」 is a text of its own, 「{field}は必須です。」 the fallback.
  patterns.sort((a, b) => b.literal - a.literal);

  /** The arguments `match` gives `pattern`'s English, or null when a unit's capture is not a number. */
  function argumentsOf(pattern: Pattern, match: RegExpExecArray, depth: number): unknown[] | null {
    const args: unknown[] = [];
    for (const [index, group] of pattern.groups.entries()) {
      const value = match.groups?.[group] ?? "";
      const scale = pattern.scales[index] ?? 1;
      if (/^-?\d+(?:\.\d+)?$/.test(value)) args.push(Number(value) * scale);
      else if (scale !== 1) return null;
      else args.push(labels.get(value)?.english ?? translate(value, depth + 1) ?? value);
    }
    return args;
  }

  function translate(message: string, depth = 0): string | null {
    const plain = texts.get(message);
    if (plain !== undefined) return plain;
    if (depth >= MAX_DEPTH || !NOT_ASCII.test(message)) return null;
    for (const pattern of patterns) {
      const match = pattern.regex.exec(message);
      if (!match) continue;
      const args = argumentsOf(pattern, match, depth);
      if (!args) continue;
      try {
        const english = pattern.english(...args);
        if (typeof english === "string" && english !== "") return english;
      } catch {
        // An English template that cannot take what was captured: the next pattern may.
      }
    }
    return null;
  }

  return { translate: (message) => translate(message), coverage };
}

/**
 * The catalogue's objects that messages are made from, each with its twin: `copy` first (its English wins a
 * conflict), then every area file, also those `copy` holds today, so that an area moved out of `copy` to load with
 * its pages (decision 033) stays translated. Not the help and rules pages or the OpenAPI summaries: no answer's
 * message is one of their texts, and their long pages would only fill the map.
 */
function cataloguePairs(): CataloguePair[] {
  return [
    ["copy", copy, copyEn],
    ["notificationsCopy", notificationsCopy, notificationsCopyEn],
    ["phoneCopy", phoneCopy, phoneCopyEn],
    ["postPhotosCopy", postPhotosCopy, postPhotosCopyEn],
    ["requestsCopy", requestsCopy, requestsCopyEn],
    ["safetyCopy", safetyCopy, safetyCopyEn],
    ["searchCopy", searchCopy, searchCopyEn],
    ["sharingCopy", sharingCopy, sharingCopyEn],
    ["textSizeCopy", textSizeCopy, textSizeCopyEn],
    ["languageCopy", languageCopy, languageCopyEn],
    ["threadMediaCopy", threadMediaCopy, threadMediaCopyEn],
    ["organizationsErrorTexts", organizationsErrorTexts, organizationsErrorTextsEn],
    ["tokensErrorTexts", tokensErrorTexts, tokensErrorTextsEn],
    ["webhooksErrorTexts", webhooksErrorTexts, webhooksErrorTextsEn],
    ["appointmentsErrorTexts", appointmentsErrorTexts, appointmentsErrorTextsEn],
    ["organizationsCopy", organizationsCopy, organizationsCopyEn],
    ["tokensCopy", tokensCopy, tokensCopyEn],
    ["apiDocsCopy", apiDocsCopy, apiDocsCopyEn],
    ["webhooksCopy", webhooksCopy, webhooksCopyEn],
    ["appointmentsCopy", appointmentsCopy, appointmentsCopyEn],
    ["loginProvidersCopy", loginProvidersCopy, loginProvidersCopyEn],
    ["operationsCopy", operationsCopy, operationsCopyEn],
  ];
}

let catalogue: Translator | undefined;

/**
 * The translator of the copy catalogue (docs/product.md "Languages"), built on the first English request (some
 * 30 ms) and kept for the process: no per-request state. Never throws.
 */
export function catalogueTranslator(): Translator {
  catalogue ??= buildTranslator(cataloguePairs());
  return catalogue;
}

/**
 * A message in `language` (docs/product.md "Languages"): for en its English twin, or `text` itself when the catalogue
 * does not write it; Japanese `text` as it is for any other language (the server's own messages are Japanese on a
 * やさしい日本語 page, docs/product.md "Languages"). Never throws.
 */
export function messageIn(language: Language, text: string): string {
  if (language !== "en") return text;
  return catalogueTranslator().translate(text) ?? text;
}

/**
 * Field errors `{field: [message]}` in `language` (docs/product.md "Languages"): the same fields, each message as
 * messageIn gives it; for ja the very object passed. Never throws.
 */
export function fieldErrorsIn(language: Language, fieldErrors: FieldErrors): FieldErrors {
  if (language !== "en") return fieldErrors;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => messageIn(language, message)),
    ]),
  );
}

/**
 * An AppError's message in `language` (docs/product.md "Languages"): `which` is `text` (what people read, tRPC's
 * `message`) or `wire` (REST's `message`, Laravel's English where it has one, which stays). In English, a Japanese
 * message the catalogue does not write (a text made outside it) falls back to the English of the code's own text
 * (a 429's limit → the generic 429), so an English reader of a refusal never gets Japanese. Never throws.
 */
export function errorMessageIn(language: Language, error: AppError, which: "text" | "wire"): string {
  const message = which === "text" ? error.text : error.wireMessage;
  if (language !== "en") return message;
  const translator = catalogueTranslator();
  const english = translator.translate(message);
  if (english !== null || !NOT_ASCII.test(message)) return english ?? message;
  return translator.translate(errorCodes[error.code].text) ?? message;
}
