/**
 * /regions/{slug} (docs/product.md §2 region active-categories list): the prefecture's post list (posts feature) with the
 * categories that have requests there (catalog feature) between its heading and the list, and the link to the
 * poster of its open requests (docs/product.md "Sharing and posters").
 */
import { Link } from "wouter";
import { PrinterIcon } from "#client/components/icons.tsx";
import { RegionCategories } from "#client/features/catalog/components/region-categories.tsx";
import { PostListView } from "#client/features/posts/components/post-list-view.tsx";
import { sharingCopy } from "#shared/copy/sharing.ts";
import { paths } from "#shared/paths.ts";

/** /regions/{slug}: the prefecture's active categories above its post list (docs/product.md §2 Region list). */
export function RegionPage({ slug }: { slug: string }) {
  return (
    <PostListView basePath={paths.region(slug)} scope={{ regionSlug: slug }}>
      <p className="region-poster-link">
        <Link href={paths.regionPoster(slug)} className="button button--ghost">
          <PrinterIcon size={18} />
          {sharingCopy.printPoster}
        </Link>
      </p>
      <RegionCategories slug={slug} />
    </PostListView>
  );
}
