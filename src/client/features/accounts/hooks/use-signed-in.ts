/**
 * What happens once login or registration succeeded: go to the target, store the new user in the cache and
 * refresh what depends on the viewer (cache-effects.ts `viewerChanged`: lists and posts, my page, profiles).
 * Used by useLogin and useRegister (use-account-mutations.ts).
 */
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { useCacheEffects } from "#client/lib/cache-effects.ts";
import { trpc } from "#client/lib/trpc.ts";
import type { SessionUser } from "#shared/schemas/auth.ts";

/** Returns `signedIn(user, target, notice)`: go to `target`, store the user, refresh viewer data. */
export function useSignedIn() {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  const [, navigate] = useLocation();
  const { show } = useFlash();
  return async (user: SessionUser, target: string, notice: string): Promise<void> => {
    // Navigate first: the guest-only guard of /login would otherwise send the new member home.
    navigate(target, { replace: true });
    utils.accounts.me.setData(undefined, user);
    show(notice);
    await effects.viewerChanged();
  };
}
