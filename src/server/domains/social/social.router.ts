/** tRPC procedures of the social domain: bookmark and follow toggles (spec.md §4, §7). */
import { ZBookmarkInput, ZFollowInput } from "../../../shared/schemas/social.ts";
import { memberProcedure, router, verifiedProcedure } from "../../trpc/init.ts";
import { bookmarkPost, followUser, unbookmarkPost, unfollowUser } from "./social.service.ts";

/**
 * Saving and following need a verified e-mail (spec.md §6, decision 003); taking them back is open to every
 * member, like deleting one's own post.
 */
export const socialRouter = router({
  /** Saves a post. @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), NOT_FOUND. */
  bookmark: verifiedProcedure
    .input(ZBookmarkInput)
    .mutation(({ ctx, input }) => bookmarkPost(ctx.db, ctx.viewer, input)),
  /** Removes a saved post. @throws UNAUTHORIZED, NOT_FOUND. */
  unbookmark: memberProcedure
    .input(ZBookmarkInput)
    .mutation(({ ctx, input }) => unbookmarkPost(ctx.db, ctx.viewer, input)),
  /** Follows a member (not yourself). @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), NOT_FOUND, 422. */
  follow: verifiedProcedure
    .input(ZFollowInput)
    .mutation(({ ctx, input }) => followUser(ctx.db, ctx.viewer, input)),
  /** Unfollows a member. @throws UNAUTHORIZED, NOT_FOUND, 422. */
  unfollow: memberProcedure
    .input(ZFollowInput)
    .mutation(({ ctx, input }) => unfollowUser(ctx.db, ctx.viewer, input)),
});
