/**
 * Scrolling after a navigation (docs/product.md §2 "Layout"): a new page starts at the top; a link with a
 * hash (the home anchors /#nearby and /#recommended of the shortcut bar and the phone quick links) scrolls to
 * its section, also when it leads to the page already shown (wouter's pushState does not scroll by itself)
 * and when the section appears only later (page content waits for the session; a lazy page arrives after the
 * URL changed). Waiting for a target ends when it appears, after 10 s, or as soon as the person scrolls, taps
 * or types.
 */
import { useEffect } from "react";

/** Events of a URL change: wouter dispatches pushState / replaceState from its patched History methods. */
const NAVIGATION_EVENTS = ["pushState", "replaceState", "popstate", "hashchange"] as const;
const INPUT_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
const WAIT_FOR_TARGET_MS = 10_000;

function pageKey(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The element a hash names (`#nearby` → the element with id "nearby"), or null. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Follows every navigation once `ready` (the page content is shown, not the session's loading state). */
export function useScrollOnNavigate(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    let lastKey = pageKey();
    let stopWaiting: (() => void) | null = null;

    const scrollToHash = (hash: string) => {
      stopWaiting?.();
      const target = hashTarget(hash);
      if (target) {
        target.scrollIntoView();
        return;
      }
      const observer = new MutationObserver(() => {
        if (window.location.hash !== hash) return stop();
        const found = hashTarget(hash);
        if (!found) return;
        stop();
        found.scrollIntoView();
      });
      const timer = window.setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
      function stop(): void {
        observer.disconnect();
        window.clearTimeout(timer);
        for (const type of INPUT_EVENTS) window.removeEventListener(type, stop, true);
        stopWaiting = null;
      }
      observer.observe(document.body, { childList: true, subtree: true });
      for (const type of INPUT_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
      stopWaiting = stop;
    };

    const onNavigate = () => {
      const key = pageKey();
      const changed = key !== lastKey;
      lastKey = key;
      if (window.location.hash) scrollToHash(window.location.hash);
      else if (changed) {
        stopWaiting?.();
        window.scrollTo({ top: 0 });
      }
    };

    if (window.location.hash) scrollToHash(window.location.hash);
    for (const type of NAVIGATION_EVENTS) window.addEventListener(type, onNavigate);
    return () => {
      for (const type of NAVIGATION_EVENTS) window.removeEventListener(type, onNavigate);
      stopWaiting?.();
    };
  }, [ready]);
}
