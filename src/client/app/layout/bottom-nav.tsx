/**
 * The phone bottom navigation of docs/product.md §2 Layout: home, messages (with the unread badge), post and mypage.
 * Shown under 640 px (CSS) to members, or to anyone on the home page; hidden on auth pages, on a thread, and while
 * the on-screen keyboard is open.
 */
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { HomeIcon, MessageIcon, PlusIcon, UserIcon } from "#client/components/icons.tsx";
import { UnreadBadge } from "#client/components/unread-badge.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

interface BottomNavItem {
  href: string;
  label: string;
  icon: ReactNode;
  badge?: number;
  /** True when the item stands for the current page. */
  current: boolean;
}

/** The bar itself; `AppLayout` decides whether it shows. */
export function BottomNav({ unreadCount }: { unreadCount: number }) {
  const [location] = useLocation();
  const items: BottomNavItem[] = [
    {
      href: paths.home(),
      label: copy.nav.home,
      icon: <HomeIcon size={22} />,
      current: location === "/" || location === "/home",
    },
    {
      href: paths.threads(),
      label: copy.nav.messages,
      icon: <MessageIcon size={22} />,
      badge: unreadCount,
      current: location.startsWith("/threads") || location === "/messages",
    },
    {
      href: paths.postCreate(),
      label: copy.nav.post,
      icon: <PlusIcon size={22} />,
      current: location === paths.postCreate(),
    },
    {
      href: paths.mypage(),
      label: copy.nav.mypage,
      icon: <UserIcon size={22} />,
      current: location === paths.mypage() || location === "/dashboard",
    },
  ];
  return (
    <nav className="bottom-nav" aria-label={copy.nav.bottomNavigation}>
      <ul className="bottom-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={`bottom-nav__link${item.current ? " is-current" : ""}`}
              aria-current={item.current ? "page" : undefined}
            >
              <span className="bottom-nav__icon">
                {item.icon}
                {item.badge ? <UnreadBadge count={item.badge} className="bottom-nav__badge" /> : null}
              </span>
              <span className="bottom-nav__label">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
