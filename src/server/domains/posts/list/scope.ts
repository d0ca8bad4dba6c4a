/**
 * What a post list is about and how many posts it has: the scope of a list (category with its children,
 * region, tags, keyword) resolved into SQL conditions, and grouped counts of the matching public posts.
 * Counts of category/region scopes are summed from `post_counts` (kept by triggers), so a list never counts
 * the posts table; keyword and tag scopes are counted live with a cap (paging.ts `countLive`;
 * docs/decisions/004-post-counts.md, 005-list-query-shapes.md).
 */
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { PostLanguage } from "#shared/post-language.ts";
import type { CategoryRef, RegionRef, TagRef, TPostListData } from "#shared/schemas/discovery.ts";
import { MAX_DB_ID } from "#shared/schemas/fields.ts";
import type { PostStatus, RewardType } from "#shared/schemas/requests.ts";
import { normalizeSearchText, queryGrams, queryWords } from "#shared/search-text.ts";
import { normalizeTagSlug } from "#shared/tag-slug.ts";
import type { Database } from "../../../db/client.ts";
import { categories, postCounts, posts, postTotals, regions } from "../../../db/schema/index.ts";
import { notBlocked, shown } from "../../../db/visibility.ts";
import { AppError } from "../../../errors.ts";
import type { Viewer } from "../../../viewer.ts";
import { blockPartners } from "../../safety/blocks.queries.ts";
import { tagsBySlugOrName } from "../../tags/tags.service.ts";
import { countsStatusIs, statusIs, statusIsBesideGrams } from "../posts.queries.ts";

/** The resolved scope of a list. `impossible` when a filter names something that does not exist. */
export interface ListScope {
  category: CategoryRef | null;
  /** The category and its children; null when the list is not limited to a category. */
  categoryIds: number[] | null;
  region: RegionRef | null;
  regionId: number | null;
  tags: TagRef[];
  tagIds: number[];
  keyword: string;
  /** The status filter (docs/product.md §10), null for every status. */
  status: PostStatus | null;
  /** The reward filter, null for any (counted live: no counter holds it). */
  rewardType: RewardType | null;
  /** The language filter (docs/product.md "Request language"), null for every language; counted live. */
  language: PostLanguage | null;
  impossible: boolean;
  /**
   * The viewer whose blocks (both ways) leave authors out (docs/product.md §12 Blocking); null or absent for a
   * visitor. Totals read from post_counts have the blocked members' posts taken off (`blockedAuthorCounts`).
   */
  blockedFor?: Viewer | null;
}

const parentCategories = alias(categories, "scope_parent");

/** "posts"."id" written out, for correlated subqueries (drizzle drops qualifiers in single-table selects). */
const POST_ID = sql.raw(`"posts"."id"`);

/** "posts"."user_id" written out, for the correlated block filter. */
const POST_AUTHOR = sql.raw(`"posts"."user_id"`);

/** An all-digit path key as an id; undefined when it is not one or lies past the id range (it names nothing). */
function idOfKey(key: string): number | undefined {
  if (!/^\d+$/.test(key)) return undefined;
  const id = Number(key);
  return id <= MAX_DB_ID ? id : undefined;
}

/** A category by slug (an all-digit slug may also be its id) or id with its parent and children ids; null when unknown. */
async function findCategory(
  db: Database,
  key: { slug?: string | undefined; id?: number | undefined },
): Promise<{ ref: CategoryRef; ids: number[] } | null> {
  const slugId = key.slug === undefined ? undefined : idOfKey(key.slug);
  const where =
    key.slug !== undefined
      ? slugId !== undefined
        ? or(eq(categories.slug, key.slug), eq(categories.id, slugId))
        : eq(categories.slug, key.slug)
      : eq(categories.id, key.id ?? 0);
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: parentCategories.id,
      parentName: parentCategories.name,
      parentSlug: parentCategories.slug,
      children: sql<
        number[]
      >`coalesce((select array_agg(c.id) from ${categories} c where c.parent_id = ${categories.id}), '{}')`,
    })
    .from(categories)
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .where(where)
    .limit(1);
  if (!row) return null;
  return {
    ref: {
      id: row.id,
      name: row.name,
      slug: row.slug,
      parent:
        row.parentId !== null && row.parentName !== null && row.parentSlug !== null
          ? { id: row.parentId, name: row.parentName, slug: row.parentSlug }
          : null,
    },
    ids: [row.id, ...(row.children ?? []).map(Number)],
  };
}

