/**
 * The language a request is written in (docs/product.md "Request language"): a badge on cards and the request page
 * when it is not Japanese, written in that language (「English」), and the `lang` of its title and body.
 */
import { copy } from "#shared/copy.ts";
import { LANGUAGE_TAGS, POST_LANGUAGES, type PostLanguage } from "#shared/post-language.ts";

/**
 * The HTML `lang` of a request's own texts (undefined: the page's, for Japanese and for a language the board does
 * not know). A copy of an answer saved before requests had a language reads as Japanese.
 */
export function postLang(language: PostLanguage | undefined): string | undefined {
  if (language === undefined || language === "ja") return undefined;
  return LANGUAGE_TAGS[language];
}

/** 「English」, 「やさしい日本語」 or 「その他の言語」 beside a request not in 日本語; nothing for 日本語. */
export function LanguageBadge({ language }: { language: PostLanguage | undefined }) {
  if (language === undefined || language === "ja") return null;
  return (
    <span className="badge badge--language" lang={LANGUAGE_TAGS[language]}>
      {copy.requests.language[language]}
    </span>
  );
}

/** The `<option>`s of a language select, each language named in its own words and marked with its `lang`. */
export function LanguageOptions() {
  return POST_LANGUAGES.map((language) => (
    <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
      {copy.requests.language[language]}
    </option>
  ));
}
