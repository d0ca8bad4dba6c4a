/**
 * Categories and regions (spec.md §2 Category list, §3 Category / Region, §7 /api/categories, /api/regions).
 */
import { asc, eq, sql } from "drizzle-orm";
import { copy } from "../../../shared/copy.ts";
import type { CategoryNode, RegionView } from "../../../shared/schemas/catalog.ts";
import type { Database } from "../../db/client.ts";
import { categories, posts, regions } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";

/**
 * The category tree with public post counts; a parent's count includes its children's posts.
 * Two queries whatever the size of the tree.
 */
export async function categoryTree(db: Database): Promise<CategoryNode[]> {
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        parentId: categories.parentId,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ categoryId: posts.categoryId, count: sql<number>`count(*)::int` })
      .from(posts)
      .where(sql`${posts.isPublic}`)
      .groupBy(posts.categoryId),
  ]);
  const countOf = new Map(counts.map((c) => [c.categoryId, Number(c.count)]));
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      slug: row.slug,
      parent_id: row.parentId,
      posts_count: countOf.get(row.id) ?? 0,
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

/** The columns of a RegionView. */
const regionColumns = {
  id: regions.id,
  name: regions.name,
  slug: regions.slug,
  area: regions.area,
  latitude: regions.latitude,
  longitude: regions.longitude,
};

/** All 47 prefectures in JIS X 0401 order. */
export async function listRegions(db: Database): Promise<RegionView[]> {
  return db.select(regionColumns).from(regions).orderBy(asc(regions.id));
}

/**
 * One region by numeric id or slug.
 * @throws AppError NOT_FOUND.
 */
export async function getRegion(db: Database, idOrSlug: string | number): Promise<RegionView> {
  const numeric = typeof idOrSlug === "number" ? idOrSlug : /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const [row] = await db
    .select(regionColumns)
    .from(regions)
    .where(numeric !== null ? eq(regions.id, numeric) : eq(regions.slug, String(idOrSlug)))
    .limit(1);
  if (!row) throw AppError.notFound(copy.errors.regionNotFound);
  return row;
}

/**
 * One category (with children and counts) by numeric id or slug.
 * @throws AppError NOT_FOUND.
 */
export async function getCategory(db: Database, idOrSlug: string | number): Promise<CategoryNode> {
  const tree = await categoryTree(db);
  const all = tree.flatMap((node) => [node, ...node.children]);
  const key = String(idOrSlug);
  const found = all.find((node) => String(node.id) === key || node.slug === key);
  if (!found) throw AppError.notFound(copy.errors.categoryNotFound);
  return found;
}
