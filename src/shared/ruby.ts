/**
 * Readings of kanji (ふりがな) in the やさしい日本語 twins (docs/product.md "Languages"; docs/decisions/
 * 034-languages-as-typed-catalogue-twins.md). The twins are written in the Aozora Bunko ruby notation —
 * 「手伝《てつだ》う」 (the kanji just before 《》 are the base), 「｜今日《きょう》」 (｜ marks where the base starts) — and
 * each place that shows them turns the notation into what it can show:
 * - the browser page: `<ruby>` (the twins' script turns the notation into markers, `markRuby`, and the JSX runtime of
 *   the client draws the markers, client/easy-ruby.ts);
 * - plain text (a mail, a push, a dialog box, the document's title): the reading in parentheses after its base,
 *   「手伝（てつだ）う」, as やさしい日本語 is written where ruby cannot be (`readingsInParentheses`);
 * - an accessible name: the base alone (`withoutReadings`), so a screen reader does not read the word twice.
 *
 * The markers are three characters of Unicode's private use area that no text of the catalogue holds, and that the
 * server removes from what members write (shared/schemas/fields.ts `textField`), so only the catalogue's readings are ever drawn: a member's
 * 《》 inside a template's text (a name, a title) is kept as written (`mapTexts` guards the arguments).
 */

/** Opens a base text with a reading (private use U+E000). */
export const RUBY_OPEN = "\uE000";
/** Ends the base and opens its reading (U+E001). */
export const RUBY_READING = "\uE001";
/** Ends the reading (U+E002). */
export const RUBY_CLOSE = "\uE002";
/** Any of the three markers, for stripping them from what people write. */
export const RUBY_MARKERS = /[\uE000-\uE002]/gu;

/** Kanji (and 々 〆 ヶ, which the notation counts as kanji): what an implicit base is made of. */
const KANJI = "\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF々〆ヶ";
/** `｜base《reading》` or `kanji《reading》`. */
const AOZORA = new RegExp(`｜([^｜《》\\n]+)《([^《》\\n]+)》|([${KANJI}]+)《([^《》\\n]+)》`, "gu");
/** A base with its reading in markers. */
const MARKED = /\uE000([^\uE000-\uE002]*)\uE001([^\uE000-\uE002]*)\uE002/gu;

/** 「手伝《てつだ》う」 → the same text with the base and reading between markers; text without notation as it is. */
export function markRuby(text: string): string {
  if (!text.includes("《")) return text;
  return text.replace(
    AOZORA,
    (_match, explicitBase?: string, explicitReading?: string, base?: string, reading?: string) =>
      `${RUBY_OPEN}${explicitBase ?? base}${RUBY_READING}${explicitReading ?? reading}${RUBY_CLOSE}`,
  );
}

/** Whether `text` holds a base with a reading (in markers). */
export function hasRuby(text: string): boolean {
  return text.includes(RUBY_OPEN);
}

/** A text cut where its readings are: plain strings and `{base, reading}` in order ("" parts left out). */
export function rubyParts(text: string): (string | { base: string; reading: string })[] {
  const parts: (string | { base: string; reading: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(MARKED)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ base: match[1] ?? "", reading: match[2] ?? "" });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** Markers or notation → the reading in parentheses after its base: 「手伝（てつだ）う」. */
export function readingsInParentheses(text: string): string {
  return markRuby(text).replace(MARKED, "$1（$2）");
}

/** Markers or notation → the base alone: 「手伝う」 (an accessible name, a search for the base text). */
export function withoutReadings(text: string): string {
  return markRuby(text).replace(MARKED, "$1");
}

/** Stand-ins for the notation's marks in a template's arguments while its text is converted (U+E003–U+E005). */
const GUARDED: Readonly<Record<string, string>> = { "《": "\uE003", "》": "\uE004", "｜": "\uE005" };
const UNGUARDED: Readonly<Record<string, string>> = { "\uE003": "《", "\uE004": "》", "\uE005": "｜" };

function guard(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/[《》｜]/gu, (mark) => GUARDED[mark] ?? mark);
  if (Array.isArray(value)) return value.map(guard);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, guard(inner)]));
  }
  return value;
}

function unguard(text: string): string {
  return text.replace(/[\uE003-\uE005]/gu, (mark) => UNGUARDED[mark] ?? mark);
}

/**
 * A twin (nested objects, arrays, strings, templates) with `convert` applied to every text: strings at once, and
 * each template's result when it is called. The template's arguments are guarded, so the notation a member typed in
 * a name or a title is never converted: `mapTexts((name) => \`${name}さんに返事《へんじ》\`, markRuby)("《A》")` keeps
 * 「《A》」 and marks 返事. Other values are kept. Returns new objects; `value` is not changed.
 */
export function mapTexts<T>(value: T, convert: (text: string) => string): T {
  if (typeof value === "string") return convert(value) as T;
  if (typeof value === "function") {
    const template = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => {
      const result = template(...args.map(guard));
      if (typeof result === "string") return unguard(convert(result));
      return mapTexts(result, (text) => unguard(convert(text)));
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => mapTexts(item, convert)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, mapTexts(inner, convert)]),
    ) as T;
  }
  return value;
}
