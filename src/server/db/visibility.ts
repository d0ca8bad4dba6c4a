/**
 * The read rules, named once (docs/product.md §12 Reporting and moderation, §12 Blocking; §2 Post detail for
 * drafts): every statement that leaves out hidden content, a blocked member's content or someone else's draft
 * says so with these conditions instead of writing `moderation is null` or the blocks subquery itself.
 *
 * - `shown(content)`: not hidden by moderation (`moderation is null`), whoever reads. Public lists, counts,
 *   totals, mails and pushes show only such rows — the author's own hidden rows too are left out there.
 * - `notBlocked(viewer, author)`: neither the viewer blocked the author nor the author the viewer.
 * - `visibleTo(viewer, content)`: what the viewer is shown where content is listed *for them* (their bookmarks, a
 *   request's comments): rows that are shown or their own (hidden ones marked 審査中), public or their own draft
 *   (requests), and not by a member on either side of a block with them. Administrators get no exception here:
 *   they read hidden content where it is opened (safety/hidden-content.ts) and in the moderation queue.
 * - `openableBy(viewer, posts)`: a request the viewer may open by its id — public, or their own draft. Hidden
 *   requests open with the placeholder and a blocked member's with their refusals (403): neither is a 404.
 *
 * They live beside the schema, not in a domain, because every domain's reads use them and none owns all three
 * rules (moderation and blocks are safety's, drafts are posts'): each is an SQL condition over the schema's
 * columns. The texts they render are exactly those the statements wrote before (the prepared statements and the
 * list plans of docs/decisions/015 and 016 are keyed on their SQL text).
 */
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Who reads: a member's id (a number, or the placeholder of a prepared statement), or null for a visitor.
 * Any `Viewer` fits.
 */
export type Reader = { id: number } | { id: Placeholder } | null;

/** A member's id in SQL: a value, the placeholder of a prepared statement, a column or an expression. */
type MemberId = number | Placeholder | AnyPgColumn | SQL;

/** A table whose rows carry a moderation state and an author: posts, comments, public_messages, messages. */
export interface ModeratedContent {
  moderation: AnyPgColumn;
  userId: AnyPgColumn;
}

/** Content that may also be a draft (posts). */
export interface DraftableContent extends ModeratedContent {
  isPublic: AnyPgColumn;
}

/** A plain SQL alias (`m`, `c`): letters, digits and underscores. */
const ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * SQL true for rows not hidden by moderation. `content` is a drizzle table, or the alias of one in raw SQL
 * (`shown("m")` → `m.moderation is null`).
 * @throws Error for an alias that is not a plain identifier (aliases are written in code, never taken from input).
 */
export function shown(content: { moderation: AnyPgColumn } | string): SQL {
  if (typeof content !== "string") return sql`${content.moderation} is null`;
  if (!ALIAS.test(content)) throw new Error(`not an SQL alias: ${content}`);
  return sql.raw(`${content}.moderation is null`);
}

/**
 * SQL true when `author` (a column or SQL naming the author's id) is not a member whom the viewer blocked or who
 * blocked the viewer; true for a visitor, and for rows without an author. One correlated NOT EXISTS over
 * `blocks`, answered by its primary key (blocker_id, blocked_id) one way and blocks_blocked_idx the other: an
 * anti-join per list, never a query per row (docs/decisions/012-safety.md).
 */
export function notBlocked(viewer: Reader, author: AnyPgColumn | SQL): SQL {
  if (!viewer) return sql`true`;
  return sql`not ${blockedEitherWay(viewer.id, author)}`;
}

/**
 * SQL true when members `a` and `b` (ids, placeholders, columns or SQL) are on the two sides of a block,
 * whichever blocked whom: the positive form of `notBlocked`, for a flag in a select (`… as blocked`) or a check
 * of two members.
 */
export function blockedEitherWay(a: MemberId, b: MemberId): SQL {
  return sql`exists (select 1 from blocks blk
      where (blk.blocker_id = ${a} and blk.blocked_id = ${b})
         or (blk.blocked_id = ${a} and blk.blocker_id = ${b}))`;
}

/**
 * SQL true for the rows of `content` the viewer is shown where content is listed for them (see the file
 * comment): for a visitor, the shown (and public) rows; for a member, rows shown or their own, public or their
 * own draft (posts), and not by a member on either side of a block with them.
 */
export function visibleTo(viewer: Reader, content: ModeratedContent | DraftableContent): SQL {
  const isPublic = "isPublic" in content ? content.isPublic : undefined;
  if (!viewer) return isPublic ? sql`${isPublic} and ${shown(content)}` : shown(content);
  const shownOrOwn = sql`(${content.moderation} is null or ${content.userId} = ${viewer.id})`;
  const unblocked = notBlocked(viewer, content.userId);
  if (!isPublic) return sql`${shownOrOwn} and ${unblocked}`;
  return sql`((${isPublic} or ${content.userId} = ${viewer.id}) and ${shownOrOwn} and ${unblocked})`;
}

/**
 * SQL true for the requests the viewer may open by their id: public ones, and their own drafts. Hidden requests
 * and a blocked member's are included (they open with the placeholder, or refuse what the block forbids).
 */
export function openableBy(viewer: Reader, content: DraftableContent): SQL {
  if (!viewer) return sql`${content.isPublic}`;
  return sql`(${content.isPublic} or ${content.userId} = ${viewer.id})`;
}
