/**
 * English answers from Japanese messages (src/server/translation.ts; docs/product.md "Languages",
 * docs/decisions/035-english-answers-translated-at-the-edge.md): the translator built from a catalogue and its twin
 * reads plain texts and templates back (numbers, labels, a window of seconds), leaves what it does not know in
 * Japanese, skips templates it cannot read and keeps the first English of a text; over the real catalogue it
 * translates every validation message and every error code's text. And the reading of `Accept-Language`
 * (src/shared/language.ts), which decides the language of an answer.
 */
import { describe, expect, test } from "bun:test";
import { copy } from "#shared/copy.ts";
import { copyEn } from "#shared/copy-en/copy.ts";
import { ERROR_CODES, errorCodes } from "#shared/error-codes.ts";
import { languageFromAcceptLanguage } from "#shared/language.ts";
import { AppError } from "../../src/server/errors.ts";
import {
  buildTranslator,
  catalogueTranslator,
  errorMessageIn,
  fieldErrorsIn,
  messageIn,
} from "../../src/server/translation.ts";

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** A window of seconds as the catalogue writes it (copy.ts windowJa), to test a template that computes. */
const windowJa = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600}時間` : `${Math.max(1, Math.round(seconds / 60))}分間`;
const windowEn = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : `${Math.max(1, Math.round(seconds / 60))} min`;

const ja = {
  saved: "保存しました。",
  nav: { region: "地域" },
  fields: { title: "タイトル", region: "地域" },
  required: (field: string) => `${field}は必須です。`,
  tooMany: (max: number) => `タグは最大 ${max} 件まで追加できます。`,
  greeting: (name: string) => `${name}さん、ようこそ。`,
  limit: (max: number, seconds: number) => `投稿は${windowJa(seconds)}に${max}件までです。`,
  count: (n: number) => `${n}件`,
  odd: (n: number) => `${n * 2}番目です。`,
};
const en = {
  saved: "Saved.",
  nav: { region: "Region" },
  fields: { title: "title", region: "area" },
  required: (field: string) => `The ${field} field is required.`,
  tooMany: (max: number) => `You can add up to ${max} ${max === 1 ? "tag" : "tags"}.`,
  greeting: (name: string) => `Welcome, ${name}.`,
  limit: (max: number, seconds: number) => `Up to ${max} posts within ${windowEn(seconds)}.`,
  count: (n: number) => `${n} items`,
  odd: (n: number) => `Number ${n}.`,
};

describe("buildTranslator", () => {
  const translator = buildTranslator([["fixture", ja, en]]);

  test("a plain text is its twin", () => {
    expect(translator.translate("保存しました。")).toBe("Saved.");
  });

  test("a template with a number gives the number back to the English template (plural included)", () => {
    expect(translator.translate("タグは最大 10 件まで追加できます。")).toBe("You can add up to 10 tags.");
    expect(translator.translate("タグは最大 1 件まで追加できます。")).toBe("You can add up to 1 tag.");
  });

  test("a template with a text: a field's name is translated as a field, other text stays as it was", () => {
    expect(translator.translate("タイトルは必須です。")).toBe("The title field is required.");
    // 地域 is "Region" in the navigation but "area" as a field: the fields' English wins inside a template.
    expect(translator.translate("地域は必須です。")).toBe("The area field is required.");
    expect(translator.translate("山田 花子さん、ようこそ。")).toBe("Welcome, 山田 花子.");
  });

  test("a window of seconds shown as minutes or hours is read back into seconds", () => {
    expect(translator.translate("投稿は1時間に10件までです。")).toBe("Up to 10 posts within 1 h.");
    expect(translator.translate("投稿は10分間に3件までです。")).toBe("Up to 3 posts within 10 min.");
  });

  test("a text the catalogue does not write is not translated: messageIn keeps it in Japanese", () => {
    expect(translator.translate("ぜんぜん違う文章です。")).toBeNull();
    expect(catalogueTranslator().translate("ぜんぜん違う文章です。")).toBeNull();
    expect(messageIn("en", "ぜんぜん違う文章です。")).toBe("ぜんぜん違う文章です。");
    expect(messageIn("ja", copy.validation.email)).toBe(copy.validation.email);
  });

  test("templates it cannot read are skipped and listed; the first English of a text is kept", () => {
    // `${n}件` has too little fixed text (it would read any text ending in 件); `odd` never shows its argument.
    expect(translator.coverage.skipped).toEqual([
      "fixture.count: too little fixed text, does not show every parameter",
      "fixture.odd: does not show every parameter",
    ]);
    expect(translator.translate("3件")).toBeNull();
    expect(translator.coverage.templates).toBe(4);
    expect(translator.coverage.conflicts).toEqual(["fixture.fields.region: Region / area"]);
    expect(translator.translate("地域")).toBe("Region");
  });
});

describe("the catalogue's translator", () => {
  const translator = catalogueTranslator();

  test("reads the catalogue: its texts and templates, a few templates skipped", () => {
    const { texts, templates, skipped } = translator.coverage;
    expect(texts).toBeGreaterThan(1000);
    expect(templates).toBeGreaterThan(150);
    // What is skipped is page text (counters, percentages), never a refusal, a limit or a validation message.
    expect(skipped.filter((line) => /\.(validation|errors|limits)\./.test(line))).toEqual([]);
  });

  test("every error code's text has its English", () => {
    const missing = ERROR_CODES.filter((code) => translator.translate(errorCodes[code].text) === null);
    expect(missing).toEqual([]);
  });

  test("every validation message, with a field's name and numbers, is its English twin", () => {
    const v = copy.validation;
    const e = copyEn.validation;
    const title = copy.fields.title;
    const titleEn = copyEn.fields.title;
    const pairs: [string, string][] = [
      [v.required(title), e.required(titleEn)],
      [v.maxLength(title, 100), e.maxLength(titleEn, 100)],
      [v.minLength(title, 8), e.minLength(titleEn, 8)],
      [v.invalidChoice(copy.fields.region_id), e.invalidChoice(copyEn.fields.region_id)],
      [v.tooManyTags(10), e.tooManyTags(10)],
      [v.invalidCharacters(title), e.invalidCharacters(titleEn)],
      [v.between(copy.fields.latitude, -90, 90), e.between(copyEn.fields.latitude, -90, 90)],
      [v.integer(title), e.integer(titleEn)],
      [v.number(title), e.number(titleEn)],
      [v.boolean(title), e.boolean(titleEn)],
      [v.imageTooLarge(4), e.imageTooLarge(4)],
      [v.summary(v.required(title), 2), e.summary(e.required(titleEn), 2)],
      [v.summary(v.required(title), 0), e.summary(e.required(titleEn), 0)],
    ];
    for (const [key, value] of Object.entries(v)) {
      if (typeof value === "string") pairs.push([value, (e as Record<string, unknown>)[key] as string]);
    }
    for (const [japanese, english] of pairs)
      expect({ japanese, english: translator.translate(japanese) }).toEqual({ japanese, english });
  });

  test("a rate limit's text, with its window in minutes or hours", () => {
    expect(translator.translate(copy.limits.posts(10, 3600))).toBe(copyEn.limits.posts(10, 3600));
    expect(translator.translate(copy.limits.messages(30, 60))).toBe(copyEn.limits.messages(30, 60));
    expect(translator.translate(copy.limits.blocks(20, 600))).toBe(copyEn.limits.blocks(20, 600));
  });
});

describe("an AppError's message in a language", () => {
  test("Japanese as it was; English for the people text and the REST text; Laravel's English as it is", () => {
    const notFound = AppError.notFound("post_not_found");
    expect(errorMessageIn("ja", notFound, "text")).toBe(copy.errors.postNotFound);
    expect(errorMessageIn("en", notFound, "text")).toBe(copyEn.errors.postNotFound);
    expect(errorMessageIn("en", notFound, "wire")).toBe(copyEn.errors.postNotFound);
    const unauthenticated = AppError.unauthorized();
    expect(errorMessageIn("en", unauthenticated, "wire")).toBe("Unauthenticated.");
    expect(errorMessageIn("en", unauthenticated, "text")).toBe(copyEn.errors.unauthenticated);
  });

  test("a Japanese text the catalogue cannot read falls back to the English of its code", () => {
    const limited = AppError.tooManyRequests(
      { limit: 1, remaining: 0, retryAfter: 60 },
      "知らない制限の文です。",
    );
    expect(errorMessageIn("en", limited, "text")).toBe(copyEn.errors.tooManyRequests);
    expect(errorMessageIn("ja", limited, "text")).toBe("知らない制限の文です。");
  });

  test("field errors: each message translated, the fields as they were", () => {
    const errors = { title: [copy.validation.required(copy.fields.title)], note: ["自由な文です。"] };
    expect(fieldErrorsIn("en", errors)).toEqual({
      title: [copyEn.validation.required(copyEn.fields.title)],
      note: ["自由な文です。"],
    });
    expect(fieldErrorsIn("ja", errors)).toBe(errors);
    expect(JSON.stringify(fieldErrorsIn("en", { title: errors.title }))).not.toMatch(JAPANESE);
  });
});

describe("languageFromAcceptLanguage", () => {
  test.each([
    [undefined, "ja"],
    [null, "ja"],
    ["", "ja"],
    ["en", "en"],
    ["en-US", "en"],
    ["EN-gb", "en"],
    ["ja", "ja"],
    ["ja-JP", "ja"],
    ["en-GB,en;q=0.9,ja;q=0.8", "en"],
    ["ja,en;q=0.9", "ja"],
    ["ja,en;q=0.5", "ja"],
    ["fr,en;q=0.5", "en"],
    ["fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "en"],
    ["en;q=0.4,ja;q=0.6", "ja"],
    ["en;q=0.6,ja;q=0.6", "en"],
    ["en;q=0", "ja"],
    ["*", "ja"],
    ["fr", "ja"],
    [";;,q=1,", "ja"],
    ["en;q=", "en"],
    ["garbage;;;", "ja"],
  ] as const)("%p → %s", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});
