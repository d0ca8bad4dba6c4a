/**
 * The wire of the interface language setting (docs/product.md "Languages"; the languages themselves:
 * shared/language.ts): the input and answer of accounts.updateLanguage (PUT /api/settings/language).
 */
import { z } from "zod";
import { copy } from "../copy.ts";
import { LANGUAGES } from "../language.ts";

/** A language as stored or answered. */
export const ZLanguage = z.enum(LANGUAGES);

/**
 * `{language}`: one of LANGUAGES after NFKC, trimming and lower-casing (「ＥＮ」 is en); anything else is refused
 * with 「選択された表示言語は正しくありません。」 (422).
 */
export const ZLanguageInput = z.object({
  language: z.preprocess(
    (value) => (typeof value === "string" ? value.normalize("NFKC").trim().toLowerCase() : value),
    z.enum(LANGUAGES, { error: copy.validation.invalidChoice(copy.language.title) }),
  ),
});
export type TLanguageData = z.output<typeof ZLanguageInput>;

/** The answer of accounts.updateLanguage: the language now kept for the member. */
export const ZLanguageAnswer = z.object({ language: ZLanguage });
export type LanguageAnswer = z.infer<typeof ZLanguageAnswer>;
