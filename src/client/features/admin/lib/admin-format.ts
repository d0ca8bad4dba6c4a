/**
 * Display helpers of the admin pages (docs/product.md §4 admin display status, §9 dates cut to 16 characters and
 * client-side paging when the server sends no pagination).
 */
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { PageMeta } from "#shared/pagination.ts";
import { pageMeta } from "#shared/pagination.ts";
import { type AdminDisplayStatus, adminDisplayStatus } from "#shared/schemas/admin.ts";

const tokyo = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** `2026-11-22 12:04` — the Tokyo time as "YYYY-MM-DD HH:mm:ss" cut to 16 characters; — when there is none. */
export function adminDate(iso: string | null | undefined): string {
  if (!iso) return copy.admin.never;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 16);
  return tokyo.format(date).slice(0, 16);
}

/** The Japanese label of a display status: copy.admin.status.*. */
export function statusLabel(status: AdminDisplayStatus): string {
  return copy.admin.status[status];
}

export { adminDisplayStatus };

/** A page size of docs/product.md §9, else the default 20. */
export function pageSizeOf(raw: string | null): number {
  const n = Number(raw);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(n) ? n : ADMIN_DEFAULT_PAGE_SIZE;
}

/**
 * The rows and meta to show: the server's page when it sent pagination, otherwise the requested page of the
 * whole list, cut on the client.
 */
export function pageOf<T>(
  data: readonly T[],
  meta: PageMeta | null | undefined,
  page: number,
  perPage: number,
): { rows: T[]; meta: PageMeta } {
  if (meta) return { rows: [...data], meta };
  const start = (page - 1) * perPage;
  const rows = data.slice(start, start + perPage);
  return { rows, meta: pageMeta(page, perPage, data.length, rows.length) };
}
