/**
 * The block queries of docs/product.md §12 Blocking (docs/decisions/012-safety.md): once A blocks B, neither hears
 * of, writes to or lists the other. The condition a list adds — one correlated NOT EXISTS over `blocks` — is
 * `notBlocked` in src/server/db/visibility.ts (the read rules); here are the shapes built on the same table for
 * notifications, a check of two members and the set of one member's block partners.
 */
import { type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { blockedEitherWay } from "../../db/visibility.ts";

/**
 * SQL true when the notification row aliased `n` (columns user_id, type, actor_id, post_id) may reach its
 * recipient (docs/product.md §11, §12 Blocking): no block either way between the recipient and the member who
 * caused it (the operators' admin_notice and report_handled excepted), nor between the recipient and the author
 * of the request it is about. Checked when notifications are written (the fan-out) and again when they are
 * delivered (mail, comment batch, digest, push), so what was queued before a block is not sent after it.
 * Written as two anti-joins keyed on the recipient (blocks' primary key one way, blocks_blocked_idx the other):
 * a fan-out to 10,000 followers hashes `blocks` once instead of probing it per recipient (its INSERT took as long
 * as with the one-way check it replaced; an OR of both directions per recipient took twice as long).
 */
export function notificationAllowedSql(n: string): SQL {
  const row = sql.raw(n);
  const others = sql`case when ${row}.type in ('admin_notice', 'report_handled') then null else ${row}.actor_id end,
    (select np.user_id from posts np where np.id = ${row}.post_id)`;
  return sql`not exists (select 1 from blocks nb where nb.blocker_id = ${row}.user_id and nb.blocked_id in (${others}))
    and not exists (select 1 from blocks nb where nb.blocked_id = ${row}.user_id and nb.blocker_id in (${others}))`;
}

/** True when `a` blocked `b` or `b` blocked `a` (one indexed query). */
export async function isBlockedEitherWay(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const rows = await queryRows<{ blocked: boolean }>(db, sql`select ${blockedEitherWay(a, b)} as blocked`);
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
