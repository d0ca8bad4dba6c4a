/**
 * Contact details held back in thread messages (docs/product.md §12 Contact details held back): phone numbers,
 * e-mail addresses, LINE and other account IDs after a label, web addresses and IP addresses are replaced by
 * 「●●●」 until both participants agree to exchange contact details. Pure: the server gathers the messages and
 * masks them before they leave it (threads.queries.ts); tests/unit/contact-masking.test.ts lists the formats and
 * the numbers that must stay, tests/unit/contact-masking-corpus.test.ts measures the rates on the corpus.
 *
 * Detection runs on a normalised copy of the text that remembers, for each of its characters, the characters of
 * the original it came from, so a match is cut out of the original exactly and everything around it is kept:
 * - NFKC per character (full-width, circled ①, mathematical 𝟘, ﹫ → @, ｡ → 。, ﾗｲﾝ → ライン, ℡ → TEL), ASCII
 *   lower case, the dingbat digits ❶ ➀ ➊ NFKC leaves alone, and other scripts' decimal digits;
 * - kanji numerals 〇一二三四五六七八九零 (and 壱 弐) as digits; the Cyrillic and Greek letters that look like Latin
 *   ones as those; O, I/l, Z, S, B as 0, 1, 2, 5, 8 inside a word of digits such as 「O9O」「I234」;
 * - zero-width characters, the soft hyphen, variation selectors, keycap and other combining marks dropped, and
 *   the spaces of letter-spaced writing (「L I N E」);
 * - ambiguous characters read both ways: 「一」 between two Arabic digits and 「|」 are a digit 1 or a dash.
 * Phone numbers are found in runs of digit groups joined by separators (spaces, line breaks, / 、 ・ . , dashes,
 * brackets, 〜; the words 「の」「ハイフン」 for a whole number only) once dates, times, time ranges and postal codes
 * are taken out; a plausible start of a mobile number (0[5789]0 and 4 to 7 more digits) is masked on its own, as
 * is a landline's start at the end of a line. E-mail addresses, account IDs after a label, web and IP addresses
 * are patterns on the normalised text, each run only when the text holds what it needs.
 * maskThreadMessages finds details split over consecutive messages of one sender (SPLIT_CONTACT_WINDOW_MS).
 * Everything is linear in the text: no pattern can backtrack over more than one token (bench/contact-masking.ts).
 */

/** What replaces each contact detail. */
export const CONTACT_MASK = "●●●";

/**
 * Consecutive messages of one sender at most this far apart (ms) are read together, so a detail split over them
 * is found (10 minutes).
 */
export const SPLIT_CONTACT_WINDOW_MS = 10 * 60 * 1000;

/** A text as shown: with contact details masked, and whether anything was masked. */
export interface MaskedText {
  text: string;
  masked: boolean;
}

