/**
 * When two saved searches are the same (docs/product.md §11 Saved searches): the same keyword (trimmed), category,
 * region, set of tags (normalised, in any order), place and language. The server keeps one saved search per criteria, and
 * the 「この条件を保存」 button of a list says 保存済み when the member has saved its criteria.
 */
import { normalizeTagSlug } from "./tag-slug.ts";

/** The criteria of a list or of a saved search (absent and null alike). */
export interface SavedCriteria {
  keyword?: string | null | undefined;
  category_id?: number | null | undefined;
  region_id?: number | null | undefined;
  tags?: readonly string[] | null | undefined;
  near?: { lat: number; lon: number; radius_km: number } | null | undefined;
  language?: string | null | undefined;
}

/** One text per criteria: equal for the same criteria, whatever the order of the tags. */
export function criteriaKey(criteria: SavedCriteria): string {
  const tags = [...new Set((criteria.tags ?? []).map(normalizeTagSlug).filter(Boolean))].sort();
  const near = criteria.near ?? null;
  return JSON.stringify([
    criteria.keyword?.trim() || null,
    criteria.category_id ?? null,
    criteria.region_id ?? null,
    tags,
    near === null ? null : [near.lat, near.lon, near.radius_km],
    criteria.language ?? null,
  ]);
}

/** Whether `a` and `b` are the same criteria (see criteriaKey). */
export function sameCriteria(a: SavedCriteria, b: SavedCriteria): boolean {
  return criteriaKey(a) === criteriaKey(b);
}
