/**
 * The bell of the header (docs/product.md §11): a link to /notifications with the unread badge (nothing at 0,
 * 99+ above 99), on every screen size; the accessible name says how many are unread.
 */
import { Link, useLocation } from "wouter";
import { badgeText } from "#client/components/unread-badge.tsx";
import { useNotificationCount } from "#client/lib/use-notification-count.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import "./notification-bell.css";

function BellIcon({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The bell link with its badge. */
export function NotificationBell() {
  const count = useNotificationCount();
  const [location] = useLocation();
  const current = location === paths.notifications();
  const label = count > 0 ? copy.notifications.bellUnread(count) : copy.notifications.bell;
  return (
    <Link
      href={paths.notifications()}
      className={`icon-button notification-bell${current ? " is-current" : ""}`}
      aria-current={current ? "page" : undefined}
      data-testid="notification-bell"
    >
      {/* The name is this text, not an aria-label: an aria-label without the badge's visible number fails
          WCAG 2.5.3 (label in name) as soon as a number shows. */}
      <span className="visually-hidden">{label}</span>
      <BellIcon />
      {count > 0 ? (
        <span className="unread-badge notification-bell__badge" aria-hidden="true">
          {badgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
