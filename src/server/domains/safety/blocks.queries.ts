/**
 * The both-ways block filter (docs/product.md §12 Blocking; docs/decisions/012-safety.md): once A blocks B,
 * A's content is left out of B's lists and B's out of A's. Each list adds ONE correlated NOT EXISTS over
 * `blocks`, answered by the primary key (blocker_id, blocked_id) one way and blocks_blocked_idx
 * (blocked_id, blocker_id) the other: an anti-join per list, never a query per row. A visitor gets no
 * condition at all.
 */
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import type { Viewer } from "../../viewer.ts";

/**
 * `authorColumn` is not a member who blocked the viewer or whom the viewer blocked (true for a visitor and for
 * rows without an author). `authorColumn` may be a drizzle column or raw SQL naming the author id; the viewer
 * id may be a placeholder of a prepared statement.
 */
export function notBlockedWith(
  viewer: Pick<Viewer, "id"> | { id: Placeholder } | null,
  authorColumn: AnyPgColumn | SQL,
): SQL {
  if (!viewer) return sql`true`;
  return sql`not exists (select 1 from blocks blk
      where (blk.blocker_id = ${viewer.id} and blk.blocked_id = ${authorColumn})
         or (blk.blocked_id = ${viewer.id} and blk.blocker_id = ${authorColumn}))`;
}

/** True when `a` blocked `b` or `b` blocked `a` (one indexed query). */
export async function isBlockedEitherWay(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const rows = await queryRows<{ blocked: boolean }>(
    db,
    sql`select exists (select 1 from blocks
          where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a})) as blocked`,
  );
  return Boolean(rows[0]?.blocked);
}

/**
 * The members blocked either way with `userId` (who blocked them or whom they blocked): ids, in one query over
 * the primary key and blocks_blocked_idx. Used where content of `userId` is pushed to others (the live board).
 */
export async function blockPartnerIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, blockPartners(userId));
  return rows.map((row) => Number(row.id));
}

/**
 * The select of the ids (column `id`) of the members blocked either way with `userId`: the primary key one way,
 * blocks_blocked_idx the other. A subquery for `… in (…)` conditions, or a statement of its own.
 */
export function blockPartners(userId: number): SQL {
  return sql`select blocked_id as id from blocks where blocker_id = ${userId}
    union select blocker_id from blocks where blocked_id = ${userId}`;
}
