/**
 * The members who left before leaving deleted or anonymised what they wrote (docs/product.md §4 Leaving, "Accounts
 * deleted before the rule"; docs/decisions/029): their accounts were only soft-deleted, so their requests, photos
 * and contact details stayed public. Migration 0015 lists every deleted account in `leaving_backlog`; this sweep
 * (housekeeping.ts, every 10 minutes) settles them a few at a time by the deletion's own step (settleLeftMember),
 * so an upgrade neither waits for them nor runs one long transaction. Resumable: each member is settled and taken
 * off the backlog in one transaction, and a member that fails stays for the next run.
 */
import { asc, count, eq } from "drizzle-orm";
import type { AppDeps } from "../../context.ts";
import { leavingBacklog, users } from "../../db/schema/index.ts";
import { logger } from "../../logger.ts";
import { storageFor } from "../../media/storage.ts";
import { discardUploads } from "../../media/stored-images.ts";
import { settleLeftMember } from "./user-deletion.service.ts";

/** How many members one run settles at most (each in its own transaction). */
export const LEAVING_BACKLOG_BATCH = 20;

/**
 * Settles up to `limit` members of the backlog, oldest first: for each, in its own transaction, the row is claimed
 * (`for update skip locked`: another instance's sweep holding it, or having finished it, is left alone), the member
 * is settled (settleLeftMember) when the account is indeed deleted, and the row goes; the request images are
 * discarded after the commit. A member whose settling fails is logged (its id and the error, which carries no SQL
 * parameters: logger.ts) and stays in the backlog. An empty backlog costs one query (leaving_backlog_added_idx).
 * Logs one line with how many were settled when any were.
 * @returns how many members left the backlog in this run.
 */
export async function sweepLeavingBacklog(
  deps: Pick<AppDeps, "db" | "env">,
  limit = LEAVING_BACKLOG_BATCH,
): Promise<number> {
  const { db, env } = deps;
  const due = await db
    .select({ userId: leavingBacklog.userId })
    .from(leavingBacklog)
    .orderBy(asc(leavingBacklog.addedAt), asc(leavingBacklog.userId))
    .limit(limit);
  if (due.length === 0) return 0;
  let settled = 0;
  let failed = 0;
  for (const { userId } of due) {
    try {
      const files = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .select({ deletedAt: users.deletedAt })
          .from(leavingBacklog)
          .innerJoin(users, eq(users.id, leavingBacklog.userId))
          .where(eq(leavingBacklog.userId, userId))
          .for("update", { of: leavingBacklog, skipLocked: true });
        if (!claimed) return null;
        // Only a deleted account is settled: a row naming an active member is dropped without touching them.
        const files = claimed.deletedAt ? await settleLeftMember(tx, userId) : [];
        await tx.delete(leavingBacklog).where(eq(leavingBacklog.userId, userId));
        return files;
      });
      if (files === null) continue;
      settled += 1;
      await discardUploads(storageFor(env), files);
    } catch (err) {
      failed += 1;
      logger.warn(
        { err, userId, sweep: "leaving backlog" },
        "leaving backlog: member not settled; tried again next run",
      );
    }
  }
  if (settled > 0) {
    const [left] = await db.select({ n: count() }).from(leavingBacklog);
    logger.info({ settled, failed, left: left?.n ?? 0 }, "leaving backlog: members who left settled");
  }
  return settled;
}
