/**
 * The header's 文字サイズ button of a visitor (docs/product.md "文字サイズ"; members find the sizes in their user
 * menu): opens a small panel with the three sizes. Closes on outside tap, Escape and navigation, like the member menu.
 */
import { useCallback, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { usePopoverDismiss } from "#client/lib/use-popover-dismiss.ts";
import { useTextSize } from "#client/lib/use-text-size.ts";
import { copy } from "#shared/copy.ts";
import { TextSizeChoices } from "./text-size-choices.tsx";

/** The header button and its panel (docs/product.md "文字サイズ"). */
export function TextSizeMenu() {
  const panelId = useId();
  const titleId = useId();
  const [location] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const closeMenu = useCallback(() => setOpenAt(null), []);
  const open = openAt === location;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { size, choose } = useTextSize();

  usePopoverDismiss(open, rootRef, buttonRef, closeMenu);

  return (
    <div className="text-size-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="text-size-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={copy.textSize.title}
        onClick={() => setOpenAt(open ? null : location)}
      >
        <span aria-hidden="true" className="text-size-menu__glyph">
          {copy.textSize.buttonGlyph}
        </span>
      </button>
      <div id={panelId} className="text-size-menu__panel" hidden={!open}>
        <p id={titleId} className="text-size-menu__title">
          {copy.textSize.title}
        </p>
        <TextSizeChoices value={size} onChoose={choose} labelledBy={titleId} />
      </div>
    </div>
  );
}
