/**
 * Keyword search for Japanese text (docs/architecture.md "Search"): text is NFKC-normalised and lower-cased, and a
 * post stores the set of its 1- and 2-character grams so a GIN index can answer substring queries of any
 * length; the final match is a plain substring check on the normalised text.
 */

/** NFKC + lower case + collapsed white space: 全角 "ＡＢＣ　１" → "abc 1". */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
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
