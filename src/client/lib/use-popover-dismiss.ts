import { type RefObject, useEffect } from "react";

/**
 * Closes an open popover (the user menu, the text-size menu; docs/product.md §2 header) when the pointer goes down
 * outside `root`, or on Escape, which also gives the focus back to `button` (the control that opened it).
 */
export function usePopoverDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent): void {
      if (root.current && !root.current.contains(event.target as Node)) close();
    }
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key === "Escape") {
        close();
        button.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, root, button, close]);
}
