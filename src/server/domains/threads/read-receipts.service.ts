/**
 * 既読 (docs/product.md "既読"): each move of a participant's read mark is kept (thread_reads), the member's
 * setting (users.read_receipts, off by default) is changed here, and when both participants of a thread turned it
 * on, the partner's streams hear of each read at once (bus event `receipt`, delivered to that one member only).
 * The read times themselves are shown only under the same condition (threads.service.ts getThreadMessages).
 */
import { and, eq, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import type { ReadReceiptsAnswer, TReadReceiptsData } from "#shared/schemas/threads.ts";
import { type Database, type DbOrTx, queryRows } from "../../db/client.ts";
import { activeUserFilter, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import { publishBusEvent } from "../../realtime/event-bus.ts";
import type { Viewer } from "../../viewer.ts";

/** Changes of the 既読 setting a member may make per window. */
export const READ_RECEIPTS_LIMIT = { max: 30, windowSeconds: 600 } as const;

/** Thread reads a member may record per window (an open thread marks each message arriving live). */
export const THREAD_READ_LIMIT = { max: 600, windowSeconds: 600 } as const;

/**
 * Takes one of READ_RECEIPTS_LIMIT.max (30) setting changes in 10 minutes for the viewer, before the write.
 * @throws AppError TOO_MANY_REQUESTS (429, copy.threadMedia.readReceipts.tooMany).
 */
export function takeReadReceiptsLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = READ_RECEIPTS_LIMIT;
  return takeRateLimit(
    db,
    `read-receipts:${viewer.id}`,
    max,
    windowSeconds,
    copy.threadMedia.readReceipts.tooMany,
  );
}

/**
 * Takes one of THREAD_READ_LIMIT.max (600) thread reads in 10 minutes for the viewer (threads.markRead,
 * POST /api/threads/{id}/read). @throws AppError TOO_MANY_REQUESTS (429, copy.threadMedia.readReceipts.readTooMany).
 */
export function takeThreadReadLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = THREAD_READ_LIMIT;
  return takeRateLimit(
    db,
    `thread-read:${viewer.id}`,
    max,
    windowSeconds,
    copy.threadMedia.readReceipts.readTooMany,
  );
}

/**
 * Turns 既読 on or off for the viewer (docs/product.md "既読"): `{enabled}` → `{enabled}` as kept.
 * @throws AppError UNAUTHORIZED when the account is gone (deleted between the gate and the write).
 */
export async function setReadReceipts(
  db: Database,
  viewer: Viewer,
  input: TReadReceiptsData,
): Promise<ReadReceiptsAnswer> {
  const [row] = await db
    .update(users)
    .set({ readReceipts: input.enabled })
    .where(and(eq(users.id, viewer.id), activeUserFilter))
    .returning({ enabled: users.readReceipts });
  if (!row) throw AppError.unauthorized();
  return { enabled: row.enabled };
}

/**
 * Keeps that `userId` read thread `threadId` up to message `upTo` at `readAt` and, when both participants turned
 * 既読 on, tells the partner's streams (bus event `receipt`). Runs in the transaction that moved the read mark,
 * so the event goes out once the mark is committed.
 */
export async function recordRead(
  tx: DbOrTx,
  userId: number,
  threadId: number,
  upTo: number,
  readAt: Date,
): Promise<void> {
  await tx.execute(
    sql`insert into thread_reads (thread_id, user_id, up_to_message_id, read_at)
        values (${threadId}, ${userId}, ${upTo}, ${readAt.toISOString()}::timestamptz) on conflict do nothing`,
  );
  const [pair] = await queryRows<{ partner_id: number; both: boolean }>(
    tx,
    sql`select other.user_id as partner_id, (p.read_receipts and me.read_receipts) as both
          from thread_participants other
          join users p on p.id = other.user_id
          join users me on me.id = ${userId}
         where other.thread_id = ${threadId} and other.user_id <> ${userId}
         limit 1`,
  );
  if (!pair?.both) return;
  await publishBusEvent(tx, {
    kind: "receipt",
    user_id: Number(pair.partner_id),
    thread_id: threadId,
    up_to: upTo,
    read_at: toApiDate(readAt),
  });
}

/**
 * The SQL of a message's read time as its sender sees it (`m` the message alias): the time of the partner's first
 * read mark at or past it, or — for reads kept before thread_reads existed — the partner's last read time when
 * their mark is past it; null unless `enabled` (both participants turned 既読 on) and the message is the viewer's.
 */
export function readAtColumn(enabled: boolean, threadId: number, viewerId: number, partnerId: number | null) {
  if (!enabled || partnerId === null) return sql`null::timestamptz`;
  return sql`case when m.user_id = ${viewerId} then coalesce(
      (select r.read_at from thread_reads r
        where r.thread_id = ${threadId} and r.user_id = ${partnerId} and r.up_to_message_id >= m.id
        order by r.up_to_message_id limit 1),
      (select tp.last_read_at from thread_participants tp
        where tp.thread_id = ${threadId} and tp.user_id = ${partnerId} and tp.last_read_message_id >= m.id))
    end`;
}
