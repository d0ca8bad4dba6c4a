/**
 * How a keyword list is read, chosen from the data (docs/performance.md "Search that never stalls";
 * docs/decisions/015-search-plans-and-request-overhead.md). PostgreSQL cannot see how rare a keyword is: an
 * unseen bigram is estimated at ~0.16 % of the posts, so `ORDER BY created_at DESC LIMIT 15` walks the
 * newest-first index and filters every public post when the keyword has no match (11–22 s at 1,000,000).
 *
 * - `keywordRarity` reads the gram frequencies PostgreSQL's ANALYZE keeps for `search_grams` (pg_stats
 *   most_common_elems, 1,000 × 10 elements with the statistics target of migration 0010), cached per process:
 *   a gram that is not among them is rarer than the least common one listed. The rarest gram of the query
 *   bounds the number of matches from above.
 * - `gramMatchPage`: the page and the total of a rare keyword in one statement that collects the matches
 *   through the gram index first (MATERIALIZED: no newest-first walk is possible) and sorts only those.
 * - The newest-first probe of paging.ts stays for common keywords; a probe that finds too few matches
 *   hands over to `gramMatchPage`, never to a filtered index walk.
 */
import { type SQL, sql } from "drizzle-orm";
import { queryGrams } from "#shared/search-text.ts";
import { type Database, queryRows } from "../../../db/client.ts";
import { posts } from "../../../db/schema/index.ts";
import { type CappedCount, COUNT_CAP, countLive, newestIds, type PageHit, probeKeyword } from "./paging.ts";

/**
 * A keyword whose rarest gram is in at most this many posts is read through the gram index at once (no probe):
 * collecting and sorting that many rows stays within a few milliseconds.
 */
export const RARE_KEYWORD_POSTS = 3000;

/**
 * Keywords the probe found in fewer than this share of the newest posts are counted, and (when the probe could
 * not fill the page) paged, through the gram index with the matches collected first: a `count … limit` or a
 * newest-first walk would read 1 / share posts per match.
 */
const SPARSE_KEYWORD_SHARE = 0.005;

/** How long the gram frequencies are reused before pg_stats is read again (ms). */
const STATS_TTL_MS = 5 * 60_000;

/** What ANALYZE knows about the grams of `posts.search_grams`. */
interface GramStats {
  /** Share of posts holding each common gram. */
  freq: Map<string, number>;
  /** The least share listed: every gram not in `freq` is in fewer posts than this. */
  floor: number;
  /** Estimated rows of `posts`. */
  rows: number;
  readAt: number;
}

const cache = new WeakMap<Database, GramStats | null>();
const cacheTime = new WeakMap<Database, number>();

/** The gram frequencies of ANALYZE, or null when the table was never analysed (then nothing is "known rare"). */
async function gramStats(db: Database): Promise<GramStats | null> {
  const now = Date.now();
  if (cache.has(db) && now - (cacheTime.get(db) ?? 0) < STATS_TTL_MS) return cache.get(db) ?? null;
  const [row] = await queryRows<{ elems: string[] | null; freqs: number[] | null; rows: number | null }>(
    db,
    sql`select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs,
          (select c.reltuples::float8 from pg_class c where c.oid = 'posts'::regclass) as rows
        from pg_stats s where s.schemaname = current_schema() and s.tablename = 'posts'
          and s.attname = 'search_grams'`,
  );
  let stats: GramStats | null = null;
  const elems = row?.elems;
  const freqs = row?.freqs?.map(Number);
  if (elems && freqs && elems.length > 0 && Number(row?.rows) > 0) {
    // most_common_elem_freqs ends with the minimum, maximum and null frequencies (3 extra values).
    const freq = new Map(elems.map((gram, i) => [gram, freqs[i] ?? 0]));
    const floor = freqs[elems.length] ?? Math.min(...freq.values());
    stats = { freq, floor, rows: Number(row?.rows), readAt: now };
  }
  cache.set(db, stats);
  cacheTime.set(db, now);
  return stats;
}

