/**
 * In-app notifications (docs/product.md §11 Notifications). Services that cause a notification call `notify`
 * inside their own transaction: it only queues one job (`notify` queue), so the request that commented,
 * followed or posted never waits for the fan-out. The job (`fanOutNotification`, run by the worker of
 * jobs/queue.ts) finds the recipients in one INSERT … SELECT, never the actor themself and never a member blocked
 * either way with the actor or with the author of the request it is about (blocks.queries.ts
 * notificationAllowedSql), and tells their open tabs over the live stream (event-bus `notify`).
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { webhooksCopy } from "#shared/copy/webhooks.ts";
import { toApiDate } from "#shared/dates.ts";
import { DEFAULT_LANGUAGE } from "#shared/language.ts";
import { pageMeta } from "#shared/pagination.ts";
import { paths } from "#shared/paths.ts";
import type {
  NotificationPage,
  NotificationType,
  NotificationView,
  TAdminNoticeData,
  TMarkReadData,
  TNotificationListData,
  UnreadCount,
} from "#shared/schemas/notifications.ts";
import { lineExcerpt } from "#shared/snippet.ts";
import type { Database, DbOrTx, Transaction } from "../../db/client.ts";
import { queryRows } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { publishBusEvent } from "../../realtime/event-bus.ts";
import type { Viewer } from "../../viewer.ts";
import { notificationAllowedSql } from "../safety/blocks.queries.ts";
import { requestHiddenFromSql } from "../safety/hidden-content.ts";
import { type AppointmentNotifyEvent, appointmentFanOutSql } from "./appointment-notices.ts";
import { queueImmediateMails } from "./notification-mail.ts";
import { type NotificationData, presentNotification } from "./notification-text.ts";
import { queuePushes } from "./push.ts";
import { matchSavedSearches } from "./saved-search-match.ts";

/** Notifications per page of GET /api/notifications. */
export const NOTIFICATIONS_PER_PAGE = 20;

/** The queue the fan-out jobs travel on. */
export const NOTIFY_QUEUE = "notify";

/** What happened, as the causing service reports it (ids only: the job reads the rest when it runs). */
export type NotifyEvent =
  | { kind: "comment"; commentId: number }
  | { kind: "follow"; followerId: number; followeeId: number }
  | { kind: "post_published"; postId: number }
  | {
      kind: "admin_notice";
      actorId: number;
      title: string;
      body: string;
      url: string | null;
      /** One member only (an administrator's decision about their content, docs/product.md §12); else everyone. */
      to?: number;
    }
  | { kind: "post_status"; postId: number; actorId: number; status: string }
  | { kind: "review"; reviewId: number }
  | { kind: "report_handled"; reportIds: number[]; actorId: number; action: string }
  /** A member's webhook endpoint failed for 3 days and was disabled (docs/product.md "Webhooks"). */
  | { kind: "webhook_disabled"; userId: number; url: string }
  /** 日程調整 (docs/product.md "日程調整"): a proposal, an answer, a cancellation, a reminder. */
  | AppointmentNotifyEvent;

/**
 * Queues the notifications of `event` (docs/product.md §11). Call it with the transaction that writes the
 * event's cause: the job exists exactly when the cause is committed. Costs one INSERT in the request.
 */
export async function notify(tx: DbOrTx, event: NotifyEvent): Promise<void> {
  await enqueueJob(tx, NOTIFY_QUEUE, event);
}

/** Ids per live event: a NOTIFY payload stays well under PostgreSQL's 8,000 bytes. */
const LIVE_IDS_PER_EVENT = 800;

/**
 * Inserts the rows of `select` (user_id, type, actor_id, post_id, data) but those blocked around (docs/product.md
 * §11, §12 Blocking: nobody hears of a member blocked either way, nor of their requests; notificationAllowedSql,
 * the same check as at delivery), queues the mails of those whose members receive the kind immediately (same
 * transaction), and returns the recipients.
 */