/** A region by slug (or numeric text) or id; null when unknown. */
export async function findRegion(
  db: Database,
  key: { slug?: string | undefined; id?: number | undefined },
): Promise<RegionRef | null> {
  const numeric = key.slug !== undefined ? idOfKey(key.slug) : key.id;
  const [row] = await db
    .select({ id: regions.id, name: regions.name, slug: regions.slug })
    .from(regions)
    .where(
      key.slug !== undefined && numeric === undefined
        ? eq(regions.slug, key.slug)
        : eq(regions.id, numeric ?? 0),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Resolves the filters of a list. A category or region named by slug in the path must exist.
 * @throws AppError NOT_FOUND for an unknown category_slug / region_slug.
 */
export async function resolveScope(db: Database, input: TPostListData): Promise<ListScope> {
  const slugs = [...new Set((input.tags ?? []).map(normalizeTagSlug).filter(Boolean))];
  const wantsCategory = input.category_slug !== undefined || input.category_id !== undefined;
  const wantsRegion = input.region_slug !== undefined || input.region_id !== undefined;
  const [category, region, tagRows] = await Promise.all([
    wantsCategory ? findCategory(db, { slug: input.category_slug, id: input.category_id }) : null,
    wantsRegion ? findRegion(db, { slug: input.region_slug, id: input.region_id }) : null,
    tagsBySlugOrName(db, slugs, { listedOnly: true }),
  ]);
  if (input.category_slug !== undefined && !category) throw AppError.notFound("category_not_found");
  if (input.region_slug !== undefined && !region) throw AppError.notFound("region_not_found");
  const found = [
    ...new Map(
      tagRows.filter((tag): tag is TagRef => tag !== undefined).map((tag) => [tag.id, tag]),
    ).values(),
  ];
  return {
    category: category?.ref ?? null,
    categoryIds: wantsCategory ? (category?.ids ?? []) : null,
    region,
    regionId: region?.id ?? null,
    tags: found,
    tagIds: found.map((tag) => tag.id),
    keyword: normalizeSearchText(input.keyword ?? ""),
    status: input.status ?? null,
    rewardType: input.reward_type ?? null,
    language: input.language ?? null,
    impossible:
      (wantsCategory && !category) || (wantsRegion && !region) || tagRows.some((tag) => tag === undefined),
  };
}

/** Which parts of the keyword condition `scopeConditions` writes. */
interface KeywordParts {
  /** The gram-index condition (`search_grams @> …`): lets PostgreSQL find rare keywords through GIN. */
  grams: boolean;
  /** The exact substring check of every word. */
  words: boolean;
}

/**
 * The conditions every post of the list meets: public (drafts never listed) and the scope's filters. The
 * keyword is written as a gram-index condition plus an exact substring check of each word; `keyword` leaves
 * out either part (the probe checks the words itself; a dense keyword is counted without the gram index).
 */
export function scopeConditions(
  scope: ListScope,
  keyword: KeywordParts = { grams: true, words: true },
): SQL[] {
  // Hidden posts (moderation) are never listed; blocked authors are left out by one NOT EXISTS (decision 012).
  const conditions: SQL[] = [sql`${posts.isPublic}`, shown(posts)];
  if (scope.blockedFor) conditions.push(notBlocked(scope.blockedFor, POST_AUTHOR));
  let gramsLead = false;
  if (scope.keyword) {
    const grams = queryGrams(scope.keyword);
    if (keyword.grams && grams.length > 0) {
      gramsLead = true;
      conditions.push(
        sql`${posts.searchGrams} @> ARRAY[${sql.join(
          grams.map((g) => sql`${g}`),
          sql`, `,
        )}]::text[]`,
      );
    }
    if (keyword.words) {
      for (const word of queryWords(scope.keyword))
        conditions.push(sql`strpos(${posts.searchText}, ${word}) > 0`);
    }
  }
  if (scope.categoryIds !== null) conditions.push(idIn(posts.categoryId, scope.categoryIds));
  if (scope.regionId !== null) conditions.push(eq(posts.regionId, scope.regionId));
  // Beside the gram condition the status must not pull in the partial open indexes (statusIsBesideGrams).
  const status = (gramsLead ? statusIsBesideGrams : statusIs)(scope.status ?? undefined);
  if (status) conditions.push(status);
  if (scope.rewardType !== null) conditions.push(eq(posts.rewardType, scope.rewardType));
  if (scope.language !== null) conditions.push(eq(posts.language, scope.language));
  for (const tagId of scope.tagIds) {
    conditions.push(
      sql`exists (select 1 from post_tags pt where pt.post_id = ${POST_ID} and pt.tag_id = ${tagId})`,
    );
  }
  return conditions;
}

/**
 * True for the whole public list as a visitor sees it: no category, region, keyword, tag, status, reward or
 * language filter and no blocks to leave out (paging.ts `newestPublicPage` reads it with statements built once).
 */
export function isUnfilteredScope(scope: ListScope): boolean {
  return (
    !scope.blockedFor &&
    scope.categoryIds === null &&
    scope.regionId === null &&
    scope.keyword === "" &&
    scope.tagIds.length === 0 &&
    scope.status === null &&
    scope.rewardType === null &&
    scope.language === null
  );
}

/**
 * True when the keyword, tags, reward or language filter the list: its total must be counted live (capped), not read.
 * The status filter is not: post_counts holds counters per status.
 */
export function isLiveScope(scope: ListScope): boolean {
  return (
    scope.keyword !== "" || scope.tagIds.length > 0 || scope.rewardType !== null || scope.language !== null
  );
}

/** `'{…}'::int[]` of whole numbers, inlined (the ids are truncated to integers, so it is safe as SQL text). */
export function intArray(ids: number[]): SQL {
  return sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(",")}}'::int[]`);
}

