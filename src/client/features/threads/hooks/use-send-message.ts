/**
 * Sends a message and adds it to the open thread at once (the live event for it is de-duplicated by id). A 403
 * means the thread closed meanwhile (a block either way, docs/product.md §12 Blocking, or the partner left, §4
 * Leaving): the thread is fetched again, so the screen shows it closed instead of a send box that keeps failing.
 */
import { trpc } from "#client/lib/trpc.ts";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";

/** The threads.send mutation of thread `threadId`: the message is added to the cached thread at once. */
export function useSendMessage(threadId: number) {
  const utils = trpc.useUtils();
  return trpc.threads.send.useMutation({
    onSuccess: (message) => {
      utils.threads.messages.setData({ id: threadId }, (old) => {
        if (!old || old.messages.some((m) => m.id === message.id)) return old;
        return { ...old, messages: [...old.messages, message] };
      });
      void utils.threads.list.invalidate();
    },
    onError: (error) => {
      if (httpStatusOf(error) === 403) void utils.threads.messages.invalidate({ id: threadId });
    },
  });
}
