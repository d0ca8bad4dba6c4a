/**
 * The header's language button of a visitor (docs/product.md "Languages"; members find the languages in their user
 * menu): a globe labelled 「言語 / Language」 in both languages, opening a small panel with the choices. Closes on
 * outside tap, Escape and navigation, like the text size button beside it.
 */
import { useCallback, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useLanguage } from "#client/lib/use-language.ts";
import { usePopoverDismiss } from "#client/lib/use-popover-dismiss.ts";
import { copy } from "#shared/copy.ts";
import { GlobeIcon } from "./icons.tsx";
import { LanguageChoices } from "./language-choices.tsx";
import "./text-size.css";

/** The header button and its panel (docs/product.md "Languages"). */
export function LanguageMenu() {
  const panelId = useId();
  const titleId = useId();
  const [location] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const closeMenu = useCallback(() => setOpenAt(null), []);
  const open = openAt === location;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { language, choose } = useLanguage();

  usePopoverDismiss(open, rootRef, buttonRef, closeMenu);

  return (
    <div className="language-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="language-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={copy.language.menuLabel}
        onClick={() => setOpenAt(open ? null : location)}
      >
        <GlobeIcon size={22} />
      </button>
      <div id={panelId} className="language-menu__panel" hidden={!open}>
        <p id={titleId} className="language-menu__title">
          {copy.language.menuLabel}
        </p>
        <LanguageChoices value={language} onChoose={choose} labelledBy={titleId} />
      </div>
    </div>
  );
}
