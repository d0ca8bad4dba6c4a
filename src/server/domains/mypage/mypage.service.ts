/**
 * The member pages (docs/product.md §2 Dashboard, My page, My posts, My comments, Favorites; §3 Member summary
 * and member card; §7 GET /api/myposts, /api/mycomments, /api/favorites/posts, /api/follows). Every function is
 * for the signed-in member only: the adapters gate the caller (member), the services take parsed, typed input,
 * and every query is keyed by the viewer's id. Post cards are assembled by posts.queries.ts `postViewsOf`.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { POSTS_PER_PAGE, RECENT_LIST_SIZE } from "#shared/constants.ts";
import { relativeJa, toApiDate } from "#shared/dates.ts";
import { pageMeta } from "#shared/pagination.ts";
import type {
  CommentedPostPage,
  CommentedPostView,
  MemberCardPage,
  MemberCardView,
  MyPostPage,
  MySummary,
  TMyListData,
  TMyPageData,
} from "#shared/schemas/mypage.ts";
import type { Database } from "../../db/client.ts";
import { bookmarks, comments, posts } from "../../db/schema/index.ts";
import { openableBy, visibleTo } from "../../db/visibility.ts";
import { storageUrl } from "../../media/storage-url.ts";
import type { Viewer } from "../../viewer.ts";
import { postViewsOf, selectPosts, statusIs } from "../posts/posts.queries.ts";
import {
  epochMs,
  type FollowDirection,
  followListQuery,
  keywordConditions,
  loadCounters,
} from "./mypage.queries.ts";

/** Characters of a bio shown on a member card. */
const BIO_SNIPPET_CHARS = 80;

/**
 * The member's own posts, public and drafts, newest first, POSTS_PER_PAGE (15) a page, optionally filtered by
 * `keyword` (the schema folds its alias `q` into it) like /api/posts. Other members' drafts never appear
 * (docs/product.md §2 My posts). @returns `{data: PostView[], meta}`.
 */
export async function listMyPosts(db: Database, viewer: Viewer, input: TMyListData): Promise<MyPostPage> {
  const where = and(eq(posts.userId, viewer.id), ...keywordConditions(input.keyword), statusIs(input.status));
  const [countRows, rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where),
    selectPosts(db, viewer)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(POSTS_PER_PAGE)
      .offset((input.page - 1) * POSTS_PER_PAGE),
  ]);
  const data = postViewsOf(viewer, rows);
  return { data, meta: pageMeta(input.page, POSTS_PER_PAGE, Number(countRows[0]?.total ?? 0), data.length) };
}

/**
 * The distinct posts the member commented on, the most recently commented first, POSTS_PER_PAGE (15) a page;
 * only posts the member may see (public, or their own drafts). Same keyword filter as My posts
 * (docs/product.md §2 My comments). Each post carries how many comments the member left and when the last one
 * was. @returns `{data: CommentedPostView[], meta}`.
 */
export async function listMyCommentedPosts(
  db: Database,
  viewer: Viewer,
  input: TMyListData,
): Promise<CommentedPostPage> {
  const mine = db
    .select({
      postId: comments.postId,
      myCount: sql<number>`count(*)::int`.as("my_count"),
      myLast: sql<Date>`max(${comments.createdAt})`.as("my_last"),
    })
    .from(comments)
    .where(eq(comments.userId, viewer.id))
    .groupBy(comments.postId)
    .as("mine");
  const where = and(openableBy(viewer, posts), ...keywordConditions(input.keyword), statusIs(input.status));
  // The page of commented posts first (ids, counts, times), then their cards: 4 queries, none per row.
  const [countRows, pageRows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(mine)
      .innerJoin(posts, eq(posts.id, mine.postId))
      .where(where),
    db
      .select({ postId: mine.postId, myCount: mine.myCount, myLastMs: epochMs(sql`mine.my_last`) })
      .from(mine)
      .innerJoin(posts, eq(posts.id, mine.postId))
      .where(where)
      .orderBy(sql`mine.my_last desc`, desc(mine.postId))
      .limit(POSTS_PER_PAGE)
      .offset((input.page - 1) * POSTS_PER_PAGE),
  ]);
  const ids = pageRows.map((row) => row.postId);
  const rows = ids.length > 0 ? await selectPosts(db, viewer).where(inArray(posts.id, ids)) : [];
  const now = new Date();
  const views = new Map(postViewsOf(viewer, rows, now).map((view) => [view.id, view]));
  const data = pageRows.flatMap((mineRow): CommentedPostView[] => {
    const view = views.get(mineRow.postId);
    if (!view) return [];
    const last = new Date(Number(mineRow.myLastMs));
    return [
      {
        ...view,
        my_comments_count: Number(mineRow.myCount),
        my_last_commented_at: toApiDate(last),
        my_last_commented_at_relative: relativeJa(last, now),
      },
    ];
  });
  return { data, meta: pageMeta(input.page, POSTS_PER_PAGE, Number(countRows[0]?.total ?? 0), data.length) };
}

/**
 * The member's bookmarked posts that they may still see, newest bookmark first, POSTS_PER_PAGE (15) a page
 * (docs/product.md §2 Favorites, §7 GET /api/favorites/posts). Accepts the same keyword filter.
 * @returns `{data: PostView[], meta}`.
 */
