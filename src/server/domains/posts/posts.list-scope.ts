/**
 * What a post list is about and how many posts it has: the scope of a list (category with its children,
 * region, tags, keyword) resolved into SQL conditions, and grouped counts of the matching public posts.
 * Counts come from `post_counts` (kept by triggers) unless the keyword or tags need a live count, so a list
 * never counts the whole posts table (docs/decisions/004-post-counts.md).
 */
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { copy } from "../../../shared/copy.ts";
import type { CategoryRef, RegionRef, TagRef, TPostListData } from "../../../shared/schemas/discovery.ts";
import { normalizeSearchText, queryGrams, queryWords } from "../../../shared/search-text.ts";
import { normalizeTagSlug } from "../../../shared/tag-slug.ts";
import { type Database, queryRows } from "../../db/client.ts";
import { categories, postCounts, posts, regions, tags } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";

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
  impossible: boolean;
}

/** Counted public posts of one category in one region, with or without a position. */
export interface CountRow {
  categoryId: number;
  regionId: number;
  located: boolean;
  count: number;
}

const parentCategories = alias(categories, "scope_parent");

/** "posts"."id" written out, for correlated subqueries (drizzle drops qualifiers in single-table selects). */
const POST_ID = sql.raw(`"posts"."id"`);

/** A category by slug or id with its parent and children ids; null when unknown. */
async function findCategory(
  db: Database,
  key: { slug?: string | undefined; id?: number | undefined },
): Promise<{ ref: CategoryRef; ids: number[] } | null> {
  const where =
    key.slug !== undefined
      ? /^\d+$/.test(key.slug)
        ? or(eq(categories.slug, key.slug), eq(categories.id, Number(key.slug)))
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
  const numeric = key.slug !== undefined && /^\d+$/.test(key.slug) ? Number(key.slug) : key.id;
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
    slugs.length > 0
      ? db
          .select({ id: tags.id, slug: tags.slug, name: tags.name, is_official: tags.isOfficial })
          .from(tags)
          .where(inArray(tags.slug, slugs))
      : Promise.resolve([] as TagRef[]),
  ]);
  if (input.category_slug !== undefined && !category) throw AppError.notFound(copy.errors.categoryNotFound);
  if (input.region_slug !== undefined && !region) throw AppError.notFound(copy.errors.regionNotFound);
  const bySlug = new Map(tagRows.map((tag) => [tag.slug, tag]));
  const found = slugs.map((slug) => bySlug.get(slug)).filter((tag): tag is TagRef => tag !== undefined);
  return {
    category: category?.ref ?? null,
    categoryIds: wantsCategory ? (category?.ids ?? []) : null,
    region,
    regionId: region?.id ?? null,
    tags: found,
    tagIds: found.map((tag) => tag.id),
    keyword: normalizeSearchText(input.keyword ?? ""),
    impossible: (wantsCategory && !category) || (wantsRegion && !region) || found.length < slugs.length,
  };
}

/** The conditions every post of the list meets: public (drafts never listed) and the scope's filters. */
export function scopeConditions(scope: ListScope): SQL[] {
  const conditions: SQL[] = [sql`${posts.isPublic}`];
  if (scope.keyword) {
    const grams = queryGrams(scope.keyword);
    if (grams.length > 0) {
      conditions.push(
        sql`${posts.searchGrams} @> ARRAY[${sql.join(
          grams.map((g) => sql`${g}`),
          sql`, `,
        )}]::text[]`,
      );
    }
    for (const word of queryWords(scope.keyword))
      conditions.push(sql`strpos(${posts.searchText}, ${word}) > 0`);
  }
  if (scope.categoryIds !== null) conditions.push(idIn(posts.categoryId, scope.categoryIds));
  if (scope.regionId !== null) conditions.push(eq(posts.regionId, scope.regionId));
  for (const tagId of scope.tagIds) {
    conditions.push(
      sql`exists (select 1 from post_tags pt where pt.post_id = ${POST_ID} and pt.tag_id = ${tagId})`,
    );
  }
  return conditions;
}

/** `column = id` for one id, `column = any(ids)` for several. */
export function idIn(column: PgColumn, ids: number[]): SQL {
  if (ids.length === 1) return eq(column, ids[0] ?? 0);
  return sql`${column} = any(${sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(",")}}'::int[]`)})`;
}

/** A post has a position. */
export const located = sql`(${posts.latitude} is not null and ${posts.longitude} is not null)`;

/**
 * Public posts of the scope counted by category, region and position. From `post_counts` when only category
 * and region filter the list; counted live (keyword, tags) otherwise.
 */
export async function countScope(db: Database, scope: ListScope): Promise<CountRow[]> {
  if (scope.impossible) return [];
  if (!scope.keyword && scope.tagIds.length === 0) {
    const where: SQL[] = [sql`${postCounts.count} > 0`];
    if (scope.categoryIds !== null) where.push(idIn(postCounts.categoryId, scope.categoryIds));
    if (scope.regionId !== null) where.push(eq(postCounts.regionId, scope.regionId));
    return db
      .select({
        categoryId: postCounts.categoryId,
        regionId: postCounts.regionId,
        located: postCounts.located,
        count: postCounts.count,
      })
      .from(postCounts)
      .where(and(...where));
  }
  const rows = await queryRows<{ category_id: number; region_id: number; located: boolean; count: number }>(
    db,
    sql`select ${posts.categoryId} as category_id, ${posts.regionId} as region_id, ${located} as located,
          count(*)::int as count
        from ${posts} where ${and(...scopeConditions(scope))} group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    categoryId: Number(row.category_id),
    regionId: Number(row.region_id),
    located: Boolean(row.located),
    count: Number(row.count),
  }));
}

/** Sum of `count` over the rows that pass `keep`. */
export function sumCounts(rows: CountRow[], keep: (row: CountRow) => boolean = () => true): number {
  let total = 0;
  for (const row of rows) if (keep(row)) total += row.count;
  return total;
}
