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

/**
 * organizations.createPost (FormData with the organisation's `id`): a 代理投稿 (docs/product.md "Organisations"),
 * stored and refreshed like a member's own.
 */
export function useCreateProxyPost() {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  return trpc.organizations.createPost.useMutation({
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

/**
 * posts.deleteImage and posts.arrangeImages (docs/product.md "Request photos"), used by the edit page's save: their
 * answer is the post without comments, so the detail is refetched, and the lists that show the cover refreshed.
 */
export function usePostPhotoWrites() {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  const settled = async (post: { id: number }) => {
    await utils.posts.byId.invalidate({ id: post.id });
    await effects.postsChanged();
  };
  const remove = trpc.posts.deleteImage.useMutation({ onSuccess: settled });
  const arrange = trpc.posts.arrangeImages.useMutation({ onSuccess: settled });
  return { remove, arrange };
}
