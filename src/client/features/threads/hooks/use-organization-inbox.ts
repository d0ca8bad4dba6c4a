/**
 * The shared inbox's write (docs/product.md "Organisations"): an answer sent as the organisation refreshes the open
 * thread and the inbox list (staff take no part in the organisation's live stream, so nothing else brings it).
 */
import { trpc } from "#client/lib/trpc.ts";

/** organizations.inboxSend for thread `threadId` of organisation `organizationId`. */
export function useInboxSend(organizationId: number, threadId: number) {
  const utils = trpc.useUtils();
  return trpc.organizations.inboxSend.useMutation({
    onSuccess: () =>
      void Promise.all([
        utils.organizations.inboxMessages.invalidate({ id: organizationId, thread_id: threadId }),
        utils.organizations.inbox.invalidate({ id: organizationId }),
      ]),
  });
}
