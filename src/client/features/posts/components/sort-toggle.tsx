/** The sort toggle of the post list (docs/product.md §2 Post list): 距離順 (`all=true`) or 新着順. */
import { Link } from "wouter";
import { copy } from "#shared/copy.ts";

interface SortToggleProps {
  nearby: boolean;
  hrefFor: (nearby: boolean) => string;
}

/** The 距離順 / 新着順 toggle; `hrefFor(nearby)` gives each option's link, the current one has aria-current. */
export function SortToggle({ nearby, hrefFor }: SortToggleProps) {
  const options = [
    { nearby: true, label: copy.discovery.sortDistance },
    { nearby: false, label: copy.discovery.sortNewest },
  ];
  return (
    <nav className="sort-toggle" aria-label={copy.discovery.sortLabel}>
      {options.map((option) => (
        <Link
          key={option.label}
          href={hrefFor(option.nearby)}
          className={`sort-toggle__option${option.nearby === nearby ? " sort-toggle__option--active" : ""}`}
          aria-current={option.nearby === nearby ? "page" : undefined}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
