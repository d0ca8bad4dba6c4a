/** The 47 prefectures (catalog.regions); they do not change while the page is open. */
import { trpc } from "../../../lib/trpc.ts";

export function useRegions() {
  return trpc.catalog.regions.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}
