/**
 * REST adapters of request status, thanks and ratings, and the profile activity (docs/product.md §10,
 * docs/api.md): PATCH /api/posts/{id}/status, POST and GET /api/posts/{id}/reviews, GET
 * /api/users/{id}/reviews, GET /api/users/{id}/activity. Laravel shapes; the same schemas and services as
 * requests.router.ts.
 */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import {
  ZCreateReviewInput,
  ZPostStatusInput,
  ZUserActivityInput,
  ZUserReviewsInput,
} from "#shared/schemas/requests.ts";
import type { AppBindings } from "../../context.ts";
import { requireMember, requireVerified } from "../../http/guards.ts";
import { bodyInput, queryInput } from "../../http/input.ts";
import { laravelPage } from "../../http/laravel.ts";
import { routeId } from "../../http/route-id.ts";
import { helperCandidates, profileActivity, setPostStatus } from "./requests.service.ts";
import { createReview, listPostReviews, listUserReviews } from "./reviews.service.ts";

export const requestsRest = new Hono<AppBindings>();

/** The `{id}` of a post path; an id the database cannot hold is a missing post (404). */
function postIdOf(id: string | undefined): number {
  return routeId(id ?? "", copy.errors.postNotFound);
}

/** The `{id}` of a member path; out of range is a missing member (404). */
function userIdOf(id: string | undefined): number {
  return routeId(id ?? "", copy.profile.notFound);
}

/**
 * PATCH /api/posts/{id}/status {status, helper_id?} → `{data: post}` (with comments); 401 visitor, 403 neither
 * author nor admin, 404 missing or others' draft, 422 bad status or a helper who neither commented nor talked.
 */
requestsRest.patch("/posts/:id{[0-9]+}/status", async (c) => {
  const viewer = requireMember(c);
  const input = await bodyInput(c, ZPostStatusInput, { id: postIdOf(c.req.param("id")) });
  const post = await setPostStatus(c.get("deps").db, viewer, input);
  return c.json({ data: post });
});

/**
 * POST /api/posts/{id}/reviews {rating: good|normal|bad, comment?} → 201 `{data: review}`; 403 neither author nor
 * helper (or unverified), 422 not resolved with a helper or reviewed already.
 */
requestsRest.post("/posts/:id{[0-9]+}/reviews", async (c) => {
  const viewer = requireVerified(c);
  const input = await bodyInput(c, ZCreateReviewInput, { post_id: postIdOf(c.req.param("id")) });
  const review = await createReview(c.get("deps").db, viewer, input);
  return c.json({ data: review }, 201);
});

/** GET /api/posts/{id}/helper-candidates → `{data: [{id, name}]}`; author or admin (403 others, 401 visitor). */
requestsRest.get("/posts/:id{[0-9]+}/helper-candidates", async (c) => {
  const viewer = requireMember(c);
  const data = await helperCandidates(c.get("deps").db, viewer, postIdOf(c.req.param("id")));
  return c.json({ data });
});

/** GET /api/posts/{id}/reviews → `{data: review[]}` (at most two); 404 missing or others' draft. */
requestsRest.get("/posts/:id{[0-9]+}/reviews", async (c) => {
  const data = await listPostReviews(c.get("deps").db, c.get("state").viewer, postIdOf(c.req.param("id")));
  return c.json({ data });
});

/** GET /api/users/{id}/reviews?page → Laravel's paginated collection of reviews received; 404 unknown member. */
requestsRest.get("/users/:id{[0-9]+}/reviews", async (c) => {
  const input = queryInput(c, ZUserReviewsInput, { user_id: userIdOf(c.req.param("id")) });
  const page = await listUserReviews(c.get("deps").db, c.get("state").viewer, input);
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** GET /api/users/{id}/activity → `{data: {recent_posts, help_given}}`; 404 unknown member. */
requestsRest.get("/users/:id{[0-9]+}/activity", async (c) => {
  const input = queryInput(c, ZUserActivityInput, { user_id: userIdOf(c.req.param("id")) });
  const data = await profileActivity(c.get("deps").db, c.get("state").viewer, input.user_id);
  return c.json({ data });
});
