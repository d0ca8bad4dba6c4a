/**
 * A header button with a small panel under it (docs/product.md "文字サイズ", "Languages"): the visitor's 文字サイズ and
 * language buttons. The panel closes on an outside tap, Escape and navigation, like the member menu; on phones it
 * spans the screen under the header (text-size.css). `base` names the classes (`base`, `base__button`,
 * `base__panel`, `base__title`), `label` the button, `title` the panel; `children` gets the title's id to name its
 * choices by.
 */
import { type ReactNode, useCallback, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { usePopoverDismiss } from "#client/lib/use-popover-dismiss.ts";
import "./text-size.css";

/** The button and its panel; see the module comment for the props. */
export function HeaderPopover(props: {
  base: "text-size-menu" | "language-menu";
  label: string;
  button: ReactNode;
  title: string;
  children: (titleId: string) => ReactNode;
}) {
  const panelId = useId();
  const titleId = useId();
  const [location] = useLocation();
  // Open on the page where it was opened: navigating closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const closeMenu = useCallback(() => setOpenAt(null), []);
  const open = openAt === location;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  usePopoverDismiss(open, rootRef, buttonRef, closeMenu);

  return (
    <div className={props.base} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${props.base}__button`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={props.label}
        onClick={() => setOpenAt(open ? null : location)}
      >
        {props.button}
      </button>
      <div id={panelId} className={`${props.base}__panel`} hidden={!open}>
        <p id={titleId} className={`${props.base}__title`}>
          {props.title}
        </p>
        {props.children(titleId)}
      </div>
    </div>
  );
}
