/**
 * The page frame: skip link, header (reduced on auth pages; without the session's links while it loads),
 * notices, main content and footer. Page content stays hidden until the current user is known (docs/product.md §2
 * guards).
 */
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useLocation } from "wouter";
import { FlashViewport } from "#client/components/flash-message.tsx";
import { OfflineBanner } from "#client/components/offline-banner.tsx";
import { LoadingState } from "#client/components/status-message.tsx";
import { useUnreadCount } from "#client/features/threads/hooks/use-unread-count.ts";
import { offeredLanguage } from "#client/lib/language.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { useTrackNavigation } from "./back-button.tsx";
import { BottomNav } from "./bottom-nav.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useKeyboardOpen } from "./use-keyboard-open.ts";
import { useScrollOnNavigate } from "./use-scroll-on-navigate.ts";

/** Auth-type pages (docs/product.md §2 Layout): reduced header, no bottom navigation. */
const AUTH_PAGE =
  /^\/(login|register|forgot-password|reset-password(\/[^/]*)?|email\/verify|email-verified)\/?$/;
/** A thread's own page hides the bottom navigation (and its header on phones). */
const THREAD_PAGE = /^\/threads\/\d+\/?$/;

/** The first visit's language offer: its own chunk, loaded only when a browser asks for another language. */
const LanguageOffer = lazy(() => import("#client/components/language-offer.tsx"));

/** Whether the phone bottom navigation shows on this page (docs/product.md §2 Layout). */
export function bottomNavVisible(location: string, signedIn: boolean, keyboardOpen: boolean): boolean {
  if (keyboardOpen || AUTH_PAGE.test(location) || THREAD_PAGE.test(location)) return false;
  return signedIn || location === "/" || location === "/home";
}

/** The page frame around `children` (docs/product.md §2 Layout): skip link, header, notices, main, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { isLoading, user } = useSession();
  const keyboardOpen = useKeyboardOpen();
  const unreadCount = useUnreadCount();
  const authPage = AUTH_PAGE.test(location);
  const showBottomNav = !isLoading && bottomNavVisible(location, user !== null, keyboardOpen);
  useScrollOnNavigate(!isLoading);
  useTrackNavigation(location);
  // Read once per page load: the browser's languages and this device's answers do not change under it.
  const [offered] = useState(offeredLanguage);

  return (
    <div
      className={`app-shell${showBottomNav ? " app-shell--bottom-nav" : ""}${THREAD_PAGE.test(location) ? " app-shell--thread" : ""}`}
    >
      <a className="skip-link" href="#main">
        {copy.nav.skipToContent}
      </a>
      <SiteHeader reduced={authPage} sessionPending={isLoading} />
      {offered ? (
        <Suspense fallback={null}>
          <LanguageOffer language={offered} />
        </Suspense>
      ) : null}
      <FlashViewport />
      <OfflineBanner />
      <main id="main" className={`site-main${authPage ? " site-main--auth" : ""}`} tabIndex={-1}>
        {isLoading ? <LoadingState /> : children}
      </main>
      <SiteFooter />
      {showBottomNav ? <BottomNav unreadCount={unreadCount} /> : null}
    </div>
  );
}
