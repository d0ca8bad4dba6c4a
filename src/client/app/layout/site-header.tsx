/**
 * The header of docs/product.md §2 Layout. Full: logo, keyword search, and either the visitor links (login, free
 * registration, messages, create) or the member's create button and user menu. Reduced (auth pages): the logo
 * only. While the session loads (sessionPending) everything but the session's own links is already in place, so
 * nothing below the header moves when the user is known. Under 640 px the search form becomes an icon linking to
 * /search and only login or the menu stay next to it (CSS).
 */
import { useLayoutEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { MessageIcon, PlusIcon, SearchIcon, ShieldIcon } from "#client/components/icons.tsx";
import { LanguageMenu } from "#client/components/language-menu.tsx";
import { NotificationBell } from "#client/components/notification-bell.tsx";
import { TextSizeMenu } from "#client/components/text-size-menu.tsx";
import { UnreadBadge } from "#client/components/unread-badge.tsx";
import { useUnreadCount } from "#client/features/threads/hooks/use-unread-count.ts";
import { useAccountLanguage } from "#client/lib/use-language.ts";
import { useSession } from "#client/lib/use-session.ts";
import { useAccountTextSize } from "#client/lib/use-text-size.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { BackButton } from "./back-button.tsx";
import { BrandLink } from "./brand-link.tsx";
import { HeaderSearchForm } from "./header-search-form.tsx";
import { QuickLinks } from "./quick-links.tsx";
import { UserMenu } from "./user-menu.tsx";

/**
 * Publishes the sticky header's height as the CSS variable --site-header-height, so anchor jumps (html
 * scroll-padding-top, shell.css) stop below the header at every size: 69 px on desktop, about 110 px on phones
 * with the quick links, 0 where the header is hidden.
 */
function useStickyHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty("--site-header-height", `${header.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--site-header-height");
    };
  }, []);
  return ref;
}

/** The site header of docs/product.md §2 Layout, full or reduced (auth pages). */
export function SiteHeader({
  reduced,
  sessionPending = false,
}: {
  reduced: boolean;
  sessionPending?: boolean;
}) {
  const { user, isAdmin } = useSession();
  // The member's account text size wins over this device's (docs/product.md "文字サイズ").
  useAccountTextSize();
  // The account's language wins too; an account that never chose takes this device's (docs/product.md "Languages").
  useAccountLanguage();
  const unreadCount = useUnreadCount();
  const headerRef = useStickyHeaderHeight();
  const [location] = useLocation();
  const onSearch = location === paths.search();
  const onAdmin = location.startsWith("/admin");
  return (
    <header ref={headerRef} className={`site-header${reduced ? " site-header--reduced" : ""}`}>
      <div className="container site-header__inner">
        {reduced ? null : <BackButton />}
        <BrandLink />
        {reduced ? null : (
          <>
            <div className="site-header__search">
              <HeaderSearchForm />
            </div>
            <nav className="site-header__nav" aria-label={copy.nav.mainNavigation}>
              <Link
                href={paths.search()}
                className={`icon-button mobile-only${onSearch ? " is-current" : ""}`}
                aria-label={copy.nav.openSearch}
                aria-current={onSearch ? "page" : undefined}
              >
                <SearchIcon size={22} />
              </Link>
              {isAdmin && !sessionPending ? (
                <Link
                  href={paths.adminUsers()}
                  className={`icon-button mobile-only${onAdmin ? " is-current" : ""}`}
                  aria-label={copy.nav.admin}
                  aria-current={onAdmin ? "page" : undefined}
                >
                  <ShieldIcon size={22} />
                </Link>
              ) : null}
              {sessionPending ? null : (
                <>
                  <Link href={paths.threads()} className="nav-link nav-link--messages desktop-only">
                    <span className="nav-link__icon">
                      <MessageIcon size={18} />
                      <UnreadBadge count={unreadCount} className="nav-link__badge" />
                    </span>
                    <span className="nav-link__label">{copy.nav.messages}</span>
                  </Link>
                  {/* A visitor's text size button; a member finds the sizes in the user menu (docs/product.md#text-size). */}
                  {user ? null : <TextSizeMenu />}
                  {user ? null : <LanguageMenu />}
                  {user ? null : (
                    <>
                      <Link href={paths.login()} className="nav-link nav-link--login">
                        {copy.nav.login}
                      </Link>
                      <Link href={paths.register()} className="button button--outline desktop-only">
                        {copy.nav.register}
                      </Link>
                    </>
                  )}
                  <Link href={paths.postCreate()} className="button button--primary desktop-only">
                    <PlusIcon size={18} />
                    {copy.nav.create}
                  </Link>
                  {user ? <NotificationBell /> : null}
                  {user ? <UserMenu user={user} /> : null}
                </>
              )}
            </nav>
          </>
        )}
      </div>
      {reduced ? null : <QuickLinks />}
    </header>
  );
}
