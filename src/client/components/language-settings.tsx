/**
 * The 表示言語 section's body in /account/settings (docs/product.md "Languages"): the languages, saved for the
 * account and applied by reloading the page in the one chosen.
 */
import { useId } from "react";
import { useLanguage } from "#client/lib/use-language.ts";
import { copy } from "#shared/copy.ts";
import { LanguageChoices } from "./language-choices.tsx";

/** The settings control (docs/product.md "Languages"); `labelledBy` is the section heading's id. */
export function LanguageSettings({ labelledBy }: { labelledBy: string }) {
  const noteId = useId();
  const { language, choose, switching } = useLanguage();
  return (
    <div className="text-size-settings" aria-describedby={noteId}>
      <LanguageChoices value={language} onChoose={choose} labelledBy={labelledBy} disabled={switching} />
      <p id={noteId} className="text-size-settings__note">
        {copy.language.memberNote}
      </p>
      <p className="text-size-settings__status" role="status">
        {switching ? copy.language.switching : ""}
      </p>
    </div>
  );
}
