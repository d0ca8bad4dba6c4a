/**
 * tRPC procedures of notifications and saved searches (docs/product.md §11 Notifications, §7 Call table). Every
 * read and write is the viewer's own; sending a notice to everyone is an administrator's.
 */
import { z } from "zod";
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
import { adminProcedure, memberProcedure, router } from "../../trpc/init.ts";
import { getNotificationSettings, updateNotificationSettings } from "./notification-settings.service.ts";
import {
  listNotifications,
  markNotificationsRead,
  sendAdminNotice,
  unreadNotificationCount,
} from "./notifications.service.ts";
import { pushKey, subscribePush, takePushSubscriptionLimit, unsubscribePush } from "./push.ts";
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from "./saved-searches.service.ts";

export const notificationsRouter = router({
  /** The viewer's notifications, newest first: `{page}` → `{data, meta}`. @throws UNAUTHORIZED. */
  list: memberProcedure
    .input(ZNotificationListInput)
    .output(ZNotificationPage)
    .query(({ ctx, input }) => listNotifications(ctx.db, ctx.viewer, input)),
  /** `{unreadCount}` of the viewer. @throws UNAUTHORIZED. */
  unreadCount: memberProcedure
    .input(ZNotificationsNoInput)
    .output(ZUnreadCount)
    .query(({ ctx }) => unreadNotificationCount(ctx.db, ctx.viewer)),
  /** Marks `{ids?}` (none: all) of the viewer's notifications read → `{unreadCount}`. @throws UNAUTHORIZED. */
  markRead: memberProcedure
    .input(ZMarkReadInput)
    .output(ZMarkReadResult)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.db, ctx.viewer, input)),
  /** An administrator's notice to every member: `{title, body, url?}` → `{queued: true}`. @throws FORBIDDEN. */
  adminNotice: adminProcedure
    .input(ZAdminNoticeInput)
    .output(ZAdminNoticeResult)
    .mutation(({ ctx, input }) => sendAdminNotice(ctx.db, ctx.viewer, input)),
  /** The viewer's e-mail preferences → `{email: {kind: mode}, digest_hour, thread_mail}`. @throws UNAUTHORIZED. */
  settings: memberProcedure
    .input(ZNotificationsNoInput)
    .output(ZNotificationSettings)
    .query(({ ctx }) => getNotificationSettings(ctx.db, ctx.viewer)),
  /** Changes the preferences (kinds not sent are kept) → the settings. @throws UNPROCESSABLE_CONTENT. */
  updateSettings: memberProcedure
    .input(ZNotificationSettingsInput)
    .output(ZNotificationSettings)
    .mutation(({ ctx, input }) => updateNotificationSettings(ctx.db, ctx.viewer, input)),
  /** The VAPID public key to subscribe with → `{subscribed: false, public_key}`. @throws UNAUTHORIZED. */
  pushKey: memberProcedure
    .input(ZNotificationsNoInput)
    .output(ZPushState)
    .query(({ ctx }) => pushKey(ctx.env)),
  /**
   * Saves this browser's push subscription `{endpoint, keys: {p256dh, auth}}` → `{subscribed: true, public_key}`.
   * @throws UNPROCESSABLE_CONTENT (endpoint refused, the 11th), TOO_MANY_REQUESTS (20 changes an hour).
   */
  pushSubscribe: memberProcedure
    .input(ZPushSubscriptionInput)
    .output(ZPushState)
    .mutation(async ({ ctx, input }) => {
      await takePushSubscriptionLimit(ctx.db, ctx.viewer);
      return subscribePush(ctx.db, ctx.env, ctx.viewer, input);
    }),
  /** Removes the viewer's subscription of `{endpoint}` → `{subscribed: false, public_key}`. @throws TOO_MANY_REQUESTS. */
  pushUnsubscribe: memberProcedure
    .input(ZPushEndpointInput)
    .output(ZPushState)
    .mutation(async ({ ctx, input }) => {
      await takePushSubscriptionLimit(ctx.db, ctx.viewer);
      return unsubscribePush(ctx.db, ctx.env, ctx.viewer, input);
    }),
  /** The viewer's saved searches → `{data}`. @throws UNAUTHORIZED. */
  savedSearches: memberProcedure
    .input(ZNotificationsNoInput)
    .output(ZSavedSearchList)
    .query(({ ctx }) => listSavedSearches(ctx.db, ctx.viewer)),
  /** Saves a search (at most 20) → the saved search. @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT. */
  saveSearch: memberProcedure
    .input(ZSavedSearchInput)
    .output(ZSavedSearchView)
    .mutation(({ ctx, input }) => createSavedSearch(ctx.db, ctx.viewer, input)),
  /** Deletes one of the viewer's saved searches: `{id}` → `{deleted: true}`. @throws NOT_FOUND. */
  deleteSavedSearch: memberProcedure
    .input(ZSavedSearchIdInput)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteSavedSearch(ctx.db, ctx.viewer, input)),
});
