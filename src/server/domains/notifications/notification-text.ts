/**
 * What a stored notification says (docs/product.md §11 Kinds): its title, body and SPA path, written when it is
 * read from the names and titles stored with the row, so a new wording applies to old rows too. Used by the
 * notification list (Japanese), the mails, the digest and web push alike; those three in their recipient's language
 * (docs/product.md "Languages", "Mails and notifications"). Names, titles and what members wrote stay as written.
 */

import type { Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import type { NotificationType } from "#shared/schemas/notifications.ts";
import { type Catalogue, catalogueIn } from "../../mail/catalogue.ts";
import { appointmentWhen } from "../appointments/appointment-when.ts";

/** The `data` of a notification row: the names and titles of the moment it happened. */
export interface NotificationData {
  actor_name?: string;
  post_title?: string;
  excerpt?: string;
  title?: string;
  body?: string;
  url?: string | null;
  saved_search_id?: number;
  status?: string;
  rating?: string;
  action?: string;
  /** 日程調整: what happened (AppointmentNotice), the 予定's start (ISO) and place, and its thread. */
  event?: string;
  starts_at?: string | null;
  place?: string | null;
  thread_id?: number;
}

/** A stored status in the catalogue's language (docs/product.md §10), or as stored when unknown. */
function statusLabel(c: Catalogue, status: string | undefined): string {
  const labels: Record<string, string> = c.copy.requests.status;
  return status ? (labels[status] ?? status) : "";
}

/** A stored rating's word in the catalogue's language (docs/product.md §10), or empty when unknown. */
function ratingLabel(c: Catalogue, rating: string | undefined): string {
  const labels: Record<string, string> = c.copy.requests.rating;
  return rating ? (labels[rating] ?? "") : "";
}

/** A moderation action in the catalogue's language (docs/product.md §12). */
function actionLabel(c: Catalogue, action: string | undefined): string {
  const labels: Record<string, string> = c.copy.safety.moderation.actions;
  return action ? (labels[action] ?? action) : "";
}

/** A 日程調整 notification (docs/product.md "日程調整"): who did what, the request, when and where. */
function appointmentNotice(
  c: Catalogue,
  actor: string,
  postTitle: string,
  data: NotificationData,
): { title: string; body: string; url: string } {
  const n = c.appointments.notice;
  const titles: Record<string, string> = {
    proposed: n.proposed(actor),
    confirmed: n.confirmed(actor),
    declined: n.declined(actor),
    cancelled: n.cancelled(actor),
    reminder_day: n.reminder_day,
    reminder_soon: n.reminder_soon,
  };
  const when = data.starts_at ? appointmentWhen(new Date(data.starts_at), new Date(), c.language) : "";
  return {
    title: titles[data.event ?? ""] ?? n.proposed(actor),
    body: n.body(postTitle, when, data.place ?? ""),
    url: data.thread_id ? paths.thread(data.thread_id) : paths.notifications(),
  };
}

/**
 * The title, body and SPA path of a stored notification in `language` (docs/product.md §11 Kinds, "Languages":
 * "Mails and notifications"). `postHidden`: its request is hidden by moderation from the recipient now
 * (hidden-content.ts requestHiddenFromSql; §12): the request's title reads the placeholder and its text is left
 * out, however it read when the row was written. Names, titles and excerpts are quoted as stored. Never throws.
 */
export function presentNotification(
  type: NotificationType,
  actorId: number | null,
  postId: number | null,
  data: NotificationData,
  postHidden: boolean,
  language: Language,
): { title: string; body: string; url: string } {
  const c = catalogueIn(language);
  const k = c.copy.notifications.kinds;
  const about = c.layout.aboutPost;
  const actor = data.actor_name || c.copy.notifications.deletedUser;
  const postTitle = postHidden ? c.copy.safety.moderation.hidden : (data.post_title ?? "");
  // followed_post and saved_search quote the request's own text; comments, replies and reviews their own.
  const postExcerpt = postHidden ? "" : (data.excerpt ?? "");
  switch (type) {
    case "comment":
      return {
        title: k.comment.title(actor),
        body: about(postTitle, data.excerpt ?? ""),
        url: postId === null ? paths.notifications() : paths.postComments(postId),
      };
    case "reply":
      return {
        title: k.reply.title(actor),
        body: about(postTitle, data.excerpt ?? ""),
        url: postId === null ? paths.notifications() : paths.postComments(postId),
      };
    case "follow":
      return {
        title: k.follow.title(actor),
        body: k.follow.body,
        url: actorId === null ? paths.notifications() : paths.profile(actorId),
      };
    case "followed_post":
      return {
        title: k.followed_post.title(actor),
        body: about(postTitle, postExcerpt),
        url: postId === null ? paths.notifications() : paths.post(postId),
      };
    case "saved_search":
      return {
        title: k.saved_search.title,
        body: about(postTitle, postExcerpt),
        url: postId === null ? paths.notifications() : paths.post(postId),
      };
    case "bookmark_status":
      return {
        title: k.bookmark_status.title(statusLabel(c, data.status)),
        body: about(postTitle, ""),
        url: postId === null ? paths.notifications() : paths.post(postId),
      };
    case "review":
      return {
        title: k.review.title(actor),
        body: c.layout.rating(postTitle, ratingLabel(c, data.rating), data.excerpt ?? ""),
        url: paths.notifications(),
      };
    case "report_handled":
      return {
        title: k.report_handled.title,
        body: k.report_handled.body(actionLabel(c, data.action)),
        url: paths.notifications(),
      };
    case "appointment":
      return appointmentNotice(c, actor, postTitle, data);
    case "admin_notice":
      return {
        title: k.admin_notice.title(data.title ?? ""),
        body: data.body ?? "",
        url: data.url || paths.notifications(),
      };
  }
}

/** A notification row as the mail, push and digest queries read it (snake_case columns). */
export interface StoredNotificationRow {
  type: NotificationType;
  actor_id: number | null;
  post_id: number | null;
  data: NotificationData;
  post_hidden: boolean | null;
}

/**
 * presentNotification of a row read by the mail, push and digest queries, in `language` (docs/product.md §11 Kinds,
 * "Languages"). Never throws.
 */
export function presentStoredNotification(
  row: StoredNotificationRow,
  language: Language,
): { title: string; body: string; url: string } {
  return presentNotification(
    row.type,
    row.actor_id,
    row.post_id,
    row.data,
    Boolean(row.post_hidden),
    language,
  );
}
