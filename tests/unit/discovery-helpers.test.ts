/**
 * Small rules of the discovery screens: relative-time words come from the copy catalogue (no Japanese text in
 * src/shared/dates.ts), card distances never read 0.0 km, the capped list summary (docs/decisions/005), and
 * text that PostgreSQL cannot store (U+0000) is refused by the shared text fields with a Japanese message.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { copy } from "#shared/copy.ts";
import { copyEn } from "#shared/copy-en/copy.ts";
import { relativeJa } from "#shared/dates.ts";
import { ZPostListInput } from "#shared/schemas/discovery.ts";
import { requiredText, storableText } from "#shared/schemas/fields.ts";
import { formatKm } from "../../src/client/components/post-card.tsx";

describe("relative times", () => {
  test("dates.ts takes its words from copy.relativeTime", () => {
    const source = readFileSync(join(import.meta.dir, "..", "..", "src", "shared", "dates.ts"), "utf8");
    const code = source
      .split("\n")
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
      .join("\n");
    expect(code).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u);
    const now = new Date("2026-11-22T12:00:00Z");
    expect(relativeJa(new Date(now.getTime() - 3 * 60_000), now)).toBe("3分前");
    expect(relativeJa(new Date(now.getTime() - 14 * 86_400_000), now)).toBe("2週間前");
    expect(relativeJa(new Date(now.getTime() + 5_000), now)).toBe("5秒後");
    expect(relativeJa(now, now)).toBe("1秒前");
  });

  test("the English twin says the same in English: 3 minutes ago, 1 week ago, in 5 seconds", () => {
    const { text, units } = copyEn.relativeTime;
    expect(text(3, units.minute, false)).toBe("3 minutes ago");
    expect(text(1, units.week, false)).toBe("1 week ago");
    expect(text(5, units.second, true)).toBe("in 5 seconds");
  });
});

describe("distances on cards", () => {
  test("one decimal below 10 km, whole km above, and at least 0.1 km", () => {
    expect([0, 0.04, 0.1, 3.2, 9.9, 12.4, 152.6].map(formatKm)).toEqual([
      "0.1",
      "0.1",
      "0.1",
      "3.2",
      "9.9",
      "12",
      "153",
    ]);
    expect(copy.post.distanceKm(formatKm(0))).toBe("約0.1km");
  });
});

describe("capped list summary", () => {
  test("keyword and tag lists past 1,000 posts say 1,000件以上中", () => {
    expect(copy.pagination.summaryCapped(1000, 16, 30)).toBe("1,000件以上中、16～30件を表示");
    expect(copy.pagination.summary(241, 1, 15)).toBe("全241件中、1～15件を表示");
  });
});

describe("text PostgreSQL cannot store", () => {
  test("U+0000 is refused by text fields and list keywords with the catalogue's words", () => {
    expect(storableText("犬の散歩")).toBe(true);
    expect(storableText("犬\u0000")).toBe(false);
    const title = requiredText(copy.fields.title, 100).safeParse("草むしり\u0000");
    expect(title.error?.issues.map((issue) => issue.message)).toEqual([
      copy.validation.invalidCharacters(copy.fields.title),
    ]);
    const list = ZPostListInput.safeParse({ keyword: "\u0000", region_slug: "tokyo\u0000" });
    expect(list.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["keyword", copy.validation.invalidCharacters(copy.fields.keyword)],
      ["region_slug", copy.validation.invalidInput],
    ]);
  });
});
