/**
 * The active categories of one prefecture (docs/product.md §2 region active-categories list): each category with requests
 * in the prefecture opens /category/{slug}/region/{region}. A failed load shows カテゴリの取得に失敗しました。
 * (docs/product.md §8); an unknown prefecture shows nothing (the post list below says so).
 */
import { Link } from "wouter";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { categoryName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import "../catalog.css";

/** The categories with requests in prefecture `slug`, as chips with counts (docs/product.md §2 /regions/{slug}). */
export function RegionCategories({ slug }: { slug: string }) {
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
                  <span className="catalog-chip__parent">{categoryName(category.parent)}</span>
                ) : null}
                {categoryName(category)}
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
