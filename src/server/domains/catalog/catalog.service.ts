/**
 * Categories, regions and recommended tags (docs/product.md §2 Category list, Region list, Region
 * active-categories list; §3 Category / Region / Tag; §7 /api/categories, /api/categories/popular, /api/regions,
 * /api/regions/{slug}/active-categories, /api/categories/{slug}/tags). Anyone may read. Post counts are public
 * posts only and come from `post_counts` in one grouped query (docs/decisions/004-post-counts.md). Keys from a
 * path or an input are a slug or an id as a string; one that can name no row answers NOT_FOUND.
 */
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  AnswerRequirement,
  CategoryNode,
  RegionPostCount,
  RegionView,
} from "#shared/schemas/catalog.ts";
import type { CategoryCount, RegionActiveCategories, TagRef } from "#shared/schemas/discovery.ts";
import { MAX_DB_ID, storableText } from "#shared/schemas/fields.ts";
import type { Database } from "../../db/client.ts";
import {
  categories,
  categoryTags as categoryTagsTable,
  postCounts,
  regions,
  tags,
} from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";

/** The longest slug a category or region has (longer keys name nothing). */
const MAX_SLUG_LENGTH = 100;

/**
 * A category or region key from a path or an input: a whole number is an id, anything else a slug. Null when
 * it can name no row (an id beyond PostgreSQL's integer range, an over-long slug, U+0000), so the caller
 * answers 404 instead of letting the query fail.
 */
function catalogKey(idOrSlug: string | number): number | string | null {
  if (typeof idOrSlug === "number" || /^\d+$/.test(idOrSlug)) {
    const id = Number(idOrSlug);
    return Number.isSafeInteger(id) && id >= 1 && id <= MAX_DB_ID ? id : null;
  }
  return idOrSlug.length <= MAX_SLUG_LENGTH && storableText(idOrSlug) ? idOrSlug : null;
}

/** How many categories the popular list holds. */
const POPULAR_LIMIT = 8;

/** Every category in display order (parents' sort order, then their own). */
function allCategories(db: Database) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
      answerRequirement: categories.answerRequirement,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** A stored level as the wire names it (the column's CHECK allows only these). */
function answerRequirementOf(level: string | null): AnswerRequirement | null {
  return level === "email" || level === "organization" ? level : null;
}

/** Public post counts by category id, optionally in one region (one grouped query over post_counts). */
async function countsByCategory(db: Database, regionId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: postCounts.categoryId, count: sql<number>`sum(${postCounts.count})::int` })
    .from(postCounts)
    .where(regionId === undefined ? undefined : eq(postCounts.regionId, regionId))
    .groupBy(postCounts.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.count)]));
}

/**
 * The category tree with public post counts (docs/product.md §2 Category list); a parent's count includes its
 * children's posts. Two queries whatever the size of the tree. @returns the roots in display order.
 */
