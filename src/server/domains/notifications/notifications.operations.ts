/**
 * The operations of notifications, saved searches, e-mail settings and push subscriptions (docs/product.md §11
 * Notifications, §7 Call table). Every read and write is the viewer's own; sending a notice to everyone is an
 * administrator's. The one-click unsubscribe of mails (POST /unsubscribe/{token}) is not declared here: it lives
 * outside /api with no session (unsubscribe.rest.ts says why).
 */

import { z } from "zod";
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
import {
  ZAdminNoticeInput,
  ZAdminNoticeResult,
  ZMarkReadInput,
  ZMarkReadResult,
  ZNotificationListInput,
  ZNotificationPage,
  ZNotificationSettings,
  ZNotificationSettingsInput,
  ZNotificationsNoInput,
  ZPushEndpointInput,
  ZPushState,
  ZPushSubscriptionInput,
  ZSavedSearchIdInput,
  ZSavedSearchInput,
  ZSavedSearchList,
  ZSavedSearchView,
  ZUnreadCount,
} from "#shared/schemas/notifications.ts";
import { defineOperation } from "../../edge/define.ts";
import { getNotificationSettings, updateNotificationSettings } from "./notification-settings.service.ts";
import {
  listNotifications,
  markNotificationsRead,
  sendAdminNotice,
  unreadNotificationCount,
} from "./notifications.service.ts";
import { pushKey, subscribePush, takePushSubscriptionLimit, unsubscribePush } from "./push.ts";
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from "./saved-searches.service.ts";

const summaries = openapiCopy.summaries;
const ownSettings = "the caller's own e-mail preferences";

