/**
 * 「良い N件」 beside a member's name (docs/product.md §10 Thanks and ratings): on post cards, the post page, the
 * threads list and a thread, and at the top of the profile, so a member can be judged where they are met, as on
 * the flea-market apps. On cards and lists a member with none shows nothing (`always` shows 良い 0件).
 */
import { copy } from "#shared/copy.ts";
import "./good-ratings.css";

/** The badge for `count` 良い ratings; null for 0 unless `always`. */
export function GoodRatings({ count, always = false }: { count: number; always?: boolean }) {
  if (count <= 0 && !always) return null;
  return (
    <span className="good-ratings" title={copy.goodRatings.label(count)}>
      <svg className="good-ratings__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
        <path
          fill="currentColor"
          d="M8 14.2 6.9 13.2C3 9.7.5 7.5.5 4.8.5 2.6 2.2 1 4.4 1c1.2 0 2.4.6 3.6 1.5C9.2 1.6 10.4 1 11.6 1c2.2 0 3.9 1.6 3.9 3.8 0 2.7-2.5 4.9-6.4 8.4L8 14.2Z"
        />
      </svg>
      {copy.goodRatings.text(count)}
    </span>
  );
}
