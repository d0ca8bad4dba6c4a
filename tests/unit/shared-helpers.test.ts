import { describe, expect, test } from "bun:test";
import { formatDateJa, relativeJa, toApiDate } from "#shared/dates.ts";
import { pageMeta, pageWindow, parsePage } from "#shared/pagination.ts";
import { normalizeSearchText, queryGrams, searchGrams } from "#shared/search-text.ts";
import { highlight, lineExcerpt, makeSnippet } from "#shared/snippet.ts";
import { addTag, normalizeTagSlug } from "#shared/tag-slug.ts";

describe("normalizeTagSlug (docs/product.md §5)", () => {
  test("lower-cases, turns spaces and symbols into single hyphens, trims edge hyphens", () => {
    expect(normalizeTagSlug("  Hello   World!! ")).toBe("hello-world");
    expect(normalizeTagSlug("--a__b--")).toBe("a-b");
    expect(normalizeTagSlug("ＰＣ 設定")).toBe("pc-設定");
    expect(normalizeTagSlug("!!!")).toBe("");
  });

  test("addTag refuses empties, duplicates and an eleventh tag", () => {
    expect(addTag(["a"], "  ", 10).rejected).toBe("empty");
    expect(addTag(["a-b"], "A B", 10).rejected).toBe("duplicate");
    const full = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addTag(full, "new", 10)).toEqual({ tags: full, rejected: "full" });
    expect(addTag(["a"], "B", 10)).toEqual({ tags: ["a", "b"], rejected: null });
  });
});

describe("search text", () => {
  test("normalises full-width and case (NFKC)", () => {
    expect(normalizeSearchText("ＰＣ　設定　Ｈｅｌｐ")).toBe("pc 設定 help");
  });

  test("grams hold every character and every adjacent pair, without spaces", () => {
    expect(searchGrams("犬の 散歩")).toEqual(["の", "散", "散歩", "歩", "犬", "犬の"]);
  });

  test("a query needs its bigrams, or its single character", () => {
    expect(queryGrams("散歩")).toEqual(["散歩"]);
    expect(queryGrams("犬")).toEqual(["犬"]);
    expect(queryGrams("引っ越し")).toEqual(["っ越", "引っ", "越し"]);
  });
});

describe("pagination (docs/product.md §2, §9)", () => {
  test("pages within 2 of the current, clamped", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  test("meta: from/to null on an empty page, last_page at least 1", () => {
    expect(pageMeta(1, 15, 0, 0)).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: 0,
      from: null,
      to: null,
    });
    expect(pageMeta(2, 15, 40, 15)).toMatchObject({ from: 16, to: 30, last_page: 3 });
  });

  test("page below 1 or not a number means 1", () => {
    expect(parsePage("0")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("-3")).toBe(1);
    expect(parsePage("4")).toBe(4);
    expect(parsePage(undefined)).toBe(1);
  });
});

describe("dates (docs/api.md)", () => {
  const now = new Date("2026-11-22T03:00:00Z");
  test("relative Japanese text like Carbon ja", () => {
    expect(relativeJa(new Date(now.getTime() - 3 * 60_000), now)).toBe("3分前");
    expect(relativeJa(new Date(now.getTime() - 3600_000), now)).toBe("1時間前");
    expect(relativeJa(new Date(now.getTime() - 2 * 86400_000), now)).toBe("2日前");
    expect(relativeJa(new Date(now.getTime() - 40 * 86400_000), now)).toBe("1ヶ月前");
    expect(relativeJa(new Date(now.getTime() + 5_000), now)).toBe("5秒後");
  });

  test("API dates carry microseconds; display dates are in Asia/Tokyo", () => {
    expect(toApiDate(new Date("2026-11-22T03:04:05.123Z"))).toBe("2026-11-22T03:04:05.123000Z");
    expect(formatDateJa(new Date("2026-11-21T16:00:00Z"))).toBe("2026年11月22日");
    expect(formatDateJa(new Date("2026-11-21T14:59:59.999Z"))).toBe("2026年11月21日");
    expect(toApiDate(new Date("1999-01-02T00:00:00Z"))).toBe("1999-01-02T00:00:00.000000Z");
  });

  test("display dates written from the UTC+9 offset read as Intl's Asia/Tokyo dates", () => {
    const intl = new Intl.DateTimeFormat("ja-JP", {
      timeZone: "Asia/Tokyo",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    // Every hour around the turn of each day of three years, and random instants up to 2100.
    const instants: number[] = [];
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      instants.push(day + 14 * 3600_000 + 59 * 60_000 + 59_999, day + 15 * 3600_000);
    }
    for (let i = 0; i < 2000; i++) instants.push(Date.UTC(1952, 0, 1) + Math.random() * 4.4e12);
    for (const time of instants) expect(formatDateJa(new Date(time))).toBe(intl.format(new Date(time)));
    // Summer time of 1948-1951 (UTC+10) comes from Intl's time zone data.
    const summer1950 = new Date("1950-07-01T14:30:00Z");
    expect(formatDateJa(summer1950)).toBe(intl.format(summer1950));
    expect(() => formatDateJa(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("snippet and highlight (docs/product.md §9)", () => {
  test("a long body is cut to 120 characters", () => {
    const body = "あ".repeat(300);
    expect(Array.from(makeSnippet(body)).length).toBe(121);
  });

  test("the snippet starts 40 characters before a late match", () => {
    const body = `${"い".repeat(100)}目印${"う".repeat(200)}`;
    const snippet = makeSnippet(body, "目印");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.indexOf("目印")).toBe(41);
  });

  test("the window is 40 characters before and 80 after the match, counted in characters", () => {
    // Emoji are two UTF-16 units and half-width katakana fold to fewer characters: neither moves the window.
    for (const lead of ["😀".repeat(100), "ｶﾞ".repeat(50), "あ".repeat(100)]) {
      const body = `${lead}目印${"う".repeat(200)}`;
      const snippet = makeSnippet(body, "目印");
      const chars = Array.from(snippet);
      expect(chars.slice(0, 1)).toEqual(["…"]);
      expect(chars.slice(41, 43).join("")).toBe("目印");
      expect(chars.length).toBe(1 + 120 + 1);
    }
  });

  test("a match inside the first 40 characters starts the snippet at the beginning", () => {
    const snippet = makeSnippet(`${"あ".repeat(10)}ＰＣ${"い".repeat(200)}`, "pc");
    expect(snippet.startsWith("あ")).toBe(true);
    expect(Array.from(snippet).length).toBe(121);
  });

  test("highlight marks matches without regard to width or case", () => {
    expect(highlight("ＰＣの設定とpcの修理", "pc")).toEqual([
      { text: "ＰＣ", match: true },
      { text: "の設定と", match: false },
      { text: "pc", match: true },
      { text: "の修理", match: false },
    ]);
  });
});

describe("lineExcerpt (notifications and an author's notice quote a text)", () => {
  test("one line, at most max characters with … when cut, never half an emoji", () => {
    expect(lineExcerpt("  明日の\n午後なら  伺えます。 ", 80)).toBe("明日の 午後なら 伺えます。");
    expect(lineExcerpt("あいうえおかきくけこ", 5)).toBe("あいうえお…");
    expect(lineExcerpt("🐕🐕🐕🐕", 2)).toBe("🐕🐕…");
    expect(lineExcerpt("あいう", 3)).toBe("あいう");
  });
});
