/**
 * Private threads between two members (docs/product.md §2 Threads list / Thread show / Thread create, §3 Thread,
 * Message, §6 Permissions "A thread is open to its two participants only", §7 /api/threads,
 * /api/messages/unread-count). The gates (member to read, verified to open and send) are the adapters'; the
 * services take parsed, typed input and check participation. Every change publishes a bus event inside its
 * transaction, so the live streams of every server instance hear about it once it is committed.
 */
import { and, eq, sql } from "drizzle-orm";
import { MESSAGING, WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { pageMeta } from "#shared/pagination.ts";
import type {
  MarkReadResult,
  MessageView,
  OpenedThread,
  TCreateThreadData,
  ThreadMessagesView,
  ThreadPage,
  TListThreadsData,
  TMarkReadData,
  TSendMessageData,
  TThreadMessagesData,
} from "#shared/schemas/threads.ts";
import { type Database, type DbOrTx, queryRows } from "../../db/client.ts";
import { threadParticipants, threads, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import type { FileStorage } from "../../media/storage.ts";
import { publishBusEvent } from "../../realtime/event-bus.ts";
import type { Viewer } from "../../viewer.ts";
import { queueMessagePush } from "../notifications/push.ts";
import { assertMayAnswer } from "../organizations/answer-requirements.service.ts";
import { ratingsOf } from "../requests/reviews.service.ts";
import { setThreadRequest, threadRequestsOf } from "../requests/thread-requests.ts";
import { isBlockedEitherWay } from "../safety/blocks.queries.ts";
import { queueWebhookEvent } from "../webhooks/webhook-queue.ts";
import { readAtColumn, recordRead } from "./read-receipts.service.ts";
import { discardMessagePhotos, insertMessagePhotos, photosOf, storeMessagePhotos } from "./thread-photos.ts";
import {
  countUnread,
  countUnreadFor,
  type MessageRow,
  selectThreadAccess,
  selectThreadPage,
  shownNewMessage,
  shownTexts,
  toBusMessage,
  toMessageView,
  toPartner,
} from "./threads.queries.ts";

/** The key that keeps one thread per pair of members. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/**
 * The per-member limit on new threads (docs/product.md §9 Rate limits): opening a thread that already exists is
 * free; a new one takes a hit in the bucket `threads:<member id>`, at most WRITE_LIMITS.threads.max (20) per
 * WRITE_LIMITS.threads.windowSeconds (1 hour), shared by both transports and every instance. Both adapters take
 * it before openThread; REST writes the returned state as X-RateLimit-*.
 * @returns the bucket state, or null when the thread exists (no hit taken).
 * @throws AppError TOO_MANY_REQUESTS (429: copy.limits.threads for people, `Too Many Attempts.` on the wire).
 */
export async function takeThreadLimit(
  db: Database,
  viewer: Viewer,
  { user_id: partnerId }: TCreateThreadData,
): Promise<RateLimitResult | null> {
  const [existing] = await db
    .select({ id: threads.id })
    .from(threads)
    .where(eq(threads.pairKey, pairKey(viewer.id, partnerId)))
    .limit(1);
  if (existing) return null;
  const { max, windowSeconds } = WRITE_LIMITS.threads;
  return takeRateLimit(
    db,
    `threads:${viewer.id}`,
    max,
    windowSeconds,
    copy.limits.threads(max, windowSeconds),
  );
}

/**
 * The per-member limit on thread messages (docs/product.md §9 Rate limits), across all of the member's threads:
 * one hit in `messages:minute:<id>` (WRITE_LIMITS.messagesPerMinute, 30 a minute) and one in
 * `messages:hour:<id>` (WRITE_LIMITS.messagesPerHour, 300 an hour), reserved together in one transaction: when the
 * hour refuses, the minute's hit rolls back with it, so a refused message counts nowhere. Both adapters take it
 * before sendMessage; REST writes the returned state as X-RateLimit-*.
 * @returns the state of the bucket with fewer hits left (the one the member will meet first).
 * @throws AppError TOO_MANY_REQUESTS (429: copy.limits.messages with the refusing window's numbers for people,
 *   `Too Many Attempts.` on the wire, Retry-After and X-RateLimit-* of that window).
 */
export function takeMessageLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { messagesPerMinute: minute, messagesPerHour: hour } = WRITE_LIMITS;
  return db.transaction(async (tx) => {
    const inMinute = await takeRateLimit(
      tx,
      `messages:minute:${viewer.id}`,
      minute.max,
      minute.windowSeconds,
      copy.limits.messages(minute.max, minute.windowSeconds),
    );
    const inHour = await takeRateLimit(
      tx,
      `messages:hour:${viewer.id}`,
      hour.max,
      hour.windowSeconds,
      copy.limits.messages(hour.max, hour.windowSeconds),
    );
    return inHour.remaining < inMinute.remaining ? inHour : inMinute;
  });
}

/**
 * Opens the viewer's thread with `user_id`, creating it on first contact (docs/product.md §2 Thread create, §5
 * Thread create and messages; the message-the-author and 依頼・相談する buttons). Safe under concurrent calls
 * (one thread per pair).
 * @returns `{id, created, partner}`: the thread id, whether this call created it, and the partner (REST wraps it
 *   in Laravel's triple id). @throws AppError VALIDATION (user_id unknown, withdrawn, or the viewer themself),
 *   FORBIDDEN (blocked; verification_required: the request's category asks for a check by an organisation).
 */
export async function openThread(
  db: Database,
  viewer: Viewer,
  { user_id: partnerId, post_id: postId }: TCreateThreadData,
): Promise<OpenedThread> {
  if (partnerId === viewer.id) throw AppError.validation({ user_id: [copy.threads.cannotMessageSelf] });
  const [partner] = await db
    .select({ id: users.id, name: users.name, avatarPath: users.avatarPath, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, partnerId))
    .limit(1);
  if (!partner || partner.deletedAt !== null) {
    throw AppError.validation({ user_id: [copy.validation.invalidChoice(copy.fields.user_id)] });
  }
  // docs/product.md §12 Blocking: no thread between members when either blocked the other.
  if (await isBlockedEitherWay(db, viewer.id, partnerId)) {
    throw AppError.forbidden("blocked");
  }
  // docs/product.md "Organisations": a category may ask a check by an organisation of whoever answers its requests.
  if (postId !== undefined) await assertMayAnswer(db, viewer, postId);
  const key = pairKey(viewer.id, partnerId);
  const { id, created } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(threads)
      .values({ pairKey: key })
      .onConflictDoNothing({ target: threads.pairKey })
      .returning({ id: threads.id });
    const threadId =
      inserted?.id ??
      (await tx.select({ id: threads.id }).from(threads).where(eq(threads.pairKey, key)).limit(1))[0]?.id;
    if (threadId === undefined) throw new Error("thread neither inserted nor found");
    await tx
      .insert(threadParticipants)
      .values([
        { threadId, userId: viewer.id },
        { threadId, userId: partnerId },
      ])
      .onConflictDoNothing();
    // docs/product.md §10: a thread opened about a request carries it (a later request replaces it).
    if (postId !== undefined) await setThreadRequest(tx, viewer, partnerId, threadId, postId);
    return { id: threadId, created: inserted !== undefined };
  });
  const view = toPartner({
    partner_id: partner.id,
    partner_name: partner.name,
    partner_avatar: partner.avatarPath,
    partner_deleted_at: null,
    partner_good: (await ratingsOf(db, [partner.id])).get(partner.id)?.good ?? 0,
  });
  const post = (await threadRequestsOf(db, viewer, [id])).get(id) ?? null;
  return { id, created, partner: view, post };
}

