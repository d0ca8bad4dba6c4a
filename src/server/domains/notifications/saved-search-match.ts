/**
 * Matching a new public post against every saved search in time independent of how many there are
 * (docs/product.md §11 Saved searches; docs/decisions/013-notifications-and-the-job-queue.md "Saved searches are matched by probe keys, in time independent of how many exist").
 *
 * Each saved search is filed in `saved_search_keys` under the keys of its most selective criterion only:
 * a tag (`tag:<slug>`: a match must carry every tag, so any one of them is necessary), else a gram of its
 * keyword (`kw:<gram>`: a match's normalised text contains the keyword, so it has every gram of it), else the
 * grid cells its circle touches (`cell:<lat>:<lon>`, 0.2° cells), else its region (`region:<id>`), else its
 * category (`cat:<id>`), else its language (`lang:<code>`). A new post produces the keys its own attributes could
 * match (its tags, all its stored 1- and 2-grams and its trigrams, its cell, region, category and parent category,
 * its language) and reads the searches filed under them through the
 * primary key; only those candidates are checked against every criterion. The work grows with the candidates
 * (the searches that share the post's most selective attribute), not with the number of saved searches.
 */
import { sql } from "drizzle-orm";
import { normalizeSearchText, queryGrams } from "#shared/search-text.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { PUBLIC_POSITION_DECIMALS } from "../../db/schema/index.ts";

/**
 * The grid of `near` keys, in degrees (about 22 km × 18 km in Japan): a 2 km circle touches 1–4 cells, a 50 km
 * one about 6×7, and a cell holds few circles, so a post's cell yields few false candidates.
 */
export const CELL_DEGREES = 0.2;

/** What a saved search asks, as stored. */
export interface SavedCriteria {
  keyword: string | null;
  categoryId: number | null;
  regionId: number | null;
  tags: string[];
  near: { lat: number; lon: number; radiusKm: number } | null;
  /** Only requests in this language (docs/product.md "Request language"); null for any. */
  language: string | null;
}

