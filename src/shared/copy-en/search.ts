/**
 * Texts of keyword search, of a list whose criteria matched nothing (docs/product.md §2 Post list), of a saved
 * search's button (§11 Saved searches) and of requests cut off by the database's statement timeout (§9).
 */
import type { searchCopy } from "../copy/search.ts";
import type { Translation } from "./translation.ts";

export const searchCopyEn: Translation<typeof searchCopy> = {
  /** A request the database cancelled after its statement timeout (503). */
  timedOut:
    "This is taking a long time right now. Change the keyword or filters, or try again a little later.",
  /** A list with criteria that matched no request (the board itself is not empty). */
  noMatch: {
    title: "No requests match your search.",
    keyword: "Try a shorter keyword, or try other words.",
    filters: "If you remove the category, region or tag, you may find some.",
    openOnly: 'If you turn off "Open only", requests that are in progress or resolved are shown too.',
    clear: "Clear filters",
  },
  /** The "Save this search" button once the member has saved these criteria. */
  savedSearchDone: "Saved",
};