/** `column = id` for one id, `column = any(ids)` for several. */
export function idIn(column: PgColumn, ids: number[]): SQL {
  if (ids.length === 1) return eq(column, ids[0] ?? 0);
  return sql`${column} = any(${intArray(ids)})`;
}

/** A post has a position. */
export const located = sql`(${posts.latitude} is not null and ${posts.longitude} is not null)`;

/** The post_counts rows of a category/region scope. */
function countConditions(scope: ListScope): SQL | undefined {
  const where: SQL[] = [];
  if (scope.categoryIds !== null) where.push(idIn(postCounts.categoryId, scope.categoryIds));
  if (scope.regionId !== null) where.push(eq(postCounts.regionId, scope.regionId));
  const status = countsStatusIs(scope.status ?? undefined);
  if (status) where.push(status);
  return where.length > 0 ? and(...where) : undefined;
}

/** Public posts of one prefecture, with or without a position, in a category/region scope. */
interface RegionCount {
  regionId: number;
  located: boolean;
  count: number;
}

/** Posts of one category, prefecture and position. */
export interface BlockedAuthorCount extends RegionCount {
  categoryId: number;
}

/**
 * The public, unhidden posts written by members the viewer blocked or who blocked the viewer, by category,
 * prefecture and position, within an optional category/region/status scope: what the counters hold that this
 * viewer's lists leave out (docs/product.md §12 Blocking). One query over the block set (primary key one way,
 * blocks_blocked_idx the other) and each such author's posts (posts_user_newest_idx); none for a visitor.
 */
