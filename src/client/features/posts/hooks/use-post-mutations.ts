/**
 * The post write mutations with their cache effects (spec.md §4 Post): every list, counter and the post itself
 * may change, so the whole cache is refreshed after a create, update or delete; the written post is stored first.
 */
import { trpc } from "#client/lib/trpc.ts";

/** posts.create (FormData): stores the new post in the cache and refreshes every query. */
export function useCreatePost() {
  const utils = trpc.useUtils();
  return trpc.posts.create.useMutation({
    onSuccess: async (post) => {
      utils.posts.byId.setData({ id: post.id }, { ...post, comments: [] });
      await utils.invalidate();
    },
  });
}

/** posts.update (FormData): stores the updated post and refreshes every other query. */
export function useUpdatePost() {
  const utils = trpc.useUtils();
  return trpc.posts.update.useMutation({
    onSuccess: async (post) => {
      utils.posts.byId.setData({ id: post.id }, post);
      await utils.invalidate(undefined, { predicate: (query) => !isPostById(query.queryKey, post.id) });
    },
  });
}

/** posts.delete: drops the post from the cache and refreshes every other query. */
export function useDeletePost() {
  const utils = trpc.useUtils();
  return trpc.posts.delete.useMutation({
    onSuccess: async (_result, input) => {
      utils.posts.byId.setData({ id: input.id }, undefined);
      await utils.invalidate(undefined, { predicate: (query) => !isPostById(query.queryKey, input.id) });
    },
  });
}

/** True for the byId query of post `id` (tRPC keys: [["posts","byId"], {input: {id}, type}]). */
function isPostById(queryKey: readonly unknown[], id: number): boolean {
  const [path, meta] = queryKey as [unknown, { input?: { id?: unknown } } | undefined];
  return Array.isArray(path) && path.join(".") === "posts.byId" && meta?.input?.id === id;
}
