/**
 * The bell of the header (docs/product.md §11): a link to /notifications with the unread badge (nothing at 0,
 * 99+ above 99), on every screen size; the accessible name says how many are unread, and a screen reader hears once
 * when the count grows while the page is open.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { badgeText } from "#client/components/unread-badge.tsx";
import { useKnownNotificationCount } from "#client/lib/use-notification-count.ts";
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

/**
 * The text of the bell's live region: 「新しいお知らせがあります（未読N件）」 each time the known count grows, never for
 * the count a page opens with.
 */
function useArrivalAnnouncement(count: number | null): string {
  const previous = useRef<number | null>(null);
  const [text, setText] = useState("");
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (before !== null && count !== null && count > before) setText(copy.notifications.announceNew(count));
  }, [count]);
  return text;
}

/** The bell link with its badge, and the polite live region that announces new notifications. */
export function NotificationBell() {
  const known = useKnownNotificationCount();
  const count = known ?? 0;
  const announcement = useArrivalAnnouncement(known);
  const [location] = useLocation();
  const current = location === paths.notifications();
  const label = count > 0 ? copy.notifications.bellUnread(count) : copy.notifications.bell;
  return (
    <>
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
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </>
  );
}
