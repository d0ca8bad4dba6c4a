/**
 * The operations of request status, thanks and ratings, and the profile activity (docs/product.md §10; §7 Call
 * table requests.*). A post id that cannot exist is 404 依頼が見つかりませんでした。 and a member id that cannot
 * exist 404 該当のユーザーが見つかりませんでした。 on both transports, like Laravel's route binding.
 */

import { z } from "zod";
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
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
import { defineOperation } from "../../edge/define.ts";
import { actingViewerForPost } from "../organizations/organization-accounts.ts";
import { helperCandidates, profileActivity, setPostStatus } from "./requests.service.ts";
import { createReview, listPostReviews, listUserReviews } from "./reviews.service.ts";

const summaries = openapiCopy.summaries;
const postPathId = { post_id: copy.errors.postNotFound };
const userPathId = { user_id: copy.profile.notFound };

export const requestsOperations = {
  /**
   * Changes a request's status (author or admin): `{id, status, helper_id?}` → PostDetail with comments (REST
   * `{data}`). @throws UNAUTHORIZED, NOT_FOUND (missing, others' draft), FORBIDDEN (neither author nor admin),
   * UNPROCESSABLE_CONTENT (bad status; a helper who neither commented nor talked with the author).
   */
  setStatus: defineOperation({
    name: "requests.setStatus",
    summary: summaries["requests.setStatus"],
    gate: "member",
    kind: "mutation",
    owner:
      "the post: its author (a request posted for a resident: its organisation's staff) or an administrator changes the status; others 403, others' drafts 404",
    note: "helper_id only with resolved, and only a member who commented or shares a thread with the author (else 422)",
    input: ZPostStatusInput,
    output: ZPostDetail,
    pathIds: { id: copy.errors.postNotFound },
    refusals: [403],
    rest: { method: "PATCH", path: "/posts/{id}/status" },
    handler: async (ctx, input) =>
      setPostStatus(ctx.db, await actingViewerForPost(ctx.db, ctx.viewer, input.id), input),
  }),
  /**
   * Rates the other side of a resolved request once: `{post_id, rating: good|normal|bad, comment?}` → ReviewView
   * (REST 201 `{data}`). @throws UNAUTHORIZED, FORBIDDEN (unverified; neither author nor helper), NOT_FOUND,
   * UNPROCESSABLE_CONTENT (not resolved with a helper, reviewed already, fields).
   */
  createReview: defineOperation({
    name: "requests.createReview",
    summary: summaries["requests.createReview"],
    gate: "verified",
    kind: "mutation",
    owner:
      "the resolved post's author (a request posted for a resident: its organisation's staff, for it) and its named helper, once each; anyone else 403",
    input: ZCreateReviewInput,
    output: ZReviewView,
    pathIds: postPathId,
    refusals: [403],
    rest: { method: "POST", path: "/posts/{post_id}/reviews", status: 201 },
    handler: async (ctx, input) =>
      createReview(ctx.db, await actingViewerForPost(ctx.db, ctx.viewer, input.post_id), input),
  }),
  /**
   * Who the author may name as helper (commenters and thread partners): `{post_id}` → `{data: [{id, name}]}`, the
   * same body on REST. @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (neither author nor admin).
   */
  helperCandidates: defineOperation({
    name: "requests.helperCandidates",
    summary: summaries["requests.helperCandidates"],
    gate: "member",
    kind: "private-read",
    owner:
      "the post: its author (a request posted for a resident: its organisation's staff) or an administrator lists who may be named helper; others 403",
    input: ZPostReviewsInput,
    output: ZHelperCandidates,
    pathIds: postPathId,
    refusals: [403],
    rest: { method: "GET", path: "/posts/{post_id}/helper-candidates", answer: "same" },
    handler: async (ctx, input) => ({
      data: await helperCandidates(
        ctx.db,
        await actingViewerForPost(ctx.db, ctx.viewer, input.post_id),
        input.post_id,
      ),
    }),
  }),
  /**
   * The reviews of one request (at most two): `{post_id}` → `{data: ReviewView[]}`, the same body on REST.
   * @throws NOT_FOUND (missing, others' draft).
   */
  postReviews: defineOperation({
    name: "requests.postReviews",
    summary: summaries["requests.postReviews"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZPostReviewsInput,
    output: ZPostReviewList,
    pathIds: postPathId,
    rest: { method: "GET", path: "/posts/{post_id}/reviews", answer: "same" },
    handler: async (ctx, input) => ({ data: await listPostReviews(ctx.db, ctx.viewer, input.post_id) }),
  }),
  /**
   * The reviews a member received, 15 a page: `{user_id, page}` → ReviewPage (REST: Laravel's page).
   * @throws NOT_FOUND (unknown member).
   */
  userReviews: defineOperation({
    name: "requests.userReviews",
    summary: summaries["requests.userReviews"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZUserReviewsInput,
    output: ZReviewPage,
    pathIds: userPathId,
    rest: { method: "GET", path: "/users/{user_id}/reviews" },
    handler: (ctx, input) => listUserReviews(ctx.db, ctx.viewer, input),
  }),
  /**
   * A member's 5 newest public requests and 5 latest help given: `{user_id}` → `{recent_posts, help_given}`
   * (REST `{data}`). @throws NOT_FOUND (unknown member).
   */
  activity: defineOperation({
    name: "requests.activity",
    summary: summaries["requests.activity"],
    gate: "public",
    kind: "public-read",
    owner: null,
    note: "public posts only: recent requests and resolved requests the member helped on",
    input: ZUserActivityInput,
    output: z.object({ recent_posts: z.array(ZPostView), help_given: z.array(ZPostView) }),
    pathIds: userPathId,
    rest: { method: "GET", path: "/users/{user_id}/activity" },
    handler: (ctx, input) => profileActivity(ctx.db, ctx.viewer, input.user_id),
  }),
};
