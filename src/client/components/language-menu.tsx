/**
 * The header's language button of a visitor (docs/product.md "Languages"; members find the languages in their user
 * menu): a globe labelled 「言語 / Language」 in both languages, opening a small panel with the choices.
 */
import { useLanguage } from "#client/lib/use-language.ts";
import { copy } from "#shared/copy.ts";
import { HeaderPopover } from "./header-popover.tsx";
import { GlobeIcon } from "./icons.tsx";
import { LanguageChoices } from "./language-choices.tsx";

/** The header button and its panel (docs/product.md "Languages"). */
export function LanguageMenu() {
  const { language, choose } = useLanguage();
  return (
    <HeaderPopover
      base="language-menu"
      label={copy.language.menuLabel}
      title={copy.language.menuLabel}
      button={<GlobeIcon size={22} />}
    >
      {(titleId) => <LanguageChoices value={language} onChoose={choose} labelledBy={titleId} />}
    </HeaderPopover>
  );
}
