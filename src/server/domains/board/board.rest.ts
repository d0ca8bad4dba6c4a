/** REST adapters of the public board: GET/POST /api/public-messages (docs/product.md §7), Laravel shapes. */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import { ZListPublicMessagesInput, ZPostPublicMessageInput } from "#shared/schemas/board.ts";
import type { AppBindings } from "../../context.ts";
import { requireVerified } from "../../http/guards.ts";
import { bodyInput, queryInput } from "../../http/input.ts";
import { laravelPage } from "../../http/laravel.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
import { listPublicMessages, postPublicMessage, takeBoardLimit } from "./board.service.ts";

/** The public board routes, mounted under /api by http/api-routes.ts. */
export const boardRest = new Hono<AppBindings>();

/** GET /api/public-messages?page → paginated collection, newest first (an unusable page means 1). */
boardRest.get("/public-messages", async (c) => {
  const page = await listPublicMessages(
    c.get("deps").db,
    queryInput(c, ZListPublicMessagesInput),
    c.get("state").viewer,
  );
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/**
 * POST /api/public-messages {body} → 201 `{data: message}` with X-RateLimit-Limit / -Remaining; 401 visitor,
 * 403 unverified (メール認証が完了していません。…, the board's own text), 422 empty, 429 `Too Many Attempts.` with
 * Retry-After and X-RateLimit-* (rendered from the AppError of takeBoardLimit).
 */
boardRest.post("/public-messages", async (c) => {
  const viewer = requireVerified(c, copy.board.unverified);
  const input = await bodyInput(c, ZPostPublicMessageInput);
  const db = c.get("deps").db;
  const limit = await takeBoardLimit(db, viewer);
  const message = await postPublicMessage(db, viewer, input);
  applyRateLimitHeaders(c, limit);
  return c.json({ data: message }, 201);
});
