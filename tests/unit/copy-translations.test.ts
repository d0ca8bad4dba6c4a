/**
 * The twins of the copy catalogue (docs/decisions/034-languages-as-typed-catalogue-twins.md): every file of
 * src/shared/copy/ (and copy.ts) has a twin in src/shared/copy-en/ exporting each object under its name + `En`, and
 * one in src/shared/copy-easy/ under its name + `Easy` (docs/product.md "Languages": やさしい日本語), with the same keys in depth, lists of the same length, templates of the same arity that answer a
 * non-empty text when the Japanese answers, numbers and flags unchanged. English holds no kana or kanji; やさしい日本語
 * gives every kanji its reading in the Aozora Bunko notation (「手伝《てつだ》う」, 「｜今日《きょう》」) — both except the
 * languages' names, each in its own script. The compiler checks the shapes (`Translation<T>`); this walks the
 * objects as they run.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { copy } from "#shared/copy.ts";
import { copyEasy } from "#shared/copy-easy/copy.ts";
import {
  categoryNamesEasy,
  regionAreaNamesEasy,
  regionNamesEasy,
} from "#shared/copy-easy/reference-names.ts";
import { copyEn } from "#shared/copy-en/copy.ts";
import { categoryNamesEn, regionAreaNamesEn, regionNamesEn } from "#shared/copy-en/reference-names.ts";

const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/;
/** Key paths whose twins keep the Japanese as written on purpose: each language named in its own script. */
const KEEPS_JAPANESE = [
  /^requests(Copy)?\.language\.(ja|easy_ja)$/,
  /^(copy\.)?language(Copy)?\.(names\.(ja|easy_ja)|menuLabel)$/,
];

const shared = join(import.meta.dir, "..", "..", "src", "shared");
const areaFiles = readdirSync(join(shared, "copy")).filter((name) => name.endsWith(".ts"));

/** Arguments to try a template with: numbers first, then the same as texts (a template may read either). */
const SAMPLES = [(arity: number) => Array(arity).fill(3), (arity: number) => Array(arity).fill("3")];

/** What is wrong with a twin's text (null when nothing): a rule of its language. */
type TextRule = (text: string) => string | null;

/** English: no kana or kanji. */
const english: TextRule = (text) =>
  JAPANESE.test(text) ? `Japanese left in 「${text.slice(0, 40)}」` : null;

const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff々〆ヵヶ]/;
/** A reading in the Aozora Bunko notation: `｜base《reading》`, or a run of kanji right before `《reading》`. */
const RUBY = /｜([^｜《》]+)《([^《》]*)》|([\u3400-\u4dbf\u4e00-\u9fff々〆ヵヶ]+)《([^《》]*)》/g;

/** やさしい日本語: every kanji inside a ruby base, every reading kana, no stray mark of the notation. */
const easyJapanese: TextRule = (text) => {
  for (const match of text.matchAll(RUBY)) {
    const reading = match[2] ?? match[4] ?? "";
    if (!/^[\u3041-\u309f\u30a0-\u30ffー]+$/.test(reading)) return `the reading 《${reading}》 is not kana`;
  }
  const bare = text.replace(RUBY, "");
  if (/[｜《》]/.test(bare)) return `a stray ｜《》 in 「${text.slice(0, 40)}」`;
  const kanji = KANJI.exec(bare);
  return kanji ? `「${kanji[0]}」 without its reading in 「${text.slice(0, 40)}」` : null;
};

/** What is wrong with `en` as the twin of `ja` at `path` under `rule` (empty when nothing). */
function differences(ja: unknown, en: unknown, path: string, rule: TextRule = english): string[] {
  if (typeof ja === "string") {
    if (typeof en !== "string" || en.trim() === "") return [`${path}: no text`];
    const problem = KEEPS_JAPANESE.some((allowed) => allowed.test(path)) ? null : rule(en);
    return problem ? [`${path}: ${problem}`] : [];
  }
  if (typeof ja === "function") {
    if (typeof en !== "function") return [`${path}: not a template`];
    if (en.length !== ja.length) return [`${path}: ${en.length} parameters, not ${ja.length}`];
    for (const sample of SAMPLES) {
      const args = sample(ja.length);
      let japanese: unknown;
      try {
        japanese = ja(...args);
      } catch {
        continue;
      }
      if (typeof japanese !== "string") return differences(japanese, en(...args), `${path}()`, rule);
      let twin: unknown;
      try {
        twin = en(...args);
      } catch (error) {
        return [`${path}: throws where the Japanese answers (${String(error)})`];
      }
      return differences(japanese, twin, `${path}()`, rule);
    }
    return [];
  }
  if (Array.isArray(ja)) {
    if (!Array.isArray(en) || en.length !== ja.length) return [`${path}: not a list of ${ja.length}`];
    return ja.flatMap((item, index) => differences(item, en[index], `${path}[${index}]`, rule));
  }
  if (ja !== null && typeof ja === "object") {
    if (en === null || typeof en !== "object") return [`${path}: not an object`];
    const missing = Object.keys(ja).filter((key) => !(key in en));
    const extra = Object.keys(en).filter((key) => !(key in ja));
    return [
      ...missing.map((key) => `${path}.${key}: missing`),
      ...extra.map((key) => `${path}.${key}: not in the Japanese`),
      ...Object.keys(ja)
        .filter((key) => key in en)
        .flatMap((key) =>
          differences(
            (ja as Record<string, unknown>)[key],
            (en as Record<string, unknown>)[key],
            path ? `${path}.${key}` : key,
            rule,
          ),
        ),
    ];
  }
  return ja === en ? [] : [`${path}: ${String(en)} is not ${String(ja)}`];
}

