/**
 * posts.create with its cache effects: the lists and the category counts change, so both are invalidated.
 */
import { trpc } from "../../../lib/trpc.ts";

export function useCreatePost() {
  const utils = trpc.useUtils();
  return trpc.posts.create.useMutation({
    onSuccess: async (post) => {
      utils.posts.byId.setData({ id: post.id }, { ...post, comments: [] });
      await Promise.all([utils.posts.list.invalidate(), utils.catalog.categories.invalidate()]);
    },
  });
}