function cellKey(lat: number, lon: number): string {
  return `cell:${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;
}

/** How rare a gram is likely to be: kanji and katakana are rarer than kana and ASCII. */
function gramWeight(gram: string): number {
  let weight = 0;
  for (const char of gram) {
    if (/\p{Script=Han}/u.test(char)) weight += 3;
    else if (/\p{Script=Katakana}/u.test(char)) weight += 2;
    else if (/[\p{L}\p{N}]/u.test(char) && !/\p{Script=Hiragana}/u.test(char)) weight += 1;
  }
  return weight + Array.from(gram).length;
}

/** The keys a saved search is filed under (its most selective criterion; see the file header). */
export function savedSearchKeys(criteria: SavedCriteria): string[] {
  const tag = criteria.tags[0];
  if (tag !== undefined) return [`tag:${tag}`];
  const keyword = criteria.keyword ? normalizeSearchText(criteria.keyword) : "";
  if (keyword) {
    // The longest word; of it the likeliest-rare trigram (`kw3:`), else a bigram or the character (`kw:`).
    const longest = keyword
      .split(" ")
      .reduce((a, b) => (Array.from(b).length > Array.from(a).length ? b : a), "");
    const chars = Array.from(longest);
    const candidates =
      chars.length >= 3
        ? chars.slice(0, -2).map((_, i) => ({ key: "kw3", gram: chars.slice(i, i + 3).join("") }))
        : queryGrams(longest).map((gram) => ({ key: "kw", gram }));
    const best = candidates.reduce<{ key: string; gram: string } | null>(
      (picked, next) => (picked === null || gramWeight(next.gram) > gramWeight(picked.gram) ? next : picked),
      null,
    );
    if (best !== null) return [`${best.key}:${best.gram}`];
  }
  if (criteria.near) {
    const { lat, lon, radiusKm } = criteria.near;
    const dLat = radiusKm / 111;
    const dLon = radiusKm / (111 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
    const keys = new Set<string>();
    for (let y = Math.floor((lat - dLat) / CELL_DEGREES); y <= Math.floor((lat + dLat) / CELL_DEGREES); y++) {
      for (
        let x = Math.floor((lon - dLon) / CELL_DEGREES);
        x <= Math.floor((lon + dLon) / CELL_DEGREES);
        x++
      ) {
        keys.add(`cell:${y}:${x}`);
      }
    }
    return [...keys];
  }
  if (criteria.regionId !== null) return [`region:${criteria.regionId}`];
  if (criteria.categoryId !== null) return [`cat:${criteria.categoryId}`];
  if (criteria.language !== null) return [`lang:${criteria.language}`];
  return [];
}

/** The distinct 3-character substrings of normalised text, spaces excluded (a word never spans a space). */
function trigrams(normalized: string): string[] {
  const grams = new Set<string>();
  for (const word of normalized.split(" ")) {
    const chars = Array.from(word);
    for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(""));
  }
  return [...grams];
}

/** Great-circle distance in km. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The post as matching sees it. */
interface PostFacts {
  categoryId: number;
  parentCategoryId: number | null;
  regionId: number;
  searchText: string;
  grams: string[];
  tags: string[];
  /** The public (blurred) position, the only one others are measured against. */
  position: { lat: number; lon: number } | null;
  language: string;
}

/** True when the post meets every criterion of the search (the list filters' rules). */
export function postMatches(post: PostFacts, criteria: SavedCriteria): boolean {
  if (criteria.categoryId !== null && criteria.categoryId !== post.categoryId) {
    if (criteria.categoryId !== post.parentCategoryId) return false;
  }
  if (criteria.regionId !== null && criteria.regionId !== post.regionId) return false;
  if (criteria.language !== null && criteria.language !== post.language) return false;
  if (criteria.tags.some((tag) => !post.tags.includes(tag))) return false;
  if (criteria.keyword) {
    const words = normalizeSearchText(criteria.keyword).split(" ").filter(Boolean);
    if (words.some((word) => !post.searchText.includes(word))) return false;
  }
  if (criteria.near) {
    if (!post.position) return false;
    const d = distanceKm(criteria.near.lat, criteria.near.lon, post.position.lat, post.position.lon);
    if (d > criteria.near.radiusKm) return false;
  }
  return true;
}

/** One saved search a post matched. */
export interface SavedSearchMatch {
  savedSearchId: number;
  userId: number;
}

/**
 * The saved searches public post `postId` matches (see the file header for why this reads only candidates).
 * @returns matches in saved-search id order; [] for a missing or draft post.
 */
export async function matchSavedSearches(db: DbOrTx, postId: number): Promise<SavedSearchMatch[]> {
  const [row] = await queryRows<{
    category_id: number;
    parent_id: number | null;
    region_id: number;
    search_text: string;
    search_grams: string[];
    latitude: number | null;
    longitude: number | null;
    tags: string[] | null;
    language: string;
  }>(
    db,
    sql`select p.category_id, c.parent_id, p.region_id, p.search_text, p.search_grams, p.latitude, p.longitude,
               p.language,
               (select array_agg(t.slug) from post_tags pt join tags t on t.id = pt.tag_id where pt.post_id = p.id)
                 as tags
        from posts p join categories c on c.id = p.category_id
        where p.id = ${postId} and p.is_public`,
  );
  if (!row) return [];
  const round = 10 ** PUBLIC_POSITION_DECIMALS;
  const post: PostFacts = {
    categoryId: Number(row.category_id),
    parentCategoryId: row.parent_id === null ? null : Number(row.parent_id),
    regionId: Number(row.region_id),
    searchText: row.search_text,
    grams: row.search_grams ?? [],
    tags: row.tags ?? [],
    position:
      row.latitude === null || row.longitude === null
        ? null
        : {
            lat: Math.round(Number(row.latitude) * round) / round,
            lon: Math.round(Number(row.longitude) * round) / round,
          },
    language: row.language,
  };
  const keys = [
    ...post.tags.map((tag) => `tag:${tag}`),
    ...post.grams.map((gram) => `kw:${gram}`),
    ...trigrams(post.searchText).map((gram) => `kw3:${gram}`),
    ...(post.position ? [cellKey(post.position.lat, post.position.lon)] : []),
    `region:${post.regionId}`,
    `cat:${post.categoryId}`,
    ...(post.parentCategoryId === null ? [] : [`cat:${post.parentCategoryId}`]),
    `lang:${post.language}`,
  ];
  const candidates = await queryRows<{
    id: number;
    user_id: number;
    keyword: string | null;
    category_id: number | null;
    region_id: number | null;
    tags: string[];
    near_lat: number | null;
    near_lon: number | null;
    near_radius_km: number | null;
    language: string | null;
  }>(
    db,
    sql`select s.id, s.user_id, s.keyword, s.category_id, s.region_id, s.tags, s.near_lat, s.near_lon,
               s.near_radius_km, s.language
        from saved_searches s
        where s.id = any(array(select distinct k.saved_search_id from saved_search_keys k
                               where k.key = any(${toPgArray(keys)}::text[])))
        order by s.id`,
  );
  return candidates
    .filter((s) =>
      postMatches(post, {
        keyword: s.keyword,
        categoryId: s.category_id === null ? null : Number(s.category_id),
        regionId: s.region_id === null ? null : Number(s.region_id),
        tags: s.tags ?? [],
        near:
          s.near_lat === null || s.near_lon === null || s.near_radius_km === null
            ? null
            : { lat: Number(s.near_lat), lon: Number(s.near_lon), radiusKm: Number(s.near_radius_km) },
        language: s.language,
      }),
    )
    .map((s) => ({ savedSearchId: Number(s.id), userId: Number(s.user_id) }));
}

/** A PostgreSQL array literal of text values (quoted and escaped), for `= any(…::text[])`. */
export function toPgArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;
}
