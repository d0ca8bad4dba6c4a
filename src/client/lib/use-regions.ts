/** The 47 prefectures (catalog.regions); they do not change while the page is open. */
import { trpc } from "./trpc.ts";

/** The 47 prefectures in JIS order (catalog.regions), cached for the life of the page. */
export function useRegions() {
  return trpc.catalog.regions.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}
