/** Pagination helpers of docs/product.md §2 (previous/next, pages within 2 of the current) and §3 (meta). */
import { PAGINATION_WINDOW } from "./constants.ts";

/** The pagination meta our lists carry (docs/product.md §3). */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  /**
   * Present (true) when `total` is a lower bound: keyword and tag lists stop counting at 1,000 posts
   * (docs/decisions/005-list-query-shapes.md), and `last_page` covers only the counted posts.
   */
  total_capped?: true;
}

/**
 * Builds the meta of a page: `from`/`to` are null on an empty page; `last_page` is at least 1. With
 * `totalCapped`, `total` is a lower bound (the meta carries `total_capped: true`).
 */
export function pageMeta(
  page: number,
  perPage: number,
  total: number,
  itemsOnPage: number,
  totalCapped = false,
): PageMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = itemsOnPage > 0 ? (page - 1) * perPage + 1 : null;
  const to = from === null ? null : from + itemsOnPage - 1;
  const meta: PageMeta = { current_page: page, last_page: lastPage, per_page: perPage, total, from, to };
  if (totalCapped) meta.total_capped = true;
  return meta;
}

/** Page numbers to show: the current page ± `window` (clamped to 1…last). */
export function pageWindow(current: number, last: number, window: number = PAGINATION_WINDOW): number[] {
  const start = Math.max(1, current - window);
  const end = Math.min(last, current + window);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

/** A page query value as a page number: anything below 1 or not a whole number means 1. */
export function parsePage(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}
