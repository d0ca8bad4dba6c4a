/**
 * /regions/{slug}/poster (docs/product.md "Sharing and posters" #sharing-posters): one A4 page of a prefecture's
 * open requests (募集中), newest first, at most {@link REGION_POSTER_POSTS}, each with its title, place line and
 * its own QR code of the request's absolute URL; the board's name and the region page's address at the foot.
 * The list is the public list (posts.list with `status=open`), so drafts and hidden requests never appear.
 */

import { QrCode } from "#client/components/qr-code.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { publicOrigin } from "#client/lib/public-origin.ts";
import { categoryName, regionName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";
import { sharingCopy } from "#shared/copy/sharing.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { absoluteUrl } from "#shared/share-links.ts";
import { PosterPage, PosterToolbar, rewardText } from "../poster-parts.tsx";

/** At most this many requests fit on one A4 poster with a readable QR code each. */
export const REGION_POSTER_POSTS = 10;

const s = sharingCopy;

/** /regions/{slug}/poster: the prefecture's open requests on one A4 sheet, or why there is none. */
export function RegionPosterPage({ slug }: { slug: string }) {
  const list = trpc.posts.list.useQuery({ region_slug: slug, status: "open" });
  const region = list.data?.region ?? null;
  const notFound = (list.isError && httpStatusOf(list.error) === 404) || (list.isSuccess && region === null);
  const failure = notFound ? copy.errors.regionNotFound : copy.errors.listFailed;
  useDocumentHead(
    region ? s.regionPosterTitle(regionName(region)) : list.isError || notFound ? failure : undefined,
  );

  if (list.isPending) return <LoadingState />;
  if (!list.data || !region) {
    return (
      <div className="container page page--narrow">
        <FailureState message={failure} />
      </div>
    );
  }
  const origin = publicOrigin();
  // Only what everyone can open: an author's own hidden request may be in the author's list.
  const posts = list.data.data
    .filter((post) => post.is_public && post.moderation === null)
    .slice(0, REGION_POSTER_POSTS);
  return (
    <PosterPage toolbar={<PosterToolbar backHref={paths.region(region.slug)} backLabel={s.backToRegion} />}>
      <article className="poster-sheet poster-sheet--region" aria-labelledby="poster-title">
        <header className="poster__head">
          <p className="poster__board">{s.boardName}</p>
          <h1 id="poster-title" className="poster__title poster__title--region">
            {s.regionPosterTitle(regionName(region))}
          </h1>
          <p className="poster__lead">
            {posts.length > 0 ? s.regionPosterLead(posts.length) : s.regionPosterEmpty}
          </p>
        </header>
        <ol className="poster__list">
          {posts.map((post) => {
            const url = absoluteUrl(origin, paths.post(post.id));
            return (
              <li key={post.id} className="poster__item">
                <QrCode value={url} label={s.qrAlt(url)} className="poster__item-qr" />
                <div className="poster__item-text">
                  <p className="poster__item-title">{post.title}</p>
                  <p className="poster__item-meta">
                    {categoryName(post.category)}・{rewardText(post)}・{post.created_at_formatted}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
        <footer className="poster__footer">
          {s.posterFooter(absoluteUrl(origin, paths.region(region.slug)))}
        </footer>
      </article>
    </PosterPage>
  );
}
