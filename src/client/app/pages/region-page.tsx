/**
 * /regions/{slug} (docs/product.md §2 region active-categories list): the prefecture's post list (posts feature) with the
 * categories that have requests there (catalog feature) between its heading and the list.
 */
import { RegionCategories } from "#client/features/catalog/components/region-categories.tsx";
import { PostListView } from "#client/features/posts/components/post-list-view.tsx";
import { paths } from "#shared/paths.ts";

/** /regions/{slug}: the prefecture's active categories above its post list (docs/product.md §2 Region list). */
export function RegionPage({ slug }: { slug: string }) {
  return (
    <PostListView basePath={paths.region(slug)} scope={{ regionSlug: slug }}>
      <RegionCategories slug={slug} />
    </PostListView>
  );
}