/** A found span [start, end) of a text (UTF-16 positions). */
export interface Span {
  start: number;
  end: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Normalisation

/** Kanji numerals read as digits (参 is left out: it is the 参 of 参加). */
const KANJI_DIGITS: Readonly<Record<string, string>> = {
  〇: "0",
  零: "0",
  一: "1",
  壱: "1",
  二: "2",
  弐: "2",
  三: "3",
  四: "4",
  五: "5",
  六: "6",
  七: "7",
  八: "8",
  九: "9",
};

/** Letters of other scripts that look like the Latin letters of addresses and IDs, and the circles like 0. */
const LOOK_ALIKE_LETTERS: Readonly<Record<string, string>> = {
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ӏ: "l",
  ο: "o",
  ι: "i",
  ν: "v",
  "○": "o",
  "◯": "o",
};

/** The normalised text and, for each of its UTF-16 units, the original [from, to) it came from. */
interface Folded {
  text: string;
  from: Int32Array;
  to: Int32Array;
  /** Positions of characters that are a digit 1 or a dash (「一」 between Arabic digits, 「|」). */
  ambiguous: Set<number>;
}

const foldCache = new Map<number, string>();
const FOLD_CACHE_MAX = 4096;

/** The value 0–9 of a decimal digit of any script (they come in runs of ten from zero). */
function decimalValue(codePoint: number): number {
  let zero = codePoint;
  while (zero > 0 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
  return (codePoint - zero) % 10;
}

/** The dingbat circled digits NFKC leaves alone: ❶–❿, ➀–➉, ➊–➓, ⓵–⓾, ⓫–⓴, ⓿. */
function dingbatDigits(codePoint: number): string | null {
  for (const first of [0x2776, 0x2780, 0x278a, 0x24f5]) {
    if (codePoint >= first && codePoint < first + 10) return String(codePoint - first + 1);
  }
  if (codePoint >= 0x24eb && codePoint <= 0x24f4) return String(codePoint - 0x24eb + 11);
  return codePoint === 0x24ff ? "0" : null;
}

/**
 * One character outside ASCII and the common Japanese blocks, folded: NFKC, lower case, look-alike letters, all
 * decimal digits as ASCII digits; "" for what is invisible; a kana voicing mark stays (joined by `normalise`).
 */
function foldRare(char: string, codePoint: number): string {
  const dingbat = dingbatDigits(codePoint);
  if (dingbat !== null) return dingbat;
  let out = "";
  for (const part of char.normalize("NFKC")) {
    if (part === "\u3099" || part === "\u309a") out += part;
    else if (/[\p{Cf}\p{Mn}\p{Me}]/u.test(part)) continue;
    else if (/\p{Nd}/u.test(part)) out += String(decimalValue(part.codePointAt(0) ?? 0));
    else {
      const lower = part.toLowerCase();
      out += LOOK_ALIKE_LETTERS[lower] ?? KANJI_DIGITS[part] ?? (lower.length === part.length ? lower : part);
    }
  }
  return out;
}

/** A rare code point folded (see foldRare), cached: the same few characters come back in every message. */
function foldCached(char: string, codePoint: number): string {
  let folded = foldCache.get(codePoint);
  if (folded === undefined) {
    folded = foldRare(char, codePoint);
    if (foldCache.size < FOLD_CACHE_MAX) foldCache.set(codePoint, folded);
  }
  return folded;
}

/** Kanji numerals by character code. */
const KANJI_DIGIT_CODES = new Map(
  Object.entries(KANJI_DIGITS).map(([kanji, digit]) => [kanji.charCodeAt(0), digit.charCodeAt(0)]),
);

const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const SPACE = 0x20;
const isDigitCode = (code: number) => code >= DIGIT_0 && code <= DIGIT_9;
const isLetterCode = (code: number | undefined) => code !== undefined && code >= 0x61 && code <= 0x7a;
/** Half- or full-width digits as typed (not kanji). */
const isArabicDigitCode = (code: number) => isDigitCode(code) || (code >= 0xff10 && code <= 0xff19);
/** Hiragana, katakana (with ー) and the common kanji: NFKC leaves them as they are. */
const isCommonJapanese = (code: number) =>
  (code >= 0x3041 && code <= 0x3096) ||
  (code >= 0x30a1 && code <= 0x30fc) ||
  (code >= 0x4e00 && code <= 0x9fff);
const KANJI_ONE = 0x4e00;
const VERTICAL_BAR = 0x7c;

/** The normalised text being built: character codes and the original [from, to) of each, in typed arrays. */
class FoldBuffer {
  codes: Uint16Array;
  from: Int32Array;
  to: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.codes = new Uint16Array(capacity);
    this.from = new Int32Array(capacity);
    this.to = new Int32Array(capacity);
  }

  push(code: number, from: number, to: number): void {
    if (this.length === this.codes.length) this.grow();
    this.codes[this.length] = code;
    this.from[this.length] = from;
    this.to[this.length] = to;
    this.length++;
  }

  private grow(): void {
    const size = this.codes.length * 2 + 16;
    const codes = new Uint16Array(size);
    const from = new Int32Array(size);
    const to = new Int32Array(size);
    codes.set(this.codes);
    from.set(this.from);
    to.set(this.to);
    this.codes = codes;
    this.from = from;
    this.to = to;
  }

  /** Drops the units at `positions` (ascending). */
  drop(positions: number[]): void {
    let write = 0;
    let next = 0;
    for (let read = 0; read < this.length; read++) {
      if (positions[next] === read) {
        next++;
        continue;
      }
      this.codes[write] = this.codes[read] ?? 0;
      this.from[write] = this.from[read] ?? 0;
      this.to[write] = this.to[read] ?? 0;
      write++;
    }
    this.length = write;
  }
}

const UTF16 = new TextDecoder("utf-16le");

/**
 * The normalised copy of `original` (see the file comment) with its map back. Works on character codes: ASCII
 * and the common Japanese characters (almost every character of a message) cost a comparison or two.
 */
function normalise(original: string): Folded {
  const n = original.length;
  const out = new FoldBuffer(n + 8);
  const ambiguous: number[] = [];
  let lastDigitWasArabic = false;
  let i = 0;
  while (i < n) {
    const code = original.charCodeAt(i);
    if (code < 0x80) {
      out.push(code >= 0x41 && code <= 0x5a ? code + 32 : code, i, i + 1);
      lastDigitWasArabic = isDigitCode(code);
      if (code === VERTICAL_BAR) ambiguous.push(out.length - 1);
      i++;
      continue;
    }
    if (isCommonJapanese(code)) {
      // 「一」 between two Arabic digits is a dash or a 1 (090一1234一5678).
      if (code === KANJI_ONE && lastDigitWasArabic && isArabicDigitCode(original.charCodeAt(i + 1))) {
        ambiguous.push(out.length);
      }
      out.push(KANJI_DIGIT_CODES.get(code) ?? code, i, i + 1);
      lastDigitWasArabic = false;
      i++;
      continue;
    }
    const codePoint = original.codePointAt(i) ?? code;
    const length = codePoint > 0xffff ? 2 : 1;
    const folded = foldCached(original.slice(i, i + length), codePoint);
    if (folded === "\u3099" || folded === "\u309a") {
      // A half-width voicing mark (ﾄﾞ): joined with the kana before it.
      const last = out.length - 1;
      const joined =
        last >= 0 ? `${String.fromCharCode(out.codes[last] ?? 0)}${folded}`.normalize("NFC") : "";
      if (joined.length === 1) {
        out.codes[last] = joined.charCodeAt(0);
        out.to[last] = i + length;
      }
    } else if (folded.length > 0) {
      for (let k = 0; k < folded.length; k++) out.push(folded.charCodeAt(k), i, i + length);
      lastDigitWasArabic = isArabicDigitCode(code);
    }
    i += length;
  }
  let ambiguousAt = ambiguous;
  const spacing = letterSpacing(out.codes, out.length);
  if (spacing.length > 0) {
    out.drop(spacing);
    // Positions after a dropped space move back by the spaces dropped before them.
    const dropped = new Set(spacing);
    ambiguousAt = ambiguous
      .filter((k) => !dropped.has(k))
      .map((k) => k - spacing.filter((d) => d < k).length);
  }
  foldLookAlikeDigits(out.codes, out.length);
  return {
    text: UTF16.decode(out.codes.subarray(0, out.length)),
    from: out.from.subarray(0, out.length),
    to: out.to.subarray(0, out.length),
    ambiguous: new Set(ambiguousAt),
  };
}

/**
 * The spaces of letter-spaced writing — three or more single characters each followed by one space, such as
 * 「L I N E」 or 「t a r o @ e x a m p l e . c o m」 — which the detectors read without them (ascending).
 */
function letterSpacing(codes: Uint16Array, n: number): number[] {
  const spaces: number[] = [];
  /** A character standing alone: no space itself, a space (or the end) on both sides. */
  const alone = (k: number) =>
    k < n &&
    codes[k] !== SPACE &&
    (k === 0 || codes[k - 1] === SPACE) &&
    (k + 1 === n || codes[k + 1] === SPACE);
  let k = 0;
  while (k < n) {
    if (!alone(k)) {
      k++;
      continue;
    }
    let last = k;
    while (last + 2 < n && codes[last + 1] === SPACE && alone(last + 2)) last += 2;
    if (last - k >= 4) for (let space = k + 1; space < last; space += 2) spaces.push(space);
    k = last + 1;
  }
  return spaces;
}

/** Letters written for digits: O for 0, I and l for 1, Z for 2, S for 5, B for 8 (by lower-case code). */
const LETTER_DIGITS = new Map(
  Object.entries({ o: "0", i: "1", l: "1", z: "2", s: "5", b: "8" }).map(([letter, digit]) => [
    letter.charCodeAt(0),
    digit.charCodeAt(0),
  ]),
);

/** Letters of LETTER_DIGITS as digits inside a word made only of digits and those letters, with a digit. */
function foldLookAlikeDigits(codes: Uint16Array, n: number): void {
  const isCandidate = (code: number) => isDigitCode(code) || LETTER_DIGITS.has(code);
  let k = 0;
  while (k < n) {
    if (!isCandidate(codes[k] ?? 0)) {
      k++;
      continue;
    }
    let end = k;
    let hasDigit = false;
    let hasLetter = false;
    for (; end < n && isCandidate(codes[end] ?? 0); end++) {
      if (isDigitCode(codes[end] ?? 0)) hasDigit = true;
      else hasLetter = true;
    }
    if (
      hasDigit &&
      hasLetter &&
      !isLetterCode(k > 0 ? codes[k - 1] : undefined) &&
      !isLetterCode(end < n ? codes[end] : undefined)
    ) {
      for (let m = k; m < end; m++) codes[m] = LETTER_DIGITS.get(codes[m] ?? 0) ?? (codes[m] as number);
    }
    k = end;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Phone numbers

/** Characters people put between digit groups (after normalisation), by code. */
const SEPARATORS = new Set(
  Array.from(" \t\n\r\u00a0-‐‑‒–—―−ー─━﹣~〜/\\.。,、・_()[]{}「」『』【】〔〕〈〉《》<>*'\"‘’“”", (char) =>
    char.charCodeAt(0),
  ),
);
const isSeparatorCode = (code: number) => SEPARATORS.has(code);

/** At most this many separator characters join two digit groups into one run. */
const MAX_GAP = 5;

/** Words people write between the groups of a number to get past a pattern: 「090の1234の5678」「ハイフン」. */
const GAP_WORDS = ["ハイフン", "はいふん", "ダッシュ", "マイナス", "横棒", "の", "と"];
const GAP_WORD_STARTS = new Set(GAP_WORDS.map((word) => word.charCodeAt(0)));

/** A group of digits in the normalised text. */
interface Group {
  start: number;
  end: number;
  digits: string;
  /** Part of a date, time, time range or postal code: never part of a phone number. */
  barrier: boolean;
  /** Joined to the next group by separators only (or a word of GAP_WORDS). */
  linked: boolean;
  /** Joined by a word of GAP_WORDS (「の」「ハイフン」): only a whole phone number may span it. */
  linkedByWord: boolean;
  /** The separators between this group and the next. */
  gap: string;
}

/** The digits of text[start, end), ambiguous characters read as 1. */
function readDigits(text: string, start: number, end: number, ambiguous: Set<number>): string {
  let digits = "";
  for (let i = start; i < end; i++) digits += ambiguous.has(i) ? "1" : text[i];
  return digits;
}

/** The digit groups of `folded`; `ambiguousAsDigit` reads 「一」 and 「|」 as 1 (else as dashes). */
function digitGroups(folded: Folded, ambiguousAsDigit: boolean): Group[] {
  const { text, ambiguous } = folded;
  const noAmbiguity = ambiguous.size === 0;
  const isDigit = (i: number) =>
    noAmbiguity || !ambiguous.has(i) ? isDigitCode(text.charCodeAt(i)) : ambiguousAsDigit;
  const isSeparator = (i: number) =>
    noAmbiguity || !ambiguous.has(i) ? isSeparatorCode(text.charCodeAt(i)) : !ambiguousAsDigit;
  const groups: Group[] = [];
  let i = 0;
  while (i < text.length) {
    if (!isDigit(i)) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && isDigit(i)) i++;
    const digits = noAmbiguity ? text.slice(start, i) : readDigits(text, start, i, ambiguous);
    const group: Group = {
      start,
      end: i,
      digits,
      barrier: false,
      linked: false,
      linkedByWord: false,
      gap: "",
    };
    groups.push(group);
    // The gap to the next group: at most MAX_GAP separators, and at most one word of GAP_WORDS.
    let gapEnd = i;
    let separators = 0;
    while (gapEnd < text.length && separators <= MAX_GAP && !isDigit(gapEnd)) {
      if (isSeparator(gapEnd)) {
        gapEnd++;
        separators++;
        continue;
      }
      const word =
        group.linkedByWord || !GAP_WORD_STARTS.has(text.charCodeAt(gapEnd))
          ? undefined
          : GAP_WORDS.find((w) => text.startsWith(w, gapEnd));
      if (!word) break;
      group.linkedByWord = true;
      gapEnd += word.length;
    }
    if (gapEnd < text.length && isDigit(gapEnd) && separators <= MAX_GAP) {
      group.linked = true;
      group.gap = text.slice(i, gapEnd);
    } else {
      group.linkedByWord = false;
    }
  }
  return groups;
}

const within = (digits: string, min: number, max: number) => {
  const value = Number(digits);
  return digits.length <= 2 && value >= min && value <= max;
};
const isClockTime = (digits: string) =>
  digits.length === 4 && Number(digits.slice(0, 2)) <= 23 && Number(digits.slice(2)) <= 59;

/** Marks the groups of dates, times, time ranges and postal codes (see the file comment). */
function markBarriers(text: string, groups: Group[]): void {
  const monthDay: boolean[] = groups.map(() => false);
  const hasPostalMark = text.includes("〒") || text.includes("郵便番号");
  groups.forEach((group, k) => {
    const next = groups[k + 1];
    const afterNext = groups[k + 2];
    // 18:30 — a colon is no separator, so both sides are groups of their own.
    if (group.digits.length <= 2 && text[group.end] === ":" && next?.start === group.end + 1) {
      if (next.digits.length <= 2) {
        group.barrier = true;
        next.barrier = true;
      }
    }
    // 〒154-0001, 郵便番号 060-0001
    const before = hasPostalMark
      ? text.slice(Math.max(0, group.start - 8), group.start).replace(/[\s:は]+$/u, "")
      : "";
    if (hasPostalMark && (before.endsWith("〒") || before.endsWith("郵便番号"))) {
      group.barrier = true;
      if (group.digits.length === 3 && group.linked && next?.digits.length === 4) next.barrier = true;
    }
    // 2026/12/05, 2026-12-05, 2026.12.05
    if (
      group.digits.length === 4 &&
      /^(19|20)/.test(group.digits) &&
      group.linked &&
      next?.linked &&
      afterNext &&
      group.gap.length === 1 &&
      "/.-".includes(group.gap) &&
      next.gap === group.gap &&
      within(next.digits, 1, 12) &&
      within(afterNext.digits, 1, 31)
    ) {
      group.barrier = true;
      next.barrier = true;
      afterNext.barrier = true;
    }
    // 12/5 (not inside a longer chain of slashes such as 090/1234/5678)
    if (
      group.linked &&
      group.gap === "/" &&
      next &&
      within(group.digits, 1, 12) &&
      within(next.digits, 1, 31) &&
      groups[k - 1]?.gap !== "/" &&
      next.gap !== "/"
    ) {
      monthDay[k] = true;
    }
    // 0900-1730
    if (
      group.linked &&
      next &&
      isClockTime(group.digits) &&
      isClockTime(next.digits) &&
      /^\s*[-~〜ー–]\s*$/u.test(group.gap) &&
      !groups[k - 1]?.linked &&
      !next.linked
    ) {
      group.barrier = true;
      next.barrier = true;
    }
  });
  // A month/day stands among other dates or alone; beside other numbers it may be a phone number's groups.
  const isDateLike = (k: number) => {
    const group = groups[k];
    return group === undefined || group.barrier || monthDay[k] || monthDay[k - 1] === true;
  };
  monthDay.forEach((candidate, k) => {
    if (!candidate) return;
    const previousOk = !groups[k - 1]?.linked || isDateLike(k - 1);
    const nextOk = !groups[k + 1]?.linked || isDateLike(k + 2);
    if (previousOk && nextOk) {
      (groups[k] as Group).barrier = true;
      (groups[k + 1] as Group).barrier = true;
    }
  });
}

/** True for digits 0[1-9]…: a trunk prefix 0, then not another 0. */
const startsLikeAPhone = (digits: string) =>
  digits.charCodeAt(0) === DIGIT_0 && digits.charCodeAt(1) !== DIGIT_0;

/** True for 0[5789]0 or 020 (mobile, IP, M2M numbers, which have 11 digits). */
const hasMobilePrefix = (digits: string) => {
  const second = digits.charCodeAt(1) - DIGIT_0;
  return (
    digits.charCodeAt(2) === DIGIT_0 &&
    (second === 5 || second === 7 || second === 8 || second === 9 || second === 2)
  );
};

/** A Japanese phone number's digits: 0 + 9 digits, or 0 + 10 for mobile, IP, 020 and 0800 numbers. */
function isPhoneDigits(digits: string): boolean {
  if ((digits.length !== 10 && digits.length !== 11) || !startsLikeAPhone(digits)) return false;
  return digits.length === 10 || hasMobilePrefix(digits) || digits.startsWith("0800");
}

/** The start of a mobile or IP number: 0[5789]0 and 4 to 7 more digits. */
const isMobileStart = (digits: string) =>
  digits.length >= 7 &&
  digits.length <= 10 &&
  startsLikeAPhone(digits) &&
  hasMobilePrefix(digits) &&
  !digits.startsWith("020");

/**
 * The start of a landline number: an area code (0[1-9], 2 to 5 digits), a dash or space, and more digits, 6 to 9
 * in all — 「03-1234」, not 「10.0.19045」 or 「05/10」.
 */
function isLandlineStart(groups: Group[], first: number, last: number, digits: string): boolean {
  const areaCode = (groups[first] as Group).digits;
  if (last === first || areaCode.length < 2 || areaCode.length > 5) return false;
  if (digits.length < 6 || digits.length > 9 || !startsLikeAPhone(digits)) return false;
  for (let k = first; k < last; k++) if (/[./,、・。]/.test((groups[k] as Group).gap)) return false;
  return true;
}

/** True when only separators (other than line breaks) stand between `position` and the end of its line. */
function endsLine(text: string, position: number): boolean {
  for (let i = position; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) return true;
    if (!isSeparatorCode(code)) return false;
  }
  return true;
}

/** Brackets that may open a phone number and close after it, by code. */
const OPENING = new Set(Array.from("([【「『{<", (char) => char.charCodeAt(0)));
const CLOSING = new Set(Array.from(")]】」』}>", (char) => char.charCodeAt(0)));

/** The span of groups[first..last] in the text, with a bracket that opens right before it and closes after. */
function phoneSpan(text: string, groups: Group[], first: number, last: number, start?: number): Span {
  let from = start ?? (groups[first] as Group).start;
  let to = (groups[last] as Group).end;
  if (OPENING.has(text.charCodeAt(from - 1))) from -= 1;
  let open = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (OPENING.has(code)) open++;
    else if (CLOSING.has(code)) open--;
  }
  if (open > 0 && CLOSING.has(text.charCodeAt(to))) to += 1;
  return { start: from, end: to };
}