export async function blockedAuthorCounts(
  db: Database,
  viewer: Viewer | null | undefined,
  scope: { categoryIds?: number[] | null; regionId?: number | null; status?: PostStatus | null } = {},
): Promise<BlockedAuthorCount[]> {
  if (!viewer) return [];
  const where: SQL[] = [
    sql`${posts.userId} in (${blockPartners(viewer.id)})`,
    sql`${posts.isPublic}`,
    shown(posts),
  ];
  if (scope.categoryIds != null) where.push(idIn(posts.categoryId, scope.categoryIds));
  if (scope.regionId != null) where.push(eq(posts.regionId, scope.regionId));
  const status = statusIs(scope.status ?? undefined);
  if (status) where.push(status);
  const rows = await db
    .select({
      categoryId: posts.categoryId,
      regionId: posts.regionId,
      located: sql<boolean>`${located}`,
      count: sql<number>`count(*)::int`,
    })
    .from(posts)
    .where(and(...where))
    .groupBy(posts.categoryId, posts.regionId, located);
  return rows.map((row) => ({
    categoryId: row.categoryId,
    regionId: row.regionId,
    located: Boolean(row.located),
    count: Number(row.count),
  }));
}

/**
 * Public posts of a category/region scope (no keyword, no tags) by prefecture and position, summed in SQL
 * from `post_counts` (at most 47 × 2 rows come back). Only prefectures with posts are listed; the posts of members
 * blocked either way are taken off (`blockedAuthorCounts`).
 */
export async function countByRegion(db: Database, scope: ListScope): Promise<RegionCount[]> {
  const rows = await db
    .select({
      regionId: postCounts.regionId,
      located: postCounts.located,
      count: sql<number>`sum(${postCounts.count})::int`,
    })
    .from(postCounts)
    .where(countConditions(scope))
    .groupBy(postCounts.regionId, postCounts.located)
    .having(sql`sum(${postCounts.count}) > 0`);
  const counts = rows.map((row) => ({
    regionId: row.regionId,
    located: row.located,
    count: Number(row.count),
  }));
  const blocked = await blockedAuthorCounts(db, scope.blockedFor, scope);
  if (blocked.length === 0) return counts;
  const leftOut = new Map<string, number>();
  for (const row of blocked) {
    const key = `${row.regionId}:${row.located}`;
    leftOut.set(key, (leftOut.get(key) ?? 0) + row.count);
  }
  return counts
    .map((row) => ({ ...row, count: row.count - (leftOut.get(`${row.regionId}:${row.located}`) ?? 0) }))
    .filter((row) => row.count > 0);
}

/**
 * Public posts of a category/region scope (no keyword, no tags) that the scope's viewer may see, summed in SQL
 * from `post_counts` (without a category or region from the per-status slots of `post_totals`, at most 32
 * rows; decision 015), less the posts of members blocked either way.
 */
export async function countTotal(db: Database, scope: ListScope): Promise<number> {
  const [counted, blocked] = await Promise.all([
    countedTotal(db, scope),
    blockedAuthorCounts(db, scope.blockedFor, scope),
  ]);
  return Math.max(0, counted - blocked.reduce((sum, row) => sum + row.count, 0));
}

/** The counters' total of a category/region scope, blocks not yet taken off. */
async function countedTotal(db: Database, scope: ListScope): Promise<number> {
  if (scope.categoryIds === null && scope.regionId === null) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${postTotals.count}), 0)::int` })
      .from(postTotals)
      .where(scope.status ? eq(postTotals.status, scope.status) : undefined);
    return Number(row?.total ?? 0);
  }
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${postCounts.count}), 0)::int` })
    .from(postCounts)
    .where(countConditions(scope));
  return Number(row?.total ?? 0);
}
