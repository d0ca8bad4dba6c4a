/**
 * The post card of docs/product.md §2: author, title, snippet with the keyword highlighted, category with parent,
 * region, created/updated dates with relative text, the distance in nearby mode, tag chips and the
 * comment-count link; a badge naming the language of a request not written in 日本語 ("Request language"); the photo's 320 px thumbnail (docs/product.md §5 Post image) beside the title when the
 * request has one, in a box of fixed size so the list never shifts as it loads.
 */
import { Link } from "wouter";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import { makeSnippet } from "#shared/snippet.ts";
import { HighlightedText } from "./highlighted-text.tsx";
import { ClockIcon, CommentIcon, NavigationIcon } from "./icons.tsx";
import { PostAuthor } from "./post-author.tsx";
import { PostCategoryLink, PostRegionLink } from "./post-category-link.tsx";
import { LanguageBadge, postLang } from "./post-language.tsx";
import { isFinished, RequestDetails, StatusBadge } from "./request-status.tsx";
import { TagChips } from "./tag-chips.tsx";
import "./post-thumb.css";
import { shownDate, shownRelative } from "#client/lib/shown-dates.ts";

interface PostCardProps {
  post: PostView;
  keyword?: string | undefined;
  /** Heading level of the title in the page outline. */
  headingLevel?: 2 | 3;
  /** Where a tag chip leads; by default the list filtered by that tag. */
  tagHref?: (slug: string) => string;
  activeTags?: readonly string[];
  /** Also badge public posts (copy.post.public), so every card of My posts says public or draft. */
  showPublicBadge?: boolean;
}

const defaultTagHref = (slug: string) => paths.tag(slug);

/** The card's thumbnail box in CSS px (4:3, post-thumb.css); the image is cropped into it. */
const POST_THUMB_BOX = { width: 96, height: 72 } as const;

/**
 * A distance in km for display: one decimal below 10 km, whole km above (the server rounds to 0.1). A post a
 * few metres away reads 約0.1km, never 約0.0km.
 */
export function formatKm(km: number): string {
  const shown = Math.max(km, 0.1);
  return shown < 10 ? shown.toFixed(1) : String(Math.round(shown));
}

/**
 * A post card of docs/product.md §2 with `keyword` highlighted; tag chips lead to `tagHref(slug)` (the tag page by
 * default).
 */
export function PostCard({
  post,
  keyword,
  headingLevel = 3,
  tagHref = defaultTagHref,
  activeTags,
  showPublicBadge = false,
}: PostCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const updated = post.updated_at !== post.created_at;
  return (
    <article className={`post-card${isFinished(post.status) ? " post-card--quiet" : ""}`}>
      <div className="post-card__head">
        <PostAuthor user={post.user} size={32} onBehalfOf={post.on_behalf_of} />
        <StatusBadge status={post.status} />
        <LanguageBadge language={post.language} />
        {post.is_public ? (
          showPublicBadge ? (
            <span className="badge badge--public">{copy.post.public}</span>
          ) : null
        ) : (
          <span className="badge badge--draft">{copy.post.draft}</span>
        )}
      </div>
      <div className={`post-card__summary${post.image_thumb ? " post-card__summary--thumb" : ""}`}>
        <div className="post-card__text">
          <Heading className="post-card__title" lang={postLang(post.language)}>
            <Link href={paths.post(post.id)}>
              <HighlightedText text={post.title} keyword={keyword} />
            </Link>
          </Heading>
          <p className="post-card__snippet" lang={postLang(post.language)}>
            <HighlightedText text={makeSnippet(post.body, keyword)} keyword={keyword} />
          </p>
        </div>
        {post.image_thumb ? (
          // Decorative: the title beside it names the request; the box's size is fixed by CSS and the attributes.
          <img
            src={post.image_thumb}
            alt=""
            className="post-card__thumb"
            width={POST_THUMB_BOX.width}
            height={POST_THUMB_BOX.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="post-card__meta">
        <PostCategoryLink category={post.category} />
        <PostRegionLink region={post.region} />
        {post.distance !== null ? (
          <span className="post-card__distance">
            <NavigationIcon size={14} />
            {copy.post.distanceKm(formatKm(post.distance))}
          </span>
        ) : null}
      </div>
      <RequestDetails post={post} />
      <TagChips tags={post.tags} hrefFor={tagHref} activeSlugs={activeTags} />
      <div className="post-card__foot">
        <p className="post-card__dates">
          <ClockIcon size={14} />
          <span>
            {copy.post.created}{" "}
            <time dateTime={post.created_at} title={shownDate(post.created_at, post.created_at_formatted)}>
              {shownRelative(post.created_at, post.created_at_relative)}
            </time>
          </span>
          {updated ? (
            <span>
              {copy.post.updated}{" "}
              <time dateTime={post.updated_at}>
                {shownRelative(post.updated_at, post.updated_at_relative)}
              </time>
            </span>
          ) : null}
        </p>
        <Link href={paths.postComments(post.id)} className="post-card__comments">
          <CommentIcon size={16} />
          {copy.post.commentCount(post.comments_count)}
        </Link>
      </div>
    </article>
  );
}