/**
 * The viewer's threads, most recently active first, MESSAGING.threadsPerPage (20) a page (docs/product.md §2
 * Threads list). @returns `{data: ThreadView[], meta}`.
 */
export async function listThreads(
  db: Database,
  viewer: Viewer,
  { page }: TListThreadsData,
): Promise<ThreadPage> {
  const perPage = MESSAGING.threadsPerPage;
  const { rows, total } = await selectThreadPage(db, viewer.id, perPage, (page - 1) * perPage);
  const requests = await threadRequestsOf(
    db,
    viewer,
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => ({ ...row, post: requests.get(row.id) ?? null }));
  return { data, meta: pageMeta(page, perPage, total, rows.length) };
}

/**
 * The participant row of the viewer, or the 403/404 of docs/product.md §6 Permissions.
 * @throws AppError NOT_FOUND (no such thread), FORBIDDEN (copy.threads.forbidden: a thread of other people).
 */
async function requireParticipant(db: DbOrTx, threadId: number, viewer: Viewer) {
  const access = await selectThreadAccess(db, threadId, viewer.id);
  if (!access) throw AppError.notFound("thread_not_found");
  if (!access.is_participant) throw AppError.forbidden("thread_forbidden");
  return access;
}

/**
 * A page of a thread's messages, oldest first: the newest MESSAGING.messagesPerPage (50), or those older than
 * `before` (docs/product.md §2 Thread show). Reading the newest page marks the thread read.
 * @returns `{thread: {id}, partner, messages, has_more, unread_count}`. @throws AppError NOT_FOUND, FORBIDDEN.
 */
