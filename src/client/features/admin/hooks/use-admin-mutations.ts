/**
 * The user administration mutations (docs/product.md §2 Admin users / Admin user edit, §7 /api/admin/users*), one hook
 * each: a change to an account refreshes the admin list, that account's admin view and its profile pages
 * (cache-effects.ts `userAdministered`) before the page moves on; a resent mail changes nothing cached. The
 * moderation queue's actions (docs/product.md §12) refresh the queue, the log and what the action changed.
 */
import { useCacheEffects } from "#client/lib/cache-effects.ts";
import { trpc } from "#client/lib/trpc.ts";
import type { ModerationItem } from "#shared/schemas/safety.ts";

/** admin.updateUser (FormData with the avatar). */
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

/**
 * safety.moderate `{id, action, note}` on queue entry `item`: the queue and the moderation log; hiding or showing
 * again changes every list and page with such content (cache-effects.ts `contentModerated`); suspending the
 * author changes that member's account (`userAdministered`); dismissing changes the queue only.
 */
export function useModerate(item: ModerationItem) {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  const authorId = item.content?.author?.id;
  return trpc.safety.moderate.useMutation({
    // In the background: the answer's message is shown at once, the queue follows.
    onSuccess: (_answer, input) => {
      void Promise.all([
        utils.safety.adminReports.invalidate(),
        utils.safety.moderationLog.invalidate(),
        input.action === "hide" || input.action === "restore" ? effects.contentModerated() : null,
        input.action === "suspend_user" && authorId !== undefined ? effects.userAdministered(authorId) : null,
      ]);
    },
  });
}
