/** Sends a message and adds it to the open thread at once (the live event for it is de-duplicated by id). */
import { trpc } from "#client/lib/trpc.ts";

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
  });
}
