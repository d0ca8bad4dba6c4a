/**
 * The page frame: skip link, header (reduced on auth pages and while the session loads), notices, main
 * content and footer. Page content stays hidden until the current user is known (spec.md §2 guards).
 */
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { copy } from "../../../shared/copy.ts";
import { paths } from "../../../shared/paths.ts";
import { FlashViewport } from "../../components/flash-message.tsx";
import { LoadingState } from "../../components/status-message.tsx";
import { useSession } from "../../features/accounts/hooks/use-session.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

const AUTH_PAGES = new Set([paths.login(), paths.register()]);

/** Scrolls to the top on each navigation, or to the element named by the URL hash when there is one. */
function useScrollOnNavigate(location: string, search: string): void {
  const seen = useRef<string | null>(null);
  const key = `${location}?${search}`;
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    const hash = window.location.hash.slice(1);
    if (hash) {
      document.getElementById(decodeURIComponent(hash))?.scrollIntoView();
      return;
    }
    window.scrollTo({ top: 0 });
  }, [key]);
}

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const { isLoading } = useSession();
  const authPage = AUTH_PAGES.has(location);
  useScrollOnNavigate(location, search);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {copy.nav.skipToContent}
      </a>
      <SiteHeader reduced={authPage || isLoading} />
      <FlashViewport />
      <main id="main" className={`site-main${authPage ? " site-main--auth" : ""}`} tabIndex={-1}>
        {isLoading ? <LoadingState /> : children}
      </main>
      <SiteFooter />
    </div>
  );
}
