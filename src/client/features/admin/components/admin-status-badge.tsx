/** The display status of docs/product.md §4 as a coloured badge. */
import type { AdminDisplayStatus } from "#shared/schemas/admin.ts";
import { statusLabel } from "../lib/admin-format.ts";

/** The display status of docs/product.md §4 (active, suspended, inactive, deleted) as a badge. */
export function AdminStatusBadge({ status }: { status: AdminDisplayStatus }) {
  return <span className={`badge status-badge status-badge--${status}`}>{statusLabel(status)}</span>;
}