async function insertFanOut(tx: Transaction, select: ReturnType<typeof sql>): Promise<number[]> {
  const rows = await queryRows<{ id: number; user_id: number }>(
    tx,
    sql`insert into notifications (user_id, type, actor_id, post_id, data)
        select f.user_id, f.type, f.actor_id, f.post_id, f.data
        from (${select}) as f(user_id, type, actor_id, post_id, data)
        where ${notificationAllowedSql("f")}
        returning id, user_id`,
  );
  const ids = rows.map((row) => Number(row.id));
  await queueImmediateMails(tx, ids);
  await queuePushes(tx, ids);
  return rows.map((row) => Number(row.user_id));
}

/** Tells the recipients' open tabs (every instance) that their unread count changed; delivered at commit. */
async function announce(tx: Transaction, userIds: number[]): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += LIVE_IDS_PER_EVENT) {
    await publishBusEvent(tx, { kind: "notify", users: unique.slice(i, i + LIVE_IDS_PER_EVENT) });
  }
}

/** How much of a comment or request a notification quotes (characters). */
const NOTIFICATION_EXCERPT_CHARS = 80;

/**
 * The fan-out job of one NotifyEvent (queue `notify`): writes every recipient's notification in one
 * statement per kind and announces them. Runs inside the job's transaction (exactly once).
 */
