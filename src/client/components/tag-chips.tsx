/** Tag chips (docs/product.md §3 Tag): each links to a tag-filtered list; official tags are marked by colour. */
import { Link } from "wouter";
import { copy } from "#shared/copy.ts";

interface ChipTag {
  id: number;
  slug: string;
  name: string;
  is_official: boolean;
}

interface TagChipsProps {
  tags: readonly ChipTag[];
  hrefFor: (slug: string) => string;
  activeSlugs?: readonly string[];
}

/**
 * Tag chips linking to `hrefFor(slug)`; official tags and `activeSlugs` are marked (aria-current). Nothing
 * when there are no tags.
 */
export function TagChips({ tags, hrefFor, activeSlugs = [] }: TagChipsProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-chips" aria-label={copy.post.tags}>
      {tags.map((tag) => {
        const active = activeSlugs.includes(tag.slug);
        const className = `tag-chip${tag.is_official ? " tag-chip--official" : ""}${active ? " tag-chip--active" : ""}`;
        return (
          <li key={tag.id}>
            <Link href={hrefFor(tag.slug)} className={className} aria-current={active ? "true" : undefined}>
              #{tag.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
