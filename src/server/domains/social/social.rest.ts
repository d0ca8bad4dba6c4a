/**
 * REST adapters of the social domain (docs/product.md §7 Call table): POST/DELETE /api/favorites/posts/{id},
 * POST/DELETE /api/follows/{userId}. The id comes from the path only (out of range: 404, like Laravel's route
 * binding), so there is no body to parse.
 */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import type { AppBindings } from "../../context.ts";
import { requireMember, requireVerified } from "../../http/guards.ts";
import { routeId } from "../../http/route-id.ts";
import { bookmarkPost, followUser, unbookmarkPost, unfollowUser } from "./social.service.ts";

/** The social routes, mounted under /api by http/api-routes.ts. */
export const socialRest = new Hono<AppBindings>();

/**
 * POST /api/favorites/posts/{id} → `{data: {post_id, is_bookmarked: true}}`; 401 visitor, 403 e-mail not
 * verified (docs/product.md §6, decision 003), 404 for invisible posts.
 */
socialRest.post("/favorites/posts/:id{[0-9]+}", async (c) => {
  const viewer = requireVerified(c);
  const post_id = routeId(c.req.param("id"), copy.errors.postNotFound);
  return c.json({ data: await bookmarkPost(c.get("deps").db, viewer, { post_id }) });
});

/**
 * DELETE /api/favorites/posts/{id} → `{data: {post_id, is_bookmarked: false}}`; any member (taking one's own
 * bookmark back never depends on the mailbox, as deleting one's own post).
 */
socialRest.delete("/favorites/posts/:id{[0-9]+}", async (c) => {
  const viewer = requireMember(c);
  const post_id = routeId(c.req.param("id"), copy.errors.postNotFound);
  return c.json({ data: await unbookmarkPost(c.get("deps").db, viewer, { post_id }) });
});

/**
 * POST /api/follows/{userId} → `{data: {user_id, is_following: true}}`; 401 visitor, 403 e-mail not verified,
 * 404 unknown, 422 yourself.
 */
socialRest.post("/follows/:userId{[0-9]+}", async (c) => {
  const viewer = requireVerified(c);
  const user_id = routeId(c.req.param("userId"), copy.errors.userNotFound);
  return c.json({ data: await followUser(c.get("deps").db, viewer, { user_id }) });
});

/** DELETE /api/follows/{userId} → `{data: {user_id, is_following: false}}`; any member; 422 yourself. */
socialRest.delete("/follows/:userId{[0-9]+}", async (c) => {
  const viewer = requireMember(c);
  const user_id = routeId(c.req.param("userId"), copy.errors.userNotFound);
  return c.json({ data: await unfollowUser(c.get("deps").db, viewer, { user_id }) });
});
