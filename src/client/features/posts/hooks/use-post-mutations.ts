/**
 * The post write mutations with their cache effects (docs/product.md §4 Post): the written post is stored in (or dropped
 * from) the cache first, then exactly what shows posts is refreshed — the card lists, the my-page counters, the
 * catalog counts and the tags (cache-effects.ts `postsChanged`).
 */
import { useCacheEffects } from "#client/lib/cache-effects.ts";
import { trpc } from "#client/lib/trpc.ts";

/** posts.create (FormData): stores the new post's detail and refreshes the lists that may show it. */
export function useCreatePost() {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  return trpc.posts.create.useMutation({
    onSuccess: async (post) => {
      utils.posts.byId.setData({ id: post.id }, { ...post, comments: [] });
      await effects.postsChanged();
    },
  });
}

/** posts.update (FormData): stores the updated detail and refreshes the lists that show the post. */
export function useUpdatePost() {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  return trpc.posts.update.useMutation({
    onSuccess: async (post) => {
      utils.posts.byId.setData({ id: post.id }, post);
      await effects.postsChanged();
    },
  });
}

/** posts.delete: drops the post's detail and refreshes the lists that showed it. */
export function useDeletePost() {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  return trpc.posts.delete.useMutation({
    onSuccess: async (_result, input) => {
      utils.posts.byId.setData({ id: input.id }, undefined);
      await effects.postsChanged();
    },
  });
}
