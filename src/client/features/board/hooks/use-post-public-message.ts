/** Posts to the public board and puts the message on top of the list at once (the live copy is de-duplicated). */
import { trpc } from "#client/lib/trpc.ts";

/** The board.post mutation: the new message goes on top of the cached first page. */
export function usePostPublicMessage() {
  const utils = trpc.useUtils();
  return trpc.board.post.useMutation({
    onSuccess: (message) => {
      utils.board.list.setData({ page: 1 }, (old) => {
        if (!old || old.data.some((m) => m.id === message.id)) return old;
        return { ...old, data: [message, ...old.data], meta: { ...old.meta, total: old.meta.total + 1 } };
      });
    },
  });
}
