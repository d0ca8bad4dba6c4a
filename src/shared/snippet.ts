/**
 * Snippets and highlighting of docs/product.md §9: at most 120 characters; around a keyword match 40 characters before
 * and 80 after. Highlighting returns segments so the UI renders them without HTML injection.
 */
import { SNIPPET } from "./constants.ts";
import { foldSearchChar, normalizeSearchText } from "./search-text.ts";

/** A piece of text, marked when it matches the keyword. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** A snippet of `body` (max 120 chars), centred on the first match of `keyword` when there is one. */
export function makeSnippet(body: string, keyword?: string): string {
  const text = body.replace(/\s+/gu, " ").trim();
  const chars = Array.from(text);
  const word = keyword ? firstWord(keyword) : "";
  let start = 0;
  if (word) {
    const index = matchIndex(chars, word);
    if (index > SNIPPET.lead) start = index - SNIPPET.lead;
  }
  const slice = chars.slice(start, start + SNIPPET.max).join("");
  return `${start > 0 ? "…" : ""}${slice}${start + SNIPPET.max < chars.length ? "…" : ""}`;
}

/**
 * The first `max` characters (whole code points) of `text` on one line — white space collapsed — with … when cut:
 * what a notification or an author's notice quotes of a comment or message.
 */
export function lineExcerpt(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/gu, " ").trim());
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}

/** Splits `text` into segments, marking every case-, width- and kana-insensitive occurrence of each keyword word. */
export function highlight(text: string, keyword?: string): TextSegment[] {
  const words = keyword ? normalizeSearchText(keyword).split(" ").filter(Boolean) : [];
  if (words.length === 0) return [{ text, match: false }];
  const chars = Array.from(text);
  const folded = chars.map(foldSearchChar);
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    const wordChars = Array.from(word);
    for (let i = 0; i + wordChars.length <= folded.length; i++) {
      if (wordChars.every((c, j) => folded[i + j] === c)) marked.fill(true, i, i + wordChars.length);
    }
  }
  const segments: TextSegment[] = [];
  chars.forEach((char, i) => {
    const match = marked[i] === true;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += char;
    else segments.push({ text: char, match });
  });
  return segments;
}

/**
 * The character index (code points of `chars`) where the normalised `word` first occurs, or -1. Each character
 * is folded on its own (NFKC, lower case) and the folded text remembers which character each unit came from, so
 * characters that fold to a different length (ｶ, ㈱, emoji surrogate pairs) do not shift the position.
 */
function matchIndex(chars: readonly string[], word: string): number {
  let folded = "";
  const owner: number[] = [];
  chars.forEach((char, index) => {
    const piece = foldSearchChar(char);
    folded += piece;
    for (let unit = 0; unit < piece.length; unit++) owner.push(index);
  });
  const at = folded.indexOf(word);
  return at < 0 ? -1 : (owner[at] ?? -1);
}

function firstWord(keyword: string): string {
  return normalizeSearchText(keyword).split(" ")[0] ?? "";
}
