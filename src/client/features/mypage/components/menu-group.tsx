/** A card of links on my page (docs/product.md §2 My page): icon, label, optional badge or count, chevron. */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ChevronRightIcon } from "#client/components/icons.tsx";

export interface MenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** A link, or a button action (logout). */
  href?: string;
  onSelect?: () => void;
  disabled?: boolean;
  /** Shown at the end of the row (an unread badge, a count). */
  trailing?: ReactNode;
}

/**
 * A titled list of my-page links (or buttons, for `onSelect` items) with optional trailing counts or badges.
 */
export function MenuGroup({ id, title, items }: { id: string; title: string; items: MenuItem[] }) {
  return (
    <section className="menu-group" aria-labelledby={id}>
      <h2 id={id} className="menu-group__title">
        {title}
      </h2>
      <ul className="menu-group__list">
        {items.map((item) => {
          const inner = (
            <>
              <span className="menu-group__icon">{item.icon}</span>
              <span className="menu-group__label">{item.label}</span>
              {item.trailing ? <span className="menu-group__trailing">{item.trailing}</span> : null}
              <ChevronRightIcon size={18} className="menu-group__chevron" />
            </>
          );
          return (
            <li key={item.key}>
              {item.href ? (
                <Link href={item.href} className="menu-group__item" data-menu={item.key}>
                  {inner}
                </Link>
              ) : (
                <button
                  type="button"
                  className="menu-group__item menu-group__item--button"
                  onClick={item.onSelect}
                  disabled={item.disabled}
                  data-menu={item.key}
                >
                  {inner}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
