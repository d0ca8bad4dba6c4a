/**
 * The phone header's quick links (docs/product.md §2 Layout "compact header … quick links"): one scrollable row of the
 * main ways to browse, under the compact header. Hidden from 640 px up (CSS), where the header has room.
 */
import { Link, useLocation, useSearch } from "wouter";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

const LINKS = [
  { href: paths.posts(), label: copy.nav.newest },
  { href: paths.homeNearby(), label: copy.nav.nearby },
  { href: paths.categories(), label: copy.nav.categories },
  { href: paths.regions(), label: copy.nav.regions },
  { href: paths.homeRecommended(), label: copy.nav.recommended },
] as const;

/** The phone header's row of quick links (docs/product.md §2 Layout). */
export function QuickLinks() {
  const [location] = useLocation();
  const search = useSearch();
  // The nearby list is /posts?all=true: there 「近くの依頼」 is the current link, not 「新着一覧」 (phone first).
  const all = new URLSearchParams(search).get("all");
  const nearbyList = location === paths.posts() && (all === "true" || all === "1");
  const isCurrent = (href: string) =>
    href === paths.homeNearby() ? nearbyList : location === href && !(href === paths.posts() && nearbyList);
  return (
    <nav className="quick-links" aria-label={copy.nav.quickLinks}>
      <ul className="quick-links__list">
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className={`quick-links__link${isCurrent(link.href) ? " is-current" : ""}`}
              aria-current={isCurrent(link.href) ? "page" : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
