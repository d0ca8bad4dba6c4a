/**
 * social.follow / social.unfollow (docs/product.md §4 toggles), shared by the post detail's author box and the profile
 * page: each refreshes exactly what shows follows (cache-effects.ts `followsChanged`, in the background, so the
 * button is free again at once); the optimistic toggle around them belongs to the caller.
 */
import { useCacheEffects } from "./cache-effects.ts";
import { trpc } from "./trpc.ts";

/** social.follow; `keepPostId` names a post detail the caller already updated (it is not refetched). */
export function useFollow(keepPostId?: number) {
  const effects = useCacheEffects();
  return trpc.social.follow.useMutation({ onSuccess: () => void effects.followsChanged(keepPostId) });
}

/** social.unfollow; `keepPostId` as for `useFollow`. */
export function useUnfollow(keepPostId?: number) {
  const effects = useCacheEffects();
  return trpc.social.unfollow.useMutation({ onSuccess: () => void effects.followsChanged(keepPostId) });
}
