/** REST adapters of the comments domain: POST /api/comments (docs/product.md §7, docs/api.md). */
import { Hono } from "hono";
import { ZCreateCommentInput } from "../../../shared/schemas/comments.ts";
import type { AppBindings } from "../../context.ts";
import { requireVerified } from "../../http/guards.ts";
import { bodyInput } from "../../http/input.ts";
import { addComment } from "./comments.service.ts";

export const commentsRest = new Hono<AppBindings>();

/**
 * POST /api/comments {post_id, body} (JSON or form) → 201 `{data: comment}`; 401/403 by the gate, 404 invisible
 * post, 422 empty body.
 */
commentsRest.post("/comments", async (c) => {
  const viewer = requireVerified(c);
  const input = await bodyInput(c, ZCreateCommentInput);
  const comment = await addComment(c.get("deps").db, viewer, input);
  return c.json({ data: comment }, 201);
});