/** Phone numbers (and their plausible starts) in one run of linked groups, leftmost longest first. */
function phoneSpansInRun(text: string, groups: Group[], runStart: number, runEnd: number): Span[] {
  const spans: Span[] = [];
  let i = runStart;
  const first = groups[runStart] as Group;
  // +81 90 1234 5678 and +81 (0)90 …: the 81 stands for the leading 0.
  const plus =
    text[first.start - 1] === "+"
      ? first.start - 1
      : text.startsWith("+ ", first.start - 2)
        ? first.start - 2
        : -1;
  if (first.digits === "81" && plus >= 0 && runEnd > runStart) {
    let k = runStart + 1;
    if (groups[k]?.digits === "0") k++;
    let digits = "0";
    let best = -1;
    for (let j = k; j <= runEnd && digits.length <= 11; j++) {
      digits += (groups[j] as Group).digits;
      if (isPhoneDigits(digits) || isMobileStart(digits)) best = j;
    }
    if (best >= 0) {
      spans.push(phoneSpan(text, groups, runStart, best, plus));
      i = best + 1;
    }
  }
  while (i <= runEnd) {
    let digits = "";
    let best = -1;
    let acrossWord = false;
    for (let j = i; j <= runEnd; j++) {
      digits += (groups[j] as Group).digits;
      if (digits.length > 11) break;
      const lineEnd = j === runEnd && endsLine(text, (groups[j] as Group).end);
      const start = isMobileStart(digits) || (lineEnd && isLandlineStart(groups, i, j, digits));
      if (isPhoneDigits(digits) || (start && !acrossWord)) best = j;
      if ((groups[j] as Group).linkedByWord) acrossWord = true;
    }
    if (best >= 0) {
      spans.push(phoneSpan(text, groups, i, best));
      i = best + 1;
    } else {
      i++;
    }
  }
  return spans;
}

