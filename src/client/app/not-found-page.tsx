/** The page of every unknown path (and of routes later issues build). */
import { Link } from "wouter";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

/** The not-found page (docs/product.md §8 お探しのページは見つかりませんでした。) of unknown paths. */
export function NotFoundPage() {
  useDocumentHead(copy.titles.notFound);
  return (
    <section className="notice-page" aria-labelledby="not-found-title">
      <p className="notice-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="notice-page__title">
        {copy.errors.pageNotFound}
      </h1>
      <p className="notice-page__lead">{copy.errors.notFoundLead}</p>
      <div className="notice-page__actions">
        <Link href={paths.home()} className="button button--primary">
          {copy.errors.backHome}
        </Link>
        <Link href={paths.posts()} className="button button--ghost">
          {copy.nav.posts}
        </Link>
      </div>
    </section>
  );
}
