/**
 * The user administration mutations (docs/product.md §2 Admin users / Admin user edit, §7 /api/admin/users*), one hook
 * each: a change to an account refreshes the admin list, that account's admin view and its profile pages
 * (cache-effects.ts `userAdministered`) before the page moves on; a resent mail changes nothing cached.
 */
import { useCacheEffects } from "#client/lib/cache-effects.ts";
import { trpc } from "#client/lib/trpc.ts";

/** admin.updateUser (FormData with the avatar, _method PATCH). */
export function useUpdateUser(id: number) {
  const effects = useCacheEffects();
  return trpc.admin.updateUser.useMutation({ onSuccess: () => effects.userAdministered(id) });
}

/** admin.setSuspended: suspend or lift a suspension. */
export function useSetSuspended() {
  const effects = useCacheEffects();
  return trpc.admin.setSuspended.useMutation({
    onSuccess: (_answer, input) => effects.userAdministered(input.id),
  });
}

/** admin.deleteUser (from the list and from the edit page). */
export function useDeleteUser() {
  const effects = useCacheEffects();
  return trpc.admin.deleteUser.useMutation({
    onSuccess: (_answer, input) => effects.userAdministered(input.id),
  });
}

/** admin.resendVerification: the verification mail once more; nothing cached changes. */
export function useResendUserVerification() {
  return trpc.admin.resendVerification.useMutation();
}
