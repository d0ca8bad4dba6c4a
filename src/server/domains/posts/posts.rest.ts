/** REST adapters of the posts domain: /api/posts (spec.md §7), Laravel shapes. */
import { Hono } from "hono";
import { copy } from "../../../shared/copy.ts";
import type { AppBindings } from "../../context.ts";
import { readBody } from "../../http/body.ts";
import { requireMember, requireVerified } from "../../http/guards.ts";
import { routeId } from "../../http/route-id.ts";
import { storageFor } from "../../media/storage.ts";
import { postWriteFromBody } from "./post-write-input.ts";
import { createPost, deletePost, getPost, updatePost } from "./posts.service.ts";

export const postsRest = new Hono<AppBindings>();

// GET /api/posts and the other lists: posts.lists.rest.ts.

/** GET /api/posts/{id} → `{data: post}` (with comments); 404 for drafts of others. */
postsRest.get("/posts/:id{[0-9]+}", async (c) => {
  const post = await getPost(c.get("deps").db, c.get("state").viewer, {
    id: routeId(c.req.param("id"), copy.errors.postNotFound),
  });
  return c.json({ data: post });
});

/**
 * POST /api/posts (multipart or JSON, tags[] repeated, optional `image`) → 201 `{data: post}`; 403 while the
 * e-mail is not verified (spec.md §6, decision 003).
 */
postsRest.post("/posts", async (c) => {
  const viewer = requireVerified(c);
  const { fields, image } = postWriteFromBody(await readBody(c));
  const { db, env } = c.get("deps");
  const post = await createPost(db, viewer, fields, { storage: storageFor(env), image });
  return c.json({ data: post }, 201);
});

/**
 * PUT /api/posts/{id} (sent as POST with _method=PUT, multipart; tags as a JSON array of slugs; `image` replaces,
 * `image_remove=1` removes) → `{data: post}`. 404 missing or others' draft, 403 not the author, 422 invalid.
 */
postsRest.on(["PUT", "PATCH"], "/posts/:id{[0-9]+}", async (c) => {
  const viewer = requireVerified(c);
  const { fields, image } = postWriteFromBody(await readBody(c));
  const { db, env } = c.get("deps");
  const post = await updatePost(
    db,
    storageFor(env),
    viewer,
    { ...fields, id: routeId(c.req.param("id"), copy.errors.postNotFound) },
    image,
  );
  return c.json({ data: post });
});

/** DELETE /api/posts/{id} → `{message}`; author or admin; 404 missing or others' draft, 403 otherwise. */
postsRest.delete("/posts/:id{[0-9]+}", async (c) => {
  const viewer = requireMember(c);
  const { db, env } = c.get("deps");
  await deletePost(db, storageFor(env), viewer, { id: routeId(c.req.param("id"), copy.errors.postNotFound) });
  return c.json({ message: copy.postForm.deleted });
});
