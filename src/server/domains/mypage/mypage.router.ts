/**
 * tRPC procedures of the member pages (docs/product.md §2 Dashboard, My page, My posts, My comments, Favorites;
 * §7 Call table mypage.*). Every procedure needs a signed-in member (UNAUTHORIZED otherwise).
 */
import {
  ZCommentedPostPage,
  ZMemberCardPage,
  ZMyListInput,
  ZMyPageInput,
  ZMyPostPage,
  ZMySummary,
} from "#shared/schemas/mypage.ts";
import { memberProcedure, router } from "../../trpc/init.ts";
import {
  getMySummary,
  listBookmarkedPosts,
  listFollowers,
  listFollows,
  listMyCommentedPosts,
  listMyPosts,
} from "./mypage.service.ts";

/** `mypage.*`: the member lists and the dashboard summary, all behind the member gate. */
export const mypageRouter = router({
  /** → `{counts, recent_posts, recent_bookmarks}`: counters and the 5 latest own and bookmarked posts. */
  summary: memberProcedure.output(ZMySummary).query(({ ctx }) => getMySummary(ctx.db, ctx.viewer)),
  /** `{page?, keyword? | q?}` → own posts (public and drafts), newest first: `{data: PostView[], meta}`. */
  posts: memberProcedure
    .input(ZMyListInput)
    .output(ZMyPostPage)
    .query(({ ctx, input }) => listMyPosts(ctx.db, ctx.viewer, input)),
  /** `{page?, keyword? | q?}` → distinct commented posts, latest comment first: `{data: CommentedPostView[], meta}`. */
  commentedPosts: memberProcedure
    .input(ZMyListInput)
    .output(ZCommentedPostPage)
    .query(({ ctx, input }) => listMyCommentedPosts(ctx.db, ctx.viewer, input)),
  /** `{page?, keyword? | q?}` → bookmarked posts, newest bookmark first: `{data: PostView[], meta}`. */
  bookmarks: memberProcedure
    .input(ZMyListInput)
    .output(ZMyPostPage)
    .query(({ ctx, input }) => listBookmarkedPosts(ctx.db, ctx.viewer, input)),
  /** `{page?}` → members the viewer follows: `{data: MemberCardView[], meta}`. */
  follows: memberProcedure
    .input(ZMyPageInput)
    .output(ZMemberCardPage)
    .query(({ ctx, input }) => listFollows(ctx.db, ctx.viewer, input)),
  /** `{page?}` → members who follow the viewer: `{data: MemberCardView[], meta}`. */
  followers: memberProcedure
    .input(ZMyPageInput)
    .output(ZMemberCardPage)
    .query(({ ctx, input }) => listFollowers(ctx.db, ctx.viewer, input)),
});
