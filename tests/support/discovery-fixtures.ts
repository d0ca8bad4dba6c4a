/** Fixtures of the discovery tests: a fresh category pair, a member's region and interests, a unique word. */
import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { categories, regions, userInterests, users } from "../../src/server/db/schema/index.ts";

let counter = 0;

/** A word no other test uses (ASCII, so the keyword search matches it exactly). */
export function uniqueWord(prefix = "kw"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

/** A new parent category with two children, so counts start at zero. */
export async function createCategoryPair(db: Database) {
  const word = uniqueWord("cat");
  const [parent] = await db
    .insert(categories)
    .values({ name: `親カテゴリ${word}`, slug: `${word}-parent`, sortOrder: 900 })
    .returning({ id: categories.id, slug: categories.slug, name: categories.name });
  if (!parent) throw new Error("parent not inserted");
  const children = await db
    .insert(categories)
    .values([
      { name: `子カテゴリA${word}`, slug: `${word}-a`, parentId: parent.id, sortOrder: 1 },
      { name: `子カテゴリB${word}`, slug: `${word}-b`, parentId: parent.id, sortOrder: 2 },
    ])
    .returning({ id: categories.id, slug: categories.slug, name: categories.name });
  const [childA, childB] = children;
  if (!childA || !childB) throw new Error("children not inserted");
  return { parent, childA, childB };
}

/** The id of a prefecture by slug. */
export async function regionId(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.slug, slug));
  if (!row) throw new Error(`region ${slug} missing`);
  return row.id;
}

/** Sets a member's registered region and interest categories. */
export async function setMemberProfile(
  db: Database,
  userId: number,
  profile: { regionId?: number | null; interests?: number[] },
): Promise<void> {
  if (profile.regionId !== undefined) {
    await db.update(users).set({ regionId: profile.regionId }).where(eq(users.id, userId));
  }
  if (profile.interests?.length) {
    await db.insert(userInterests).values(profile.interests.map((categoryId) => ({ userId, categoryId })));
  }
}
