/**
 * Post lists (docs/product.md §2 Post list, Home nearby and recommended sections; §4 List mode; §7 GET /api/posts,
 * /api/posts/nearby, /api/posts/recommended, /api/category/{slug}/posts and /nearby-posts).
 *
 * A page is chosen as ids by narrow index walks, then loaded (paging.ts). Orderings other than
 * "newest" are sequences of segments, each read from an index: distance = posts with a position by KNN,
 * then posts without one by the distance of their prefecture; region = one segment per prefecture, nearest
 * first; recommended = (interest category × own region) tiers. Category/region scopes know each segment's
 * size from `post_counts`, so a page reads only the segments it spans (docs/decisions/004-post-counts.md).
 * Keyword and tag scopes are counted live up to COUNT_CAP: with fewer matches the whole match set is sorted
 * at once, with more the segments are walked in order (docs/decisions/005-list-query-shapes.md).
 */
import { and, eq, not, sql } from "drizzle-orm";
import { POSTS_PER_PAGE } from "#shared/constants.ts";
import { pageMeta } from "#shared/pagination.ts";
import type { PostListPage, RecommendedPage, TPageData, TPostListData } from "#shared/schemas/discovery.ts";
import type { PostStatus } from "#shared/schemas/requests.ts";
import { queryWords } from "#shared/search-text.ts";
import { type Database, queryRows } from "../../../db/client.ts";
import { categories, postCounts, posts, regions, userInterests, users } from "../../../db/schema/index.ts";
import { publicPosition } from "../../../db/schema/posts.ts";
import { notBlocked, shown } from "../../../db/visibility.ts";
import type { Viewer } from "../../../viewer.ts";
import { countsStatusIs, statusIs } from "../posts.queries.ts";
import {
  countGramMatches,
  countKeyword,
  keywordRarity,
  newestKeywordPage,
  probedNewestPage,
} from "./keyword-plan.ts";
import {
  type CappedCount,
  COUNT_CAP,
  countUpTo,
  earthPoint,
  type GeoPoint,
  loadPage,
  nearestIds,
  newestIds,
  newestPublicPage,
  type PageHit,
  probeKeyword,
  sortedMatchIds,
} from "./paging.ts";
import {
  blockedAuthorCounts,
  countByRegion,
  countTotal,
  idIn,
  intArray,
  isLiveScope,
  isUnfilteredScope,
  type ListScope,
  located,
  resolveScope,
  scopeConditions,
} from "./scope.ts";

/** A run of posts in the list's order whose size is known. */
interface Segment {
  count: number;
  fetch: (offset: number, limit: number) => Promise<PageHit[]>;
}

/** Reads the hits of [offset, offset + limit) across the segments, touching only the segments it spans. */
async function pageAcross(segments: Segment[], offset: number, limit: number): Promise<PageHit[]> {
  const parts: Promise<PageHit[]>[] = [];
  let skip = offset;
  let need = limit;
  for (const segment of segments) {
    if (need <= 0) break;
    if (skip >= segment.count) {
      skip -= segment.count;
      continue;
    }
    const take = Math.min(need, segment.count - skip);
    parts.push(segment.fetch(skip, take));
    need -= take;
    skip = 0;
  }
  return (await Promise.all(parts)).flat();
}

interface RegionPoint {
  id: number;
  latitude: number;
  longitude: number;
}

/** The 47 prefectural offices (reference data that never changes while the server runs). */
const regionPoints = new WeakMap<Database, Promise<RegionPoint[]>>();
function loadRegionPoints(db: Database): Promise<RegionPoint[]> {
  let points = regionPoints.get(db);
  if (!points) {
    points = db
      .select({ id: regions.id, latitude: regions.latitude, longitude: regions.longitude })
      .from(regions)
      .then((rows) => (rows.length > 0 ? rows : Promise.reject(new Error("regions not seeded"))));
    points.catch(() => regionPoints.delete(db));
    regionPoints.set(db, points);
  }
  return points;
}

