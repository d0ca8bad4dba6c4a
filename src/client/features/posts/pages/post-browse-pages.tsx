/**
 * The browse pages of docs/product.md §2 Route table, each the shared post list with a scope from its path:
 * /category/{slug}, /category/{slug}/tag/{tagSlug}, /category/{slug}/region/{regionSlug}, /region/{id},
 * /tags/{slug}.
 */
import { paths } from "#shared/paths.ts";
import { PostListView } from "../components/post-list-view.tsx";

/** /category/{slug}: the category's posts (children included). */
export function CategoryPostsPage({ slug }: { slug: string }) {
  return <PostListView basePath={paths.category(slug)} scope={{ categorySlug: slug }} />;
}

/** /category/{slug}/tag/{tagSlug}: the category's posts with the tag. */
export function CategoryTagPostsPage({ slug, tagSlug }: { slug: string; tagSlug: string }) {
  return <PostListView basePath={paths.categoryTag(slug, tagSlug)} scope={{ categorySlug: slug, tagSlug }} />;
}

/** /category/{slug}/region/{regionSlug}: the category's posts in the prefecture. */
export function CategoryRegionPostsPage({ slug, regionSlug }: { slug: string; regionSlug: string }) {
  return (
    <PostListView
      basePath={paths.categoryRegion(slug, regionSlug)}
      scope={{ categorySlug: slug, regionSlug }}
    />
  );
}

/** /region/{id}: the prefecture's posts. */
export function RegionByIdPostsPage({ id }: { id: number }) {
  return <PostListView basePath={paths.regionById(id)} scope={{ regionId: id }} />;
}

/** /tags/{slug}: the posts with the tag. */
export function TagPostsPage({ slug }: { slug: string }) {
  return <PostListView basePath={paths.tag(slug)} scope={{ tagSlug: slug }} />;
}
