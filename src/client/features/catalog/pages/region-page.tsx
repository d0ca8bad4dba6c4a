/**
 * /regions/{slug} (spec.md §2 region active-categories list): the categories with requests in the prefecture
 * (each opening /category/{slug}/region/{region}) above the prefecture's post list. A failed category load
 * shows カテゴリの取得に失敗しました。 (spec.md §8).
 */
import { Link } from "wouter";
import { copy } from "../../../../shared/copy.ts";
import { paths } from "../../../../shared/paths.ts";
import { FailureState, LoadingState } from "../../../components/status-message.tsx";
import { trpc } from "../../../lib/trpc.ts";
import { PostListView } from "../../posts/components/post-list-view.tsx";
import "../catalog.css";

function RegionCategories({ slug }: { slug: string }) {
  const active = trpc.catalog.regionActiveCategories.useQuery({ slug }, { staleTime: 60_000, retry: 1 });
  if (active.error?.data?.code === "NOT_FOUND") return null;
  return (
    <section className="region-categories" aria-labelledby="region-categories-title">
      <h2 id="region-categories-title" className="catalog-subtitle">
        {copy.discovery.regionCategoriesHeading}
      </h2>
      {active.isPending ? (
        <LoadingState />
      ) : active.isError ? (
        <FailureState message={copy.errors.categoryLoadFailed} />
      ) : active.data.data.length === 0 ? (
        <p className="status status--empty">{copy.discovery.regionNoCategories}</p>
      ) : (
        <ul className="chip-list">
          {active.data.data.map((category) => (
            <li key={category.id}>
              <Link href={paths.categoryRegion(category.slug, slug)} className="catalog-chip">
                {category.parent ? (
                  <span className="catalog-chip__parent">{category.parent.name}</span>
                ) : null}
                {category.name}
                <span className="count-badge count-badge--muted">
                  {copy.discovery.count(category.posts_count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /regions/{slug}: the prefecture's active categories above its post list (spec.md §2 Region list). */
export function RegionPage({ slug }: { slug: string }) {
  return (
    <PostListView basePath={paths.region(slug)} scope={{ regionSlug: slug }}>
      <RegionCategories slug={slug} />
    </PostListView>
  );
}
