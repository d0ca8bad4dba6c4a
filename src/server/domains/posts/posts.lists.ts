/**
 * Post lists (spec.md §2 Post list, Home nearby and recommended sections; §4 List mode; §7 GET /api/posts,
 * /api/posts/nearby, /api/posts/recommended, /api/category/{slug}/posts and /nearby-posts).
 *
 * Every ordering other than "newest" is a sequence of segments, each read newest-first (or by distance) from
 * an index: distance = posts with a position by KNN on the GiST index, then posts without one by the
 * distance of their prefecture; region = one segment per prefecture, nearest first; recommended = interest
 * categories × own region tiers. The grouped counts say which segments a page spans, so a page reads only
 * those (docs/decisions/004-post-counts.md).
 */
import { and, asc, desc, eq, not, type SQL, sql } from "drizzle-orm";
import { POSTS_PER_PAGE } from "../../../shared/constants.ts";
import { pageMeta } from "../../../shared/pagination.ts";
import {
  type PostListPage,
  type RecommendedPage,
  ZPageInput,
  ZPostListInput,
} from "../../../shared/schemas/discovery.ts";
import type { PostView } from "../../../shared/schemas/posts.ts";
import type { Database } from "../../db/client.ts";
import { categories, posts, regions, userInterests, users } from "../../db/schema/index.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";
import {
  type CountRow,
  countScope,
  idIn,
  type ListScope,
  located,
  resolveScope,
  scopeConditions,
  sumCounts,
} from "./posts.list-scope.ts";
import { loadTags, type PostRow, selectPosts, toPostView } from "./posts.queries.ts";

type Hit = { row: PostRow; distanceKm: number | null };
type Fetch = (offset: number, limit: number) => Promise<Hit[]>;
interface Segment {
  count: number;
  fetch: Fetch;
}

/** Newest first within `where` (served by the posts_*_newest_idx partial indexes). */
function newestFetch(db: Database, viewer: Viewer | null, where: SQL | undefined): Fetch {
  return async (offset, limit) => {
    const rows = await selectPosts(db, viewer)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({ row, distanceKm: null }));
  };
}

