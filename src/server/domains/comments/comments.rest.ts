/** REST adapters of the comments domain: POST /api/comments (spec.md §7). */
import { Hono } from "hono";
import type { AppBindings } from "../../context.ts";
import { coerceFields, readBody } from "../../http/body.ts";
import { requireVerified } from "../../http/guards.ts";
import { addComment } from "./comments.service.ts";

export const commentsRest = new Hono<AppBindings>();

/** POST /api/comments {post_id, body} (JSON or form) → 201 `{data: comment}`; 404 invisible post; 422 empty body. */
commentsRest.post("/comments", async (c) => {
  const viewer = requireVerified(c);
  const body = coerceFields(await readBody(c), { integers: ["post_id"] });
  const comment = await addComment(c.get("deps").db, viewer, body);
  return c.json({ data: comment }, 201);
});
