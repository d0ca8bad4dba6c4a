/** A post's category with its parent ("parent › child") linking to the category page, and its region link. */
import { Link } from "wouter";
import { categoryPath, regionName } from "#client/lib/reference-names.ts";
import { paths } from "#shared/paths.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import { FolderIcon, MapPinIcon } from "./icons.tsx";

/** The category, with its parent (親 › 子), linking to /category/{slug}. */
export function PostCategoryLink({ category }: { category: PostView["category"] }) {
  const text = categoryPath(category);
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
      {regionName(region)}
    </Link>
  );
}