/** Posts with a position, nearest first by KNN on posts_location_idx; the distance in km. */
function distanceFetch(
  db: Database,
  viewer: Viewer | null,
  where: SQL | undefined,
  lat: number,
  lon: number,
): Fetch {
  const point = sql`ll_to_earth(${lat}::float8, ${lon}::float8)`;
  const position = sql`ll_to_earth(${posts.latitude}, ${posts.longitude})`;
  return async (offset, limit) => {
    const rows = await selectPosts(db, viewer, {
      distanceM: sql<number>`earth_distance(${position}, ${point})`,
    })
      .where(and(where, located))
      .orderBy(sql`${position} <-> ${point}`, asc(posts.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({ row, distanceKm: Number(row.distanceM) / 1000 }));
  };
}

/** Reads the rows of [offset, offset + limit) across the segments, touching only the segments it spans. */
async function pageAcross(segments: Segment[], offset: number, limit: number): Promise<Hit[]> {
  const parts: Promise<Hit[]>[] = [];
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

/** Hits shaped as PostViews (tags of the page in one query). */
async function toViews(db: Database, viewer: Viewer | null, hits: Hit[]): Promise<PostView[]> {
  const tagsByPost = await loadTags(
    db,
    hits.map((hit) => hit.row.id),
  );
  const now = new Date();
  return hits.map((hit) =>
    toPostView(hit.row, tagsByPost.get(hit.row.id) ?? [], viewer, now, hit.distanceKm),
  );
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
function regionsNearest(points: RegionPoint[], lat: number, lon: number): number[] {
  return points
    .map((point) => ({ id: point.id, km: haversineKm(lat, lon, point.latitude, point.longitude) }))
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .map((point) => point.id);
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

/**
 * A post list, 15 a page. Filters: keyword, category (id or slug; a parent includes its children), region
 * (id or slug), tags (all of them). Mode `newest` orders newest first; mode `nearby` orders by true distance
 * from `lat`/`lon` when given (distance in km rounded to 0.1; posts without a position follow, by the
 * distance of their prefecture), else by the member's registered prefecture (same prefecture first, then the
 * nearest ones, newest within each), else newest first. Drafts never appear.
 * @returns the page with `ordering` and the resolved scope. @throws AppError VALIDATION, NOT_FOUND (unknown slug).
 */
export async function listPosts(db: Database, viewer: Viewer | null, raw: unknown): Promise<PostListPage> {
  const input = parseInput(ZPostListInput, raw);
  const scope = await resolveScope(db, input);
  const offset = (input.page - 1) * POSTS_PER_PAGE;
  const head = { mode: input.mode, category: scope.category, region: scope.region, tags: scope.tags };
  if (scope.impossible) {
    return { ...head, ordering: "newest", data: [], meta: pageMeta(input.page, POSTS_PER_PAGE, 0, 0) };
  }
  const where = and(...scopeConditions(scope));
  let reference: { lat: number; lon: number } | null = null;
  let ordering: PostListPage["ordering"] = "newest";
  if (input.mode === "nearby" && input.lat !== undefined && input.lon !== undefined) {
    reference = { lat: input.lat, lon: input.lon };
    ordering = "distance";
  } else if (input.mode === "nearby" && viewer) {
    const regionId = await memberRegionId(db, viewer);
    const office =
      regionId === null ? undefined : (await loadRegionPoints(db)).find((p) => p.id === regionId);
    if (office) {
      reference = { lat: office.latitude, lon: office.longitude };
      ordering = "region";
    }
  }

  let counts: CountRow[];
  let hits: Hit[];
  if (reference === null) {
    [counts, hits] = await Promise.all([
      countScope(db, scope),
      newestFetch(db, viewer, where)(offset, POSTS_PER_PAGE),
    ]);
  } else {
    const [rows, points] = await Promise.all([countScope(db, scope), loadRegionPoints(db)]);
    counts = rows;
    const order = regionsNearest(points, reference.lat, reference.lon);
    const segments: Segment[] = [];
    if (ordering === "distance") {
      segments.push({
        count: sumCounts(rows, (row) => row.located),
        fetch: distanceFetch(db, viewer, where, reference.lat, reference.lon),
      });
    }
    for (const regionId of order) {
      const keep = (row: CountRow) => row.regionId === regionId && (ordering === "region" || !row.located);
      const count = sumCounts(rows, keep);
      if (count === 0) continue;
      const regionWhere = and(
        where,
        eq(posts.regionId, regionId),
        ordering === "distance" ? not(located) : undefined,
      );
      segments.push({ count, fetch: newestFetch(db, viewer, regionWhere) });
    }
    hits = await pageAcross(segments, offset, POSTS_PER_PAGE);
  }
  const data = await toViews(db, viewer, hits);
  return {
    ...head,
    ordering,
    data,
    meta: pageMeta(input.page, POSTS_PER_PAGE, sumCounts(counts), data.length),
  };
}

/**
 * Recommended posts, 15 a page (spec.md §2 Home, §7 GET /api/posts/recommended): for a member, posts of their
 * interest categories (a parent includes its children) in their region, then of their interests elsewhere,
 * then others in their region, then everything else; newest first within each tier. Visitors and members
 * with neither interests nor region get the newest posts.
 */
export async function recommendedPosts(
  db: Database,
  viewer: Viewer | null,
  raw: unknown,
): Promise<RecommendedPage> {
  const { page } = parseInput(ZPageInput, raw);
  const offset = (page - 1) * POSTS_PER_PAGE;
  const scope: ListScope = {
    category: null,
    categoryIds: null,
    region: null,
    regionId: null,
    tags: [],
    tagIds: [],
    keyword: "",
    impossible: false,
  };
  const where = and(...scopeConditions(scope));
  const [counts, regionId, interestIds] = await Promise.all([
    countScope(db, scope),
    viewer ? memberRegionId(db, viewer) : null,
    viewer ? interestCategoryIds(db, viewer) : [],
  ]);
  const interests = new Set(interestIds);
  type Tier = { keep: (row: CountRow) => boolean; where: SQL | undefined };
  const tiers: Tier[] = [];
  const inInterests = interestIds.length > 0 ? idIn(posts.categoryId, interestIds) : null;
  const inRegion = regionId !== null ? eq(posts.regionId, regionId) : null;
  const byInterest = [true, false].filter(() => inInterests !== null);
  const byRegion = [true, false].filter(() => inRegion !== null);
  for (const wantInterest of byInterest.length > 0 ? byInterest : [null]) {
    for (const wantRegion of byRegion.length > 0 ? byRegion : [null]) {
      tiers.push({
        keep: (row) =>
          (wantInterest === null || interests.has(row.categoryId) === wantInterest) &&
          (wantRegion === null || (row.regionId === regionId) === wantRegion),
        where: and(
          where,
          wantInterest === null || !inInterests ? undefined : wantInterest ? inInterests : not(inInterests),
          wantRegion === null || !inRegion ? undefined : wantRegion ? inRegion : not(inRegion),
        ),
      });
    }
  }
  // The nested loops above give the tier order I∧R, I∧¬R, ¬I∧R, ¬I∧¬R.
  const segments = tiers.map((tier) => ({
    count: sumCounts(counts, tier.keep),
    fetch: newestFetch(db, viewer, tier.where),
  }));
  const hits = await pageAcross(segments, offset, POSTS_PER_PAGE);
  const data = await toViews(db, viewer, hits);
  return {
    data,
    meta: pageMeta(page, POSTS_PER_PAGE, sumCounts(counts), data.length),
    personalized: tiers.length > 1,
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