export const notificationsOperations = {
  /** `{page?}` → the viewer's notifications, newest first: `{data, meta}` (REST: Laravel's page). @throws UNAUTHORIZED. */
  list: defineOperation({
    name: "notifications.list",
    summary: summaries["notifications.list"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own notifications",
    input: ZNotificationListInput,
    output: ZNotificationPage,
    rest: { method: "GET", path: "/notifications" },
    handler: (ctx, input) => listNotifications(ctx.db, ctx.viewer, input),
  }),
  /** → `{unreadCount}` of the viewer (REST answers it as is). @throws UNAUTHORIZED. */
  unreadCount: defineOperation({
    name: "notifications.unreadCount",
    summary: summaries["notifications.unreadCount"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own notifications",
    input: ZNotificationsNoInput,
    output: ZUnreadCount,
    rest: { method: "GET", path: "/notifications/unread-count", answer: "same" },
    handler: (ctx) => unreadNotificationCount(ctx.db, ctx.viewer),
  }),
  /**
   * Marks `{ids?}` (none: all) of the viewer's notifications read → `{unreadCount}` (REST answers it as is).
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (bad ids).
   */
  markRead: defineOperation({
    name: "notifications.markRead",
    summary: summaries["notifications.markRead"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own notifications (ids of others are ignored)",
    input: ZMarkReadInput,
    output: ZMarkReadResult,
    rest: { method: "POST", path: "/notifications/read", answer: "same" },
    handler: (ctx, input) => markNotificationsRead(ctx.db, ctx.viewer, input),
  }),
  /**
   * An administrator's notice to every member: `{title, body, url?}` → `{queued: true}` (REST: 202 `{data}`).
   * @throws UNAUTHORIZED, FORBIDDEN (not an administrator), UNPROCESSABLE_CONTENT.
   */
  adminNotice: defineOperation({
    name: "notifications.adminNotice",
    summary: summaries["notifications.adminNotice"],
    gate: "admin",
    kind: "mutation",
    owner: null,
    note: "queued: every member but the sender gets an admin_notice by the background fan-out",
    input: ZAdminNoticeInput,
    output: ZAdminNoticeResult,
    rest: { method: "POST", path: "/admin/notices", status: 202 },
    handler: (ctx, input) => sendAdminNotice(ctx.db, ctx.viewer, input),
  }),
  /** → the viewer's e-mail preferences `{email: {kind: mode}, digest_hour, thread_mail}`. @throws UNAUTHORIZED. */
  settings: defineOperation({
    name: "notifications.settings",
    summary: summaries["notifications.settings"],
    gate: "member",
    kind: "private-read",
    owner: ownSettings,
    input: ZNotificationsNoInput,
    output: ZNotificationSettings,
    rest: { method: "GET", path: "/notification-settings" },
    handler: (ctx) => getNotificationSettings(ctx.db, ctx.viewer),
  }),
  /**
   * `{email?: {kind: mode}, digest_hour?, thread_mail?}` changes the preferences (kinds not sent are kept) → the
   * settings. @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT.
   */
  updateSettings: defineOperation({
    name: "notifications.updateSettings",
    summary: summaries["notifications.updateSettings"],
    gate: "member",
    kind: "mutation",
    owner: ownSettings,
    note: "POST /unsubscribe/{token} (outside /api, signed link, RFC 8058) turns one kind off without a session",
    input: ZNotificationSettingsInput,
    output: ZNotificationSettings,
    rest: { method: "PUT", path: "/notification-settings" },
    handler: (ctx, input) => updateNotificationSettings(ctx.db, ctx.viewer, input),
  }),
  /** → `{subscribed: false, public_key}`: the VAPID public key to subscribe with. @throws UNAUTHORIZED. */
  pushKey: defineOperation({
    name: "notifications.pushKey",
    summary: summaries["notifications.pushKey"],
    gate: "member",
    kind: "private-read",
    owner: null,
    note: "the VAPID public key of this board",
    input: ZNotificationsNoInput,
    output: ZPushState,
    rest: { method: "GET", path: "/push-subscriptions/key" },
    handler: (ctx) => pushKey(ctx.env),
  }),
  /**
   * Saves this browser's push subscription `{endpoint, keys: {p256dh, auth}}` → `{subscribed: true, public_key}`
   * (REST: 201 `{data}` with X-RateLimit-*).
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (endpoint not https, with user information, at a non-public
   *   address; the 11th), TOO_MANY_REQUESTS (20 changes an hour, shared with pushUnsubscribe).
   */
  pushSubscribe: defineOperation({
    name: "notifications.pushSubscribe",
    summary: summaries["notifications.pushSubscribe"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own push subscriptions (an endpoint saved again moves to the caller)",
    input: ZPushSubscriptionInput,
    output: ZPushState,
    rest: { method: "POST", path: "/push-subscriptions", status: 201 },
    rateLimit: (ctx) => takePushSubscriptionLimit(ctx.db, ctx.viewer),
    handler: (ctx, input) => subscribePush(ctx.db, ctx.env, ctx.viewer, input),
  }),
  /**
   * Removes the viewer's subscription of `{endpoint}` → `{subscribed: false, public_key}` (idempotent; REST:
   * `{data}` with X-RateLimit-*). @throws UNAUTHORIZED, TOO_MANY_REQUESTS (20 changes an hour, shared).
   */
  pushUnsubscribe: defineOperation({
    name: "notifications.pushUnsubscribe",
    summary: summaries["notifications.pushUnsubscribe"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own push subscriptions (others' endpoints are left alone)",
    input: ZPushEndpointInput,
    output: ZPushState,
    rest: { method: "DELETE", path: "/push-subscriptions" },
    rateLimit: (ctx) => takePushSubscriptionLimit(ctx.db, ctx.viewer),
    handler: (ctx, input) => unsubscribePush(ctx.db, ctx.env, ctx.viewer, input),
  }),
  /** → the viewer's saved searches `{data: SavedSearchView[]}` (REST answers it as is). @throws UNAUTHORIZED. */
  savedSearches: defineOperation({
    name: "notifications.savedSearches",
    summary: summaries["notifications.savedSearches"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own saved searches",
    input: ZNotificationsNoInput,
    output: ZSavedSearchList,
    rest: { method: "GET", path: "/saved-searches", answer: "same" },
    handler: (ctx) => listSavedSearches(ctx.db, ctx.viewer),
  }),
  /**
   * `{keyword?, category_id?, region_id?, tags?, near?}` saves a search (at most 20) → the saved search (REST: 201
   * `{data}`). @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (the 21st).
   */
  saveSearch: defineOperation({
    name: "notifications.saveSearch",
    summary: summaries["notifications.saveSearch"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own saved searches (at most 20)",
    input: ZSavedSearchInput,
    output: ZSavedSearchView,
    rest: { method: "POST", path: "/saved-searches", status: 201 },
    handler: (ctx, input) => createSavedSearch(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id}` deletes one of the viewer's saved searches → `{deleted: true}`.
   * @throws UNAUTHORIZED, NOT_FOUND (missing or someone else's).
   */
  deleteSavedSearch: defineOperation({
    name: "notifications.deleteSavedSearch",
    summary: summaries["notifications.deleteSavedSearch"],
    gate: "member",
    kind: "mutation",
    owner: "a saved search of the owner (others: 404)",
    input: ZSavedSearchIdInput,
    output: z.object({ deleted: z.literal(true) }),
    pathIds: { id: copy.notifications.savedSearch.notFound },
    rest: { method: "DELETE", path: "/saved-searches/{id}" },
    handler: (ctx, input) => deleteSavedSearch(ctx.db, ctx.viewer, input),
  }),
};
