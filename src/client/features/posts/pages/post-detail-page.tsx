/**
 * /post/:id (docs/product.md §2 Post detail): author (or 削除されたユーザー), save and follow toggles, message button,
 * edit/delete when the post allows, title, category with parent, region, dates with relative text, image, body,
 * tag chips with the search-scope toggle, comments and the comment form. A request hidden from the reader by
 * moderation (docs/product.md §12) says so once — 「通報が多いため一時的に非表示になっています。…」 until an
 * administrator decides — with save, follow and message off; its author reads 審査中 / the administrator's hiding
 * and may ask for a review. A request everyone can open has 「シェア」 and 「ポスターを印刷」 (docs/product.md
 * "Sharing and posters").
 * 404 → 依頼が見つかりませんでした。 (a blocked member's request: この依頼は表示できません。), other failures →
 * 依頼が読み込めませんでした。
 */
import { useEffect } from "react";
import { Link } from "wouter";
import { ChevronLeftIcon, ClockIcon, CommentIcon, PrinterIcon } from "#client/components/icons.tsx";
import { ModerationMark } from "#client/components/moderation-mark.tsx";
import { PostAuthor } from "#client/components/post-author.tsx";
import { PostCategoryLink, PostRegionLink } from "#client/components/post-category-link.tsx";
import { LanguageBadge, postLang } from "#client/components/post-language.tsx";
import { ReportButton } from "#client/components/report-button.tsx";
import { ShareButton } from "#client/components/share-button.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { excerpt, useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { errorCodeOf, httpStatusOf } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import { META_DESCRIPTION_CHARS } from "#shared/constants.ts";
import { sharingCopy } from "#shared/copy/sharing.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import { makeSnippet } from "#shared/snippet.ts";
import { AnswerRequirementNotice } from "../components/answer-requirement-notice.tsx";
import { CommentForm } from "../components/comment-form.tsx";
import { CommentList } from "../components/comment-list.tsx";
import { PostActions } from "../components/post-actions.tsx";
import { PostGallery } from "../components/post-gallery.tsx";
import { PostTagScope } from "../components/post-tag-scope.tsx";
import { RequestPanel } from "../components/request-panel.tsx";
import { ReviewRequest } from "../components/review-request.tsx";
import { useKnownListPost } from "../hooks/use-known-post.ts";
import "../post-write.css";
import { shownDate, shownRelative } from "#client/lib/shown-dates.ts";

