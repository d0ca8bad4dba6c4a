/**
 * /post/{id}/poster (docs/product.md "Sharing and posters" #sharing-posters): an A4 poster of one request to
 * print or save as PDF — the board's name, title, the first 200 characters of the body, place, date posted, date
 * wanted, reward and a large QR code of the request's absolute URL. Only for a request everyone can open (a draft
 * or a request hidden by moderation says so instead); a missing one says 依頼が見つかりませんでした。
 */

import { QrCode } from "#client/components/qr-code.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { publicOrigin } from "#client/lib/public-origin.ts";
import { regionName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";
import { sharingCopy } from "#shared/copy/sharing.ts";
import { copy } from "#shared/copy.ts";
import { formatCalendarDayJa, todayInJapan } from "#shared/dates.ts";
import { paths } from "#shared/paths.ts";
import { absoluteUrl, posterExcerpt } from "#shared/share-links.ts";
import { PosterPage, PosterToolbar, rewardText } from "../poster-parts.tsx";

/** How much of the body a poster prints, in characters. */
export const POSTER_BODY_CHARS = 200;
/** A title longer than this (characters) is set smaller, so the longest (100) keeps to four lines. */
const LONG_TITLE_CHARS = 40;

const s = sharingCopy;

/** /post/{id}/poster: the request's A4 poster, or why there is none. */
export function PostPosterPage({ id }: { id: number }) {
  const post = trpc.posts.byId.useQuery({ id });
  const data = post.data;
  const shareable = data?.is_public === true && data.moderation === null;
  const failure =
    post.isError && httpStatusOf(post.error) === 404 ? copy.errors.postNotFound : copy.errors.postLoadFailed;
  useDocumentHead(
    shareable ? s.posterTitle(data.title) : data ? s.posterUnavailable : post.isError ? failure : undefined,
  );

  const toolbar = <PosterToolbar backHref={paths.post(id)} backLabel={s.backToPost} />;
  if (post.isPending) return <LoadingState />;
  if (!data || !shareable) {
    return (
      <div className="container page page--narrow">
        <FailureState message={data ? s.posterUnavailable : failure} />
      </div>
    );
  }
  const origin = publicOrigin();
  const url = absoluteUrl(origin, paths.post(id));
  return (
    <PosterPage toolbar={toolbar}>
      <article className="poster-sheet poster-sheet--post" aria-labelledby="poster-title">
        <header className="poster__head">
          <p className="poster__board">{s.boardName}</p>
          <p className="poster__kicker">{s.posterKicker}</p>
        </header>
        <h1
          id="poster-title"
          className={`poster__title${Array.from(data.title).length > LONG_TITLE_CHARS ? " poster__title--long" : ""}`}
        >
          {data.title}
        </h1>
        <p className="poster__body">{posterExcerpt(data.body, POSTER_BODY_CHARS)}</p>
        <dl className="poster__facts">
          <div>
            <dt>{s.posterPlace}</dt>
            <dd>{regionName(data.region)}</dd>
          </div>
          <div>
            <dt>{s.posterDate}</dt>
            <dd>{data.created_at_formatted}</dd>
          </div>
          {data.needed_by ? (
            <div>
              <dt>{s.posterNeededBy}</dt>
              <dd>{copy.requests.ui.neededBy(formatCalendarDayJa(data.needed_by, todayInJapan()))}</dd>
            </div>
          ) : null}
          <div>
            <dt>{s.posterReward}</dt>
            <dd>{rewardText(data)}</dd>
          </div>
        </dl>
        <figure className="poster__qr">
          <QrCode value={url} label={s.qrAlt(url)} className="poster__qr-code" />
          <figcaption>
            {s.posterScan}
            <span className="poster__url">{url}</span>
          </figcaption>
        </figure>
        <footer className="poster__footer">{s.posterFooter(origin)}</footer>
      </article>
    </PosterPage>
  );
}