export async function getThreadMessages(
  db: Database,
  viewer: Viewer,
  input: TThreadMessagesData,
): Promise<ThreadMessagesView> {
  const access = await requireParticipant(db, input.id, viewer);
  const limit = MESSAGING.messagesPerPage;
  // docs/product.md "既読": the partner's read time of the viewer's messages, only when both turned it on.
  const readAt = readAtColumn(access.read_receipts, input.id, viewer.id, access.partner_id);
  const rows = await queryRows<MessageRow>(
    db,
    sql`select m.id, m.thread_id, m.user_id, m.body, m.moderation, m.created_at, ${readAt} as read_at
          from messages m
         where m.thread_id = ${input.id} ${input.before ? sql`and m.id < ${input.before}` : sql``}
         order by m.id desc limit ${limit + 1}`,
  );
  const hasMore = rows.length > limit;
  const revealed = access.me_consent && access.partner_consent;
  const page = rows.slice(0, limit).reverse();
  // docs/product.md §12: masked with the neighbouring messages (the extra row and those around the page).
  const shown = await shownTexts(db, input.id, rows, revealed);
  const photos = await photosOf(
    db,
    input.id,
    page.map((row) => Number(row.id)),
  );
  const newest = page.at(-1);
  let unread: number | null = null;
  if (!input.before && newest && Number(newest.id) > access.last_read_message_id) {
    unread = await markRead(db, viewer.id, input.id, Number(newest.id));
  }
  return {
    thread: { id: input.id },
    partner: toPartner(access),
    messages: page.map((row) => toMessageView(row, viewer.id, shown, photos.get(Number(row.id)) ?? [])),
    has_more: hasMore,
    unread_count: unread ?? (await countUnread(db, viewer.id)),
    contact_consent: { me: access.me_consent, partner: access.partner_consent },
    blocked: access.blocked,
    post: (await threadRequestsOf(db, viewer, [input.id])).get(input.id) ?? null,
  };
}

/**
 * Moves the viewer's read mark of a thread forward to `upTo` and, when it moved, tells the viewer's other
 * tabs the new unread total. Returns that total (or null when nothing changed).
 */
async function markRead(
  db: Database,
  userId: number,
  threadId: number,
  upTo: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const readAt = new Date();
    const moved = await tx
      .update(threadParticipants)
      .set({ lastReadMessageId: upTo, lastReadAt: readAt })
      .where(
        and(
          eq(threadParticipants.threadId, threadId),
          eq(threadParticipants.userId, userId),
          sql`${threadParticipants.lastReadMessageId} < ${upTo}`,
        ),
      )
      .returning({ threadId: threadParticipants.threadId });
    if (moved.length === 0) return null;
    // docs/product.md "既読": kept for the partner's read times, and told to them live when both turned it on.
    await recordRead(tx, userId, threadId, upTo, readAt);
    const unreadCount = await countUnread(tx, userId);
    await publishBusEvent(tx, {
      kind: "read",
      user_id: userId,
      thread_id: threadId,
      unread_count: unreadCount,
    });
    return unreadCount;
  });
}

/**
 * Marks a thread read up to `up_to` (default: its newest message), e.g. when a message arrives live in an
 * open thread (docs/product.md §2 Thread show). @returns `{unread_count}`, the viewer's unread total.
 * @throws AppError NOT_FOUND, FORBIDDEN.
 */
export async function markThreadRead(
  db: Database,
  viewer: Viewer,
  input: TMarkReadData,
): Promise<MarkReadResult> {
  await requireParticipant(db, input.id, viewer);
  const [newest] = await queryRows<{ id: number }>(
    db,
    sql`select id from messages where thread_id = ${input.id}
         ${input.up_to ? sql`and id <= ${input.up_to}` : sql``} order by id desc limit 1`,
  );
  const changed = newest ? await markRead(db, viewer.id, input.id, Number(newest.id)) : null;
  return { unread_count: changed ?? (await countUnread(db, viewer.id)) };
}

/**
 * Sends a message to a thread the viewer takes part in (docs/product.md §2 Thread show, §5 Thread create and
 * messages), after the adapter took the viewer's message limit (takeMessageLimit, §9 Rate limits). Sending also marks the thread read for the sender. The bus event carries the message and both
 * members' new unread totals; contact details are masked in both until both agreed (docs/product.md §12).
 * @returns the message as the sender sees it. @throws AppError NOT_FOUND, FORBIDDEN (`partner_left`,
 *   copy.threads.partnerLeft, when the partner deleted their account — docs/product.md §4 Leaving; `blocked`,
 *   copy.safety.block.cannotMessage, when either member blocked the other).
 */
