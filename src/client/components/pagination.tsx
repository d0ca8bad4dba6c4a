/**
 * Pagination of docs/product.md §2: previous/next, the pages within 2 of the current one, and the summary
 * copy.pagination.summary. Links are built by the caller so they keep the other query parameters.
 */
import { Link } from "wouter";
import { copy } from "#shared/copy.ts";
import { type PageMeta, pageWindow } from "#shared/pagination.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";

interface PaginationProps {
  meta: PageMeta;
  hrefFor: (page: number) => string;
}

/**
 * Summary 全N件中、A～B件を表示 (or 1,000件以上中… when `meta.total_capped`), previous/next and the pages within 2 of the
 * current one; links from `hrefFor(page)` (docs/product.md §2, §9). Nothing but the summary on a single page.
 */
export function Pagination({ meta, hrefFor }: PaginationProps) {
  const current = meta.current_page;
  const last = meta.last_page;
  const summarize = meta.total_capped ? copy.pagination.summaryCapped : copy.pagination.summary;
  const summary = meta.from !== null && meta.to !== null ? summarize(meta.total, meta.from, meta.to) : null;
  return (
    <nav className="pagination" aria-label={copy.pagination.label}>
      {summary ? <p className="pagination__summary">{summary}</p> : null}
      {last > 1 ? (
        <ul className="pagination__list">
          <li>
            {current > 1 ? (
              <Link href={hrefFor(current - 1)} className="pagination__step" rel="prev">
                <ChevronLeftIcon size={18} />
                {copy.pagination.previous}
              </Link>
            ) : (
              <span className="pagination__step pagination__step--disabled" aria-disabled="true">
                <ChevronLeftIcon size={18} />
                {copy.pagination.previous}
              </span>
            )}
          </li>
          {pageWindow(current, last).map((page) => (
            <li key={page}>
              {page === current ? (
                <span className="pagination__page pagination__page--current" aria-current="page">
                  {page}
                </span>
              ) : (
                <Link
                  href={hrefFor(page)}
                  className="pagination__page"
                  aria-label={copy.pagination.page(page)}
                >
                  {page}
                </Link>
              )}
            </li>
          ))}
          <li>
            {current < last ? (
              <Link href={hrefFor(current + 1)} className="pagination__step" rel="next">
                {copy.pagination.next}
                <ChevronRightIcon size={18} />
              </Link>
            ) : (
              <span className="pagination__step pagination__step--disabled" aria-disabled="true">
                {copy.pagination.next}
                <ChevronRightIcon size={18} />
              </span>
            )}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
