/**
 * The text a post is found by (docs/product.md §9 "Search that forgives"): its title, body, category name and
 * tag names, normalised by the one shared function (NFKC, lower case, katakana as hiragana), with its gram set
 * (docs/decisions/002). Written inside the post's write transaction, after its tags are attached, so the
 * stored text always matches the post's current category and tags.
 */
import { sql } from "drizzle-orm";
import { normalizeSearchText, postSearchSource, searchGrams } from "#shared/search-text.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";

/**
 * Rewrites `search_text` / `search_grams` of post `postId` from `title`, `body` and the category and tags the
 * post has in the database now (read in the same transaction). One select and one update.
 */
export async function refreshSearchDocument(
  tx: DbOrTx,
  postId: number,
  title: string,
  body: string,
): Promise<void> {
  const [names] = await queryRows<{ category: string | null; tags: string[] | string | null }>(
    tx,
    sql`select (select c.name from categories c join posts p on p.category_id = c.id where p.id = ${postId}) as category,
          (select array_agg(t.name order by t.name) from post_tags pt join tags t on t.id = pt.tag_id
            where pt.post_id = ${postId}) as tags`,
  );
  const tagNames = Array.isArray(names?.tags) ? names.tags : [];
  const searchText = normalizeSearchText(postSearchSource(title, body, names?.category, tagNames));
  await tx
    .update(posts)
    .set({ searchText, searchGrams: searchGrams(searchText) })
    .where(sql`${posts.id} = ${postId}`);
}
