/**
 * Keyword search for Japanese text (docs/decisions/002-japanese-substring-search-with-gram-arrays.md): text is NFKC-normalised and lower-cased, and a
 * post stores the set of its 1- and 2-character grams so a GIN index can answer substring queries of any
 * length; the final match is a plain substring check on the normalised text.
 */

/**
 * Katakana folded to hiragana (docs/product.md §9 "Search that forgives"): ァ–ヶ (U+30A1–U+30F6) and the
 * iteration marks ヽヾ move by −0x60 to ぁ–ゖ and ゝゞ. ー and ヷ–ヺ (no hiragana twin) stay. Every other
 * character is unchanged, and the length in code units is kept, so positions map one to one.
 */
export function foldKana(text: string): string {
  return text.replace(/[\u30a1-\u30f6\u30fd\u30fe]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/** One character as search sees it: NFKC, lower case, katakana as hiragana (ｶ → か, Ａ → a). */
export function foldSearchChar(char: string): string {
  return foldKana(char.normalize("NFKC").toLowerCase());
}

/**
 * NFKC + lower case + katakana as hiragana + collapsed white space: 全角 "ＡＢＣ　１" → "abc 1",
 * "ソファ" and "ｿﾌｧ" → "そふぁ". The one normalisation of both the stored text and the query.
 */
export function normalizeSearchText(text: string): string {
  return foldKana(text.normalize("NFKC").toLowerCase()).replace(/\s+/gu, " ").trim();
}

/**
 * The text a post is found by (docs/product.md §9): title, body, its category's name and its tags' names,
 * separated by spaces so no keyword word can match across two of them. Not yet normalised.
 */
export function postSearchSource(
  title: string,
  body: string,
  categoryName: string | null | undefined,
  tagNames: readonly string[],
): string {
  return [title, body, categoryName ?? "", ...tagNames].join(" ");
}

/** The distinct unigrams and bigrams of normalised text (spaces excluded), sorted for stable storage. */
export function searchGrams(normalized: string): string[] {
  const chars = Array.from(normalized);
  const grams = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    const a = chars[i];
    if (a === undefined || a === " ") continue;
    grams.add(a);
    const b = chars[i + 1];
    if (b !== undefined && b !== " ") grams.add(a + b);
  }
  return [...grams].sort();
}

/**
 * The grams a query needs a post to contain: its bigrams (or its single character). Every word of the
 * keyword must match; words are split on white space. Returns [] for an empty query.
 */
export function queryGrams(normalizedQuery: string): string[] {
  const grams = new Set<string>();
  for (const word of normalizedQuery.split(" ")) {
    const chars = Array.from(word);
    if (chars.length === 1 && chars[0] !== undefined) grams.add(chars[0]);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...grams].sort();
}

/** The words of a normalised query, each of which must appear in the text. */
export function queryWords(normalizedQuery: string): string[] {
  return normalizedQuery.split(" ").filter((word) => word.length > 0);
}
