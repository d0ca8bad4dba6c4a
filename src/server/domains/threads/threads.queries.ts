/**
 * Queries of the threads domain: the viewer's threads with partner, latest message and unread count in one
 * statement, unread totals, and the row → view mappers (docs/product.md §3 Thread, Message). Helpers that may
 * run inside a transaction take `DbOrTx`.
 */
import { sql } from "drizzle-orm";
import { type MaskedText, maskContacts, maskThreadMessages } from "#shared/contact-masking.ts";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import { shortMessageTime, tokyoDayKey, tokyoTime } from "#shared/message-dates.ts";
import type { MessageImage, MessageView, ThreadPartner, ThreadView } from "#shared/schemas/threads.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { blockedEitherWay } from "../../db/visibility.ts";
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
  /** When the partner read it (own messages, both participants' 既読 on; docs/product.md "既読"), else null. */
  read_at?: Date | string | null;
}

/** The partner columns of a thread row. */
interface PartnerRow {
  partner_id: number | null;
  partner_name: string | null;
  partner_avatar: string | null;
  partner_deleted_at: Date | string | null;
  /** The 良い ratings the partner received (docs/product.md §10 Thanks and ratings). */
  partner_good: number | null;
}

interface ThreadRow extends PartnerRow {
  id: number;
  updated_at: Date | string;
  latest_id: number | null;
  latest_body: string | null;
  latest_created_at: Date | string | null;
  latest_user_id: number | null;
  latest_moderation: string | null;
  /** The messages before the latest one, oldest first, while contact details are held back (else null). */
  latest_context: MessageRow[] | string | null;
  revealed: boolean;
  unread_count: number;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** The 良い ratings received by the partner `p` of a thread select (docs/product.md §10 Thanks and ratings). */
const partnerGood = sql`(select count(*)::int from reviews rv where rv.reviewee_id = p.id and rv.rating = 'good')`;

/** The partner of a row; a withdrawn or removed member shows as 削除されたユーザー without an id. */
export function toPartner(row: PartnerRow): ThreadPartner {
  if (row.partner_id === null || row.partner_deleted_at !== null) {
    return { id: null, name: copy.post.deletedUser, avatar_url: null, deleted: true, good_ratings: 0 };
  }
  return {
    id: row.partner_id,
    name: row.partner_name ?? copy.post.deletedUser,
    avatar_url: storageUrl(row.partner_avatar),
    deleted: false,
    good_ratings: Number(row.partner_good ?? 0),
  };
}

/** A moderation column value as the views carry it. */
function moderationOf(value: string | null | undefined): "pending" | "removed" | null {
  return value === "pending" || value === "removed" ? value : null;
}

/**
 * How many messages before the first (and after the last) of those shown are read with them, so that a contact
 * detail split over consecutive messages of one sender is masked in every part (docs/product.md §12): enough for
 * a detail in up to four messages of one sender with the other participant's replies in between.
 */
export const SPLIT_CONTEXT_ROWS = 12;

/** The text of a message as shown: its body, or its body masked (see `shownTexts`). */
export type ShownText = (row: MessageRow) => MaskedText;

/** Every body as stored (both participants agreed to exchange contact details). */
const storedText: ShownText = (row) => ({ text: row.body, masked: false });

/**
 * Masks `rows` (messages of one thread) as their sender's consecutive messages are read together
 * (maskThreadMessages), with `context`: neighbouring messages of the thread that are not shown themselves.
 * @returns the masked text by message id.
 */
export function maskRows(
  rows: readonly MessageRow[],
  context: readonly MessageRow[],
): Map<number, MaskedText> {
  const byId = new Map<number, MessageRow>();
  for (const row of [...context, ...rows]) byId.set(Number(row.id), row);
  const ordered = Array.from(byId.values()).sort((a, b) => Number(a.id) - Number(b.id));
  const masked = maskThreadMessages(
    ordered.map((row) => ({
      senderId: row.user_id === null ? null : Number(row.user_id),
      body: row.body,
      sentAt: asDate(row.created_at).getTime(),
    })),
  );
  const result = new Map<number, MaskedText>();
  ordered.forEach((row, i) => {
    result.set(Number(row.id), masked[i] ?? maskContacts(row.body));
  });
  return result;
}

/**
 * The messages of thread `threadId` right before the first of `rows` and right after the last
 * (SPLIT_CONTEXT_ROWS each way): one statement.
 */
export async function selectSplitContext(
  db: DbOrTx,
  threadId: number,
  rows: readonly MessageRow[],
): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  // Each half walks the (thread_id, id) index and stops after a few rows; maskThreadMessages applies the window.
  return queryRows<MessageRow>(
    db,
    sql`(select id, thread_id, user_id, body, moderation, created_at from messages
          where thread_id = ${threadId} and id < ${Math.min(...ids)}
          order by id desc limit ${SPLIT_CONTEXT_ROWS})
        union all
        (select id, thread_id, user_id, body, moderation, created_at from messages
          where thread_id = ${threadId} and id > ${Math.max(...ids)}
          order by id limit ${SPLIT_CONTEXT_ROWS})`,
  );
}

/**
 * What `rows` (messages of thread `threadId`) show (docs/product.md §12 Contact details held back): the stored
 * bodies once both participants agreed (`revealed`), else the bodies with contact details masked — also every
 * part of a detail split over consecutive messages of one sender, read with the neighbouring messages
 * (selectSplitContext: one query for all of `rows`).
 */
export async function shownTexts(
  db: DbOrTx,
  threadId: number,
  rows: readonly MessageRow[],
  revealed: boolean,
): Promise<ShownText> {
  if (revealed || rows.length === 0) return storedText;
  const masked = maskRows(rows, await selectSplitContext(db, threadId, rows));
  return (row) => masked.get(Number(row.id)) ?? maskContacts(row.body);
}

