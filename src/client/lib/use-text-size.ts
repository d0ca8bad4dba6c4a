/**
 * The text size in the app (docs/product.md "文字サイズ"): the size shown, a setter that applies it at once and,
 * for a member, keeps it for the account (accounts.updateTextSize), and the sync that lets the account's size
 * win when the current user becomes known (a login, another device's choice).
 */
import { useEffect, useSyncExternalStore } from "react";
import { applyTextSize, onTextSizeChange, shownTextSize } from "#client/lib/text-size.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useSession } from "#client/lib/use-session.ts";
import type { TextSize } from "#shared/text-size.ts";

/**
 * → `{size, choose, saving, failed, saved}`: `choose(size)` shows the size on this device at once and, for a
 * member, saves it for the account (the current user's cache is updated with the answer).
 */
export function useTextSize() {
  const size = useSyncExternalStore(onTextSizeChange, shownTextSize, shownTextSize);
  const { user } = useSession();
  const utils = trpc.useUtils();
  const save = trpc.accounts.updateTextSize.useMutation({
    onSuccess: (answer) => {
      const me = utils.accounts.me.getData();
      if (me) utils.accounts.me.setData(undefined, { ...me, text_size: answer.text_size });
    },
  });
  function choose(next: TextSize): void {
    applyTextSize(next);
    if (user && user.text_size !== next) save.mutate({ text_size: next });
  }
  return { size, choose, saving: save.isPending, failed: save.isError, saved: save.isSuccess };
}

/** Applies the signed-in member's account size whenever it is known or changes (docs/product.md "文字サイズ"). */
export function useAccountTextSize(): void {
  const { user } = useSession();
  const accountSize = user?.text_size;
  useEffect(() => {
    if (accountSize) applyTextSize(accountSize);
  }, [accountSize]);
}
