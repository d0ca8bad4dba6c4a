/** The category tree with post counts (catalog.categories), shared by the home page, filters and forms. */
import { trpc } from "./trpc.ts";

/** How long the tree is fresh (also read by use-category-slugs.ts, which asks for the same query). */
export const CATEGORY_STALE_MS = 5 * 60 * 1000;

/** The category tree with public post counts (catalog.categories), cached for 5 minutes. */
export function useCategories() {
  return trpc.catalog.categories.useQuery(undefined, { staleTime: CATEGORY_STALE_MS });
}
