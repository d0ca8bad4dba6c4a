/**
 * Whether the reader is looking at this tab: the document is visible and the window has focus (docs/product.md §4
 * Polling: the unread count polls only then and refreshes on focus; a thread is marked read only then).
 */
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("focus", onChange);
  window.addEventListener("blur", onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    window.removeEventListener("focus", onChange);
    window.removeEventListener("blur", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}

function snapshot(): boolean {
  return document.visibilityState === "visible" && document.hasFocus();
}

/** True while the tab is visible and focused. */
export function usePageAttention(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}

/** True while the tab is visible (focus not required). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener("visibilitychange", onChange);
      return () => document.removeEventListener("visibilitychange", onChange);
    },
    () => document.visibilityState === "visible",
    () => true,
  );
}
