/**
 * How a post list page is read at a million posts (docs/performance.md, docs/decisions/005-list-query-shapes.md).
 * Every strategy first picks the ids of one page with a narrow query on `posts` alone, walking one index in
 * the list's order; then `loadPage` joins category, region and author and counts comments for those 15 rows
 * only (a deferred join). Joining first would make PostgreSQL join every matching or skipped row.
 *
 * - `newestIds`: newest first, on the posts_*_newest_idx partial indexes.
 * - `nearestIds`: nearest first by KNN on the GiST index posts_location_idx, ordered by the distance alone
 *   (a tie-break column after it would make the index order unusable and sort every located post).
 * - `probeKeyword`: a keyword page read from the newest posts of the scope (exact substring check), so a
 *   common keyword never fetches and sorts its tens of thousands of matches; it also measures how dense the
 *   keyword is, which `countLive` uses to choose its plan.
 * - `countLive`: a count that stops after COUNT_CAP matches, for filters no counter table can answer
 *   (keyword, tags): an exact count of a one-character keyword would read most of the table.
 * - `sortedMatchIds`: any order over a small match set (fewer than COUNT_CAP rows), sorted in one statement.
 */
import { and, desc, type SQL, sql } from "drizzle-orm";
import type { PostView } from "#shared/schemas/posts.ts";
import { type Database, queryRows } from "../../../db/client.ts";
import { withFlatRows } from "../../../db/flat-rows.ts";
import { posts, postTotals } from "../../../db/schema/index.ts";
import { publicPosition } from "../../../db/schema/posts.ts";
import { shown } from "../../../db/visibility.ts";
import type { Viewer } from "../../../viewer.ts";
import { postRowsByIds, postViewsOf } from "../posts.queries.ts";
import { located } from "./scope.ts";

/** One post of a page before it is loaded: its id and, in distance order, its distance in metres. */
export interface PageHit {
  id: number;
  distanceM: number | null;
}

/** A point on the earth in degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Totals of keyword and tag lists are exact up to this many posts; beyond, the list says "N件以上". */
export const COUNT_CAP = 1000;

/** The first probe window: the newest posts of the scope a keyword page is looked for in. */
export const PROBE_WINDOW = 1000;

/** The largest second probe window; a keyword too rare to fill the page within it uses the gram index. */
const MAX_PROBE_WINDOW = 20_000;

/**
 * Keywords found in at least this share of the newest posts are counted by a plain filtered scan that stops
 * at COUNT_CAP + 1 matches; rarer ones through the gram index (measured crossover ~5 %, docs/decisions/005-list-query-shapes.md).
 */
const DENSE_KEYWORD_SHARE = 0.06;

/** `ll_to_earth` of a point, as SQL. */
export function earthPoint(point: GeoPoint): SQL {
  return sql`ll_to_earth(${point.lat}::float8, ${point.lon}::float8)`;
}

/** A post's public position (snapped to the 0.01° grid), as the GiST index stores it. */
const postPosition = publicPosition(posts.latitude, posts.longitude);

/** Ids of posts matching `where`, newest first: [offset, offset + limit). */
export async function newestIds(
  db: Database,
  where: SQL | undefined,
  offset: number,
  limit: number,
): Promise<PageHit[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ id: row.id, distanceM: null }));
}

/** The public post total from the post_totals counter (decision 015), as SQL. */
const publicTotal = sql<number>`(select coalesce(sum(${postTotals.count}), 0)::int from ${postTotals})`;

/**
 * The statements of the unfiltered newest list (every public post, newest first, as a visitor sees it: the
 * board's front page and its hottest read), built once per database handle (decision 016): drizzle would
 * otherwise build the same SQL text again on every request. The page's ids come with the total in one
 * statement (the counter's sum is an InitPlan, run once per statement): one round trip instead of two.
 */
function buildNewestPublic(db: Database) {
  return {
    page: withFlatRows(
      db
        .select({ id: posts.id, total: publicTotal })
        .from(posts)
        .where(and(sql`${posts.isPublic}`, shown(posts)))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare("newest_public_page"),
    ),
    /** For a page past the last one, which has no row to carry the total. */
    total: db
      .select({ total: sql<number>`coalesce(sum(${postTotals.count}), 0)::int` })
      .from(postTotals)
      .prepare("public_post_total"),
  };
}

const newestPublicByDb = new WeakMap<Database, ReturnType<typeof buildNewestPublic>>();

/**
 * A page of the unfiltered newest list (docs/product.md §2 Post list, §7 GET /api/posts: no category, region,
 * keyword, tag, status or reward filter, and no viewer blocks to leave out): the ids of [offset, offset + limit)
 * newest first (posts_public_newest_idx) and the total from the post_totals counter, as `newestIds` and
 * `countTotal` give them for that scope. One statement; a second only when the page is empty.
 * @returns the page's hits (no distance) and the number of public, unhidden posts.
 */
