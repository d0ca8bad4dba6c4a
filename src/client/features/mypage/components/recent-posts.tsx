/**
 * A recent list of the dashboard and my page (docs/product.md §2, §9: 5 items): title, visibility badge for own posts,
 * category, relative date and comment count, with a "see all" link to the full list.
 */
import { Link } from "wouter";
import { ChevronRightIcon, ClockIcon, CommentIcon } from "#client/components/icons.tsx";
import { SectionHead } from "#client/components/section-head.tsx";
import { EmptyState } from "#client/components/status-message.tsx";
import { categoryPath } from "#client/lib/reference-names.ts";
import { shownRelative } from "#client/lib/shown-dates.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { PostView } from "#shared/schemas/posts.ts";

interface RecentPostsProps {
  id: string;
  title: string;
  posts: PostView[];
  moreHref: string;
  emptyMessage: string;
  /** Own posts show the public / draft badge. */
  showVisibility?: boolean;
  loading?: boolean;
}

/**
 * One recent list of the dashboard / my page (5 posts, docs/product.md §9) with its see-all link and `emptyMessage`.
 */
export function RecentPosts({
  id,
  title,
  posts,
  moreHref,
  emptyMessage,
  showVisibility = false,
  loading = false,
}: RecentPostsProps) {
  return (
    <section className="section recent-posts" aria-labelledby={id} aria-busy={loading}>
      <SectionHead id={id} title={title} moreHref={moreHref} moreLabel={copy.mypage.seeAll} />
      {posts.length === 0 ? (
        loading ? (
          <div className="recent-posts__placeholder" aria-hidden="true" />
        ) : (
          <EmptyState message={emptyMessage} />
        )
      ) : (
        <ul className="recent-posts__list">
          {posts.map((post) => (
            <li key={post.id}>
              <Link href={paths.post(post.id)} className="recent-post">
                <span className="recent-post__main">
                  <span className="recent-post__title">
                    {showVisibility ? (
                      <span className={`badge ${post.is_public ? "badge--public" : "badge--draft"}`}>
                        {post.is_public ? copy.post.public : copy.post.draft}
                      </span>
                    ) : null}
                    <span>{post.title}</span>
                  </span>
                  <span className="recent-post__meta">
                    <span>{categoryPath(post.category)}</span>
                    <span className="recent-post__time">
                      <ClockIcon size={13} />
                      <time dateTime={post.created_at}>
                        {shownRelative(post.created_at, post.created_at_relative)}
                      </time>
                    </span>
                    <span className="recent-post__time">
                      <CommentIcon size={13} />
                      {copy.post.commentCount(post.comments_count)}
                    </span>
                  </span>
                </span>
                <ChevronRightIcon size={18} className="recent-post__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The two recent lists the dashboard and my page share (docs/product.md §2): the 5 latest own posts (see all →
 * /myposts, with the public / draft badge) and the 5 latest bookmarks (see all → /favorites/posts).
 * `idPrefix` keeps the section ids of each page unique ("dashboard" → dashboard-recent-posts).
 */
export function RecentColumns({
  idPrefix,
  recentPosts,
  recentBookmarks,
  loading,
}: {
  idPrefix: string;
  recentPosts: PostView[];
  recentBookmarks: PostView[];
  loading: boolean;
}) {
  return (
    <div className="recent-columns">
      <RecentPosts
        id={`${idPrefix}-recent-posts`}
        title={copy.mypage.recentPosts}
        posts={recentPosts}
        moreHref={paths.myposts()}
        emptyMessage={copy.empty.myPosts}
        loading={loading}
        showVisibility
      />
      <RecentPosts
        id={`${idPrefix}-recent-bookmarks`}
        title={copy.mypage.recentBookmarks}
        posts={recentBookmarks}
        moreHref={paths.favoritePosts()}
        emptyMessage={copy.empty.bookmarks}
        loading={loading}
      />
    </div>
  );
}