export async function listBookmarkedPosts(
  db: Database,
  viewer: Viewer,
  input: TMyListData,
): Promise<MyPostPage> {
  const where = and(bookmarkStillShown(viewer), ...keywordConditions(input.keyword), statusIs(input.status));
  const own = and(eq(bookmarks.postId, posts.id), eq(bookmarks.userId, viewer.id));
  const [countRows, rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(bookmarks).innerJoin(posts, own).where(where),
    bookmarkedPosts(db, viewer)
      .where(where)
      .limit(POSTS_PER_PAGE)
      .offset((input.page - 1) * POSTS_PER_PAGE),
  ]);
  const data = postViewsOf(viewer, rows);
  return { data, meta: pageMeta(input.page, POSTS_PER_PAGE, Number(countRows[0]?.total ?? 0), data.length) };
}

/**
 * A bookmarked post the member may still see in a list: public (or their own draft), not hidden by moderation
 * (unless their own, docs/product.md §12 Reporting), and not by a member on either side of a block (§12 Blocking:
 * every list, one NOT EXISTS). The bookmark row itself is kept, so lifting a block or a hide brings it back.
 */
function bookmarkStillShown(viewer: Viewer) {
  return visibleTo(viewer, posts);
}

/** Posts joined to the viewer's bookmarks, newest bookmark first (dynamic: `where` may be added). */
function bookmarkedPosts(db: Database, viewer: Viewer) {
  return selectPosts(db, viewer)
    .innerJoin(bookmarks, and(eq(bookmarks.postId, posts.id), eq(bookmarks.userId, viewer.id)))
    .orderBy(desc(bookmarks.createdAt), desc(posts.id))
    .$dynamic();
}

/**
 * Members the viewer follows, newest follow first, POSTS_PER_PAGE (15) a page (docs/product.md §2 Favorites,
 * §7 GET /api/follows). @returns `{data: MemberCardView[], meta}`.
 */
export function listFollows(db: Database, viewer: Viewer, input: TMyPageData): Promise<MemberCardPage> {
  return listPeople(db, viewer, input, "following");
}

/**
 * Members who follow the viewer, newest follow first, POSTS_PER_PAGE (15) a page (docs/product.md §2 Favorites,
 * §7 GET /api/followers, which the /followers screen needs next to /api/follows).
 * @returns `{data: MemberCardView[], meta}`.
 */
export function listFollowers(db: Database, viewer: Viewer, input: TMyPageData): Promise<MemberCardPage> {
  return listPeople(db, viewer, input, "followers");
}

/** One page of a follow list in `direction`, as member cards. */
async function listPeople(
  db: Database,
  viewer: Viewer,
  { page }: TMyPageData,
  direction: FollowDirection,
): Promise<MemberCardPage> {
  const query = followListQuery(db, viewer, direction);
  const [countRows, rows] = await Promise.all([
    query.count,
    query.rows.limit(POSTS_PER_PAGE).offset((page - 1) * POSTS_PER_PAGE),
  ]);
  const now = new Date();
  const data = rows.map((row): MemberCardView => {
    const followedAt = new Date(Number(row.followedAtMs));
    const bio = row.bio ? Array.from(row.bio.replace(/\s+/gu, " ").trim()) : [];
    return {
      id: row.id,
      name: row.name,
      avatar_url: storageUrl(row.avatarPath),
      bio:
        bio.length === 0
          ? null
          : bio.length > BIO_SNIPPET_CHARS
            ? `${bio.slice(0, BIO_SNIPPET_CHARS).join("")}…`
            : bio.join(""),
      region:
        row.regionId !== null && row.regionName !== null && row.regionSlug !== null
          ? { id: row.regionId, name: row.regionName, slug: row.regionSlug }
          : null,
      followers_count: Number(row.followersCount),
      posts_count: Number(row.postsCount),
      is_following: Boolean(row.isFollowing),
      follows_you: Boolean(row.followsYou),
      followed_at: toApiDate(followedAt),
      followed_at_relative: relativeJa(followedAt, now),
    };
  });
  return { data, meta: pageMeta(page, POSTS_PER_PAGE, Number(countRows[0]?.total ?? 0), data.length) };
}

/**
 * The dashboard and my page (docs/product.md §2 Dashboard, My page; §3 Member summary; §9 Lists and paging):
 * every counter, the RECENT_LIST_SIZE (5) latest own posts (drafts included) and the 5 latest bookmarked posts
 * still visible. Three queries, in parallel: counters and the two lists (tags come in the rows).
 * @returns `{counts, recent_posts, recent_bookmarks}`.
 */
export async function getMySummary(db: Database, viewer: Viewer): Promise<MySummary> {
  const [counts, ownRows, bookmarkRows] = await Promise.all([
    loadCounters(db, viewer),
    selectPosts(db, viewer)
      .where(eq(posts.userId, viewer.id))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(RECENT_LIST_SIZE),
    bookmarkedPosts(db, viewer).where(bookmarkStillShown(viewer)).limit(RECENT_LIST_SIZE),
  ]);
  const views = postViewsOf(viewer, [...ownRows, ...bookmarkRows]);
  return {
    counts,
    recent_posts: views.slice(0, ownRows.length),
    recent_bookmarks: views.slice(ownRows.length),
  };
}
