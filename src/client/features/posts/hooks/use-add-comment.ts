/** comments.create: the new comment is appended to the cached post detail and the counters are refreshed. */
import { trpc } from "#client/lib/trpc.ts";

/**
 * The comments.create mutation of post `postId`: appends the new comment to the cached detail and refreshes
 * the other queries.
 */
export function useAddComment(postId: number) {
  const utils = trpc.useUtils();
  return trpc.comments.create.useMutation({
    onSuccess: async (comment) => {
      utils.posts.byId.setData({ id: postId }, (old) =>
        old ? { ...old, comments: [...old.comments, comment], comments_count: old.comments_count + 1 } : old,
      );
      await utils.invalidate(undefined, {
        predicate: (query) => {
          const [path] = query.queryKey as [unknown];
          return !(Array.isArray(path) && path.join(".") === "posts.byId");
        },
      });
    },
  });
}