/** Words a sender may put before the rest of a number in the next message (「後半」「続きは」). */
const MAX_WORDS_ACROSS_MESSAGES = 8;

/**
 * Links a group that ends its message to the first group of the sender's next message with digits (at most two
 * message boundaries and MAX_WORDS_ACROSS_MESSAGES other characters away): 「前半070-2468」 then 「後半1357」.
 * `boundaries`: the positions of the line breaks that join the messages.
 */
function linkAcrossMessages(text: string, groups: Group[], boundaries: Set<number>): void {
  for (let k = 0; k + 1 < groups.length; k++) {
    const group = groups[k] as Group;
    if (group.linked) continue;
    const nextStart = (groups[k + 1] as Group).start;
    let crossed = 0;
    let words = 0;
    for (let i = group.end; i < nextStart && words <= MAX_WORDS_ACROSS_MESSAGES; i++) {
      if (boundaries.has(i)) crossed++;
      else if (!isSeparatorCode(text.charCodeAt(i))) {
        if (crossed === 0) words = MAX_WORDS_ACROSS_MESSAGES + 1;
        else words++;
      }
    }
    if (crossed >= 1 && crossed <= 2 && words <= MAX_WORDS_ACROSS_MESSAGES) {
      group.linked = true;
      group.gap = "\n";
    }
  }
}