/**
 * The text a new message `row` shows (see shownTexts) and whether it changes what the sender's messages before it
 * show: it completes a contact detail begun in them (「03」 then 「5678-1234」, docs/product.md §12), so the screens
 * that show them must fetch them again.
 */
export async function shownNewMessage(
  db: DbOrTx,
  row: MessageRow,
  revealed: boolean,
): Promise<{ shown: ShownText; earlierChanged: boolean }> {
  if (revealed) return { shown: storedText, earlierChanged: false };
  const context = await selectSplitContext(db, Number(row.thread_id), [row]);
  const withNew = maskRows([row], context);
  const withoutNew = maskRows(context, []);
  const earlierChanged = context.some(
    (earlier) => withNew.get(Number(earlier.id))?.text !== withoutNew.get(Number(earlier.id))?.text,
  );
  return {
    shown: (shownRow) => withNew.get(Number(shownRow.id)) ?? maskContacts(shownRow.body),
    earlierChanged,
  };
}

/**
 * The viewer-independent part of a message (what travels on the bus), with the text it shows (`shown`: the
 * stored body, or the body masked until both participants agreed — docs/product.md §12): the same for both
 * participants, so the live stream can carry one body.
 */
export function toBusMessage(
  row: MessageRow,
  shown: ShownText,
  images: readonly MessageImage[] = [],
): BusMessage {
  const created = asDate(row.created_at);
  const masked = shown(row);
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
    images: [...images],
    read_at: null,
  };
}

/**
 * A message as `viewerId` sees it: a hidden message (docs/product.md §12) reads copy.safety.moderation.hidden
 * to the other participant; its sender keeps the text with its `moderation` mark (審査中).
 */
export function toMessageView(
  row: MessageRow,
  viewerId: number,
  shown: ShownText,
  images: readonly MessageImage[] = [],
): MessageView {
  const message = toBusMessage(row, shown, images);
  const isMine = message.user_id === viewerId;
  if (message.moderation !== null && !isMine) {
    return {
      ...message,
      body: copy.safety.moderation.hidden,
      contact_masked: false,
      images: [],
      is_mine: false,
    };
  }
  // docs/product.md "既読": only the viewer's own messages carry the partner's read time.
  const readAt = isMine && row.read_at ? toApiDate(asDate(row.read_at)) : null;
  return { ...message, read_at: readAt, is_mine: isMine };
}

/** What the viewer may do in a thread: participation, contact consent, block (docs/product.md §12). */
export interface ThreadAccessFlags {
  is_participant: boolean;
  me_consent: boolean;
  partner_consent: boolean;
  /** Either member blocked the other: readable, closed to new messages. */
  blocked: boolean;
  /** Both participants turned 既読 on (docs/product.md "既読"). */
  read_receipts: boolean;
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
               p.deleted_at as partner_deleted_at, ${partnerGood} as partner_good,
               me.contact_consented_at is not null as me_consent,
               other.contact_consented_at is not null as partner_consent,
               ${blockedEitherWay(viewerId, sql`other.user_id`)} as blocked,
               (coalesce(p.read_receipts, false)
                 and coalesce((select u.read_receipts from users u where u.id = ${viewerId}), false)) as read_receipts
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
    read_receipts: Boolean(row.read_receipts),
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
                 p.deleted_at as partner_deleted_at, ${partnerGood} as partner_good,
                 lm.id as latest_id, lm.body as latest_body, lm.created_at as latest_created_at,
                 lm.user_id as latest_user_id, lm.moderation as latest_moderation, lm.context as latest_context,
                 (me.contact_consented_at is not null and other.contact_consented_at is not null) as revealed,
                 (select count(*)::int from messages um
                   where um.thread_id = t.id and um.id > me.last_read_message_id
                     and um.user_id is distinct from me.user_id) as unread_count
            from thread_participants me
            join threads t on t.id = me.thread_id
            left join thread_participants other on other.thread_id = t.id and other.user_id <> me.user_id
            left join users p on p.id = other.user_id
            left join lateral (
              select m.id, m.body, m.created_at, m.user_id, m.moderation,
                     -- The messages before it, to mask a detail split over the sender's last messages (§12).
                     case when me.contact_consented_at is null or other.contact_consented_at is null then
                       (select coalesce(json_agg(json_build_object(
                                 'id', c.id, 'thread_id', c.thread_id, 'user_id', c.user_id, 'body', c.body,
                                 'created_at', c.created_at) order by c.id), '[]'::json)
                          from (select c.id, c.thread_id, c.user_id, c.body, c.created_at from messages c
                                 where c.thread_id = t.id and c.id < m.id
                                 order by c.id desc limit ${SPLIT_CONTEXT_ROWS}) c)
                     end as context
                from messages m
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

/**
 * The latest message's text in the list: hidden or masked like the thread itself (docs/product.md §12), read
 * with the messages before it (a detail split over the sender's last messages is masked here too).
 */
function latestPreview(row: ThreadRow, viewerId: number): string {
  if (row.latest_moderation !== null && Number(row.latest_user_id) !== viewerId) {
    return copy.safety.moderation.hidden;
  }
  const body = row.latest_body ?? "";
  if (row.revealed) return body;
  const latest: MessageRow = {
    id: Number(row.latest_id),
    thread_id: Number(row.id),
    user_id: row.latest_user_id,
    body,
    created_at: row.latest_created_at ?? new Date(),
  };
  const context =
    typeof row.latest_context === "string" ? JSON.parse(row.latest_context) : row.latest_context;
  return (maskRows([latest], (context ?? []) as MessageRow[]).get(latest.id) ?? maskContacts(body)).text;
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
