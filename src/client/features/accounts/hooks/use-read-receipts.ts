/**
 * Saving the 既読 setting (docs/product.md "既読"): `threads.setReadReceipts`; on success the session's user carries the
 * new value at once and open threads refetch their messages, so read times show or hide without a reload.
 */
import { trpc } from "#client/lib/trpc.ts";

/**
 * The mutation of the 既読 switch. `onSaved(enabled)` and `onFailed()` report the outcome to the section's status line.
 * @returns tRPC's mutation object (`mutate({enabled})`, `isPending`, `variables`).
 */
export function useReadReceiptsSetting(onSaved: (enabled: boolean) => void, onFailed: () => void) {
  const utils = trpc.useUtils();
  return trpc.threads.setReadReceipts.useMutation({
    onSuccess: (answer) => {
      const me = utils.accounts.me.getData();
      if (me) utils.accounts.me.setData(undefined, { ...me, read_receipts: answer.enabled });
      // Open threads show or hide read times at once.
      void utils.threads.messages.invalidate();
      onSaved(answer.enabled);
    },
    onError: onFailed,
  });
}
