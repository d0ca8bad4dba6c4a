/**
 * Query shapes that keep post lists fast at a million posts (docs/performance.md):
 * - `selectPostsPage`: a deferred join. The ids of one page are chosen by a narrow query on `posts` alone
 *   (filters, index order, OFFSET), and only those rows are joined to category, region and author and get
 *   their comment counts. Without it PostgreSQL joins every matching row (keyword, tag) or every skipped row
 *   (deep OFFSET) before it can sort and cut the page.
 * - `probeNewestIds`: keyword pages by a bounded newest-first probe. The gram index finds the posts that
 *   contain a keyword, but a common keyword matches tens of thousands of posts that must all be fetched to
 *   sort them; the planner cannot see that (it multiplies the gram frequencies as if independent), so the
 *   newest posts of the scope are read first through their btree index and only a rare keyword falls back
 *   to the gram index, whose few matches are then cheap to sort.
 * - `countUpTo`: a count that stops after `cap` matching rows, for filters no counter table can answer
 *   (keyword, tags), where an exact count would read every match (a one-character keyword matches most posts).
 */
import { inArray, type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";
import type { Viewer } from "../../viewer.ts";
import { selectPosts } from "./posts.queries.ts";

/** One page of a post list: filter, order (index order first), size and offset. */
export interface PageQuery<Extra extends Record<string, SQL>> {
  where: SQL | undefined;
  /** The order of the page; the first key should be one an index can deliver (e.g. created_at desc, id desc). */
  orderBy: SQL[];
  /**
   * The order of the narrow id query when it must differ (e.g. the KNN distance alone, which GiST can
   * deliver, while `orderBy` adds an id tie-break for the few rows of the page). Defaults to `orderBy`.
   */
  idOrderBy?: SQL[];
  limit: number;
  offset: number;
  extraColumns?: Extra;
}

/**
 * The rows of one page, joined and shaped like `selectPosts`, in `orderBy` order.
 * Same rows as `selectPosts(...).where(where).orderBy(...orderBy).limit(limit).offset(offset)`.
 */
export function selectPostsPage<Extra extends Record<string, SQL> = Record<never, SQL>>(
  db: Database,
  viewer: Viewer | null,
  page: PageQuery<Extra>,
) {
  const ids = db
    .select({ id: posts.id })
    .from(posts)
    .where(page.where)
    .orderBy(...(page.idOrderBy ?? page.orderBy))
    .limit(page.limit)
    .offset(page.offset);
  return selectPosts(db, viewer, page.extraColumns ?? ({} as Extra))
    .where(inArray(posts.id, ids))
    .orderBy(...page.orderBy);
}

/** Newest posts of the scope the keyword probe reads (at most); a keyword rarer than 15 in this many falls back. */
export const PROBE_WINDOW = 5000;

/**
 * The ids of one newest-first page of posts matching `baseWhere` (no keyword condition: it must be answerable
 * by a btree index in created_at order) that contain every word of `words` (normalised, see search-text.ts),
 * found among the newest `window` posts of the scope. Returns null when the window holds fewer than
 * `offset + limit` matches and is not the whole scope: then the gram-index query is the fast one.
 */
export async function probeNewestIds(
  db: Database,
  baseWhere: SQL | undefined,
  words: string[],
  page: { limit: number; offset: number },
  window: number = PROBE_WINDOW,
): Promise<number[] | null> {
  if (words.length === 0) return null;
  const match = sql.join(
    words.map((word) => sql`strpos(w.search_text, ${word}) > 0`),
    sql` and `,
  );
  const rows = await queryRows<{ id: number; window_rows: number }>(
    db,
    sql`with w as (
          select ${posts.id} as id, ${posts.createdAt} as created_at, ${posts.searchText} as search_text
          from ${posts} where ${baseWhere ?? sql`true`}
          order by ${posts.createdAt} desc, ${posts.id} desc limit ${window})
        select w.id, (select count(*) from w)::int as window_rows from w where ${match}
        order by w.created_at desc, w.id desc limit ${page.offset + page.limit}`,
  );
  const windowRows = Number(rows[0]?.window_rows ?? window);
  if (rows.length < page.offset + page.limit && windowRows >= window) return null;
  return rows.slice(page.offset).map((row) => Number(row.id));
}

/** A count that stopped at `cap`: `capped` says there are more than `cap` matches. */
export interface CappedCount {
  count: number;
  capped: boolean;
}

/** Counts the posts matching `where`, reading at most `cap + 1` of them. */
export async function countUpTo(db: Database, where: SQL | undefined, cap: number): Promise<CappedCount> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${posts} where ${where ?? sql`true`} limit ${cap + 1}) as hits`,
  );
  const n = Number(rows[0]?.n ?? 0);
  return { count: Math.min(n, cap), capped: n > cap };
}