/** Forgets the cached gram frequencies (after ANALYZE in tests and benchmarks). */
export function forgetGramStats(db: Database): void {
  cache.delete(db);
  cacheTime.delete(db);
}

/** How many posts at most hold the keyword, as far as the gram statistics tell. */
export interface KeywordRarity {
  /** Upper bound of the posts holding the rarest gram of the keyword; null when there are no statistics. */
  maxPosts: number | null;
  /** The rarest gram (the one that bounds the matches). */
  rarestGram: string | null;
  /** True when the keyword is certainly rare: read it through the gram index, no probe. */
  rare: boolean;
}

/**
 * The rarity of a normalised keyword from the gram statistics: the smallest estimated document count over the
 * keyword's grams (a gram missing from the statistics counts as the floor, i.e. at most that common).
 */
export async function keywordRarity(db: Database, keyword: string): Promise<KeywordRarity> {
  const grams = queryGrams(keyword);
  const stats = grams.length > 0 ? await gramStats(db) : null;
  if (!stats) return { maxPosts: null, rarestGram: null, rare: false };
  let best = Number.POSITIVE_INFINITY;
  let rarest: string | null = null;
  for (const gram of grams) {
    const share = stats.freq.get(gram) ?? stats.floor;
    if (share < best) {
      best = share;
      rarest = gram;
    }
  }
  const maxPosts = Math.ceil(best * stats.rows);
  return { maxPosts, rarestGram: rarest, rare: maxPosts <= RARE_KEYWORD_POSTS };
}

/**
 * The statement of `gramMatchPage`: the matches of `where` (which holds the gram condition) collected first,
 * then counted (up to `cap + 1`) and the newest `need` ids picked. Exported for the plan test.
 */
export function gramMatchPageSql(where: SQL | undefined, need: number, cap: number): SQL {
  return sql`with m as materialized (
      select ${posts.id} as id, ${posts.createdAt} as created_at from ${posts} where ${where ?? sql`true`})
    select (select count(*) from (select 1 from m limit ${cap + 1}) c)::int as matches,
      (select array_agg(t.id order by t.created_at desc, t.id desc)
         from (select id, created_at from m order by created_at desc, id desc limit ${need}) t) as ids`;
}

/**
 * A newest-first page [offset, offset + limit) and the capped total of a keyword list read through the gram
 * index (`where` must hold the gram condition, see scopeConditions): cost grows with the matches of the
 * rarest grams, never with the size of the table. One statement.
 */
export async function gramMatchPage(
  db: Database,
  where: SQL | undefined,
  offset: number,
  limit: number,
  cap: number,
): Promise<{ hits: PageHit[]; total: CappedCount }> {
  const [row] = await queryRows<{ matches: number; ids: number[] | string | null }>(
    db,
    gramMatchPageSql(where, offset + limit, cap),
  );
  const matches = Number(row?.matches ?? 0);
  const raw = row?.ids ?? null;
  const ids = raw === null ? [] : Array.isArray(raw) ? raw.map(Number) : parseIds(raw);
  return {
    hits: ids.slice(offset).map((id) => ({ id, distanceM: null })),
    total: { count: Math.min(matches, cap), capped: matches > cap },
  };
}

/** `{1,2,3}` as numbers (a driver that answers arrays as text). */
function parseIds(text: string): number[] {
  return text.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
}

/**
 * Counts the matches of `where` (with the gram condition) up to `cap + 1` after collecting them through the
 * gram index: for keywords known or measured to be rare, where `count … limit` would again walk the table.
 */
