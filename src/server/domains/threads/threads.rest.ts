/**
 * REST adapters of private threads (docs/product.md §7 Call table): GET/POST /api/threads, GET/POST
 * /api/threads/{id}/messages, GET /api/messages/unread-count, GET /api/messages (legacy). Laravel shapes
 * (docs/api.md); the triple thread id of POST /api/threads is built here from the service's result.
 */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import {
  ZCreateThreadInput,
  ZLegacyMessagesInput,
  ZListThreadsInput,
  ZSendMessageInput,
  ZThreadMessagesInput,
} from "#shared/schemas/threads.ts";
import type { AppBindings } from "../../context.ts";
import { requireMember, requireVerified } from "../../http/guards.ts";
import { bodyInput, queryInput } from "../../http/input.ts";
import { laravelPage } from "../../http/laravel.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
import { routeId } from "../../http/route-id.ts";
import { listLegacyMessages } from "./legacy-messages.service.ts";
import {
  getThreadMessages,
  listThreads,
  openThread,
  sendMessage,
  takeMessageLimit,
  takeThreadLimit,
  unreadCount,
} from "./threads.service.ts";

/** The thread and message routes, mounted under /api by http/api-routes.ts. */
export const threadsRest = new Hono<AppBindings>();

/** The thread id of a path; out of range is 404 スレッドの取得に失敗しました。. */
function threadRouteId(value: string): number {
  return routeId(value, copy.threads.fetchFailed);
}

/** GET /api/threads?page → paginated collection of threads (docs/product.md §3 Thread). */
threadsRest.get("/threads", async (c) => {
  const viewer = requireMember(c);
  const page = await listThreads(c.get("deps").db, viewer, queryInput(c, ZListThreadsInput));
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/**
 * POST /api/threads {user_id, post_id?} → `{id, created, thread: {id, partner, post}, data: {id}}` (the thread id where each
 * client reads it, docs/product.md §7); 201 when created (with X-RateLimit-Limit / -Remaining), else 200; 429
 * `Too Many Attempts.` past 20 new threads an hour (takeThreadLimit).
 */
threadsRest.post("/threads", async (c) => {
  const viewer = requireVerified(c);
  const input = await bodyInput(c, ZCreateThreadInput);
  const db = c.get("deps").db;
  const limit = await takeThreadLimit(db, viewer, input);
  const { id, created, partner, post } = await openThread(db, viewer, input);
  if (limit) applyRateLimitHeaders(c, limit);
  return c.json({ id, created, thread: { id, partner, post }, data: { id } }, created ? 201 : 200);
});

/** GET /api/threads/{id}/messages?before → `{thread, partner, messages, has_more, unread_count}`; marks read. */
threadsRest.get("/threads/:id{[0-9]+}/messages", async (c) => {
  const viewer = requireMember(c);
  const id = threadRouteId(c.req.param("id"));
  return c.json(
    await getThreadMessages(c.get("deps").db, viewer, queryInput(c, ZThreadMessagesInput, { id })),
  );
});

/**
 * POST /api/threads/{id}/messages {body} → 201 `{data: message}` with X-RateLimit-Limit / -Remaining; 429
 * `Too Many Attempts.` past 30 messages a minute or 300 an hour (takeMessageLimit), nothing stored.
 */
threadsRest.post("/threads/:id{[0-9]+}/messages", async (c) => {
  const viewer = requireVerified(c);
  const id = threadRouteId(c.req.param("id"));
  const input = await bodyInput(c, ZSendMessageInput, { id });
  const db = c.get("deps").db;
  const limit = await takeMessageLimit(db, viewer);
  const message = await sendMessage(db, viewer, input);
  applyRateLimitHeaders(c, limit);
  return c.json({ data: message }, 201);
});

/** GET /api/messages/unread-count → `{unreadCount: n}`. */
threadsRest.get("/messages/unread-count", async (c) => {
  const viewer = requireMember(c);
  return c.json({ unreadCount: await unreadCount(c.get("deps").db, viewer) });
});

/** GET /api/messages?page → paginated legacy list (sender_name, receiver_name, content, created_at). */
threadsRest.get("/messages", async (c) => {
  const viewer = requireMember(c);
  const page = await listLegacyMessages(c.get("deps").db, viewer, queryInput(c, ZLegacyMessagesInput));
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});
