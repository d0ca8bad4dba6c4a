/**
 * After the member changed their own profile, interests or region: refetch everything that shows them — the
 * session user (spec.md §3 User: interests, region_id), the profile queries, the profile pages of every viewer
 * key (use-profile-source.ts) and the post lists that are chosen by interests and region (recommended, nearby).
 * Without this a page opened within the cache's freshness window (30 s) would show the old choices.
 */
import { useQueryClient } from "@tanstack/react-query";
import { trpc } from "#client/lib/trpc.ts";

/** Returns `refresh()`, which resolves once the affected queries are invalidated. */
export function useRefreshProfile(): () => Promise<void> {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      utils.accounts.me.invalidate(),
      utils.profile.invalidate(),
      utils.posts.invalidate(),
      queryClient.invalidateQueries({ queryKey: ["profile-source"] }),
    ]);
  };
}
