/**
 * safety.contactConsent (docs/product.md §12 Contact details held back) for thread `threadId`: the answered consent
 * is stored in the thread's messages at once; once both have agreed, the messages and the thread list's latest
 * message preview come back unmasked, so both are fetched again.
 */
import { trpc } from "#client/lib/trpc.ts";

/** safety.contactConsent `{id}` of thread `threadId`. */
export function useContactConsent(threadId: number) {
  const utils = trpc.useUtils();
  return trpc.safety.contactConsent.useMutation({
    onSuccess: (answer) => {
      utils.threads.messages.setData({ id: threadId }, (old) =>
        old ? { ...old, contact_consent: answer.contact_consent } : old,
      );
      if (answer.contact_consent.partner) {
        void utils.threads.messages.invalidate({ id: threadId });
        void utils.threads.list.invalidate();
      }
    },
  });
}
