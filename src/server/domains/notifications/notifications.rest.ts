/**
 * REST adapters of notifications and saved searches (docs/product.md §11, §7 Call table): GET
 * /api/notifications (Laravel page), GET /api/notifications/unread-count, POST /api/notifications/read,
 * POST/GET/DELETE /api/saved-searches, POST /api/admin/notices.
 */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import {
  ZAdminNoticeInput,
  ZMarkReadInput,
  ZNotificationListInput,
  ZNotificationSettingsInput,
  ZPushEndpointInput,
  ZPushSubscriptionInput,
  ZSavedSearchInput,
} from "#shared/schemas/notifications.ts";
import type { AppBindings } from "../../context.ts";
import { requireAdmin, requireMember } from "../../http/guards.ts";
import { bodyInput, queryInput } from "../../http/input.ts";
import { laravelPage } from "../../http/laravel.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
import { routeId } from "../../http/route-id.ts";
import { getNotificationSettings, updateNotificationSettings } from "./notification-settings.service.ts";
import {
  listNotifications,
  markNotificationsRead,
  sendAdminNotice,
  unreadNotificationCount,
} from "./notifications.service.ts";
import { pushKey, subscribePush, takePushSubscriptionLimit, unsubscribePush } from "./push.ts";
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from "./saved-searches.service.ts";

/** The notification routes, mounted under /api by http/api-routes.ts. */
export const notificationsRest = new Hono<AppBindings>();

/** GET /api/notifications?page → the viewer's notifications, newest first (Laravel page); 401 visitor. */
notificationsRest.get("/notifications", async (c) => {
  const viewer = requireMember(c);
  const page = await listNotifications(c.get("deps").db, viewer, queryInput(c, ZNotificationListInput));
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** GET /api/notifications/unread-count → `{unreadCount}`; 401 visitor. */
notificationsRest.get("/notifications/unread-count", async (c) => {
  const viewer = requireMember(c);
  return c.json(await unreadNotificationCount(c.get("deps").db, viewer));
});

/** POST /api/notifications/read `{ids?}` (none = all) → `{unreadCount}`; 401 visitor, 422 bad ids. */
notificationsRest.post("/notifications/read", async (c) => {
  const viewer = requireMember(c);
  const input = await bodyInput(c, ZMarkReadInput);
  return c.json(await markNotificationsRead(c.get("deps").db, viewer, input));
});

/** POST /api/admin/notices `{title, body, url?}` → 202 `{data: {queued: true}}`; 403 for members. */
notificationsRest.post("/admin/notices", async (c) => {
  const viewer = requireAdmin(c);
  const input = await bodyInput(c, ZAdminNoticeInput);
  return c.json({ data: await sendAdminNotice(c.get("deps").db, viewer, input) }, 202);
});

/** GET /api/saved-searches → `{data: SavedSearchView[]}`; 401 visitor. */
notificationsRest.get("/saved-searches", async (c) => {
  const viewer = requireMember(c);
  return c.json(await listSavedSearches(c.get("deps").db, viewer));
});

/** POST /api/saved-searches `{keyword?, category_id?, region_id?, tags?, near?}` → 201 `{data}`; 422 (21st). */
notificationsRest.post("/saved-searches", async (c) => {
  const viewer = requireMember(c);
  const input = await bodyInput(c, ZSavedSearchInput);
  return c.json({ data: await createSavedSearch(c.get("deps").db, viewer, input) }, 201);
});

/** DELETE /api/saved-searches/{id} → `{data: {deleted: true}}`; 404 missing or someone else's. */
notificationsRest.delete("/saved-searches/:id{[0-9]+}", async (c) => {
  const viewer = requireMember(c);
  const id = routeId(c.req.param("id"), copy.notifications.savedSearch.notFound);
  return c.json({ data: await deleteSavedSearch(c.get("deps").db, viewer, { id }) });
});

/** GET /api/notification-settings → `{data: {email, digest_hour, thread_mail}}`; 401 visitor. */
notificationsRest.get("/notification-settings", async (c) => {
  const viewer = requireMember(c);
  return c.json({ data: await getNotificationSettings(c.get("deps").db, viewer) });
});

/** PUT /api/notification-settings `{email?: {kind: mode}, digest_hour?, thread_mail?}` → `{data}`; 422. */
notificationsRest.put("/notification-settings", async (c) => {
  const viewer = requireMember(c);
  const input = await bodyInput(c, ZNotificationSettingsInput);
  return c.json({ data: await updateNotificationSettings(c.get("deps").db, viewer, input) });
});

/** GET /api/push-subscriptions/key → `{data: {subscribed: false, public_key}}` (the VAPID public key); 401. */
notificationsRest.get("/push-subscriptions/key", (c) => {
  requireMember(c);
  return c.json({ data: pushKey(c.get("deps").env) });
});

/**
 * POST /api/push-subscriptions `{endpoint, keys: {p256dh, auth}}` → 201 `{data: {subscribed: true, public_key}}`
 * with X-RateLimit-*; 422 on `endpoint` (not https, user information, a non-public address, the 11th), 429 past 20
 * changes an hour (takePushSubscriptionLimit, shared with DELETE).
 */
notificationsRest.post("/push-subscriptions", async (c) => {
  const viewer = requireMember(c);
  const input = await bodyInput(c, ZPushSubscriptionInput);
  const { db, env } = c.get("deps");
  const limit = await takePushSubscriptionLimit(db, viewer);
  const state = await subscribePush(db, env, viewer, input);
  applyRateLimitHeaders(c, limit);
  return c.json({ data: state }, 201);
});

/**
 * DELETE /api/push-subscriptions `{endpoint}` → `{data: {subscribed: false, public_key}}` with X-RateLimit-*;
 * idempotent; 429 past 20 changes an hour (shared with POST).
 */
notificationsRest.delete("/push-subscriptions", async (c) => {
  const viewer = requireMember(c);
  const input = await bodyInput(c, ZPushEndpointInput);
  const { db, env } = c.get("deps");
  const limit = await takePushSubscriptionLimit(db, viewer);
  const state = await unsubscribePush(db, env, viewer, input);
  applyRateLimitHeaders(c, limit);
  return c.json({ data: state });
});
