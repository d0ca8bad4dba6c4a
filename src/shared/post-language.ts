/**
 * The languages a request may be written in (docs/product.md "Request language"), apart from the schemas so that
 * paths and components read them without zod.
 */

/**
 * The language a request is written in (docs/product.md "Request language"): 日本語, English, やさしい日本語 or
 * another language. Lists may be narrowed to one.
 */
export const POST_LANGUAGES = ["ja", "en", "easy_ja", "other"] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

/**
 * The HTML `lang` of a request's title and body (WCAG 3.1.2: a screen reader reads English as English); やさしい日本語
 * is Japanese; another language is unknown, so it is left to the page's.
 */
export const LANGUAGE_TAGS: Readonly<Record<PostLanguage, string | undefined>> = {
  ja: "ja",
  en: "en",
  easy_ja: "ja",
  other: undefined,
};
