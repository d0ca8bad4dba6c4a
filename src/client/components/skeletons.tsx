/**
 * Loading placeholders that hold the place of the content they stand for (no layout shift when data arrives,
 * tests/e2e/layout-stability.e2e.ts): a grid of post cards or of category tiles at about the size the real
 * ones take, so the sections below stay where they are when the answer comes. Screen readers hear one
 * "読み込み中…" status instead of the decorative shapes.
 */
import { copy } from "#shared/copy.ts";

/** `count` grey post cards in the same `.card-grid` as the real cards. */
export function PostCardSkeletons({ count, label = copy.common.loading }: { count: number; label?: string }) {
  return (
    <div className="skeleton-area" role="status">
      <span className="visually-hidden">{label}</span>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // The placeholders are identical and never reorder, so the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <div className="skeleton-card">
              <span className="skeleton-card__head">
                <span className="skeleton skeleton--circle" />
                <span className="skeleton skeleton--line skeleton--w30" />
              </span>
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--title skeleton--w60" />
              <span className="skeleton-card__text">
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line skeleton--w70" />
              </span>
              <span className="skeleton skeleton--line skeleton--w60" />
              <span className="skeleton-card__chips">
                <span className="skeleton skeleton--chip" />
                <span className="skeleton skeleton--chip" />
                <span className="skeleton skeleton--chip" />
              </span>
              <span className="skeleton-card__foot">
                <span className="skeleton skeleton--line skeleton--w30" />
                <span className="skeleton skeleton--chip" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `count` grey category tiles in the same `.category-grid` as the real tiles. */
export function CategoryTileSkeletons({
  count,
  label = copy.common.loading,
}: {
  count: number;
  label?: string;
}) {
  return (
    <div className="skeleton-area" role="status">
      <span className="visually-hidden">{label}</span>
      <ul className="category-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <li key={index}>
            <span className="category-tile category-tile--skeleton">
              <span className="skeleton skeleton--line skeleton--w60" />
              <span className="skeleton skeleton--chip" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
