/**
 * Laravel answer shapes of docs/api.md "Answers": one resource `{data}`, and the paginated
 * API-resource collection `{data, links, meta}` with page URLs that keep the other query parameters.
 */
import { copy } from "#shared/copy.ts";
import type { PageMeta } from "#shared/pagination.ts";

interface MetaLink {
  url: string | null;
  label: string;
  active: boolean;
}

/** The paginated collection for `data` on the page described by `meta`, at the request URL `requestUrl`. */
export function laravelPage<T>(data: T[], meta: PageMeta, requestUrl: string) {
  const url = new URL(requestUrl);
  const path = `${url.origin}${url.pathname}`;
  // The other query parameters, encoded once: a list answer carries about 14 page links.
  const others = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (key !== "page") others.append(key, value);
  const prefix = others.size > 0 ? `${path}?${others.toString()}&page=` : `${path}?page=`;
  const pageUrl = (page: number): string => `${prefix}${page}`;
  const current = meta.current_page;
  const last = meta.last_page;
  const prev = current > 1 ? pageUrl(current - 1) : null;
  const next = current < last ? pageUrl(current + 1) : null;
  const links: MetaLink[] = [{ url: prev, label: `&laquo; ${copy.pagination.previous}`, active: false }];
  for (const page of laravelPageNumbers(current, last)) {
    links.push(
      page === "..."
        ? { url: null, label: "...", active: false }
        : { url: pageUrl(page), label: String(page), active: page === current },
    );
  }
  links.push({ url: next, label: `${copy.pagination.next} &raquo;`, active: false });
  return {
    data,
    links: { first: pageUrl(1), last: pageUrl(last), prev, next },
    meta: {
      current_page: current,
      from: meta.from,
      last_page: last,
      links,
      path,
      per_page: meta.per_page,
      to: meta.to,
      total: meta.total,
      // Not Laravel's: present only when the total is a lower bound (keyword and tag lists count up to 1,000).
      ...(meta.total_capped ? { total_capped: true } : {}),
    },
  };
}

/** Laravel's UrlWindow: all pages below 14; otherwise first 2, a window of ±3 around the current, last 2. */
export function laravelPageNumbers(current: number, last: number): (number | "...")[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (last < 14) return range(1, last);
  if (current <= 6) return [...range(1, 8), "...", last - 1, last];
  if (current > last - 6) return [1, 2, "...", ...range(last - 7, last)];
  return [1, 2, "...", ...range(current - 3, current + 3), "...", last - 1, last];
}