export async function sendMessage(
  db: Database,
  viewer: Viewer,
  input: TSendMessageData,
  storage?: FileStorage,
): Promise<MessageView> {
  const access = await requireParticipant(db, input.id, viewer);
  // docs/product.md §4 Leaving: a thread with a member who left stays readable but takes no new messages.
  if (access.partner_id === null || access.partner_deleted_at !== null) {
    throw AppError.forbidden("partner_left");
  }
  // docs/product.md §12 Blocking: the thread stays readable but takes no new messages.
  if (access.blocked) throw AppError.forbidden("blocked");
  const revealed = access.me_consent && access.partner_consent;
  const partnerId = access.partner_id;
  const participants = [viewer.id, partnerId];
  // docs/product.md "スレッドの写真": re-encoded and stored before the transaction (no lock held while sharp
  // works); removed again when the message is not stored after all.
  if (input.images.length > 0 && !storage) throw new Error("sendMessage: photos need a storage");
  const stored = storage && input.images.length > 0 ? await storeMessagePhotos(storage, input.images) : [];
  try {
    return await insertMessage(db, viewer, input, { revealed, partnerId, participants, stored });
  } catch (error) {
    if (storage) await discardMessagePhotos(storage, stored);
    throw error;
  }
}

/** The transaction of sendMessage: the message, its photos, the read mark, the bus event and the queued jobs. */
async function insertMessage(
  db: Database,
  viewer: Viewer,
  input: TSendMessageData,
  context: {
    revealed: boolean;
    partnerId: number;
    participants: number[];
    stored: Awaited<ReturnType<typeof storeMessagePhotos>>;
  },
): Promise<MessageView> {
  const { revealed, partnerId, participants, stored } = context;
  const { row, shown, images } = await db.transaction(async (tx) => {
    // One statement: insert the message, touch the thread, and move the sender's read mark to it.
    const [inserted] = await queryRows<MessageRow>(
      tx,
      sql`with m as (
            insert into messages (thread_id, user_id, body) values (${input.id}, ${viewer.id}, ${input.body})
            returning id, thread_id, user_id, body, created_at
          ), t as (
            update threads set updated_at = (select created_at from m) where id = ${input.id}
          ), p as (
            update thread_participants set last_read_message_id = (select id from m),
                   last_read_at = (select created_at from m)
             where thread_id = ${input.id} and user_id = ${viewer.id}
          ), r as (
            insert into thread_reads (thread_id, user_id, up_to_message_id, read_at)
            select ${input.id}, ${viewer.id}, id, created_at from m on conflict do nothing
          )
          select id, thread_id, user_id, body, created_at from m`,
    );
    if (!inserted) throw new Error("message not inserted");
    const images = await insertMessagePhotos(tx, input.id, Number(inserted.id), stored);
    // docs/product.md §12: masked with the sender's messages before it. When it completes a contact detail begun
    // in them, those show differently now: the event goes without the message and the screens refetch the thread.
    const { shown, earlierChanged } = await shownNewMessage(tx, inserted, revealed);
    await publishBusEvent(tx, {
      kind: "message",
      thread_id: input.id,
      message: earlierChanged ? null : toBusMessage(inserted, shown, images),
      participants,
      unread: await countUnreadFor(tx, participants),
    });
    // The recipient's browsers hear of it by web push, from a queued job (docs/product.md §11 Web push).
    await queueMessagePush(tx, { messageId: Number(inserted.id), userId: partnerId, revealed });
    // The webhooks of the author of the request the thread is about (docs/product.md "Webhooks"): the message as
    // its participants read it, masked until both agreed (§12).
    const busMessage = toBusMessage(inserted, shown);
    await queueWebhookEvent(tx, {
      type: "thread.message_created",
      threadId: input.id,
      message: {
        id: busMessage.id,
        thread_id: busMessage.thread_id,
        user_id: busMessage.user_id,
        body: busMessage.body,
        contact_masked: busMessage.contact_masked,
        created_at: busMessage.created_at,
      },
    });
    return { row: inserted, shown, images };
  });
  return toMessageView(row, viewer.id, shown, images);
}

/** The viewer's unread total, a whole number ≥ 0 (docs/product.md §3 Unread message count). */
export function unreadCount(db: Database, viewer: Viewer): Promise<number> {
  return countUnread(db, viewer.id);
}