/** Great-circle distance in km (haversine); only used to rank prefectures. */
function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Region ids ordered by the distance of their office from the point (the point's own region first). */
function regionsNearest(points: RegionPoint[], point: GeoPoint): number[] {
  return points
    .map((office) => ({
      id: office.id,
      km: haversineKm(point.lat, point.lon, office.latitude, office.longitude),
    }))
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .map((office) => office.id);
}

/** The registered region of a member (null when none). */
async function memberRegionId(db: Database, viewer: Viewer): Promise<number | null> {
  const [row] = await db
    .select({ regionId: users.regionId })
    .from(users)
    .where(eq(users.id, viewer.id))
    .limit(1);
  return row?.regionId ?? null;
}

/** A nearby list's reference point and ordering: the viewer's coordinates, else their prefecture's office. */
interface Reference {
  point: GeoPoint;
  ordering: "distance" | "region";
}

async function referenceOf(
  db: Database,
  viewer: Viewer | null,
  input: { mode: string; lat?: number | undefined; lon?: number | undefined },
): Promise<Reference | null> {
  if (input.mode !== "nearby") return null;
  if (input.lat !== undefined && input.lon !== undefined) {
    return { point: { lat: input.lat, lon: input.lon }, ordering: "distance" };
  }
  if (!viewer) return null;
  const regionId = await memberRegionId(db, viewer);
  if (regionId === null) return null;
  const office = (await loadRegionPoints(db)).find((point) => point.id === regionId);
  return office ? { point: { lat: office.latitude, lon: office.longitude }, ordering: "region" } : null;
}

/**
 * A page's hits and the list's total. A live total may still be counting (a promise): the page's rows are read
 * meanwhile (`listPosts`).
 */
interface PagePick {
  hits: PageHit[];
  total: CappedCount | Promise<CappedCount>;
}

/** A page of a category/region scope: totals and segment sizes from post_counts. */
async function pickCountedPage(
  db: Database,
  scope: ListScope,
  reference: Reference | null,
  offset: number,
): Promise<PagePick> {
  if (reference === null && isUnfilteredScope(scope)) {
    const { hits, count } = await newestPublicPage(db, offset, POSTS_PER_PAGE);
    return { hits, total: { count, capped: false } };
  }
  const where = and(...scopeConditions(scope));
  if (reference === null) {
    const [count, hits] = await Promise.all([
      countTotal(db, scope),
      newestIds(db, where, offset, POSTS_PER_PAGE),
    ]);
    return { hits, total: { count, capped: false } };
  }
  const [counts, points] = await Promise.all([countByRegion(db, scope), loadRegionPoints(db)]);
  const byDistance = reference.ordering === "distance";
  const segments: Segment[] = [];
  if (byDistance) {
    segments.push({
      count: counts.reduce((sum, row) => sum + (row.located ? row.count : 0), 0),
      fetch: (skip, take) => nearestIds(db, where, reference.point, skip, take),
    });
  }
  for (const regionId of regionsNearest(points, reference.point)) {
    const count = counts.reduce(
      (sum, row) => sum + (row.regionId === regionId && (!byDistance || !row.located) ? row.count : 0),
      0,
    );
    if (count === 0) continue;
    const regionWhere = and(where, eq(posts.regionId, regionId), byDistance ? not(located) : undefined);
    segments.push({ count, fetch: (skip, take) => newestIds(db, regionWhere, skip, take) });
  }
  const hits = await pageAcross(segments, offset, POSTS_PER_PAGE);
  return { hits, total: { count: counts.reduce((sum, row) => sum + row.count, 0), capped: false } };
}

/** A page of a keyword and/or tag scope, counted live up to COUNT_CAP. */
async function pickLivePage(
  db: Database,
  scope: ListScope,
  reference: Reference | null,
  offset: number,
): Promise<PagePick> {
  const where = and(...scopeConditions(scope));
  const withoutGrams = and(...scopeConditions(scope, { grams: false, words: true }));
  const baseWhere = and(...scopeConditions(scope, { grams: false, words: false }));
  const words = queryWords(scope.keyword);

  if (reference === null && words.length > 0) {
    // The plan is chosen from the data (keyword-plan.ts; decision 015): a keyword the gram statistics
    // call rare, or the probe finds sparse, is read through the gram index, never by a newest-first walk.
    const scoped = { keyword: scope.keyword, words, where, withoutGrams, baseWhere };
    return newestKeywordPage(db, scoped, offset, POSTS_PER_PAGE);
  }
  const rarity = scope.keyword ? await keywordRarity(db, scope.keyword) : null;
  if (reference === null) {
    const probe = words.length > 0 ? await probeKeyword(db, baseWhere, words, offset, POSTS_PER_PAGE) : null;
    return probedNewestPage(db, where, withoutGrams, probe, offset, POSTS_PER_PAGE);
  }

  const probe = words.length > 0 && !rarity?.rare ? await probeKeyword(db, baseWhere, words, 0, 0) : null;
  const [total, points] = await Promise.all([
    rarity?.rare ? countGramMatches(db, where, COUNT_CAP) : countKeyword(db, where, withoutGrams, probe),
    loadRegionPoints(db),
  ]);
  const rank = regionsNearest(points, reference.point);
  const regionRank = sql`array_position(${intArray(rank)}, m.region_id)`;
  const newestWithin = sql`m.created_at desc, m.id desc`;

  if (!total.capped) {
    // Few matches: sort them all in one statement.
    if (reference.ordering === "region") {
      const hits = await sortedMatchIds(
        db,
        where,
        sql`${regionRank}, ${newestWithin}`,
        offset,
        POSTS_PER_PAGE,
      );
      return { hits, total };
    }
    const target = earthPoint(reference.point);
    const distance = sql`case when m.latitude is not null and m.longitude is not null
      then earth_distance(${publicPosition(sql`m.latitude`, sql`m.longitude`)}, ${target}) end`;
    const hits = await sortedMatchIds(
      db,
      where,
      sql`${distance} asc nulls last, ${regionRank}, ${newestWithin}`,
      offset,
      POSTS_PER_PAGE,
      distance,
    );
    return { hits, total };
  }

  if (reference.ordering === "distance") {
    // Many matches: nearest first by KNN; past the located posts, the others by prefecture.
    const near = await nearestIds(db, where, reference.point, offset, POSTS_PER_PAGE);
    if (near.length === POSTS_PER_PAGE) return { hits: near, total };
    const locatedCount =
      near.length > 0 ? offset + near.length : (await countUpTo(db, and(where, located), offset)).count;
    const rest = await sortedMatchIds(
      db,
      and(where, not(located)),
      sql`${regionRank}, ${newestWithin}`,
      Math.max(0, offset - locatedCount),
      POSTS_PER_PAGE - near.length,
    );
    return { hits: [...near, ...rest], total };
  }

  // Many matches in prefecture order: walk the prefectures nearest first, newest within each.
  const hits: PageHit[] = [];
  let skip = offset;
  for (const regionId of rank) {
    const need = POSTS_PER_PAGE - hits.length;
    if (need <= 0) break;
    const rows = await newestIds(db, and(where, eq(posts.regionId, regionId)), 0, skip + need);
    if (rows.length <= skip) {
      skip -= rows.length;
      continue;
    }
    hits.push(...rows.slice(skip, skip + need));
    skip = 0;
  }
  return { hits, total };
}

/**
 * A post list, 15 a page. Filters: keyword, category (id or slug; a parent includes its children), region
 * (id or slug), tags (all of them). Mode `newest` orders newest first; mode `nearby` orders by true distance
 * from `lat`/`lon` when given (distance in km rounded to 0.1; posts without a position follow, by the
 * distance of their prefecture), else by the member's registered prefecture (same prefecture first, then the
 * nearest ones, newest within each), else newest first. Drafts never appear. Totals of keyword and tag lists
 * stop at COUNT_CAP (`meta.total_capped`).
 * @param input the checked list parameters (page ≥ 1, mode with `all` folded in, lat/lon both or neither).
 * @returns the page with `ordering` and the resolved scope. @throws AppError NOT_FOUND (unknown slug).
 */
export async function listPosts(
  db: Database,
  viewer: Viewer | null,
  input: TPostListData,
): Promise<PostListPage> {
  const scope = { ...(await resolveScope(db, input)), blockedFor: viewer };
  const offset = (input.page - 1) * POSTS_PER_PAGE;
  const head = { mode: input.mode, category: scope.category, region: scope.region, tags: scope.tags };
  if (scope.impossible) {
    return { ...head, ordering: "newest", data: [], meta: pageMeta(input.page, POSTS_PER_PAGE, 0, 0) };
  }
  const reference = await referenceOf(db, viewer, input);
  const picked = isLiveScope(scope)
    ? await pickLivePage(db, scope, reference, offset)
    : await pickCountedPage(db, scope, reference, offset);
  const [data, total] = await Promise.all([loadPage(db, viewer, picked.hits), picked.total]);
  return {
    ...head,
    ordering: reference?.ordering ?? "newest",
    data,
    meta: pageMeta(input.page, POSTS_PER_PAGE, total.count, data.length, total.capped),
  };
}

/**
 * Public posts counted by (in the interest categories, in the home region), from post_counts, less the posts of
 * members blocked either way.
 */
async function tierCounts(
  db: Database,
  viewer: Viewer | null,
  interestIds: number[],
  regionId: number | null,
  status: PostStatus | undefined,
): Promise<{ interest: boolean; home: boolean; count: number }[]> {
  const interest = interestIds.length > 0 ? idIn(postCounts.categoryId, interestIds) : sql`false`;
  const home = regionId !== null ? eq(postCounts.regionId, regionId) : sql`false`;
  const rows = await queryRows<{ interest: boolean; home: boolean; count: number }>(
    db,
    sql`select ${interest} as interest, ${home} as home, coalesce(sum(${postCounts.count}), 0)::int as count
        from ${postCounts} ${status === undefined ? sql`` : sql`where ${countsStatusIs(status)}`} group by 1, 2`,
  );
  const tiers = rows.map((row) => ({
    interest: Boolean(row.interest),
    home: Boolean(row.home),
    count: Number(row.count),
  }));
  // The posts of members blocked either way are in the counters but not in this viewer's tiers (§12 Blocking).
  const interestSet = new Set(interestIds);
  for (const row of await blockedAuthorCounts(db, viewer, { status: status ?? null })) {
    const tier = tiers.find(
      (t) => t.interest === interestSet.has(row.categoryId) && t.home === (row.regionId === regionId),
    );
    if (tier) tier.count = Math.max(0, tier.count - row.count);
  }
  return tiers;
}

/**
 * Recommended posts, 15 a page (docs/product.md §2 Home, §7 GET /api/posts/recommended; `status` filters, §10): for a member, posts of
 * their interest categories (a parent includes its children) in their region, then of their interests
 * elsewhere, then others in their region, then everything else; newest first within each tier. Visitors and
 * members with neither interests nor region get the newest posts.
 * @param input `{page}` (≥ 1). @returns the page and whether it was `personalized`.
 */
export async function recommendedPosts(
  db: Database,
  viewer: Viewer | null,
  input: TPageData,
): Promise<RecommendedPage> {
  const { page } = input;
  const offset = (page - 1) * POSTS_PER_PAGE;
  const [regionId, interestIds] = await Promise.all([
    viewer ? memberRegionId(db, viewer) : null,
    viewer ? interestCategoryIds(db, viewer) : [],
  ]);
  const counts = await tierCounts(db, viewer, interestIds, regionId, input.status);
  const inInterests = interestIds.length > 0 ? idIn(posts.categoryId, interestIds) : null;
  const inRegion = regionId !== null ? eq(posts.regionId, regionId) : null;
  const interestChoices = inInterests ? [true, false] : [null];
  const regionChoices = inRegion ? [true, false] : [null];
  // Tier order: interest∧region, interest∧¬region, ¬interest∧region, ¬interest∧¬region.
  const segments: Segment[] = [];
  for (const wantInterest of interestChoices) {
    for (const wantRegion of regionChoices) {
      const count = counts
        .filter(
          (row) =>
            (wantInterest === null || row.interest === wantInterest) &&
            (wantRegion === null || row.home === wantRegion),
        )
        .reduce((sum, row) => sum + row.count, 0);
      const where = and(
        sql`${posts.isPublic}`,
        shown(posts),
        notBlocked(viewer, sql.raw(`"posts"."user_id"`)),
        statusIs(input.status),
        wantInterest === null || !inInterests ? undefined : wantInterest ? inInterests : not(inInterests),
        wantRegion === null || !inRegion ? undefined : wantRegion ? inRegion : not(inRegion),
      );
      segments.push({ count, fetch: (skip, take) => newestIds(db, where, skip, take) });
    }
  }
  const hits = await pageAcross(segments, offset, POSTS_PER_PAGE);
  const data = await loadPage(db, viewer, hits);
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return {
    data,
    meta: pageMeta(page, POSTS_PER_PAGE, total, data.length),
    personalized: segments.length > 1,
  };
}

/** A member's interest categories with the children of the parents among them. */
async function interestCategoryIds(db: Database, viewer: Viewer): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      sql`${categories.id} in (select ui.category_id from ${userInterests} ui where ui.user_id = ${viewer.id})
        or ${categories.parentId} in (select ui.category_id from ${userInterests} ui where ui.user_id = ${viewer.id})`,
    );
  return rows.map((row) => row.id);
}
