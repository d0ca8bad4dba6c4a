/** threads.open (docs/product.md §2 Thread create): opens or creates the thread with a member; the thread list may gain it. */
import { trpc } from "#client/lib/trpc.ts";

/** The threads.open mutation: refreshes the thread list in the background once the thread exists. */
export function useOpenThread() {
  const utils = trpc.useUtils();
  return trpc.threads.open.useMutation({ onSuccess: () => void utils.threads.list.invalidate() });
}
