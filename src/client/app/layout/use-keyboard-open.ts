/**
 * On-screen keyboard detection (docs/product.md §2 Layout, §9 "keyboard-open detection 120 px"): the keyboard counts as
 * open while the visual viewport is more than 120 px shorter than the tallest height seen at the current width.
 * A width change (rotation, resize) starts a new baseline.
 */
import { useEffect, useState } from "react";
import { KEYBOARD_OPEN_SHRINK_PX } from "#shared/constants.ts";

/** The viewport height, from visualViewport where the browser has it. */
function viewportSize(): { width: number; height: number } {
  const viewport = window.visualViewport;
  return viewport
    ? { width: Math.round(viewport.width), height: Math.round(viewport.height) }
    : { width: window.innerWidth, height: window.innerHeight };
}

/** True while the on-screen keyboard (or anything else) shrinks the viewport by more than the threshold. */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let baseline = viewportSize();
    const update = () => {
      const current = viewportSize();
      if (current.width !== baseline.width || current.height > baseline.height) baseline = current;
      setOpen(baseline.height - current.height > KEYBOARD_OPEN_SHRINK_PX);
    };
    const target: EventTarget = window.visualViewport ?? window;
    target.addEventListener("resize", update);
    window.addEventListener("orientationchange", update);
    return () => {
      target.removeEventListener("resize", update);
      window.removeEventListener("orientationchange", update);
    };
  }, []);
  return open;
}
