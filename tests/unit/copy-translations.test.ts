/**
 * The English twins of the copy catalogue (docs/decisions/034-languages-as-typed-catalogue-twins.md): every file of
 * src/shared/copy/ (and copy.ts) has a twin in src/shared/copy-en/ exporting each object under its name + `En`, with
 * the same keys in depth, lists of the same length, templates of the same arity that answer non-empty English when
 * the Japanese answers, numbers and flags unchanged, and no kana or kanji in the English except the languages' names
 * in their own script. The compiler checks the shapes (`Translation<T>`); this walks the objects as they run.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { copy } from "#shared/copy.ts";
import { copyEn } from "#shared/copy-en/copy.ts";

const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/;
/** Key paths whose English keeps Japanese on purpose: each language named in its own script. */
const KEEPS_JAPANESE = [
  /^requests(Copy)?\.language\.(ja|easy_ja)$/,
  /^(copy\.)?language(Copy)?\.(names\.ja|menuLabel)$/,
];

const shared = join(import.meta.dir, "..", "..", "src", "shared");
const areaFiles = readdirSync(join(shared, "copy")).filter((name) => name.endsWith(".ts"));

/** Arguments to try a template with: numbers first, then the same as texts (a template may read either). */
const SAMPLES = [(arity: number) => Array(arity).fill(3), (arity: number) => Array(arity).fill("3")];

/** What is wrong with `en` as the twin of `ja` at `path` (empty when nothing). */
function differences(ja: unknown, en: unknown, path: string): string[] {
  if (typeof ja === "string") {
    if (typeof en !== "string" || en.trim() === "") return [`${path}: no English text`];
    if (JAPANESE.test(en) && !KEEPS_JAPANESE.some((allowed) => allowed.test(path))) {
      return [`${path}: Japanese left in 「${en.slice(0, 40)}」`];
    }
    return [];
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
      if (typeof japanese !== "string") return differences(japanese, en(...args), `${path}()`);
      let english: unknown;
      try {
        english = en(...args);
      } catch (error) {
        return [`${path}: throws where the Japanese answers (${String(error)})`];
      }
      return differences(japanese, english, `${path}()`);
    }
    return [];
  }
  if (Array.isArray(ja)) {
    if (!Array.isArray(en) || en.length !== ja.length) return [`${path}: not a list of ${ja.length}`];
    return ja.flatMap((item, index) => differences(item, en[index], `${path}[${index}]`));
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
          ),
        ),
    ];
  }
  return ja === en ? [] : [`${path}: ${String(en)} is not ${String(ja)}`];
}

describe("the English twins of the copy catalogue", () => {
  test("copy has its twin, key for key", () => {
    expect(differences(copy, copyEn, "")).toEqual([]);
  });

  test.each(areaFiles)("src/shared/copy/%s has its twin, export for export, key for key", async (name) => {
    const japanese = (await import(join(shared, "copy", name))) as Record<string, unknown>;
    const english = (await import(join(shared, "copy-en", name))) as Record<string, unknown>;
    const found: string[] = [];
    for (const [exported, value] of Object.entries(japanese)) {
      if (!(`${exported}En` in english)) {
        found.push(`${exported}En: missing`);
        continue;
      }
      found.push(...differences(value, english[`${exported}En`], exported));
    }
    expect(found).toEqual([]);
  });

  test("the walk finds what is wrong: a missing key, a lost parameter, Japanese left in English", () => {
    expect(differences({ a: "あ", b: { c: "い" } }, { a: "A", b: {} }, "")).toEqual(["b.c: missing"]);
    expect(differences({ f: (n: number) => `${n}件` }, { f: () => "items" }, "")).toEqual([
      "f: 0 parameters, not 1",
    ]);
    expect(differences({ t: "保存" }, { t: "保存 Save" }, "")).toEqual(["t: Japanese left in 「保存 Save」"]);
  });
});
