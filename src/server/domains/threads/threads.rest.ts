/**
 * REST adapters of private threads (spec.md §7): GET/POST /api/threads, GET/POST /api/threads/{id}/messages,
 * GET /api/messages/unread-count, GET /api/messages (legacy). Laravel shapes (REST-CONVENTIONS.md).
 */
import { Hono } from "hono";
import { copy } from "../../../shared/copy.ts";
import { parsePage } from "../../../shared/pagination.ts";
import type { AppBindings } from "../../context.ts";
import { coerceFields, readBody, readQuery } from "../../http/body.ts";
import { requireMember, requireVerified } from "../../http/guards.ts";
import { laravelPage } from "../../http/laravel.ts";
import { routeId } from "../../http/route-id.ts";
import { listLegacyMessages } from "./legacy-messages.service.ts";
import { getThreadMessages, listThreads, openThread, sendMessage, unreadCount } from "./threads.service.ts";

export const threadsRest = new Hono<AppBindings>();

/** GET /api/threads?page → paginated collection of threads (spec.md §3 Thread). */
threadsRest.get("/threads", async (c) => {
  const viewer = requireMember(c);
  const page = await listThreads(c.get("deps").db, viewer, { page: parsePage(readQuery(c).page) });
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** POST /api/threads {user_id} → `{id, created, thread:{id, partner}, data:{id}}`; 201 when created. */
threadsRest.post("/threads", async (c) => {
  const viewer = requireVerified(c);
  const body = coerceFields(await readBody(c), { integers: ["user_id"] });
  const opened = await openThread(c.get("deps").db, viewer, body);
  return c.json(opened, opened.created ? 201 : 200);
});

/** GET /api/threads/{id}/messages?before → `{thread, partner, messages, has_more, unread_count}`; marks read. */
threadsRest.get("/threads/:id{[0-9]+}/messages", async (c) => {
  const viewer = requireMember(c);
  const query = coerceFields(readQuery(c), { integers: ["before"] });
  const view = await getThreadMessages(c.get("deps").db, viewer, {
    id: routeId(c.req.param("id"), copy.threads.fetchFailed),
    ...(query.before !== undefined ? { before: query.before } : {}),
  });
  return c.json(view);
});

/** POST /api/threads/{id}/messages {body} → 201 `{data: message}`. */
threadsRest.post("/threads/:id{[0-9]+}/messages", async (c) => {
  const viewer = requireVerified(c);
  const body = await readBody(c);
  const message = await sendMessage(c.get("deps").db, viewer, {
    id: routeId(c.req.param("id"), copy.threads.fetchFailed),
    body: body.body,
  });
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
  const page = await listLegacyMessages(c.get("deps").db, viewer, { page: parsePage(readQuery(c).page) });
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});
