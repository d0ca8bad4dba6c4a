/**
 * Blocking (ブロック, docs/product.md §12 Blocking): a member blocks another; the effects apply both ways (no
 * thread, message, comment or follow between them; each other's content left out of lists through
 * blocks.queries.ts). Block and unblock are idempotent, and each tells the live streams of both members that the
 * thread between them (if any) changed, so an open thread closes — or opens again — at once. The gate (member)
 * is the adapters'.
 */
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import { pageMeta } from "#shared/pagination.ts";
import {
  BLOCKS_PAGE_SIZE,
  type BlockPage,
  type BlockResult,
  type BlockStatus,
  type TBlockData,
  type TBlocksData,
} from "#shared/schemas/safety.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { blocks, follows, threads, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { publishBusEvent } from "../../realtime/event-bus.ts";
import type { Viewer } from "../../viewer.ts";
import { pairKey } from "../threads/threads.service.ts";

/** @throws AppError VALIDATION `{user_id: [copy.safety.block.cannotSelf]}` for oneself. */
function assertNotSelf(viewer: Viewer, userId: number): void {
  if (userId === viewer.id) throw AppError.validation({ user_id: [copy.safety.block.cannotSelf] });
}

/**
 * The per-member limit on block changes (docs/product.md §9 Rate limits, §12 Blocking): blocking and unblocking
 * share the bucket `blocks:<member id>`, at most WRITE_LIMITS.blocks.max (30) per WRITE_LIMITS.blocks.windowSeconds
 * (1 hour) — a block-unblock loop churns the other member's follows and is a harassment pattern. Both adapters of
 * both operations take it before blockUser / unblockUser; REST writes the returned state as X-RateLimit-*.
 * @throws AppError TOO_MANY_REQUESTS (429: copy.limits.blocks for people, `Too Many Attempts.` on the wire).
 */
export function takeBlockLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = WRITE_LIMITS.blocks;
  return takeRateLimit(db, `blocks:${viewer.id}`, max, windowSeconds, copy.limits.blocks(max, windowSeconds));
}

/**
 * Tells the live streams of `a` and `b` that the thread between them changed (docs/product.md §12 Blocking: a
 * block closes it to new messages, an unblock opens it again), inside the transaction that changed the block so
 * the screens refetch only what is committed. No thread between them: nothing to tell.
 */
async function announceThreadChange(tx: DbOrTx, a: number, b: number): Promise<void> {
  const [thread] = await tx
    .select({ id: threads.id })
    .from(threads)
    .where(eq(threads.pairKey, pairKey(a, b)))
    .limit(1);
  if (!thread) return;
  await publishBusEvent(tx, {
    kind: "message",
    thread_id: thread.id,
    message: null,
    participants: [a, b],
    unread: {},
  });
}

/**
 * POST /api/blocks/{userId} and safety.block: blocks a member (again: no change) and ends follows both ways.
 * @returns `{user_id, is_blocked: true}`. @throws AppError VALIDATION (oneself), NOT_FOUND (no such member).
 */
export async function blockUser(db: Database, viewer: Viewer, { user_id }: TBlockData): Promise<BlockResult> {
  assertNotSelf(viewer, user_id);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, user_id), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw AppError.notFound("user_not_found");
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId: viewer.id, blockedId: user_id }).onConflictDoNothing();
    await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, viewer.id), eq(follows.followeeId, user_id)),
          and(eq(follows.followerId, user_id), eq(follows.followeeId, viewer.id)),
        ),
      );
    await announceThreadChange(tx, viewer.id, user_id);
  });
  return { user_id, is_blocked: true };
}

/**
 * DELETE /api/blocks/{userId} and safety.unblock: lifts the viewer's block (none: no change).
 * @returns `{user_id, is_blocked: false}`. @throws AppError VALIDATION (oneself).
 */
export async function unblockUser(
  db: Database,
  viewer: Viewer,
  { user_id }: TBlockData,
): Promise<BlockResult> {
  assertNotSelf(viewer, user_id);
  await db.transaction(async (tx) => {
    await tx.delete(blocks).where(and(eq(blocks.blockerId, viewer.id), eq(blocks.blockedId, user_id)));
    await announceThreadChange(tx, viewer.id, user_id);
  });
  return { user_id, is_blocked: false };
}

/**
 * GET /api/blocks and safety.blocks: the members the viewer blocked, newest first, BLOCKS_PAGE_SIZE (20) a page.
 * @returns `{data: [{id, name, avatar_url, blocked_at}], meta}`.
 */
export async function listBlocks(db: Database, viewer: Viewer, { page }: TBlocksData): Promise<BlockPage> {
  const perPage = BLOCKS_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, avatar: users.avatarPath, blockedAt: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, viewer.id))
      .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(blocks).where(eq(blocks.blockerId, viewer.id)),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    name: row.name,
    avatar_url: storageUrl(row.avatar),
    blocked_at: toApiDate(row.blockedAt),
  }));
  return { data, meta: pageMeta(page, perPage, Number(totals[0]?.total ?? 0), data.length) };
}

/** safety.blockStatus: whether the viewer blocked `user_id` and whether `user_id` blocked the viewer. */
export async function blockStatus(
  db: Database,
  viewer: Viewer,
  { user_id }: TBlockData,
): Promise<BlockStatus> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewer.id), eq(blocks.blockedId, user_id)),
        and(eq(blocks.blockerId, user_id), eq(blocks.blockedId, viewer.id)),
      ),
    );
  return {
    is_blocked: rows.some((row) => row.blockerId === viewer.id),
    blocked_me: rows.some((row) => row.blockerId === user_id),
  };
}
