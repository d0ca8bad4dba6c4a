/**
 * Dates in the reader's language (docs/product.md "Languages"): the server writes its relative and calendar texts in
 * Japanese (the documented REST texts, `*_relative`, `*_formatted`); a Japanese page shows them as sent, an English
 * page writes them again from the ISO date with the catalogue (which is English there): 「3日前」 → "3 days ago",
 * 「2026年11月22日」 → "November 22, 2026".
 */
import { formatDateJa, relativeJa } from "#shared/dates.ts";
import { pageLanguage } from "./language.ts";

/** The relative text of `iso` (an API date) for this page: the server's `text` on a Japanese page. */
export function shownRelative(iso: string, text: string): string {
  return pageLanguage() === "ja" ? text : relativeJa(new Date(iso));
}

/** The calendar date of `iso` (Asia/Tokyo) for this page: the server's `text` on a Japanese page. */
export function shownDate(iso: string, text: string): string {
  return pageLanguage() === "ja" ? text : formatDateJa(new Date(iso));
}
