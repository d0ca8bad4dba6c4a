/**
 * The compact phone header's back button (docs/product.md §2 Layout): goes back in the tab's history when this app has
 * navigated before, or home when the page was opened directly. Not shown on the home page itself.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { ChevronLeftIcon } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

/** Pages seen in this tab since the app started (the first page counts as 1). */
let pagesSeen = 0;

/** Counts in-app navigations; called once by the layout. */
export function useTrackNavigation(location: string): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === location) return;
    last.current = location;
    pagesSeen += 1;
  });
}

/** The compact header's back button (docs/product.md §2 Layout); nothing on the home page. */
export function BackButton() {
  const [location, navigate] = useLocation();
  if (location === "/" || location === "/home") return null;
  return (
    <button
      type="button"
      className="icon-button header-back mobile-only"
      aria-label={copy.nav.back}
      onClick={() => {
        if (pagesSeen > 1) window.history.back();
        else navigate(paths.home());
      }}
    >
      <ChevronLeftIcon size={24} />
    </button>
  );
}
