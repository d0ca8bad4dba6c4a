/**
 * Saved searches (docs/product.md §11 Saved searches): a member keeps up to 20 list criteria; a new public post
 * that matches one notifies its owner (the `post_published` fan-out, matched by saved-search-match.ts).
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import { POST_LANGUAGES, type PostLanguage } from "#shared/post-language.ts";
import { criteriaKey } from "#shared/saved-search-criteria.ts";
import {
  MAX_SAVED_SEARCHES,
  type SavedSearchView,
  type TSavedSearchData,
  type TSavedSearchIdData,
} from "#shared/schemas/notifications.ts";
import { normalizeTagSlug } from "#shared/tag-slug.ts";
import type { Database } from "../../db/client.ts";
import { categories, regions, savedSearches, savedSearchKeys } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { tagsBySlugOrName } from "../tags/tags.service.ts";
import { savedSearchKeys as keysOf } from "./saved-search-match.ts";

type SavedRow = typeof savedSearches.$inferSelect;

/** A short Japanese summary of the criteria, e.g. 「ソファ」・家具・東京都・半径5km以内・English. */
function summaryOf(row: SavedRow, names: { category: string | null; region: string | null }): string {
  const s = copy.notifications.savedSearch;
  const parts: string[] = [];
  if (row.keyword) parts.push(s.keyword(row.keyword));
  if (names.category) parts.push(names.category);
  if (names.region) parts.push(names.region);
  for (const tag of row.tags) parts.push(`#${tag}`);
  if (row.nearRadiusKm !== null) parts.push(s.near(row.nearRadiusKm));
  const language = languageOf(row);
  if (language !== null) parts.push(copy.requests.language[language]);
  return parts.length > 0 ? parts.join("・") : s.describeAll;
}

/** The stored language of a saved search (null: any; the CHECK of migration 0030 allows no other value). */
function languageOf(row: SavedRow): PostLanguage | null {
  return POST_LANGUAGES.find((language) => language === row.language) ?? null;
}

/** The criteria of a stored saved search, as the list and the input name them. */
function criteriaOf(row: SavedRow) {
  return {
    keyword: row.keyword,
    category_id: row.categoryId,
    region_id: row.regionId,
    tags: row.tags,
    near:
      row.nearLat === null || row.nearLon === null || row.nearRadiusKm === null
        ? null
        : { lat: row.nearLat, lon: row.nearLon, radius_km: row.nearRadiusKm },
    language: languageOf(row),
  };
}

function viewOf(row: SavedRow, names: { category: string | null; region: string | null }): SavedSearchView {
  return {
    id: row.id,
    ...criteriaOf(row),
    summary: summaryOf(row, names),
    created_at: toApiDate(row.createdAt),
  };
}

/**
 * The viewer's saved searches, oldest first (GET /api/saved-searches). @returns `{data: SavedSearchView[]}`.
 */
export async function listSavedSearches(db: Database, viewer: Viewer): Promise<{ data: SavedSearchView[] }> {
  const rows = await db
    .select({ search: savedSearches, category: categories.name, region: regions.name })
    .from(savedSearches)
    .leftJoin(categories, eq(categories.id, savedSearches.categoryId))
    .leftJoin(regions, eq(regions.id, savedSearches.regionId))
    .where(eq(savedSearches.userId, viewer.id))
    .orderBy(asc(savedSearches.id));
  return { data: rows.map((row) => viewOf(row.search, { category: row.category, region: row.region })) };
}

/**
 * Saves a search for the viewer (POST /api/saved-searches) and files it under its probe keys; criteria the viewer
 * has saved already (the same keyword, category, region, tags in any order and place) are not saved twice.
 * @returns the saved search (the one saved before, for the same criteria).
 * @throws AppError VALIDATION (422: unknown category or region, the 21st search).
 */
export async function createSavedSearch(
  db: Database,
  viewer: Viewer,
  input: TSavedSearchData,
): Promise<SavedSearchView> {
  const s = copy.notifications.savedSearch;
  const [category] =
    input.category_id === undefined
      ? [undefined]
      : await db
          .select({ name: categories.name })
          .from(categories)
          .where(eq(categories.id, input.category_id));
  const [region] =
    input.region_id === undefined
      ? [undefined]
      : await db.select({ name: regions.name }).from(regions).where(eq(regions.id, input.region_id));
  const errors: Record<string, string[]> = {};
  if (input.category_id !== undefined && !category)
    errors.category_id = [copy.validation.invalidChoice(s.fields.category_id)];
  if (input.region_id !== undefined && !region)
    errors.region_id = [copy.validation.invalidChoice(s.fields.region_id)];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  // A tag named by its name (「力仕事」) is kept as its slug, as the list filter reads it; an unknown one as typed.
  const typed = [...new Set((input.tags ?? []).map(normalizeTagSlug).filter(Boolean))];
  const known = await tagsBySlugOrName(db, typed);
  const tags = [...new Set(typed.map((slug, index) => known[index]?.slug ?? slug))];
  return db.transaction(async (tx) => {
    // Serialises one member's saves, so two parallel requests cannot both be the 20th.
    await tx.execute(sql`select pg_advisory_xact_lock(738201, ${viewer.id})`);
    const names = { category: category?.name ?? null, region: region?.name ?? null };
    const wanted = criteriaKey({ ...input, tags });
    const saved = await tx.select().from(savedSearches).where(eq(savedSearches.userId, viewer.id));
    const same = saved.find((row) => criteriaKey(criteriaOf(row)) === wanted);
    if (same) return viewOf(same, names);
    const [existing] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, viewer.id));
    if (Number(existing?.total ?? 0) >= MAX_SAVED_SEARCHES) {
      throw AppError.validation({ keyword: [s.tooMany(MAX_SAVED_SEARCHES)] });
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: viewer.id,
        keyword: input.keyword ?? null,
        categoryId: input.category_id ?? null,
        regionId: input.region_id ?? null,
        tags,
        nearLat: input.near?.lat ?? null,
        nearLon: input.near?.lon ?? null,
        nearRadiusKm: input.near?.radius_km ?? null,
        language: input.language ?? null,
      })
      .returning();
    if (!row) throw AppError.internal("insert returned no row");
    const keys = keysOf({
      keyword: row.keyword,
      categoryId: row.categoryId,
      regionId: row.regionId,
      tags: row.tags,
      near:
        row.nearLat === null || row.nearLon === null || row.nearRadiusKm === null
          ? null
          : { lat: row.nearLat, lon: row.nearLon, radiusKm: row.nearRadiusKm },
      language: languageOf(row),
    });
    if (keys.length > 0) {
      await tx.insert(savedSearchKeys).values(keys.map((key) => ({ key, savedSearchId: row.id })));
    }
    return viewOf(row, names);
  });
}

/**
 * Deletes one of the viewer's saved searches (DELETE /api/saved-searches/{id}).
 * @throws AppError NOT_FOUND (missing, or someone else's).
 */
export async function deleteSavedSearch(
  db: Database,
  viewer: Viewer,
  { id }: TSavedSearchIdData,
): Promise<{ deleted: true }> {
  const removed = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, viewer.id)))
    .returning({ id: savedSearches.id });
  if (removed.length === 0) throw AppError.notFound("saved_search_not_found");
  return { deleted: true };
}
