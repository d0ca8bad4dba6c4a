/**
 * The interface languages as large buttons (docs/product.md "Languages"): each named in its own language and script
 * (with its own `lang`, so a screen reader reads 日本語 in Japanese and English in English), the page's pressed.
 * Used by the visitor's header button, the member's user menu and the account settings.
 */

import { copy } from "#shared/copy.ts";
import { LANGUAGES, type Language } from "#shared/language.ts";
import { LANGUAGE_TAGS } from "#shared/post-language.ts";
import "./text-size.css";

/** The choices of `value`; `onChoose` gets the language tapped. `labelledBy` names the group. */
export function LanguageChoices(props: {
  value: Language;
  onChoose: (language: Language) => void;
  labelledBy: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className="text-size-choices language-choices" aria-labelledby={props.labelledBy}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={LANGUAGE_TAGS[language]}
          className="text-size-choices__button"
          aria-pressed={props.value === language}
          disabled={props.disabled}
          onClick={() => props.onChoose(language)}
        >
          <span className="text-size-choices__label">{copy.language.names[language]}</span>
        </button>
      ))}
    </fieldset>
  );
}
