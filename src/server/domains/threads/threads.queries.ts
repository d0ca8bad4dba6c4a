/**
 * Queries of the threads domain: the viewer's threads with partner, latest message and unread count in one
 * statement, unread totals, and the row → view mappers (docs/product.md §3 Thread, Message). Helpers that may
 * run inside a transaction take `DbOrTx`.
 */
import { sql } from "drizzle-orm";
import { maskContacts } from "#shared/contact-masking.ts";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import { shortMessageTime, tokyoDayKey, tokyoTime } from "#shared/message-dates.ts";
import type { MessageView, ThreadPartner, ThreadView } from "#shared/schemas/threads.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { storageUrl } from "../../media/storage-url.ts";
import type { BusMessage } from "../../realtime/event-bus.ts";

/** A message row as selected below. */
export interface MessageRow {
  id: number;
  thread_id: number;
  user_id: number | null;
  body: string;
  /** null shown, 'pending' | 'removed' hidden (docs/product.md §12). */
  moderation?: string | null;
  created_at: Date | string;
}

/** The partner columns of a thread row. */
interface PartnerRow {
  partner_id: number | null;
  partner_name: string | null;
  partner_avatar: string | null;
  partner_deleted_at: Date | string | null;
}

interface ThreadRow extends PartnerRow {
  id: number;
  updated_at: Date | string;
  latest_body: string | null;
  latest_created_at: Date | string | null;
  latest_user_id: number | null;
  latest_moderation: string | null;
  revealed: boolean;
  unread_count: number;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** The partner of a row; a withdrawn or removed member shows as 削除されたユーザー without an id. */
export function toPartner(row: PartnerRow): ThreadPartner {
  if (row.partner_id === null || row.partner_deleted_at !== null) {
    return { id: null, name: copy.post.deletedUser, avatar_url: null, deleted: true };
  }
  return {
    id: row.partner_id,
    name: row.partner_name ?? copy.post.deletedUser,
    avatar_url: storageUrl(row.partner_avatar),
    deleted: false,
  };
}

/** A moderation column value as the views carry it. */
function moderationOf(value: string | null | undefined): "pending" | "removed" | null {
  return value === "pending" || value === "removed" ? value : null;
}

/**
 * The viewer-independent part of a message (what travels on the bus). Unless `revealed` (both participants
 * agreed to exchange contact details), contact details in the body are masked (docs/product.md §12): the same
 * for both participants, so the live stream can carry one body.
 */
export function toBusMessage(row: MessageRow, revealed: boolean): BusMessage {
  const created = asDate(row.created_at);
  const masked = revealed ? { text: row.body, masked: false } : maskContacts(row.body);
  return {
    id: Number(row.id),
    thread_id: Number(row.thread_id),
    body: masked.text,
    user_id: row.user_id === null ? null : Number(row.user_id),
    created_at: toApiDate(created),
    created_at_date: tokyoDayKey(created),
    created_at_time: tokyoTime(created),
    contact_masked: masked.masked,
    moderation: moderationOf(row.moderation),
  };
}

/**
 * A message as `viewerId` sees it: a hidden message (docs/product.md §12) reads copy.safety.moderation.hidden
 * to the other participant; its sender keeps the text with its `moderation` mark (審査中).
 */
export function toMessageView(row: MessageRow, viewerId: number, revealed: boolean): MessageView {
  const message = toBusMessage(row, revealed);
  const isMine = message.user_id === viewerId;
  if (message.moderation !== null && !isMine) {
    return { ...message, body: copy.safety.moderation.hidden, contact_masked: false, is_mine: false };
  }
  return { ...message, is_mine: isMine };
}

/** What the viewer may do in a thread: participation, contact consent, block (docs/product.md §12). */
export interface ThreadAccessFlags {
  is_participant: boolean;
  me_consent: boolean;
  partner_consent: boolean;
  /** Either member blocked the other: readable, closed to new messages. */
  blocked: boolean;
}

/** The partner of `viewerId` in `threadId` (one row; null when the thread does not exist). */
export async function selectThreadAccess(
  db: DbOrTx,
  threadId: number,
  viewerId: number,
): Promise<(PartnerRow & ThreadAccessFlags & { last_read_message_id: number }) | null> {
  const [row] = await queryRows<PartnerRow & ThreadAccessFlags & { last_read_message_id: number | null }>(
    db,
    sql`select me.user_id is not null as is_participant, me.last_read_message_id,
               p.id as partner_id, p.name as partner_name, p.avatar_path as partner_avatar,
               p.deleted_at as partner_deleted_at,
               me.contact_consented_at is not null as me_consent,
               other.contact_consented_at is not null as partner_consent,
               exists (select 1 from blocks b
                        where (b.blocker_id = ${viewerId} and b.blocked_id = other.user_id)
                           or (b.blocker_id = other.user_id and b.blocked_id = ${viewerId})) as blocked
          from threads t
          left join thread_participants me on me.thread_id = t.id and me.user_id = ${viewerId}
          left join thread_participants other on other.thread_id = t.id and other.user_id <> ${viewerId}
          left join users p on p.id = other.user_id
         where t.id = ${threadId}
         limit 1`,
  );
  if (!row) return null;
  return {
    ...row,
    is_participant: Boolean(row.is_participant),
    me_consent: Boolean(row.me_consent),
    partner_consent: Boolean(row.partner_consent),
    blocked: Boolean(row.blocked),
    last_read_message_id: Number(row.last_read_message_id ?? 0),
  };
}

/** A page of the viewer's threads, most recently active first, and their total. */
export async function selectThreadPage(
  db: DbOrTx,
  viewerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: Omit<ThreadView, "post">[]; total: number }> {
  const [rows, totals] = await Promise.all([
    queryRows<ThreadRow>(
      db,
      sql`select t.id, t.updated_at,
                 p.id as partner_id, p.name as partner_name, p.avatar_path as partner_avatar,
                 p.deleted_at as partner_deleted_at,
                 lm.body as latest_body, lm.created_at as latest_created_at,
                 lm.user_id as latest_user_id, lm.moderation as latest_moderation,
                 (me.contact_consented_at is not null and other.contact_consented_at is not null) as revealed,
                 (select count(*)::int from messages um
                   where um.thread_id = t.id and um.id > me.last_read_message_id
                     and um.user_id is distinct from me.user_id) as unread_count
            from thread_participants me
            join threads t on t.id = me.thread_id
            left join thread_participants other on other.thread_id = t.id and other.user_id <> me.user_id
            left join users p on p.id = other.user_id
            left join lateral (
              select m.body, m.created_at, m.user_id, m.moderation from messages m
               where m.thread_id = t.id order by m.id desc limit 1
            ) lm on true
           where me.user_id = ${viewerId}
           order by t.updated_at desc, t.id desc
           limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from thread_participants where user_id = ${viewerId}`,
    ),
  ]);
  const now = new Date();
  return {
    total: Number(totals[0]?.total ?? 0),
    rows: rows.map((row) => {
      const latest = row.latest_created_at === null ? null : asDate(row.latest_created_at);
      return {
        id: Number(row.id),
        partner: toPartner(row),
        latest_message:
          latest === null
            ? null
            : {
                body: latestPreview(row, viewerId),
                created_at: toApiDate(latest),
                created_at_display: shortMessageTime(latest, now),
              },
        unread_count: Number(row.unread_count),
        updated_at: toApiDate(asDate(row.updated_at)),
      };
    }),
  };
}

/** The latest message's text in the list: hidden or masked like the thread itself (docs/product.md §12). */
function latestPreview(row: ThreadRow, viewerId: number): string {
  if (row.latest_moderation !== null && Number(row.latest_user_id) !== viewerId) {
    return copy.safety.moderation.hidden;
  }
  const body = row.latest_body ?? "";
  return row.revealed ? body : maskContacts(body).text;
}

/**
 * The total of messages others sent to `userId` that `userId` has not read (docs/product.md §3 Unread message
 * count).
 */
export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
          from thread_participants tp
          join messages m on m.thread_id = tp.thread_id and m.id > tp.last_read_message_id
         where tp.user_id = ${userId} and m.user_id is distinct from ${userId}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Unread totals of several users in one statement. */
export async function countUnreadFor(db: DbOrTx, userIds: number[]): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  if (userIds.length === 0) return result;
  for (const id of userIds) result[String(id)] = 0;
  const rows = await queryRows<{ user_id: number; n: number }>(
    db,
    sql`select tp.user_id, count(*)::int as n
          from thread_participants tp
          join messages m on m.thread_id = tp.thread_id and m.id > tp.last_read_message_id
         where tp.user_id in (${sql.join(
           userIds.map((id) => sql`${id}`),
           sql`, `,
         )}) and m.user_id is distinct from tp.user_id
         group by tp.user_id`,
  );
  for (const row of rows) result[String(row.user_id)] = Number(row.n);
  return result;
}
