/**
 * The unread-count badge (docs/product.md §5, §9): the count coerced to a finite whole number (else 0), nothing shown
 * at 0, "99+" above 99. The accessible text says how many unread messages there are.
 */
import { BADGE_CAP } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";

/** A finite, non-negative whole number from whatever the server sent, else 0 (docs/product.md §5). */
export function coerceUnreadCount(value: unknown): number {
  const count = typeof value === "string" ? Number(value) : value;
  return typeof count === "number" && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The badge text: "1" … "99", then "99+". */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** The unread-count badge of docs/product.md §5/§9 (nothing at 0, 99+ above 99). */
export function UnreadBadge({ count, className }: { count: unknown; className?: string }) {
  const value = coerceUnreadCount(count);
  if (value === 0) return null;
  return (
    <span className={className ? `unread-badge ${className}` : "unread-badge"}>
      <span aria-hidden="true">{badgeText(value)}</span>
      <span className="visually-hidden">{copy.nav.unreadCount(value)}</span>
    </span>
  );
}
