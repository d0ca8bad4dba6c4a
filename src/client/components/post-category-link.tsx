/** A post's category with its parent ("parent › child") linking to the category page, and its region link. */
import { Link } from "wouter";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import { FolderIcon, MapPinIcon } from "./icons.tsx";

/** The category, with its parent (親 › 子), linking to /category/{slug}. */
export function PostCategoryLink({ category }: { category: PostView["category"] }) {
  const text = category.parent ? copy.post.categoryPath(category.parent.name, category.name) : category.name;
  return (
    <Link href={paths.category(category.slug)} className="meta-link">
      <FolderIcon size={16} />
      {text}
    </Link>
  );
}

/** The region linking to /regions/{slug}. */
export function PostRegionLink({ region }: { region: PostView["region"] }) {
  return (
    <Link href={paths.region(region.slug)} className="meta-link">
      <MapPinIcon size={16} />
      {region.name}
    </Link>
  );
}
