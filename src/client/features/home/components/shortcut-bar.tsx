/** The home shortcut bar of docs/product.md §2: regions, categories, newest, nearby, recommended. */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { GridIcon, ListIcon, MapPinIcon, NavigationIcon, StarIcon } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

const SHORTCUTS: { href: string; label: string; icon: ReactNode }[] = [
  { href: paths.regions(), label: copy.nav.regions, icon: <MapPinIcon size={22} /> },
  { href: paths.categories(), label: copy.nav.categories, icon: <GridIcon size={22} /> },
  { href: paths.posts(), label: copy.nav.newest, icon: <ListIcon size={22} /> },
  { href: paths.homeNearby(), label: copy.nav.nearby, icon: <NavigationIcon size={22} /> },
  { href: paths.homeRecommended(), label: copy.nav.recommended, icon: <StarIcon size={22} /> },
];

/** The home shortcut bar of docs/product.md §2 (regions, categories, newest, nearby, recommended). */
export function ShortcutBar() {
  return (
    <nav className="shortcut-bar" aria-label={copy.home.shortcutsLabel}>
      <ul className="shortcut-bar__list">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.href}>
            {shortcut.href.startsWith("/#") ? (
              // Same-page anchors: a plain link lets the browser scroll to the section.
              <a href={shortcut.href.slice(1)} className="shortcut">
                <span className="shortcut__icon">{shortcut.icon}</span>
                <span className="shortcut__label">{shortcut.label}</span>
              </a>
            ) : (
              <Link href={shortcut.href} className="shortcut">
                <span className="shortcut__icon">{shortcut.icon}</span>
                <span className="shortcut__label">{shortcut.label}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
