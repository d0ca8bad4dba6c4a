/**
 * The slug of each category id, for the answers that name a category by id and name only (a profile's interests,
 * an organisation's figures by category): the English names are keyed by slug (docs/product.md "Languages": what
 * changes; client/lib/reference-names.ts). The tree (catalog.categories, the query useCategories shares) is asked
 * for only on an English page: a Japanese page shows the server's names and fetches nothing more.
 */
import { pageLanguage } from "./language.ts";
import { trpc } from "./trpc.ts";
import { CATEGORY_STALE_MS } from "./use-categories.ts";

/** Category id → slug, parents and children (empty on a Japanese page and until the tree has loaded). */
export function useCategorySlugs(): ReadonlyMap<number, string> {
  const tree = trpc.catalog.categories.useQuery(undefined, {
    staleTime: CATEGORY_STALE_MS,
    enabled: pageLanguage() !== "ja",
  });
  const slugs = new Map<number, string>();
  for (const parent of tree.data ?? []) {
    slugs.set(parent.id, parent.slug);
    for (const child of parent.children) slugs.set(child.id, child.slug);
  }
  return slugs;
}
