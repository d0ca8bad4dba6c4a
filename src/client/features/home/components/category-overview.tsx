/** Top-level categories with their public post counts, each opening its category page. */
import { Link } from "wouter";
import { SectionHead } from "#client/components/section-head.tsx";
import { CategoryTileSkeletons } from "#client/components/skeletons.tsx";
import { EmptyState, FailureState } from "#client/components/status-message.tsx";
import { categoryName } from "#client/lib/reference-names.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

/** Placeholders while the tree loads: the demo board has 14 top-level categories. */
const SKELETON_TILES = 12;

/** The home category tiles: top-level categories with their counts, or カテゴリが登録されていません。 / カテゴリの取得に失敗しました。 */
export function CategoryOverview() {
  const categories = useCategories();
  return (
    <section className="section" aria-labelledby="categories-title">
      <SectionHead
        id="categories-title"
        title={copy.home.categoriesHeading}
        moreHref={paths.categories()}
        moreLabel={copy.nav.categories}
      />
      {categories.isPending ? (
        <CategoryTileSkeletons count={SKELETON_TILES} />
      ) : categories.isError ? (
        <FailureState message={copy.errors.categoryLoadFailed} />
      ) : categories.data.length === 0 ? (
        <EmptyState message={copy.empty.categories} />
      ) : (
        <ul className="category-grid">
          {categories.data.map((category) => (
            <li key={category.id}>
              <Link href={paths.category(category.slug)} className="category-tile">
                <span className="category-tile__name">{categoryName(category)}</span>
                <span className="category-tile__count">{copy.home.postsCount(category.posts_count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