export async function countGramMatches(
  db: Database,
  where: SQL | undefined,
  cap: number,
): Promise<CappedCount> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with m as materialized (select 1 from ${posts} where ${where ?? sql`true`})
        select count(*)::int as n from (select 1 from m limit ${cap + 1}) c`,
  );
  const n = Number(row?.n ?? 0);
  return { count: Math.min(n, cap), capped: n > cap };
}

/** What the probe of the newest posts learned (paging.ts probeKeyword). */
type KeywordProbe = Awaited<ReturnType<typeof probeKeyword>>;

/** True when the probe found the keyword in fewer than SPARSE_KEYWORD_SHARE of the newest posts. */
function isSparse(probe: KeywordProbe): boolean {
  return !probe.complete && probe.matches < SPARSE_KEYWORD_SHARE * probe.windowRows;
}

/**
 * The capped total of a keyword and/or tag list after a probe (null without a keyword): a sparse keyword through
 * the gram index with its matches collected first, the others as paging.ts `countLive` counts them.
 */
export function countKeyword(
  db: Database,
  where: SQL | undefined,
  withoutGrams: SQL | undefined,
  probe: KeywordProbe | null,
): Promise<CappedCount> {
  if (probe && isSparse(probe)) return countGramMatches(db, where, COUNT_CAP);
  return countLive(db, where, withoutGrams, probe);
}

/** How a newest-first keyword page was read: through the gram index (known rare / probed sparse) or the probe. */
export type KeywordPlan = "gram-rare" | "gram-sparse" | "newest-probe";

/** The conditions of a keyword list: all of them, without the gram condition, and without the keyword. */
export interface KeywordWhere {
  keyword: string;
  words: string[];
  where: SQL | undefined;
  withoutGrams: SQL | undefined;
  baseWhere: SQL | undefined;
}

/**
 * A newest-first page [offset, offset + limit) of a keyword (and maybe tag) list with its capped total, the plan
 * chosen from the data: a keyword the gram statistics call rare is read through the gram index at once; else
 * the newest posts are probed, and a keyword the probe finds sparse is read through the gram index too; only a
 * keyword common among the newest posts is paged from them (or walked newest-first: it is dense there).
 * `total` may still be counting when the hits are known (the capped count of a common keyword is the longest
 * statement of the list, 20–30 ms at 1,000,000 posts), so the caller loads the page's rows meanwhile.
 */
export async function newestKeywordPage(
  db: Database,
  scope: KeywordWhere,
  offset: number,
  limit: number,
): Promise<{ plan: KeywordPlan; hits: PageHit[]; total: Promise<CappedCount> }> {
  const rarity = await keywordRarity(db, scope.keyword);
  if (rarity.rare) {
    const { hits, total } = await gramMatchPage(db, scope.where, offset, limit, COUNT_CAP);
    return { plan: "gram-rare", hits, total: Promise.resolve(total) };
  }
  const probe = await probeKeyword(db, scope.baseWhere, scope.words, offset, limit);
  if (probe.ids === null && isSparse(probe)) {
    const { hits, total } = await gramMatchPage(db, scope.where, offset, limit, COUNT_CAP);
    return { plan: "gram-sparse", hits, total: Promise.resolve(total) };
  }
  return {
    plan: "newest-probe",
    ...(await probedNewestPage(db, scope.where, scope.withoutGrams, probe, offset, limit)),
  };
}

/**
 * A page of a keyword and/or tag list read newest-first: the probe's ids when it found the page, else the newest
 * matches of `where` from `offset`. `total` (countKeyword) is still counting when the hits are known; the caller
 * awaits it with the page's rows. Throws what the hits' statement throws.
 */
export async function probedNewestPage(
  db: Database,
  where: SQL | undefined,
  withoutGrams: SQL | undefined,
  probe: KeywordProbe | null,
  offset: number,
  limit: number,
): Promise<{ hits: PageHit[]; total: Promise<CappedCount> }> {
  const total = countKeyword(db, where, withoutGrams, probe);
  // Settled here too, so that a count failing while the hits are still read is never an unhandled rejection;
  // the caller awaits `total` and sees the failure.
  total.catch(() => {});
  const hits = probe?.ids
    ? probe.ids.map((id): PageHit => ({ id, distanceM: null }))
    : await newestIds(db, where, offset, limit);
  return { hits, total };
}