/**
 * What is wrong with the twins of the area file `name` of src/shared/copy/ in `folder` (each export's twin named with
 * `suffix`) under `rule`.
 */
async function areaDifferences(
  name: string,
  folder: string,
  suffix: string,
  rule: TextRule,
): Promise<string[]> {
  const japanese = (await import(join(shared, "copy", name))) as Record<string, unknown>;
  const twins = (await import(join(shared, folder, name))) as Record<string, unknown>;
  return Object.entries(japanese).flatMap(([exported, value]) =>
    `${exported}${suffix}` in twins
      ? differences(value, twins[`${exported}${suffix}`], exported, rule)
      : [`${exported}${suffix}: missing`],
  );
}

describe("the English twins of the copy catalogue", () => {
  test("copy has its twin, key for key", () => {
    expect(differences(copy, copyEn, "")).toEqual([]);
  });

  test.each(areaFiles)("src/shared/copy/%s has its twin, export for export, key for key", async (name) => {
    expect(await areaDifferences(name, "copy-en", "En", english)).toEqual([]);
  });

  test("the walk finds what is wrong: a missing key, a lost parameter, Japanese left in English", () => {
    expect(differences({ a: "あ", b: { c: "い" } }, { a: "A", b: {} }, "")).toEqual(["b.c: missing"]);
    expect(differences({ f: (n: number) => `${n}件` }, { f: () => "items" }, "")).toEqual([
      "f: 0 parameters, not 1",
    ]);
    expect(differences({ t: "保存" }, { t: "保存 Save" }, "")).toEqual(["t: Japanese left in 「保存 Save」"]);
  });
});

describe("the やさしい日本語 twins of the copy catalogue", () => {
  test("copy has its twin, key for key, every kanji with its reading", () => {
    expect(differences(copy, copyEasy, "", easyJapanese)).toEqual([]);
  });

  test.each(areaFiles)("src/shared/copy/%s has its twin, export for export, key for key", async (name) => {
    expect(await areaDifferences(name, "copy-easy", "Easy", easyJapanese)).toEqual([]);
  });

  test("the names of categories, prefectures and areas: the same slugs as the English, with readings", () => {
    for (const [easy, en] of [
      [categoryNamesEasy, categoryNamesEn],
      [regionNamesEasy, regionNamesEn],
      [regionAreaNamesEasy, regionAreaNamesEn],
    ] as const) {
      expect(Object.keys(easy).sort()).toEqual(Object.keys(en).sort());
      expect(
        Object.entries(easy).flatMap(([slug, name]) => {
          const problem = easyJapanese(name);
          return problem ? [`${slug}: ${problem}`] : [];
        }),
      ).toEqual([]);
    }
  });

  test("the walk finds a kanji without its reading, a reading that is not kana, a stray mark", () => {
    expect(easyJapanese("手伝《てつだ》ってください")).toBeNull();
    expect(easyJapanese("｜今日《きょう》は 3日《みっか》")).toBeNull();
    expect(easyJapanese("手伝ってください")).toBe("「手」 without its reading in 「手伝ってください」");
    expect(easyJapanese("会員《member》")).toBe("the reading 《member》 is not kana");
    expect(easyJapanese("会員《かいいん》》")).toBe("a stray ｜《》 in 「会員《かいいん》》」");
    expect(differences({ a: "会員" }, { a: "会員" }, "", easyJapanese)).toEqual([
      "a: 「会」 without its reading in 「会員」",
    ]);
  });
});
