/**
 * Tag search and the quick category/tag suggest of the post form (docs/product.md §2 Post create "quick
 * category/tag search", §7 GET /api/suggest, GET /api/tags). Queries are NFKC-normalised and case-folded, so ｲﾇ finds イヌ and
 * ＤＩＹ finds diy; prefix matches come first.
 */
import { asc, inArray, or, sql } from "drizzle-orm";
import type {
  SuggestedCategory,
  SuggestResult,
  TagView,
  TSuggestData,
  TTagSearchData,
} from "../../../shared/schemas/tags.ts";
import { normalizeTagSlug } from "../../../shared/tag-slug.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { categories, tags } from "../../db/schema/index.ts";

/**
 * The tag each slug names, aligned with `slugs` (undefined where none does): the tag with that slug, else the
 * tag whose normalised name is that slug, official tags first — so 「週末」 (typed, or in /tags/週末) names the
 * official tag `weekend`, as 「力仕事」 names `heavy-lifting`. One query (docs/product.md §5 tags).
 * @param slugs normalised slugs (tag-slug.ts). @returns one entry per slug, in the same order.
 */
export async function tagsBySlugOrName(db: DbOrTx, slugs: string[]): Promise<(TagView | undefined)[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: tags.id, slug: tags.slug, name: tags.name, is_official: tags.isOfficial })
    .from(tags)
    .where(or(inArray(tags.slug, slugs), inArray(sql`lower(${tags.name})`, slugs)));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const byName = new Map<string, TagView>();
  for (const row of [...rows].sort((a, b) => Number(b.is_official) - Number(a.is_official))) {
    const key = normalizeTagSlug(row.name);
    if (!byName.has(key)) byName.set(key, row);
  }
  return slugs.map((slug) => bySlug.get(slug) ?? byName.get(slug));
}

/** NFKC, lower case, trimmed, inner whitespace collapsed. */
function fold(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
}

/** `text` with LIKE wildcards escaped (backslash is PostgreSQL's default escape). */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Tags whose name or slug contains the query, at most `limit`.
 * @param order "official": official tags first, then prefix matches; "prefix": prefix matches first.
 */
async function findTags(
  db: Database,
  query: string,
  limit: number,
  order: "official" | "prefix",
): Promise<TagView[]> {
  const folded = fold(query);
  const slug = normalizeTagSlug(query);
  const columns = { id: tags.id, slug: tags.slug, name: tags.name, is_official: tags.isOfficial };
  if (folded === "") {
    return db.select(columns).from(tags).where(sql`${tags.isOfficial}`).orderBy(asc(tags.id)).limit(limit);
  }
  const contains = `%${likeEscape(folded)}%`;
  const prefix = `${likeEscape(folded)}%`;
  const slugContains = slug ? `%${likeEscape(slug)}%` : null;
  const slugPrefix = slug ? `${likeEscape(slug)}%` : null;
  const nameOf = sql`lower(normalize(${tags.name}, NFKC))`;
  const matches = slugContains
    ? sql`(${nameOf} like ${contains} or ${tags.slug} like ${slugContains})`
    : sql`${nameOf} like ${contains}`;
  const isPrefix = slugPrefix
    ? sql`(${nameOf} like ${prefix} or ${tags.slug} like ${slugPrefix})`
    : sql`${nameOf} like ${prefix}`;
  const ordering =
    order === "official"
      ? [sql`${tags.isOfficial} desc`, sql`${isPrefix} desc`]
      : [sql`${isPrefix} desc`, sql`${tags.isOfficial} desc`];
  return db
    .select(columns)
    .from(tags)
    .where(matches)
    .orderBy(...ordering, sql`char_length(${tags.name})`, asc(tags.name), asc(tags.id))
    .limit(limit);
}

/**
 * Tags for the tag field of the post form (docs/product.md §2 Post create; GET /api/tags?search&limit=8):
 * official tags first, then prefix matches. An empty search lists official tags.
 * @param input the checked search text and limit (1–50). @returns at most `limit` tags (§3 Tag).
 */
export async function searchTags(db: Database, input: TTagSearchData): Promise<TagView[]> {
  return findTags(db, input.search, input.limit, "official");
}

/**
 * The quick suggest of the post form (docs/product.md §2 Post create; GET /api/suggest?q&limit=6): categories
 * (with their parent) and tags whose name or slug contains the query, prefix matches first, at most `limit` of
 * each. An empty query suggests nothing.
 * @param input the checked query text and limit (1–20). @returns `{categories, tags}`.
 */
export async function suggest(db: Database, input: TSuggestData): Promise<SuggestResult> {
  const query = fold(input.q);
  if (query === "") return { categories: [], tags: [] };
  const [categoryRows, tagRows] = await Promise.all([
    // The category tree is small (tens of rows): matched here with the same folding as the query.
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        parentId: categories.parentId,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    findTags(db, input.q, input.limit, "prefix"),
  ]);
  const byId = new Map(categoryRows.map((row) => [row.id, row]));
  const slugQuery = normalizeTagSlug(input.q);
  const scored: { category: SuggestedCategory; rank: number; order: number }[] = [];
  categoryRows.forEach((row, order) => {
    const name = fold(row.name);
    const nameAt = name.indexOf(query);
    const slugAt = slugQuery ? row.slug.indexOf(slugQuery) : -1;
    if (nameAt < 0 && slugAt < 0) return;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    scored.push({
      category: {
        id: row.id,
        name: row.name,
        slug: row.slug,
        parent: parent ? { id: parent.id, name: parent.name, slug: parent.slug } : null,
      },
      rank: nameAt === 0 || slugAt === 0 ? 0 : 1,
      order,
    });
  });
  scored.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return { categories: scored.slice(0, input.limit).map((s) => s.category), tags: tagRows };
}
