/** REST adapters of the posts domain: /api/posts/{id} and writes (docs/product.md §7, docs/api.md), Laravel shapes. */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import { ZCreatePostInput, ZUpdatePostInput } from "#shared/schemas/posts.ts";
import type { AppBindings } from "../../context.ts";
import { requireMember, requireVerified } from "../../http/guards.ts";
import { bodyInput } from "../../http/input.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
import { routeId } from "../../http/route-id.ts";
import { storageFor } from "../../media/storage.ts";
import { createPost, deletePost, getPost, takePostLimit, updatePost } from "./posts.service.ts";

export const postsRest = new Hono<AppBindings>();

// GET /api/posts and the other lists: posts.lists.rest.ts.

/** The `{id}` of a post path; an id the database cannot hold is a missing post (404). */
function postIdOf(id: string | undefined): number {
  return routeId(id ?? "", copy.errors.postNotFound);
}

/** GET /api/posts/{id} → `{data: post}` (with comments); 404 for drafts of others. */
postsRest.get("/posts/:id{[0-9]+}", async (c) => {
  const post = await getPost(c.get("deps").db, c.get("state").viewer, { id: postIdOf(c.req.param("id")) });
  return c.json({ data: post });
});

/**
 * POST /api/posts (multipart or JSON, tags[] repeated, optional `image`) → 201 `{data: post}` with
 * X-RateLimit-Limit / -Remaining; 403 while the e-mail is not verified (docs/product.md §6, decision 003); 422
 * with Japanese field errors; 429 `Too Many Attempts.` past 10 posts an hour (takePostLimit).
 */
postsRest.post("/posts", async (c) => {
  const viewer = requireVerified(c);
  const input = await bodyInput(c, ZCreatePostInput);
  const { db, env } = c.get("deps");
  const limit = await takePostLimit(db, viewer);
  const post = await createPost(db, viewer, input, storageFor(env));
  applyRateLimitHeaders(c, limit);
  return c.json({ data: post }, 201);
});

/**
 * PUT /api/posts/{id} (sent as POST with _method=PUT, multipart; tags as a JSON array of slugs; `image` replaces,
 * `image_remove=1` removes) → `{data: post}` with comments. 404 missing or others' draft, 403 not the author,
 * 422 invalid (checked before the post is looked up).
 */
postsRest.on(["PUT", "PATCH"], "/posts/:id{[0-9]+}", async (c) => {
  const viewer = requireVerified(c);
  const input = await bodyInput(c, ZUpdatePostInput, { id: postIdOf(c.req.param("id")) });
  const { db, env } = c.get("deps");
  const post = await updatePost(db, viewer, input, storageFor(env));
  return c.json({ data: post });
});

/** DELETE /api/posts/{id} → `{message}`; author or admin; 404 missing or others' draft, 403 otherwise. */
postsRest.delete("/posts/:id{[0-9]+}", async (c) => {
  const viewer = requireMember(c);
  const { db, env } = c.get("deps");
  await deletePost(db, viewer, { id: postIdOf(c.req.param("id")) }, storageFor(env));
  return c.json({ message: copy.postForm.deleted });
});