export async function newestPublicPage(
  db: Database,
  offset: number,
  limit: number,
): Promise<{ hits: PageHit[]; count: number }> {
  let prepared = newestPublicByDb.get(db);
  if (!prepared) {
    prepared = buildNewestPublic(db);
    newestPublicByDb.set(db, prepared);
  }
  const rows = limit > 0 ? await prepared.page.execute({ limit, offset }) : [];
  const total = rows[0]?.total ?? (await prepared.total.execute())[0]?.total;
  return {
    hits: rows.map((row) => ({ id: row.id, distanceM: null })),
    count: Number(total ?? 0),
  };
}

/**
 * Ids of located posts matching `where`, nearest to `point` first by their public position (KNN on
 * posts_location_idx), with that distance in metres: [offset, offset + limit). Posts of the same grid cell are
 * equally far: within a page they come newest first; a group that spans two pages keeps the index's order.
 */
export async function nearestIds(
  db: Database,
  where: SQL | undefined,
  point: GeoPoint,
  offset: number,
  limit: number,
): Promise<PageHit[]> {
  if (limit <= 0) return [];
  const target = earthPoint(point);
  const rows = await queryRows<{ id: number; distance_m: number; created_at: Date | string }>(
    db,
    sql`select ${posts.id} as id, earth_distance(${postPosition}, ${target}) as distance_m,
          ${posts.createdAt} as created_at
        from ${posts} where ${where ?? sql`true`} and ${located}
        order by ${postPosition} <-> ${target}
        limit ${limit} offset ${offset}`,
  );
  const time = (value: Date | string) => new Date(value).getTime();
  return rows
    .map((row) => ({
      id: Number(row.id),
      distanceM: Number(row.distance_m),
      createdAt: time(row.created_at),
    }))
    .sort((a, b) => a.distanceM - b.distanceM || b.createdAt - a.createdAt || b.id - a.id)
    .map(({ id, distanceM }) => ({ id, distanceM }));
}

/**
 * Ids of the posts matching `where` in the order `orderBy` (expressions over the columns id, created_at,
 * region_id, latitude, longitude of the match set `m`): [offset, offset + limit). The matches are collected
 * first (MATERIALIZED: through whichever index filters best, never by walking an ordered index), so use it
 * only when the count says there are few of them. `distance` (metres, over `m`) is returned when given.
 */
export async function sortedMatchIds(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL,
  offset: number,
  limit: number,
  distance?: SQL,
): Promise<PageHit[]> {
  if (limit <= 0) return [];
  const rows = await queryRows<{ id: number; distance_m: number | null }>(
    db,
    sql`with m as materialized (
          select ${posts.id} as id, ${posts.createdAt} as created_at, ${posts.regionId} as region_id,
            ${posts.latitude} as latitude, ${posts.longitude} as longitude
          from ${posts} where ${where ?? sql`true`})
        select m.id, ${distance ?? sql`null`} as distance_m from m
        order by ${orderBy} limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    distanceM: row.distance_m === null ? null : Number(row.distance_m),
  }));
}

/** What one probe of the newest posts found. */
interface ProbeWindow {
  /** The first `need` matching ids, newest first. */
  ids: number[];
  /** Matches in the whole window. */
  matches: number;
  /** Posts in the window (fewer than asked when the scope is smaller: then it was read completely). */
  windowRows: number;
}

async function probeWindow(
  db: Database,
  baseWhere: SQL | undefined,
  words: string[],
  window: number,
  need: number,
): Promise<ProbeWindow> {
  const match = sql.join(
    words.map((word) => sql`strpos(w.search_text, ${word}) > 0`),
    sql` and `,
  );
  const [row] = await queryRows<{ window_rows: number; matches: number; ids: number[] | string | null }>(
    db,
    sql`with w as (
          select ${posts.id} as id, ${posts.createdAt} as created_at, ${posts.searchText} as search_text
          from ${posts} where ${baseWhere ?? sql`true`}
          order by ${posts.createdAt} desc, ${posts.id} desc limit ${window}),
        m as (select w.id, w.created_at from w where ${match})
        select (select count(*) from w)::int as window_rows, (select count(*) from m)::int as matches,
          (select array_agg(t.id order by t.created_at desc, t.id desc)
             from (select id, created_at from m order by created_at desc, id desc limit ${need}) t) as ids`,
  );
  return {
    ids: parseIntArray(row?.ids ?? null),
    matches: Number(row?.matches ?? 0),
    windowRows: Number(row?.window_rows ?? 0),
  };
}

/** An int[] as the drivers return it (an array on postgres.js and PGlite; text as a fallback). */
function parseIntArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
}

/** What `probeKeyword` learned: the page when the newest posts held it, and how common the keyword is. */
interface KeywordProbe {
  /** The ids of [offset, offset + limit), newest first; null when the probe could not tell (use the gram index). */
  ids: number[] | null;
  /** Matches among the newest `windowRows` posts of the scope (the first window). */
  matches: number;
  windowRows: number;
  /** True when the first window held the whole scope, so `matches` is the exact total. */
  complete: boolean;
}

/**
 * Looks for a newest-first keyword page among the newest posts of the scope (`baseWhere`: the scope without
 * the keyword, answerable by a newest index): first the newest PROBE_WINDOW posts; when they hold too few
 * matches but the keyword is common enough, a window sized from the measured density (at most
 * MAX_PROBE_WINDOW). Every word of `words` (normalised, search-text.ts) must occur: an exact substring check.
 */
export async function probeKeyword(
  db: Database,
  baseWhere: SQL | undefined,
  words: string[],
  offset: number,
  limit: number,
): Promise<KeywordProbe> {
  const need = offset + limit;
  const first = await probeWindow(db, baseWhere, words, PROBE_WINDOW, need);
  const complete = first.windowRows < PROBE_WINDOW;
  const result = { matches: first.matches, windowRows: first.windowRows, complete };
  if (complete || first.ids.length >= need) return { ...result, ids: first.ids.slice(offset) };
  if (first.matches === 0) return { ...result, ids: null };
  const window = Math.ceil((1.5 * need * first.windowRows) / first.matches);
  if (window > MAX_PROBE_WINDOW) return { ...result, ids: null };
  const second = await probeWindow(db, baseWhere, words, window, need);
  const enough = second.ids.length >= need || second.windowRows < window;
  return { ...result, ids: enough ? second.ids.slice(offset) : null };
}

/** A total that stopped at COUNT_CAP: `capped` says there are more. */
export interface CappedCount {
  count: number;
  capped: boolean;
}

/** Counts the posts matching `where`, reading at most `cap + 1` of them. */
export async function countUpTo(
  db: Database,
  where: SQL | undefined,
  cap: number = COUNT_CAP,
): Promise<CappedCount> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${posts} where ${where ?? sql`true`} limit ${cap + 1}) as hits`,
  );
  const n = Number(rows[0]?.n ?? 0);
  return { count: Math.min(n, cap), capped: n > cap };
}

