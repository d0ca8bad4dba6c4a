/**
 * The member pages (spec.md §2 Dashboard, My page, My posts, My comments, favorites users / followers;
 * §7 GET /api/myposts, /api/mycomments, /api/favorites/posts, /api/follows). Every function is for the signed-in
 * member only: the transports gate the caller, and every query is keyed by the viewer's id.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { POSTS_PER_PAGE, RECENT_LIST_SIZE } from "../../../shared/constants.ts";
import { relativeJa, toApiDate } from "../../../shared/dates.ts";
import { pageMeta } from "../../../shared/pagination.ts";
import {
  type CommentedPostView,
  type MemberCardView,
  type MyPage,
  type MySummary,
  ZMyListInput,
  ZMyPageInput,
} from "../../../shared/schemas/mypage.ts";
import type { PostView } from "../../../shared/schemas/posts.ts";
import type { Database } from "../../db/client.ts";
import { bookmarks, comments, posts } from "../../db/schema/index.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";
import { loadTags, selectPosts, toPostView, visibleTo } from "../posts/posts.queries.ts";
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
 * The member's own posts, public and drafts, newest first, 15 a page, optionally filtered by `keyword`
 * (or its alias `q`) like /api/posts. Other members' drafts never appear (spec.md §2 My posts).
 * @throws AppError VALIDATION (422) for a bad page or an over-long keyword.
 */
export async function listMyPosts(db: Database, viewer: Viewer, raw: unknown): Promise<MyPage<PostView>> {
  const input = parseInput(ZMyListInput, raw);
  const where = and(eq(posts.userId, viewer.id), ...keywordConditions(input.keyword));
  const [countRows, rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where),
    selectPosts(db, viewer)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(POSTS_PER_PAGE)
      .offset((input.page - 1) * POSTS_PER_PAGE),
  ]);
  const tagsByPost = await loadTags(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  const data = rows.map((row) => toPostView(row, tagsByPost.get(row.id) ?? [], viewer, now));
  return { data, meta: pageMeta(input.page, POSTS_PER_PAGE, Number(countRows[0]?.total ?? 0), data.length) };
}

/**
 * The distinct posts the member commented on, the most recently commented first, 15 a page; only posts the
 * member may see (public, or their own drafts). Same keyword filter as My posts (spec.md §2 My comments).
 * Each post carries how many comments the member left and when the last one was.
 * @throws AppError VALIDATION (422).
 */
export async function listMyCommentedPosts(
  db: Database,
  viewer: Viewer,
  raw: unknown,
): Promise<MyPage<CommentedPostView>> {
  const input = parseInput(ZMyListInput, raw);
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
  const where = and(visibleTo(viewer, true), ...keywordConditions(input.keyword));
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
  const [rows, tagsByPost] = await Promise.all([
    ids.length > 0 ? selectPosts(db, viewer).where(inArray(posts.id, ids)) : Promise.resolve([]),
    loadTags(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = new Date();
  const data = pageRows.flatMap((mineRow): CommentedPostView[] => {
    const row = byId.get(mineRow.postId);
    if (!row) return [];
    const last = new Date(Number(mineRow.myLastMs));
    return [
      {
        ...toPostView(row, tagsByPost.get(row.id) ?? [], viewer, now),
        my_comments_count: Number(mineRow.myCount),
        my_last_commented_at: toApiDate(last),
        my_last_commented_at_relative: relativeJa(last, now),
      },
    ];
  });
  return { data, meta: pageMeta(input.page, POSTS_PER_PAGE, Number(countRows[0]?.total ?? 0), data.length) };
}

/**
 * The member's bookmarked posts that they may still see, newest bookmark first, 15 a page
 * (spec.md §2 favorites.posts, §7 GET /api/favorites/posts). Accepts the same keyword filter.
 * @throws AppError VALIDATION (422).
 */
export async function listBookmarkedPosts(
  db: Database,
  viewer: Viewer,
  raw: unknown,
): Promise<MyPage<PostView>> {
  const input = parseInput(ZMyListInput, raw);
  const where = and(visibleTo(viewer, true), ...keywordConditions(input.keyword));
  const own = and(eq(bookmarks.postId, posts.id), eq(bookmarks.userId, viewer.id));
  const [countRows, rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(bookmarks).innerJoin(posts, own).where(where),
    bookmarkedPosts(db, viewer)
      .where(where)
      .limit(POSTS_PER_PAGE)
      .offset((input.page - 1) * POSTS_PER_PAGE),
  ]);
  const tagsByPost = await loadTags(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  const data = rows.map((row) => toPostView(row, tagsByPost.get(row.id) ?? [], viewer, now));
  return { data, meta: pageMeta(input.page, POSTS_PER_PAGE, Number(countRows[0]?.total ?? 0), data.length) };
}

/** Posts joined to the viewer's bookmarks, newest bookmark first (dynamic: `where` may be added). */
function bookmarkedPosts(db: Database, viewer: Viewer) {
  return selectPosts(db, viewer)
    .innerJoin(bookmarks, and(eq(bookmarks.postId, posts.id), eq(bookmarks.userId, viewer.id)))
    .orderBy(desc(bookmarks.createdAt), desc(posts.id))
    .$dynamic();
}

/**
 * Members the viewer follows, newest follow first, 15 a page (spec.md §2 favorites.users,
 * §7 GET /api/follows). @throws AppError VALIDATION (422) for a bad page.
 */
export function listFollows(db: Database, viewer: Viewer, raw: unknown): Promise<MyPage<MemberCardView>> {
  return listPeople(db, viewer, raw, "following");
}

/**
 * Members who follow the viewer, newest follow first, 15 a page (spec.md §2 followers.me). Not in spec.md §7:
 * the /followers screen needs it, so REST serves it as GET /api/followers next to /api/follows.
 * @throws AppError VALIDATION (422) for a bad page.
 */
export function listFollowers(db: Database, viewer: Viewer, raw: unknown): Promise<MyPage<MemberCardView>> {
  return listPeople(db, viewer, raw, "followers");
}

async function listPeople(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  direction: FollowDirection,
): Promise<MyPage<MemberCardView>> {
  const { page } = parseInput(ZMyPageInput, raw);
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
 * The dashboard and my page (spec.md §2, §9): every counter, the 5 latest own posts (drafts included) and the
 * 5 latest bookmarked posts still visible. Four queries: counters, two lists (in parallel), then their tags.
 */
export async function getMySummary(db: Database, viewer: Viewer): Promise<MySummary> {
  const [counts, ownRows, bookmarkRows] = await Promise.all([
    loadCounters(db, viewer),
    selectPosts(db, viewer)
      .where(eq(posts.userId, viewer.id))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(RECENT_LIST_SIZE),
    bookmarkedPosts(db, viewer).where(visibleTo(viewer, true)).limit(RECENT_LIST_SIZE),
  ]);
  const ids = [...new Set([...ownRows, ...bookmarkRows].map((row) => row.id))];
  const tagsByPost = await loadTags(db, ids);
  const now = new Date();
  const view = (row: (typeof ownRows)[number]) => toPostView(row, tagsByPost.get(row.id) ?? [], viewer, now);
  return { counts, recent_posts: ownRows.map(view), recent_bookmarks: bookmarkRows.map(view) };
}