/** /post/{id}: the post detail of docs/product.md §2, or 依頼が見つかりませんでした。 / 依頼が読み込めませんでした。 */
export function PostDetailPage({ id }: { id: number }) {
  const post = trpc.posts.byId.useQuery({ id });
  const known = useKnownListPost(id);
  const { isAdmin } = useSession();
  const data = post.data;
  const notFound = post.isError && httpStatusOf(post.error) === 404;
  // A request of a member blocked either way does not open (docs/product.md §12 Blocking): say so, not "not found".
  const blocked = post.isError && errorCodeOf(post.error) === "post_blocked";
  const failure = blocked
    ? copy.safety.block.postUnavailable
    : notFound
      ? copy.errors.postNotFound
      : copy.errors.postLoadFailed;
  // Hidden from this reader (not its author, not an administrator): the server sent the placeholder as title and
  // body; the page says it once and shows nothing of the request's content.
  const hidden = data !== undefined && data.moderation !== null && !data.can_update && !isAdmin;
  useDocumentHead(
    data ? (hidden ? copy.safety.moderation.hiddenHeading : data.title) : post.isError ? failure : undefined,
    data && !hidden ? excerpt(data.body, META_DESCRIPTION_CHARS.post) : undefined,
  );

  // The layout scrolls to a hash target on navigation, but #comments exists only once the post has loaded.
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded && window.location.hash === "#comments") document.getElementById("comments")?.scrollIntoView();
  }, [loaded]);

  if (post.isPending) return known ? <KnownPostPreview post={known} /> : <LoadingState />;
  if (!data) {
    return (
      <div className="container page page--narrow">
        <FailureState message={failure} />
        {blocked ? <p className="page-hint">{copy.safety.block.postUnavailableHint}</p> : null}
        <p className="page-back">
          <Link href={paths.posts()} className="button button--ghost">
            <ChevronLeftIcon size={18} />
            {copy.post.back}
          </Link>
        </p>
      </div>
    );
  }

  const updated = data.updated_at !== data.created_at;
  // Shared and printed only when everyone can open the link (docs/product.md "Sharing and posters").
  const shareable = data.is_public && data.moderation === null;
  // The photos, cover first ("Request photos"); an answer without them (a cached older one) shows its cover alone.
  const galleryImages =
    data.images.length > 0 || !data.image
      ? data.images
      : [{ id: 0, url: data.image, thumb_url: data.image_thumb, width: null, height: null, alt: null }];
  const heading = hidden ? copy.safety.moderation.hiddenHeading : data.title;
  return (
    <div className="container page page--narrow">
      <nav className="breadcrumb" aria-label={copy.post.breadcrumb}>
        <ol>
          <li>
            <Link href={paths.home()}>{copy.nav.home}</Link>
          </li>
          <li>
            <Link href={paths.posts()}>{copy.nav.posts}</Link>
          </li>
          <li aria-current="page">{heading}</li>
        </ol>
      </nav>
      <article className="post-detail" aria-labelledby="post-title">
        <header className="post-detail__head">
          {data.is_public ? null : <span className="badge badge--draft">{copy.post.draft}</span>}
          {hidden ? null : <LanguageBadge language={data.language} />}
          {/* Hidden by an administrator, the author reads it once, in the review box below. */}
          <ModerationMark moderation={data.can_update && data.moderation === "pending" ? "pending" : null} />
          <h1
            id="post-title"
            className="post-detail__title"
            lang={hidden ? undefined : postLang(data.language)}
          >
            {heading}
          </h1>
          {hidden ? (
            <p className="moderation-notice" role="status">
              {data.body}
            </p>
          ) : null}
          {data.can_update && data.moderation === "removed" ? (
            <ReviewRequest targetType="post" targetId={data.id} />
          ) : null}
          <div className="post-detail__meta">
            <PostCategoryLink category={data.category} />
            <PostRegionLink region={data.region} />
          </div>
          <div className="post-detail__byline">
            <PostAuthor user={data.user} size={44} ratingsAlways onBehalfOf={data.on_behalf_of} />
            <p className="post-detail__dates">
              <ClockIcon size={14} />
              <time dateTime={data.created_at}>
                {copy.post.createdOn(
                  shownDate(data.created_at, data.created_at_formatted),
                  shownRelative(data.created_at, data.created_at_relative),
                )}
              </time>
              {updated ? (
                <time dateTime={data.updated_at}>
                  {copy.post.updatedRelative(shownRelative(data.updated_at, data.updated_at_relative))}
                </time>
              ) : null}
            </p>
          </div>
          <PostActions post={data} closedReason={hidden ? copy.safety.moderation.actionsClosed : null} />
          {shareable ? (
            <div className="post-share">
              <ShareButton
                title={data.title}
                path={paths.post(data.id)}
                posterPath={paths.postPoster(data.id)}
              />
              <Link href={paths.postPoster(data.id)} className="button button--ghost">
                <PrinterIcon size={18} />
                {sharingCopy.printPoster}
              </Link>
            </div>
          ) : null}
          {data.moderation === null ? (
            <ReportButton targetType="post" targetId={data.id} authorId={data.user?.id ?? null} />
          ) : null}
        </header>
        {galleryImages.length > 0 && !hidden ? (
          <PostGallery images={galleryImages} title={data.title} />
        ) : null}
        {hidden ? null : (
          <>
            <RequestPanel post={data} />
            <AnswerRequirementNotice post={data} />
            <div className="post-detail__body prose" lang={postLang(data.language)}>
              {data.body}
            </div>
            <PostTagScope tags={data.tags} categorySlug={data.category.slug} />
          </>
        )}
      </article>
      <section id="comments" className="comments" aria-labelledby="comments-title">
        <h2 id="comments-title" className="section__title">
          <CommentIcon size={20} />
          {copy.post.commentsHeading(data.comments_count)}
        </h2>
        <CommentList comments={data.comments} />
        {hidden ? null : <CommentForm postId={data.id} />}
      </section>
    </div>
  );
}

/** While the detail loads: what the list showed (title, author, the start of the text), then the loading state. */
function KnownPostPreview({ post }: { post: PostView }) {
  return (
    <div className="container page page--narrow">
      <article className="post-detail post-detail--preview" aria-labelledby="post-title" aria-busy="true">
        <header className="post-detail__head">
          <h1 id="post-title" className="post-detail__title" lang={postLang(post.language)}>
            {post.title}
          </h1>
          <div className="post-detail__meta">
            <PostCategoryLink category={post.category} />
            <PostRegionLink region={post.region} />
          </div>
          <div className="post-detail__byline">
            <PostAuthor user={post.user} size={44} onBehalfOf={post.on_behalf_of} />
          </div>
        </header>
        <div className="post-detail__body prose" lang={postLang(post.language)}>
          {makeSnippet(post.body)}
        </div>
      </article>
      <LoadingState />
    </div>
  );
}
