/** REST adapters of the public board: GET/POST /api/public-messages (spec.md §7), Laravel shapes. */
import { Hono } from "hono";
import { MESSAGING } from "../../../shared/constants.ts";
import { parsePage } from "../../../shared/pagination.ts";
import type { AppBindings } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { readBody, readQuery } from "../../http/body.ts";
import { requireMember } from "../../http/guards.ts";
import { laravelPage } from "../../http/laravel.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
import { listPublicMessages, postPublicMessage } from "./board.service.ts";

export const boardRest = new Hono<AppBindings>();

/** GET /api/public-messages?page → paginated collection, newest first. */
boardRest.get("/public-messages", async (c) => {
  const page = await listPublicMessages(c.get("deps").db, { page: parsePage(readQuery(c).page) });
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/**
 * POST /api/public-messages {body} → 201 `{data: message}` with X-RateLimit-* headers; 401 visitor, 403
 * unverified (message メール認証が完了していません。…), 422 empty, 429 Too Many Attempts. with Retry-After.
 */
boardRest.post("/public-messages", async (c) => {
  const viewer = requireMember(c);
  const body = await readBody(c);
  try {
    const { data, rateLimit } = await postPublicMessage(c.get("deps").db, viewer, { body: body.body });
    applyRateLimitHeaders(c, rateLimit);
    return c.json({ data }, 201);
  } catch (error) {
    // The 429 itself (message, Retry-After) is rendered by app.ts; Laravel adds the limit headers too.
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") {
      applyRateLimitHeaders(c, {
        allowed: false,
        limit: MESSAGING.boardPostsPerWindow,
        remaining: 0,
        retryAfter: error.retryAfterSeconds ?? 1,
      });
    }
    throw error;
  }
});
