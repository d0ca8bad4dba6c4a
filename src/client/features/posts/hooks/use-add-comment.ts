/** comments.create: the new comment is appended to the cached post detail and the counters are refreshed. */
import { useCacheEffects } from "#client/lib/cache-effects.ts";
import { trpc } from "#client/lib/trpc.ts";

/**
 * The comments.create mutation of post `postId`: appends the new comment to the cached detail and refreshes the
 * comment counts of the card lists and my page (cache-effects.ts `commentAdded`).
 */
export function useAddComment(postId: number) {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  return trpc.comments.create.useMutation({
    onSuccess: async (comment) => {
      utils.posts.byId.setData({ id: postId }, (old) =>
        old ? { ...old, comments: [...old.comments, comment], comments_count: old.comments_count + 1 } : old,
      );
      await effects.commentAdded();
    },
  });
}
