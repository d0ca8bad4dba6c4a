/**
 * Reference data every database needs (docs/product.md §3): the three roles, the 47 prefectures in JIS X 0401
 * order with the coordinates of their prefectural offices, the category tree, the official tags and each
 * parent category's recommended tags. Idempotent: rows that exist are left alone.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { categories, categoryTags, regions, roles, tags } from "../schema/index.ts";
import { CATEGORY_TREE } from "./data/seed-categories.ts";
import { PREFECTURES } from "./data/seed-prefectures.ts";
import { CATEGORY_RECOMMENDED_TAGS, OFFICIAL_TAGS } from "./data/seed-tags.ts";

/** Inserts the reference data that is missing. */
export async function seedReference(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values([
      { id: 1, name: "user" },
      { id: 2, name: "admin" },
      { id: 3, name: "editor" },
    ])
    .onConflictDoNothing();
  await db.insert(regions).values(PREFECTURES).onConflictDoNothing();

  // Three statements for the whole tree: parents, their ids, children.
  await db
    .insert(categories)
    .values(
      CATEGORY_TREE.map((parent, index) => ({ name: parent.name, slug: parent.slug, sortOrder: index + 1 })),
    )
    .onConflictDoNothing();
  const parentRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        CATEGORY_TREE.map((parent) => parent.slug),
      ),
    );
  const parentId = new Map(parentRows.map((row) => [row.slug, row.id]));
  await db
    .insert(categories)
    .values(
      CATEGORY_TREE.flatMap((parent) => {
        const id = parentId.get(parent.slug);
        if (id === undefined) throw new Error(`category ${parent.slug} missing after insert`);
        return parent.children.map((child, index) => ({
          name: child.name,
          slug: child.slug,
          parentId: id,
          sortOrder: index + 1,
        }));
      }),
    )
    .onConflictDoNothing();

  await db
    .insert(tags)
    .values(OFFICIAL_TAGS.map((tag) => ({ slug: tag.slug, name: tag.name, isOfficial: true })))
    .onConflictDoNothing();

  const parentSlugs = Object.keys(CATEGORY_RECOMMENDED_TAGS);
  const tagSlugs = [...new Set(Object.values(CATEGORY_RECOMMENDED_TAGS).flat())];
  if (parentSlugs.length === 0 || tagSlugs.length === 0) return;
  const [categoryRows, tagRows] = await Promise.all([
    db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.slug, parentSlugs)),
    db.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, tagSlugs)),
  ]);
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const tagId = new Map(tagRows.map((row) => [row.slug, row.id]));
  const links = Object.entries(CATEGORY_RECOMMENDED_TAGS).flatMap(([categorySlug, slugs]) =>
    slugs.flatMap((slug, index) => {
      const c = categoryId.get(categorySlug);
      const t = tagId.get(slug);
      return c !== undefined && t !== undefined ? [{ categoryId: c, tagId: t, sortOrder: index + 1 }] : [];
    }),
  );
  if (links.length > 0) await db.insert(categoryTags).values(links).onConflictDoNothing();
}