/**
 * Every SEARCH_SAMPLE_MODULUS-th post by id is also in posts_search_sample_idx (migration 0012), the gram index of
 * posts_search_idx over that sample: more than COUNT_CAP matches among the sample are more than COUNT_CAP in all.
 */
export const SEARCH_SAMPLE_MODULUS = 8;

/** The sample's condition, written as the index's predicate so that PostgreSQL can use the index. */
export const inSearchSample = sql`${posts.id} % ${sql.raw(String(SEARCH_SAMPLE_MODULUS))} = 0`;

/**
 * Keywords found in at least this share of the newest posts are counted by the plain filtered scan at once: it
 * meets COUNT_CAP + 1 matches within ~7,000 posts, which costs less than an eighth of their postings.
 */
const SAMPLED_COUNT_MAX_SHARE = 0.15;

/**
 * The capped total of a keyword and/or tag list (docs/product.md §9; decision 015). With a keyword probe: exact
 * from the probe when it read the whole scope. Else, below SAMPLED_COUNT_MAX_SHARE, the matches among the sample
 * first (`where` holds the gram condition, so posts_search_sample_idx answers it from an eighth of the postings):
 * more than COUNT_CAP there settles it. Otherwise the whole scope: a plain filtered scan (`withoutGrams`,
 * stopping at COUNT_CAP + 1 matches) for dense keywords, whose matches come quickly in any order, and the gram
 * index (`where`) for the others. The answer is the same either way: only the work to prove it differs.
 */
export async function countLive(
  db: Database,
  where: SQL | undefined,
  withoutGrams: SQL | undefined,
  probe: KeywordProbe | null,
): Promise<CappedCount> {
  if (!probe) return countUpTo(db, where);
  if (probe.complete) return { count: probe.matches, capped: false };
  const share = probe.matches / probe.windowRows;
  if (share < SAMPLED_COUNT_MAX_SHARE) {
    const sampled = await countUpTo(db, and(where, inSearchSample));
    if (sampled.capped) return sampled;
  }
  return countUpTo(db, share >= DENSE_KEYWORD_SHARE ? withoutGrams : where);
}

/**
 * The posts of `hits` shaped as PostViews in the same order, with the distance of each hit in km: one joined
 * select for the page's rows, tags included, shaped by `postViewsOf`. A hit whose post is gone meanwhile is left out.
 */
export async function loadPage(db: Database, viewer: Viewer | null, hits: PageHit[]): Promise<PostView[]> {
  if (hits.length === 0) return [];
  const rows = await postRowsByIds(
    db,
    viewer,
    hits.map((hit) => hit.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    return row ? [{ ...row, distanceKm: hit.distanceM === null ? null : hit.distanceM / 1000 }] : [];
  });
  return postViewsOf(viewer, ordered);
}
