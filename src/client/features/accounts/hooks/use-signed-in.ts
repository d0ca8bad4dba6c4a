/**
 * What happens once login or registration succeeded: go to the target, store the new user in the cache and
 * refetch everything (lists and posts depend on the viewer).
 */
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { trpc } from "#client/lib/trpc.ts";
import type { SessionUser } from "#shared/schemas/auth.ts";

export function useSignedIn() {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const { show } = useFlash();
  return async (user: SessionUser, target: string, notice: string): Promise<void> => {
    // Navigate first: the guest-only guard of /login would otherwise send the new member home.
    navigate(target, { replace: true });
    utils.accounts.me.setData(undefined, user);
    show(notice);
    await utils.invalidate();
  };
}