export async function categoryTree(db: Database): Promise<CategoryNode[]> {
  const [rows, countOf] = await Promise.all([allCategories(db), countsByCategory(db)]);
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      slug: row.slug,
      parent_id: row.parentId,
      posts_count: countOf.get(row.id) ?? 0,
      answer_requirement: answerRequirementOf(row.answerRequirement),
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) {
      parent.children.push(node);
      parent.posts_count += node.posts_count;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** Categories (each with its parent) of the tree whose own count passes `keep`, with their counts. */
function withParents(tree: CategoryNode[], countOf: (node: CategoryNode) => number): CategoryCount[] {
  const list: CategoryCount[] = [];
  for (const root of tree) {
    const parent = { id: root.id, name: root.name, slug: root.slug };
    const own = countOf(root) - root.children.reduce((sum, child) => sum + countOf(child), 0);
    if (root.children.length === 0 || own > 0) {
      list.push({ id: root.id, name: root.name, slug: root.slug, parent: null, posts_count: own });
    }
    for (const child of root.children) {
      list.push({ id: child.id, name: child.name, slug: child.slug, parent, posts_count: countOf(child) });
    }
  }
  return list;
}

/**
 * The most posted-in categories (children, or a parent with posts of its own), most posts first; at most 8
 * (docs/product.md §9 Lists and paging), only those with public posts (GET /api/categories/popular).
 * @returns categories with their parent and posts_count.
 */
export async function popularCategories(db: Database): Promise<CategoryCount[]> {
  const tree = await categoryTree(db);
  return withParents(tree, (node) => node.posts_count)
    .filter((category) => category.posts_count > 0)
    .sort((a, b) => b.posts_count - a.posts_count || a.id - b.id)
    .slice(0, POPULAR_LIMIT);
}

/**
 * One category (with children and counts) by numeric id or slug (docs/product.md §3 Category).
 * @throws AppError NOT_FOUND (copy.errors.categoryNotFound).
 */
export async function getCategory(db: Database, idOrSlug: string | number): Promise<CategoryNode> {
  const tree = await categoryTree(db);
  const all = tree.flatMap((node) => [node, ...node.children]);
  const key = String(idOrSlug);
  const found = all.find((node) => String(node.id) === key || node.slug === key);
  if (!found) throw AppError.notFound("category_not_found");
  return found;
}

/** The columns of a RegionView. */
const regionColumns = {
  id: regions.id,
  name: regions.name,
  slug: regions.slug,
  area: regions.area,
  latitude: regions.latitude,
  longitude: regions.longitude,
};

/** All 47 prefectures in JIS X 0401 order (docs/product.md §3 Region, §2 Region list). */
export async function listRegions(db: Database): Promise<RegionView[]> {
  return db.select(regionColumns).from(regions).orderBy(asc(regions.id));
}

/**
 * Public post counts of every region that has any (docs/product.md §2 Region list): `[{region_id,
 * posts_count}]` (one grouped query).
 */
export async function regionCounts(db: Database): Promise<RegionPostCount[]> {
  const rows = await db
    .select({ regionId: postCounts.regionId, count: sql<number>`sum(${postCounts.count})::int` })
    .from(postCounts)
    .groupBy(postCounts.regionId)
    .having(sql`sum(${postCounts.count}) > 0`);
  return rows.map((row) => ({ region_id: row.regionId, posts_count: Number(row.count) }));
}

/**
 * One region by numeric id or slug (docs/product.md §3 Region).
 * @throws AppError NOT_FOUND (copy.errors.regionNotFound).
 */
export async function getRegion(db: Database, idOrSlug: string | number): Promise<RegionView> {
  const key = catalogKey(idOrSlug);
  if (key === null) throw AppError.notFound("region_not_found");
  const [row] = await db
    .select(regionColumns)
    .from(regions)
    .where(typeof key === "number" ? eq(regions.id, key) : eq(regions.slug, key))
    .limit(1);
  if (!row) throw AppError.notFound("region_not_found");
  return row;
}

/**
 * The categories that have public posts in a region (by slug or id), with their counts, in the order of the
 * category tree (docs/product.md §2 Region active-categories list; GET /api/regions/{slug}/active-categories).
 * @returns `{region, data: categories with parent and posts_count}`. @throws AppError NOT_FOUND (unknown region).
 */
export async function regionActiveCategories(
  db: Database,
  slugOrId: string,
): Promise<RegionActiveCategories> {
  const { id, name, slug } = await getRegion(db, slugOrId);
  const region = { id, name, slug };
  const [rows, countOf] = await Promise.all([allCategories(db), countsByCategory(db, region.id)]);
  const tree: CategoryNode[] = [];
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      slug: row.slug,
      parent_id: row.parentId,
      posts_count: countOf.get(row.id) ?? 0,
      answer_requirement: answerRequirementOf(row.answerRequirement),
      children: [],
    });
  }
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else tree.push(node);
  }
  const data = withParents(tree, (node) =>
    node.children.length > 0
      ? node.posts_count + node.children.reduce((sum, child) => sum + child.posts_count, 0)
      : node.posts_count,
  ).filter((category) => category.posts_count > 0);
  return { region, data };
}

const parentOf = alias(categories, "tag_parent");

/**
 * The recommended tags of a category (by slug or id): its own category_tags, else its parent's
 * (docs/product.md §3 Tag; GET /api/categories/{slug}/tags). @returns the tags in their curated order.
 * @throws AppError NOT_FOUND (copy.errors.categoryNotFound).
 */
export async function categoryTags(db: Database, slugOrId: string): Promise<TagRef[]> {
  const key = catalogKey(slugOrId);
  if (key === null) throw AppError.notFound("category_not_found");
  const [category] = await db
    .select({ id: categories.id, parentId: parentOf.id })
    .from(categories)
    .leftJoin(parentOf, eq(parentOf.id, categories.parentId))
    .where(typeof key === "number" ? eq(categories.id, key) : eq(categories.slug, key))
    .limit(1);
  if (!category) throw AppError.notFound("category_not_found");
  const ids = category.parentId === null ? [category.id] : [category.id, category.parentId];
  const rows = await db
    .select({
      categoryId: categoryTagsTable.categoryId,
      id: tags.id,
      slug: tags.slug,
      name: tags.name,
      is_official: tags.isOfficial,
    })
    .from(categoryTagsTable)
    .innerJoin(tags, eq(tags.id, categoryTagsTable.tagId))
    .where(sql`${categoryTagsTable.categoryId} in (${sql.join(ids, sql`, `)})`)
    .orderBy(asc(categoryTagsTable.sortOrder), asc(tags.name));
  const own = rows.filter((row) => row.categoryId === category.id);
  const chosen = own.length > 0 ? own : rows;
  return chosen.map(({ categoryId: _categoryId, ...tag }) => tag);
}
