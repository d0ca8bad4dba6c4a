/**
 * Bookmarks and follows (docs/product.md §4 Bookmark and follow toggles, §7 POST/DELETE /api/favorites/posts/{id}
 * and /api/follows/{userId}). Every call is idempotent: saving twice keeps one bookmark, removing a missing one
 * is fine. The lists (GET /api/favorites/posts, /api/follows) live with the member pages. The gates (verified
 * to save or follow, member to take back) are the adapters'; the services take parsed, typed input.
 */
import { and, eq, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { BookmarkState, FollowState, TBookmarkData, TFollowData } from "#shared/schemas/social.ts";
import type { Database } from "../../db/client.ts";
import { activeUserFilter, bookmarks, follows, posts, users } from "../../db/schema/index.ts";
import { openableBy, shown } from "../../db/visibility.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { notify } from "../notifications/notifications.service.ts";
import { isBlockedEitherWay } from "../safety/blocks.queries.ts";

/** @throws AppError NOT_FOUND unless the post exists and the viewer may see it (drafts only for their author). */
async function requireVisiblePost(db: Database, viewer: Viewer, postId: number): Promise<void> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), openableBy(viewer, posts)))
    .limit(1);
  if (!row) throw AppError.notFound("post_not_found");
}

/**
 * @throws AppError NOT_FOUND as requireVisiblePost; FORBIDDEN `post_hidden` when the post is hidden by moderation
 * (pending review or decided) and the viewer did not write it: its page offers no action (docs/product.md §12
 * Reporting and moderation), and the server refuses what a hand-made call would still try.
 */
async function requireSavablePost(db: Database, viewer: Viewer, postId: number): Promise<void> {
  const [row] = await db
    .select({ hidden: sql<boolean>`not ${shown(posts)}`, authorId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), openableBy(viewer, posts)))
    .limit(1);
  if (!row) throw AppError.notFound("post_not_found");
  if (row.hidden && row.authorId !== viewer.id) throw AppError.forbidden("post_hidden");
}

/**
 * Saves a post for the viewer (docs/product.md §4 Bookmark and follow toggles; gate: verified).
 * @returns `{post_id, is_bookmarked: true}`. @throws AppError NOT_FOUND (missing post, someone else's draft),
 * FORBIDDEN `post_hidden` (someone else's post hidden by moderation).
 */
export async function bookmarkPost(
  db: Database,
  viewer: Viewer,
  { post_id }: TBookmarkData,
): Promise<BookmarkState> {
  await requireSavablePost(db, viewer, post_id);
  await db.insert(bookmarks).values({ userId: viewer.id, postId: post_id }).onConflictDoNothing();
  return { post_id, is_bookmarked: true };
}

/**
 * Removes the viewer's bookmark of a post (docs/product.md §4 Bookmark and follow toggles; gate: member). A
 * bookmark that exists is always removable (even if the post became a draft since); without one, the post must
 * be visible. @returns `{post_id, is_bookmarked: false}`.
 * @throws AppError NOT_FOUND (no bookmark and no visible post).
 */
export async function unbookmarkPost(
  db: Database,
  viewer: Viewer,
  { post_id }: TBookmarkData,
): Promise<BookmarkState> {
  const removed = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, viewer.id), eq(bookmarks.postId, post_id)))
    .returning({ postId: bookmarks.postId });
  if (removed.length === 0) await requireVisiblePost(db, viewer, post_id);
  return { post_id, is_bookmarked: false };
}

/** @throws AppError NOT_FOUND unless the member exists and has not left; VALIDATION when it is the viewer. */
async function requireFollowable(db: Database, viewer: Viewer, userId: number): Promise<void> {
  if (userId === viewer.id) throw AppError.validation({ user_id: [copy.validation.followSelf] });
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), activeUserFilter))
    .limit(1);
  if (!row) throw AppError.notFound("user_not_found");
}

/**
 * Follows a member (docs/product.md §4 Bookmark and follow toggles; gate: verified).
 * @returns `{user_id, is_following: true}`.
 * @throws AppError VALIDATION (422, yourself), NOT_FOUND (unknown or deleted member).
 */
export async function followUser(
  db: Database,
  viewer: Viewer,
  { user_id }: TFollowData,
): Promise<FollowState> {
  await requireFollowable(db, viewer, user_id);
  // docs/product.md §12 Blocking: no follows between members when either blocked the other.
  if (await isBlockedEitherWay(db, viewer.id, user_id)) throw AppError.forbidden("follow_blocked");
  // A new follow (not a repeated one) queues the followee's notification with it (docs/product.md §11).
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(follows)
      .values({ followerId: viewer.id, followeeId: user_id })
      .onConflictDoNothing()
      .returning({ id: follows.followeeId });
    if (added.length > 0) await notify(tx, { kind: "follow", followerId: viewer.id, followeeId: user_id });
  });
  return { user_id, is_following: true };
}

/**
 * Unfollows a member (docs/product.md §4 Bookmark and follow toggles; gate: member).
 * @returns `{user_id, is_following: false}`.
 * @throws AppError VALIDATION (422, yourself), NOT_FOUND (unknown member and no follow to remove).
 */
export async function unfollowUser(
  db: Database,
  viewer: Viewer,
  { user_id }: TFollowData,
): Promise<FollowState> {
  if (user_id === viewer.id) throw AppError.validation({ user_id: [copy.validation.followSelf] });
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, viewer.id), eq(follows.followeeId, user_id)))
    .returning({ id: follows.followeeId });
  if (removed.length === 0) await requireFollowable(db, viewer, user_id);
  return { user_id, is_following: false };
}
