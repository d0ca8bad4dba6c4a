/**
 * Contact details held back in thread messages (docs/product.md §12 Contact details held back): phone numbers
 * (half- and full-width digits, with or without hyphens, spaces or brackets, +81), e-mail addresses (also with
 * ＠ and 「(at)」「あっと」), LINE IDs (「LINE ID: …」「ライン …」) and URLs are replaced by 「●●●」 until both
 * participants agree to exchange contact details. Pure: the server masks message bodies before they leave it;
 * the unit tests (tests/unit/contact-masking.test.ts) list the formats and the numbers that must stay (prices,
 * dates, postal codes, times, counts).
 *
 * Detection runs on a copy of the text where each full-width ASCII character, the ideographic space and the
 * dash-like characters are replaced one for one by their ASCII form, so the match positions are the
 * positions in the original text and the original characters around a match are kept.
 */

/** What replaces each contact detail. */
export const CONTACT_MASK = "●●●";

/** Dash-like characters people type between digit groups (hyphen, minus, long vowel mark, dashes). */
const DASHES = "‐‑‒–—―−－ーｰ";

/** One character → its ASCII twin (same length: positions stay), or itself. */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0xff01 && code <= 0xff5e) {
    return String.fromCharCode(code - 0xfee0);
  }
  if (char === "\u3000") return " ";
  if (DASHES.includes(char)) return "-";
  if (char === "（") return "(";
  if (char === "）") return ")";
  return char;
}

/** The text with every character folded by `foldChar` (UTF-16 length unchanged). */
function fold(text: string): string {
  let out = "";
  for (const char of text) {
    const folded = foldChar(char);
    // Characters outside the BMP keep their two code units so the positions stay aligned.
    out += folded.length === char.length ? folded : char;
  }
  return out;
}

/** A found span [start, end) of the original text. */
interface Span {
  start: number;
  end: number;
}

/**
 * Runs of digit groups joined by single separators (hyphen, space, dot, brackets), optionally after +81; a run
 * may hold a phone number and other numbers ("3回 090-1234-5678 2"), so `phoneSpans` tries its group ranges.
 */
const DIGIT_RUN = /(?<![0-9])(?:\+81[ -]?)?\(?[0-9]+(?:\)?[ .-]?\(?[0-9]+)*\)?(?![0-9])/g;

/** A digit group inside a run: its digits and [start, end) in the text. */
interface Group {
  digits: string;
  start: number;
  end: number;
}

/** True for a Japanese phone number's digits: 0 + 9 or 10 digits (11 only for mobile, IP and 0800 numbers). */
function isPhoneDigits(digits: string): boolean {
  if (!digits.startsWith("0") || digits.startsWith("00")) return false;
  if (digits.length === 10) return true;
  return digits.length === 11 && /^0(?:[5789]0|20|800)/.test(digits);
}

/** Phone numbers in one digit run (`offset` is the run's position in the text), leftmost longest first. */
function phoneSpans(run: string, offset: number): Span[] {
  const spans: Span[] = [];
  const international = /^\+81[ -]?/.exec(run);
  const groups: Group[] = [];
  for (const match of run.matchAll(/[0-9]+/g)) {
    groups.push({
      digits: match[0],
      start: offset + match.index,
      end: offset + match.index + match[0].length,
    });
  }
  if (international) groups.shift(); // the 81 of +81
  let i = 0;
  while (i < groups.length) {
    let found = -1;
    for (let j = groups.length - 1; j >= i && found < 0; j--) {
      let digits = groups
        .slice(i, j + 1)
        .map((group) => group.digits)
        .join("");
      if (international && i === 0) digits = `0${digits}`;
      if (isPhoneDigits(digits)) found = j;
    }
    if (found >= 0) {
      const first = groups[i] as Group;
      const last = groups[found] as Group;
      let start = international && i === 0 ? offset : first.start;
      // An opening bracket right before the number belongs to it: "(03)1234-5678".
      if (run[start - offset - 1] === "(") start -= 1;
      spans.push({ start, end: last.end });
      i = found + 1;
    } else {
      i += 1;
    }
  }
  return spans;
}

/** E-mail addresses, with @ or its spelled-out forms. */
const EMAIL =
  /[A-Za-z0-9][A-Za-z0-9._%+-]*\s*(?:@|\(at\)|\[at\]|\bat\b|あっと|アット(?:マ[ー-]ク)?)\s*[A-Za-z0-9-]+(?:\s*(?:\.|\(dot\)|\[dot\]|どっと|ドット)\s*[A-Za-z0-9-]+)+/gi;

/** URLs: a scheme, or www., or a bare domain with a well-known top-level domain and an optional path. */
const URL =
  /(?:https?:\/\/|www\.)[^\s<>"'「」、。]+|\b[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|net|org|jp|me|io|info|biz|co|app|dev|ly)\b(?:\/[^\s<>"'「」、。]*)?/gi;

/**
 * LINE IDs after a label: 「LINE ID: taro_123」「LINE：taro」「ラインID taro」「ライン taro123」「らいん→taro」.
 * Group 1 is the ID (4–20 characters of what LINE allows: letters, digits, . _ -).
 */
const LINE_ID =
  /(?:(?<![A-Za-z])line\s*(?:id|ＩＤ|アイディ[ー-]?)\s*(?:[:=は→]|です|は)?|line\s*[:=→]|(?<![ァ-ヺ-])(?:ライン|らいん)\s*(?:id|ＩＤ|アイディ[ー-]?)?\s*(?:[:=→]|は|です)?)\s*(?:は|です|→)?\s*([A-Za-z0-9][A-Za-z0-9._-]{2,19})/gi;

/** The spans of contact details in `text`, merged and in order. */
export function findContactSpans(text: string): Span[] {
  const folded = fold(text);
  const spans: Span[] = [];
  for (const match of folded.matchAll(EMAIL)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  for (const match of folded.matchAll(URL)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  for (const match of folded.matchAll(LINE_ID)) {
    const id = match[1] ?? "";
    const start = match.index + match[0].length - id.length;
    spans.push({ start, end: start + id.length });
  }
  for (const match of folded.matchAll(DIGIT_RUN)) spans.push(...phoneSpans(match[0], match.index));
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * `text` with every contact detail replaced by CONTACT_MASK, and whether anything was replaced.
 * @example maskContacts("電話は090-1234-5678です") → {text: "電話は●●●です", masked: true}
 */
export function maskContacts(text: string): { text: string; masked: boolean } {
  const spans = findContactSpans(text);
  if (spans.length === 0) return { text, masked: false };
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + CONTACT_MASK;
    at = span.end;
  }
  return { text: out + text.slice(at), masked: true };
}
