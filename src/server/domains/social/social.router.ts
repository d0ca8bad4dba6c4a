/** tRPC procedures of the social domain: bookmark and follow toggles (docs/product.md §4, §7 Call table). */
import { ZBookmarkInput, ZBookmarkState, ZFollowInput, ZFollowState } from "#shared/schemas/social.ts";
import { memberProcedure, router, verifiedProcedure } from "../../trpc/init.ts";
import { bookmarkPost, followUser, unbookmarkPost, unfollowUser } from "./social.service.ts";

/**
 * Saving and following need a verified e-mail (docs/product.md §6 Permissions, decision 003); taking them back
 * is open to every member, like deleting one's own post.
 */
export const socialRouter = router({
  /**
   * Saves a post: `{post_id}` → `{post_id, is_bookmarked: true}`.
   * @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), NOT_FOUND, UNPROCESSABLE_CONTENT (bad id).
   */
  bookmark: verifiedProcedure
    .input(ZBookmarkInput)
    .output(ZBookmarkState)
    .mutation(({ ctx, input }) => bookmarkPost(ctx.db, ctx.viewer, input)),
  /** Removes a saved post: `{post_id}` → `{post_id, is_bookmarked: false}`. @throws UNAUTHORIZED, NOT_FOUND. */
  unbookmark: memberProcedure
    .input(ZBookmarkInput)
    .output(ZBookmarkState)
    .mutation(({ ctx, input }) => unbookmarkPost(ctx.db, ctx.viewer, input)),
  /**
   * Follows a member (not yourself): `{user_id}` → `{user_id, is_following: true}`.
   * @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), NOT_FOUND, UNPROCESSABLE_CONTENT (yourself).
   */
  follow: verifiedProcedure
    .input(ZFollowInput)
    .output(ZFollowState)
    .mutation(({ ctx, input }) => followUser(ctx.db, ctx.viewer, input)),
  /**
   * Unfollows a member: `{user_id}` → `{user_id, is_following: false}`.
   * @throws UNAUTHORIZED, NOT_FOUND, UNPROCESSABLE_CONTENT (yourself).
   */
  unfollow: memberProcedure
    .input(ZFollowInput)
    .output(ZFollowState)
    .mutation(({ ctx, input }) => unfollowUser(ctx.db, ctx.viewer, input)),
});