export async function fanOutNotification(tx: Transaction, event: NotifyEvent): Promise<void> {
  switch (event.kind) {
    case "comment": {
      const [row] = await queryRows<{
        post_id: number;
        post_author: number | null;
        actor_id: number | null;
        actor_name: string | null;
        title: string;
        body: string;
        is_public: boolean;
      }>(
        tx,
        sql`select c.post_id, p.user_id as post_author, c.user_id as actor_id, u.name as actor_name, p.title,
                   c.body, p.is_public
            from comments c join posts p on p.id = c.post_id left join users u on u.id = c.user_id
            where c.id = ${event.commentId}`,
      );
      if (!row || row.actor_id === null) return;
      const actorId = Number(row.actor_id);
      const data: NotificationData = {
        actor_name: row.actor_name ?? "",
        post_title: row.title,
        excerpt: lineExcerpt(row.body, NOTIFICATION_EXCERPT_CHARS),
      };
      const json = JSON.stringify(data);
      const author = row.post_author === null ? null : Number(row.post_author);
      const recipients: number[] = [];
      if (author !== null && author !== actorId) {
        recipients.push(
          ...(await insertFanOut(
            tx,
            sql`select ${author}::int, 'comment', ${actorId}::int, ${row.post_id}::int, ${json}::jsonb`,
          )),
        );
      }
      // Earlier commenters (not the author, who got "comment"; not the actor). A draft has no other readers.
      if (row.is_public) {
        recipients.push(
          ...(await insertFanOut(
            tx,
            sql`select distinct c.user_id, 'reply', ${actorId}::int, ${row.post_id}::int, ${json}::jsonb
                from comments c join users u on u.id = c.user_id and u.deleted_at is null
                where c.post_id = ${row.post_id} and c.id < ${event.commentId} and c.user_id <> ${actorId}
                  and c.user_id is distinct from ${author}::int`,
          )),
        );
      }
      await announce(tx, recipients);
      return;
    }
    case "follow": {
      const recipients = await insertFanOut(
        tx,
        sql`select ${event.followeeId}::int, 'follow', u.id, null::int,
                   jsonb_build_object('actor_name', u.name)
            from users u
            where u.id = ${event.followerId} and u.deleted_at is null and ${event.followeeId}::int <> u.id
              and exists (select 1 from follows f where f.follower_id = u.id and f.followee_id = ${event.followeeId})`,
      );
      await announce(tx, recipients);
      return;
    }
    case "post_published": {
      const [post] = await queryRows<{
        user_id: number | null;
        title: string;
        body: string;
        name: string | null;
      }>(
        tx,
        sql`select p.user_id, p.title, p.body, u.name from posts p left join users u on u.id = p.user_id
            where p.id = ${event.postId} and p.is_public`,
      );
      if (!post || post.user_id === null) return;
      const actorId = Number(post.user_id);
      const json = JSON.stringify({
        actor_name: post.name ?? "",
        post_title: post.title,
        excerpt: lineExcerpt(post.body, NOTIFICATION_EXCERPT_CHARS),
      } satisfies NotificationData);
      // One notification per post and member: the followers first, then saved searches of the others.
      const recipients = await insertFanOut(
        tx,
        sql`select f.follower_id, 'followed_post', ${actorId}::int, ${event.postId}::int, ${json}::jsonb
            from follows f join users u on u.id = f.follower_id and u.deleted_at is null
            where f.followee_id = ${actorId}
              and not exists (select 1 from notifications n where n.user_id = f.follower_id
                              and n.post_id = ${event.postId} and n.type in ('followed_post', 'saved_search'))`,
      );
      const matches = await matchSavedSearches(tx, event.postId);
      const owners = new Map<number, number>();
      for (const match of matches) {
        if (match.userId === actorId || owners.has(match.userId)) continue;
        owners.set(match.userId, match.savedSearchId);
      }
      if (owners.size > 0) {
        const ids = [...owners.keys()];
        const searchIds = ids.map((id) => owners.get(id) ?? 0);
        recipients.push(
          ...(await insertFanOut(
            tx,
            sql`select m.user_id, 'saved_search', ${actorId}::int, ${event.postId}::int,
                       ${json}::jsonb || jsonb_build_object('saved_search_id', m.search_id)
                from unnest(${`{${ids.join(",")}}`}::int[], ${`{${searchIds.join(",")}}`}::int[])
                       as m(user_id, search_id)
                join users u on u.id = m.user_id and u.deleted_at is null
                where not exists (select 1 from notifications n where n.user_id = m.user_id
                                  and n.post_id = ${event.postId} and n.type in ('followed_post', 'saved_search'))`,
          )),
        );
      }
      await announce(tx, recipients);
      return;
    }
    case "post_status": {
      // docs/product.md §11: members who bookmarked the post hear it was resolved or closed (not the actor).
      const json = JSON.stringify({ status: event.status } satisfies NotificationData);
      const recipients = await insertFanOut(
        tx,
        sql`select b.user_id, 'bookmark_status', ${event.actorId}::int, p.id,
                   ${json}::jsonb || jsonb_build_object('post_title', p.title)
            from bookmarks b join posts p on p.id = b.post_id and p.is_public
            join users u on u.id = b.user_id and u.deleted_at is null
            where b.post_id = ${event.postId} and b.user_id <> ${event.actorId}`,
      );
      await announce(tx, recipients);
      return;
    }
    case "review": {
      const recipients = await insertFanOut(
        tx,
        sql`select r.reviewee_id, 'review', r.reviewer_id, r.post_id,
                   jsonb_build_object('actor_name', u.name, 'post_title', p.title, 'rating', r.rating,
                                      'excerpt', coalesce(r.comment, ''))
            from reviews r join users u on u.id = r.reviewer_id join posts p on p.id = r.post_id
            where r.id = ${event.reviewId} and r.reviewee_id <> r.reviewer_id`,
      );
      await announce(tx, recipients);
      return;
    }
    case "report_handled": {
      if (event.reportIds.length === 0) return;
      const json = JSON.stringify({ action: event.action } satisfies NotificationData);
      const recipients = await insertFanOut(
        tx,
        sql`select distinct r.reporter_id, 'report_handled', ${event.actorId}::int, null::int, ${json}::jsonb
            from reports r join users u on u.id = r.reporter_id and u.deleted_at is null
            where r.id = any(${`{${event.reportIds.join(",")}}`}::int[]) and r.reporter_id <> ${event.actorId}`,
      );
      await announce(tx, recipients);
      return;
    }
    case "admin_notice": {
      const json = JSON.stringify({
        title: event.title,
        body: event.body,
        url: event.url,
      } satisfies NotificationData);
      const recipients = await insertFanOut(
        tx,
        sql`select u.id, 'admin_notice', ${event.actorId}::int, null::int, ${json}::jsonb
            from users u where u.deleted_at is null and u.id <> ${event.actorId}
              and (${event.to ?? null}::int is null or u.id = ${event.to ?? null}::int)`,
      );
      await announce(tx, recipients);
      return;
    }
    case "appointment": {
      await announce(tx, await insertFanOut(tx, appointmentFanOutSql(event)));
      return;
    }
    case "webhook_disabled": {
      // Told as a notice from the board (no actor), linking to the settings where tokens and webhooks live.
      const text = webhooksCopy.disabledNotice;
      const json = JSON.stringify({
        title: text.title,
        body: text.body(event.url),
        url: paths.accountSettings(),
      } satisfies NotificationData);
      const recipients = await insertFanOut(
        tx,
        sql`select u.id, 'admin_notice', null::int, null::int, ${json}::jsonb
            from users u where u.deleted_at is null and u.id = ${event.userId}`,
      );
      await announce(tx, recipients);
      return;
    }
  }
}

