/**
 * tRPC procedures of the member pages (spec.md §2 Dashboard, My page, My posts, My comments, favorites,
 * followers). Every procedure needs a signed-in member (UNAUTHORIZED otherwise).
 */
import { ZMyListInput, ZMyPageInput } from "../../../shared/schemas/mypage.ts";
import { memberProcedure, router } from "../../trpc/init.ts";
import {
  getMySummary,
  listBookmarkedPosts,
  listFollowers,
  listFollows,
  listMyCommentedPosts,
  listMyPosts,
} from "./mypage.service.ts";

export const mypageRouter = router({
  /** Counters and the 5 latest own and bookmarked posts. */
  summary: memberProcedure.query(({ ctx }) => getMySummary(ctx.db, ctx.viewer)),
  /** Own posts (public and drafts), newest first; `keyword` or `q` filters. */
  posts: memberProcedure
    .input(ZMyListInput)
    .query(({ ctx, input }) => listMyPosts(ctx.db, ctx.viewer, input)),
  /** Distinct posts the member commented on, latest comment first. */
  commentedPosts: memberProcedure
    .input(ZMyListInput)
    .query(({ ctx, input }) => listMyCommentedPosts(ctx.db, ctx.viewer, input)),
  /** Bookmarked posts, newest bookmark first. */
  bookmarks: memberProcedure
    .input(ZMyListInput)
    .query(({ ctx, input }) => listBookmarkedPosts(ctx.db, ctx.viewer, input)),
  /** Members the viewer follows. */
  follows: memberProcedure
    .input(ZMyPageInput)
    .query(({ ctx, input }) => listFollows(ctx.db, ctx.viewer, input)),
  /** Members who follow the viewer. */
  followers: memberProcedure
    .input(ZMyPageInput)
    .query(({ ctx, input }) => listFollowers(ctx.db, ctx.viewer, input)),
});
