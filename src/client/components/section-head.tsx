/** The heading row of a page section: its title and a "more" link (home sections, docs/product.md §2 Home). */
import { Link } from "wouter";
import { ChevronRightIcon } from "./icons.tsx";

interface SectionHeadProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  moreHref: string;
  moreLabel: string;
}

/** A section's heading row: title and its "more" link (docs/product.md §2 Home). */
export function SectionHead({ id, title, moreHref, moreLabel }: SectionHeadProps) {
  return (
    <div className="section__head">
      <h2 id={id} className="section__title">
        {title}
      </h2>
      <Link href={moreHref} className="section__more">
        {moreLabel}
        <ChevronRightIcon size={16} />
      </Link>
    </div>
  );
}