/**
 * One page of the viewer's notifications, newest first (docs/product.md §11; GET /api/notifications).
 * @returns `{data: NotificationView[], meta}` (20 a page).
 */
export async function listNotifications(
  db: Database,
  viewer: Viewer,
  { page }: TNotificationListData,
): Promise<NotificationPage> {
  const mine = eq(notifications.userId, viewer.id);
  const [totalRows, rows] = await Promise.all([
    db.select({ total: count() }).from(notifications).where(mine),
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        actorId: notifications.actorId,
        postId: notifications.postId,
        data: notifications.data,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
        // docs/product.md §12: a request hidden since reads the placeholder (unless the viewer wrote it or is an
        // administrator).
        postHidden: sql<boolean>`${requestHiddenFromSql(sql`${notifications.postId}`, sql`${viewer.id}::int`)}`,
      })
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATIONS_PER_PAGE)
      .offset((page - 1) * NOTIFICATIONS_PER_PAGE),
  ]);
  const data = rows.map((row): NotificationView => {
    const type = row.type as NotificationType;
    return {
      id: row.id,
      type,
      ...presentNotification(
        type,
        row.actorId,
        row.postId,
        row.data as NotificationData,
        Boolean(row.postHidden),
        // The list's texts are the same for every reader, like every record the server answers (docs/product.md
        // "Languages": what the server words itself stays Japanese on the screens); mails and pushes are not.
        DEFAULT_LANGUAGE,
      ),
      read_at: row.readAt ? toApiDate(row.readAt) : null,
      created_at: toApiDate(row.createdAt),
    };
  });
  return {
    data,
    meta: pageMeta(page, NOTIFICATIONS_PER_PAGE, Number(totalRows[0]?.total ?? 0), data.length),
  };
}

/** The viewer's unread notifications (GET /api/notifications/unread-count): `{unreadCount}`. */
export async function unreadNotificationCount(db: DbOrTx, viewer: Viewer): Promise<UnreadCount> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.id), isNull(notifications.readAt)));
  return { unreadCount: Number(row?.total ?? 0) };
}

/**
 * Marks the viewer's notifications read: those of `ids` (others' ids are ignored), or all when no ids are
 * given (POST /api/notifications/read). Other tabs of the viewer hear of it over the live stream.
 * @returns the new `{unreadCount}`.
 */
export async function markNotificationsRead(
  db: Database,
  viewer: Viewer,
  input: TMarkReadData,
): Promise<UnreadCount> {
  return db.transaction(async (tx) => {
    const conditions = [eq(notifications.userId, viewer.id), isNull(notifications.readAt)];
    if (input.ids !== undefined && input.ids.length > 0)
      conditions.push(inArray(notifications.id, input.ids));
    const changed = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(...conditions))
      .returning({ id: notifications.id });
    if (changed.length > 0) await publishBusEvent(tx, { kind: "notify", users: [viewer.id] });
    return unreadNotificationCount(tx, viewer);
  });
}

/**
 * An administrator's notice to every member but themself (docs/product.md §11 Kinds; POST /api/admin/notices).
 * Queued: the request returns before the fan-out. @returns `{queued: true}`.
 */
export async function sendAdminNotice(
  db: Database,
  viewer: Viewer,
  input: TAdminNoticeData,
): Promise<{ queued: true }> {
  await notify(db, {
    kind: "admin_notice",
    actorId: viewer.id,
    title: input.title,
    body: input.body,
    url: input.url ?? null,
  });
  return { queued: true };
}
