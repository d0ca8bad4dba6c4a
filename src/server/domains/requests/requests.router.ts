/**
 * tRPC procedures of request status, thanks and ratings, and the profile activity (docs/product.md §10); the
 * REST twins are in requests.rest.ts.
 */
import { z } from "zod";
import { ZPostDetail, ZPostView } from "#shared/schemas/posts.ts";
import {
  ZCreateReviewInput,
  ZHelperCandidates,
  ZPostReviewList,
  ZPostReviewsInput,
  ZPostStatusInput,
  ZReviewPage,
  ZReviewView,
  ZUserActivityInput,
  ZUserReviewsInput,
} from "#shared/schemas/requests.ts";
import { memberProcedure, publicProcedure, router, verifiedProcedure } from "../../trpc/init.ts";
import { helperCandidates, profileActivity, setPostStatus } from "./requests.service.ts";
import { createReview, listPostReviews, listUserReviews } from "./reviews.service.ts";

export const requestsRouter = router({
  /**
   * Changes a request's status (author or admin): {id, status, helper_id?} → PostDetail.
   * @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (not the author), UNPROCESSABLE_CONTENT (bad status, helper).
   */
  setStatus: memberProcedure
    .input(ZPostStatusInput)
    .output(ZPostDetail)
    .mutation(({ ctx, input }) => setPostStatus(ctx.db, ctx.viewer, input)),
  /**
   * Rates the other side of a resolved request once: {post_id, rating, comment?} → ReviewView.
   * @throws UNAUTHORIZED, FORBIDDEN (unverified; neither author nor helper), NOT_FOUND, UNPROCESSABLE_CONTENT.
   */
  createReview: verifiedProcedure
    .input(ZCreateReviewInput)
    .output(ZReviewView)
    .mutation(({ ctx, input }) => createReview(ctx.db, ctx.viewer, input)),
  /**
   * Who the author may name as helper (commenters and thread partners): {post_id} → {data: [{id, name}]}.
   * @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (neither author nor admin).
   */
  helperCandidates: memberProcedure
    .input(ZPostReviewsInput)
    .output(ZHelperCandidates)
    .query(async ({ ctx, input }) => ({ data: await helperCandidates(ctx.db, ctx.viewer, input.post_id) })),
  /** The reviews of one request: {post_id} → {data: ReviewView[]}. @throws NOT_FOUND. */
  postReviews: publicProcedure
    .input(ZPostReviewsInput)
    .output(ZPostReviewList)
    .query(async ({ ctx, input }) => ({ data: await listPostReviews(ctx.db, ctx.viewer, input.post_id) })),
  /** The reviews a member received, 15 a page: {user_id, page} → ReviewPage. @throws NOT_FOUND. */
  userReviews: publicProcedure
    .input(ZUserReviewsInput)
    .output(ZReviewPage)
    .query(({ ctx, input }) => listUserReviews(ctx.db, ctx.viewer, input)),
  /** A member's 5 newest public requests and 5 latest help given: {user_id} → both lists. @throws NOT_FOUND. */
  activity: publicProcedure
    .input(ZUserActivityInput)
    .output(z.object({ recent_posts: z.array(ZPostView), help_given: z.array(ZPostView) }))
    .query(({ ctx, input }) => profileActivity(ctx.db, ctx.viewer, input.user_id)),
});