/**
 * Phone numbers in the normalised text, read once with ambiguous characters as digits and once as dashes.
 * `boundaries`: where messages of one sender were joined (normalised positions; see linkAcrossMessages).
 */
function phoneSpans(folded: Folded, boundaries: Set<number>): Span[] {
  const spans: Span[] = [];
  const readings = folded.ambiguous.size > 0 ? [true, false] : [true];
  for (const ambiguousAsDigit of readings) {
    const groups = digitGroups(folded, ambiguousAsDigit);
    if (boundaries.size > 0) linkAcrossMessages(folded.text, groups, boundaries);
    markBarriers(folded.text, groups);
    let k = 0;
    while (k < groups.length) {
      if ((groups[k] as Group).barrier) {
        k++;
        continue;
      }
      let end = k;
      while ((groups[end] as Group).linked && groups[end + 1] && !(groups[end + 1] as Group).barrier) end++;
      spans.push(...phoneSpansInRun(folded.text, groups, k, end));
      k = end + 1;
    }
  }
  return spans;
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses, IDs and web addresses (patterns on the normalised, lower-case text)

/** 「@」 and its bracketed and Japanese spelled forms between the two halves of an e-mail address. */
const AT = String.raw`\s*(?:@|[(\[{<]\s*(?:@|at|あっと|アット(?:マーク)?)\s*[)\]}>]|あっと|アット(?:マーク)?)\s*`;
/** 「.」 and its spelled and bracketed forms inside an address (。 and ． fold to these). */
const DOT = String.raw`(?:\s*(?:[.。]|[(\[{<]\s*(?:\.|。|dot|どっと|ドット)\s*[)\]}>]|どっと|ドット)\s*|\s+dot\s+)`;

/**
 * E-mail addresses: the local part, then 「@」 or one of its forms and the domain (「taro@gmail」 needs no dot), or
 * the English word 「at」 and a domain with at least one dot (「meet at the station」 is no address).
 */
const LABEL = "[a-z0-9][a-z0-9-]*";
const EMAIL = new RegExp(
  String.raw`(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*(?:${AT}${LABEL}(?:${DOT}${LABEL})*|\s+at\s+${LABEL}(?:${DOT}${LABEL})+)`,
  "g",
);

/** A handle such as @taro_photo (SNS accounts; LINE official accounts). */
const HANDLE = /(?<![a-z0-9._%+-])@(?=[a-z0-9_.]*[a-z])[a-z0-9_][a-z0-9_.]{2,29}/g;

/**
 * Top-level domains a bare web address may end in: the common generic ones, the short-link and country domains
 * people use, and Japanese city domains. File extensions that are also domains (zip, mov, md, py, sh) are left
 * out: 「資料.zip」 is not an address.
 */
const TLDS = [
  "com",
  "net",
  "org",
  "info",
  "biz",
  "xyz",
  "top",
  "site",
  "online",
  "shop",
  "store",
  "app",
  "dev",
  "page",
  "blog",
  "link",
  "club",
  "live",
  "life",
  "fun",
  "work",
  "world",
  "space",
  "website",
  "tech",
  "cloud",
  "pro",
  "vip",
  "icu",
  "asia",
  "mobi",
  "name",
  "moe",
  "art",
  "ink",
  "gle",
  "tokyo",
  "osaka",
  "nagoya",
  "yokohama",
  "kyoto",
  "okinawa",
  "io",
  "co",
  "me",
  "tv",
  "ly",
  "gg",
  "to",
  "be",
  "am",
  "fm",
  "ai",
  "ee",
  "gl",
  "la",
  "ws",
  "jp",
  "us",
  "uk",
  "ca",
  "de",
  "fr",
  "it",
  "es",
  "nl",
  "ru",
  "cn",
  "kr",
  "tw",
  "hk",
  "sg",
  "au",
  "nz",
  "in",
];

/** Characters of a URL's path and query. */
const URL_CHARS = String.raw`[a-z0-9\-._~:/?#@!$&*+,;=%\[\]]`;

/** Web addresses: with a scheme (also hxxp), with www., or a bare host ending in a listed top-level domain. */
const URL = new RegExp(
  String.raw`(?:h(?:tt|xx)ps?|ftp):\/\/${URL_CHARS}+|(?<![a-z0-9@._-])www\.[a-z0-9]${URL_CHARS}*` +
    String.raw`|(?<![a-z0-9@._-])(?:[a-z0-9][a-z0-9-]*(?:\.|。|\[\.\]|\(\.\)|\s+dot\s+))+(?:${TLDS.join("|")})` +
    String.raw`(?![a-z0-9-])(?::[0-9]{1,5})?(?:\/${URL_CHARS}*)?`,
  "g",
);

/** IPv4 addresses, with a port. */
const OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
const IPV4 = new RegExp(
  String.raw`(?<![0-9.])(?:${OCTET}\.){3}${OCTET}(?![0-9]|\.[0-9])(?::[0-9]{1,5})?`,
  "g",
);

/** Mail services whose name stands for the domain: 「gmailのtaro.y1990」「taro.y1990 (gmail)」. */
const MAIL_PROVIDERS = "gmail|yahoo|icloud|outlook|hotmail|docomo|ezweb|softbank";

/** A local part followed by the mail service in brackets: 「taro.y1990 (gmail)」. */
const LOCAL_PART_THEN_PROVIDER = new RegExp(
  String.raw`(?<![a-z0-9._%+-])([a-z0-9][a-z0-9._%+-]{3,63})\s*[(\[]\s*(?:${MAIL_PROVIDERS})(?![a-z])`,
  "g",
);

/**
 * Account labels: 「LINE ID: 」「LINEの IDは 」「ﾗｲﾝ 」「ライン→」「インスタ 」「Discord: 」. A Latin label must be a word of
 * its own (not online, lineup); a kana label must not be part of a longer word (オンライン, ガイドライン, ラインナップ).
 */
const LATIN_LABELS = `line|instagram|insta|ig|twitter|tiktok|discord|skype|kakao|wechat|telegram|facebook|${MAIL_PROVIDERS}`;
const KANA_LABELS =
  "ライン|らいん|インスタ(?:グラム)?|ツイッター|ティックトック|ディスコード?|スカイプ|カカオ(?:トーク)?|テレグラム|フェイスブック";
/**
 * What joins a label to the ID: spaces, colons, arrows (👉 as its surrogate pair: Bun writes characters beyond
 * U+FFFF in a String.raw as \u{…}, which a pattern without the u flag misreads), brackets, particles, 「ID」.
 */
const joiners = (min: number, max: number) =>
  String.raw`(?:\s|[:=→⇒➡>»\-~「『(\[]|\uD83D\uDC49|は|の|を|で|が|も|です|アカウント|account|id|アイディー?|アイデー){${min},${max}}`;
/** The ID: what LINE, Instagram, Discord and Skype (live:…) allow, 4 to 30 characters. */
const ACCOUNT_ID = "((?:live:)?@?[a-z0-9_][a-z0-9._-]{3,29})";
const SERVICE_ID = new RegExp(
  `(?:(?<![a-z0-9])(?:${LATIN_LABELS})(?:id)?(?![a-z0-9_])|(?<![ぁ-んァ-ヺー])(?:${KANA_LABELS})(?![ァ-ヺー]))` +
    `${joiners(0, 8)}${ACCOUNT_ID}`,
  "g",
);
/**
 * The bare label 「ID: 」: not the end of another kind of number (会員ID, 注文ID), and the ID must hold a letter
 * (「ID 12345」 is a membership number).
 */
const BARE_ID = new RegExp(
  String.raw`(?:^|(?<=[\s:、。!?(「『【の用]))(?:id|アイディー?)(?![a-z])${joiners(0, 6)}${ACCOUNT_ID}`,
  "g",
);

/** Words after a label that are not IDs: 「LINE Payで」「LINE Works」「LINEでokay」. */
const NOT_IDS = new Set([
  "pay",
  "works",
  "music",
  "news",
  "manga",
  "camera",
  "call",
  "group",
  "official",
  "login",
  "okay",
]);

/**
 * Big public sites whose bare name is nobody's contact detail: 「Amazon.co.jpで注文」「youtube.comで検索」. With a path
 * (「instagram.com/taro」) or as a subdomain of their own (「taro.github.io」) an address is masked.
 */
const PUBLIC_SITES = new Set([
  "amazon.co.jp",
  "amazon.com",
  "rakuten.co.jp",
  "google.com",
  "google.co.jp",
  "youtube.com",
  "yahoo.co.jp",
  "yahoo.com",
  "x.com",
  "twitter.com",
  "instagram.com",
  "facebook.com",
  "tiktok.com",
  "line.me",
  "mercari.com",
  "jp.mercari.com",
  "zozo.jp",
  "kakaku.com",
  "tabelog.com",
  "cookpad.com",
  "wikipedia.org",
  "ja.wikipedia.org",
  "apple.com",
  "microsoft.com",
  "zoom.us",
  "gmail.com",
  "icloud.com",
  "outlook.com",
]);

/** The span of a web-address match, or null for the bare name of a public site. */
function urlSpan(match: RegExpExecArray): Span | null {
  const host = match[0].replace(/^www\./, "").replace(/。|\[\.\]|\(\.\)|\s+dot\s+/g, ".");
  if (PUBLIC_SITES.has(host)) return null;
  return { start: match.index, end: match.index + match[0].length };
}

/** An account ID worth masking: not a word of NOT_IDS; after the bare 「ID」 label also with a letter in it. */
function isAccountId(id: string, bare: boolean): boolean {
  const plainId = id.replace(/^(?:live:)?@?/, "");
  if (NOT_IDS.has(plainId) || NOT_IDS.has(plainId.replace(/[._-].*$/, ""))) return false;
  return !bare || /[a-z]/.test(plainId);
}

/** The spans of `pattern`'s matches in the normalised text (`accept` may take part of a match, or refuse it). */
function patternSpans(
  text: string,
  pattern: RegExp,
  accept?: (match: RegExpExecArray) => Span | null,
): Span[] {
  const spans: Span[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const span = accept ? accept(match) : { start: match.index, end: match.index + match[0].length };
    if (span) spans.push(span);
    if (match[0].length === 0) pattern.lastIndex++;
  }
  return spans;
}

/** The span of a match's last capture group (the ID after its label), if it is an account ID. */
const idSpan =
  (bare: boolean) =>
  (match: RegExpExecArray): Span | null => {
    const id = match[1] ?? "";
    if (!isAccountId(id, bare)) return null;
    const end = match.index + match[0].length;
    return { start: end - id.length, end };
  };

// ---------------------------------------------------------------------------------------------------------------
// The detector

/** Sorts and merges overlapping or touching spans. */
function mergeSpans(spans: Span[]): Span[] {
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Cheap checks that let most messages skip the patterns that cannot match them. */
const MAY_HOLD_EMAIL = /@|at|あっと|アット/;
const MAY_HOLD_URL = /:\/\/|www\.|[a-z0-9](?:[.。]|\[\.\]|\(\.\)|\s+dot\s)[a-z]/;
const MAY_HOLD_IPV4 = /[0-9]\.[0-9]/;
const MAY_HOLD_SERVICE_ID = new RegExp(`${LATIN_LABELS}|${KANA_LABELS}`);
const MAY_HOLD_BARE_ID = /id|アイディ|アイデー/;
const MAY_HOLD_PROVIDER = new RegExp(`[(\\[]\\s*(?:${MAIL_PROVIDERS})`);

/** The first unit of the normalised text that comes from original position `position` or after it. */
function unitAt(from: Int32Array, position: number): number {
  let low = 0;
  let high = from.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((from[middle] ?? 0) < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The spans of contact details in `text` (positions in the original text), merged and in order.
 * @example findContactSpans("電話は〇九〇一二三四五六七八です") → [{start: 3, end: 14}]
 */
export function findContactSpans(text: string): Span[] {
  return detectSpans(text, []);
}

/** findContactSpans of messages joined by line breaks at `joins` (original positions of those line breaks). */
function detectSpans(text: string, joins: readonly number[]): Span[] {
  if (text.length === 0) return [];
  const folded = normalise(text);
  const normal = folded.text;
  const boundaries = new Set<number>();
  for (const join of joins) {
    const unit = unitAt(folded.from, join);
    if (normal.charCodeAt(unit) === 0x0a) boundaries.add(unit);
  }
  const spans = phoneSpans(folded, boundaries);
  // Each pattern runs only on texts that hold what it cannot match without (most messages hold none of it).
  if (MAY_HOLD_EMAIL.test(normal)) spans.push(...patternSpans(normal, EMAIL));
  if (MAY_HOLD_URL.test(normal)) spans.push(...patternSpans(normal, URL, urlSpan));
  if (MAY_HOLD_IPV4.test(normal)) spans.push(...patternSpans(normal, IPV4));
  if (normal.includes("@")) spans.push(...patternSpans(normal, HANDLE));
  if (MAY_HOLD_SERVICE_ID.test(normal)) spans.push(...patternSpans(normal, SERVICE_ID, idSpan(false)));
  if (MAY_HOLD_BARE_ID.test(normal)) spans.push(...patternSpans(normal, BARE_ID, idSpan(true)));
  if (MAY_HOLD_PROVIDER.test(normal)) {
    spans.push(
      ...patternSpans(normal, LOCAL_PART_THEN_PROVIDER, (match) => ({
        start: match.index,
        end: match.index + (match[1] ?? "").length,
      })),
    );
  }
  // Back to the original: from the first unit's character to the last unit's, and the invisible characters
  // (dropped by the normalisation) right after it, such as a keycap's marks.
  return mergeSpans(
    spans
      .filter((span) => span.end > span.start)
      .map((span) => ({
        start: folded.from[span.start] ?? 0,
        end: Math.max(folded.to[span.end - 1] ?? text.length, folded.from[span.end] ?? text.length),
      })),
  );
}

/** `text` with each span replaced by CONTACT_MASK. */
function applySpans(text: string, spans: Span[]): MaskedText {
  if (spans.length === 0) return { text, masked: false };
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + CONTACT_MASK;
    at = span.end;
  }
  return { text: out + text.slice(at), masked: true };
}

/**
 * `text` with every contact detail replaced by CONTACT_MASK, and whether anything was replaced.
 * @example maskContacts("電話は090-1234-5678です") → {text: "電話は●●●です", masked: true}
 */
export function maskContacts(text: string): MaskedText {
  return applySpans(text, findContactSpans(text));
}

/** A thread message as the masking reads it. */
export interface ThreadMessageText {
  /** The sender (null: a member who is gone). */
  senderId: number | null;
  body: string;
  /** When it was sent, in ms since the epoch. */
  sentAt: number;
}

/**
 * The thread messages `messages` (oldest first) as shown before both participants agreed: each with its contact
 * details masked, including every part of a detail split over consecutive messages of one sender that are at most
 * SPLIT_CONTACT_WINDOW_MS apart (the other participant's messages in between do not matter). The messages of one
 * such sequence are read as one text, one line each. Same length and order as `messages`.
 * @example maskThreadMessages([{senderId: 1, body: "090-1234", …}, {senderId: 1, body: "5678", …}])
 *   → [{text: "●●●", masked: true}, {text: "●●●", masked: true}]
 */
export function maskThreadMessages(messages: readonly ThreadMessageText[]): MaskedText[] {
  const sequences: number[][] = [];
  const open = new Map<number | null, { indices: number[]; lastAt: number }>();
  messages.forEach((message, index) => {
    const current = open.get(message.senderId);
    if (current && message.sentAt - current.lastAt <= SPLIT_CONTACT_WINDOW_MS) {
      current.indices.push(index);
      current.lastAt = message.sentAt;
    } else {
      const started = { indices: [index], lastAt: message.sentAt };
      open.set(message.senderId, started);
      sequences.push(started.indices);
    }
  });
  const shown: MaskedText[] = messages.map((message) => ({ text: message.body, masked: false }));
  for (const sequence of sequences) {
    const bodies = sequence.map((index) => (messages[index] as ThreadMessageText).body);
    if (bodies.length === 1) {
      shown[sequence[0] as number] = maskContacts(bodies[0] as string);
      continue;
    }
    const joins: number[] = [];
    let length = 0;
    for (const body of bodies.slice(0, -1)) {
      length += body.length;
      joins.push(length);
      length += 1;
    }
    const spans = detectSpans(bodies.join("\n"), joins);
    let offset = 0;
    let next = 0;
    sequence.forEach((index, k) => {
      const body = bodies[k] as string;
      const end = offset + body.length;
      const own: Span[] = [];
      while (next < spans.length && (spans[next] as Span).end <= offset) next++;
      for (let s = next; s < spans.length && (spans[s] as Span).start < end; s++) {
        const span = spans[s] as Span;
        const start = Math.max(span.start, offset) - offset;
        const stop = Math.min(span.end, end) - offset;
        if (stop > start) own.push({ start, end: stop });
      }
      shown[index] = applySpans(body, own);
      offset = end + 1;
    });
  }
  return shown;
}
