/** REST adapters of the comments domain: POST /api/comments (docs/product.md §7, docs/api.md). */
import { Hono } from "hono";
import { ZCreateCommentInput } from "#shared/schemas/comments.ts";
import type { AppBindings } from "../../context.ts";
import { requireVerified } from "../../http/guards.ts";
import { bodyInput } from "../../http/input.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
import { addComment, takeCommentLimit } from "./comments.service.ts";

export const commentsRest = new Hono<AppBindings>();

/**
 * POST /api/comments {post_id, body} (JSON or form) → 201 `{data: comment}` with X-RateLimit-Limit / -Remaining;
 * 401/403 by the gate, 404 invisible post, 422 empty body, 429 `Too Many Attempts.` past 30 comments in 10
 * minutes (takeCommentLimit).
 */
commentsRest.post("/comments", async (c) => {
  const viewer = requireVerified(c);
  const input = await bodyInput(c, ZCreateCommentInput);
  const db = c.get("deps").db;
  const limit = await takeCommentLimit(db, viewer);
  const comment = await addComment(db, viewer, input);
  applyRateLimitHeaders(c, limit);
  return c.json({ data: comment }, 201);
});
