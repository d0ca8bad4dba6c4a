/** Kana folding of search (docs/product.md §9 "Search that forgives"): one normalisation for text and query. */
import { describe, expect, test } from "bun:test";
import {
  foldKana,
  normalizeSearchText,
  postSearchSource,
  queryGrams,
  searchGrams,
} from "#shared/search-text.ts";
import { highlight, makeSnippet } from "#shared/snippet.ts";

describe("kana folding", () => {
  test("katakana, half-width katakana and hiragana normalise to the same text", () => {
    expect(normalizeSearchText("ソファ")).toBe("そふぁ");
    expect(normalizeSearchText("ｿﾌｧ")).toBe("そふぁ");
    expect(normalizeSearchText("ヒッコシ")).toBe(normalizeSearchText("ひっこし"));
    expect(normalizeSearchText("ヴァイオリン　ケース")).toBe("ゔぁいおりん けーす");
    // ー and ヷ have no hiragana twin and stay; kanji and latin are untouched (latin lower-cased).
    expect(foldKana("ーヷ漢字ABC")).toBe("ーヷ漢字ABC");
  });

  test("grams of stored text and of the query agree across scripts", () => {
    const stored = searchGrams(normalizeSearchText("ソファの移動"));
    for (const gram of queryGrams(normalizeSearchText("そふぁ"))) expect(stored).toContain(gram);
    expect(queryGrams(normalizeSearchText("ソ"))).toEqual(["そ"]);
  });

  test("category and tag names are part of the searchable text, each a separate word", () => {
    expect(normalizeSearchText(postSearchSource("題", "本文", "家具の移動", ["力仕事", "週末"]))).toBe(
      "題 本文 家具の移動 力仕事 週末",
    );
  });

  test("highlighting and snippets find a katakana text from a hiragana keyword", () => {
    expect(highlight("大きいソファです", "そふぁ")).toEqual([
      { text: "大きい", match: false },
      { text: "ソファ", match: true },
      { text: "です", match: false },
    ]);
    const body = `${"あ".repeat(100)}ソファ`;
    expect(makeSnippet(body, "そふぁ").startsWith("…")).toBe(true);
  });
});
