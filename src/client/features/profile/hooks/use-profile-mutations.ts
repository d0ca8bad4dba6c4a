/**
 * The profile mutations (docs/product.md §2 Profile edit, interest and region setup, the admin role panel), one hook
 * each, with their cache effects: the member's profile, interests or region change their profile everywhere,
 * the author shown on posts and the lists chosen by interests and region (cache-effects.ts `profileChanged`);
 * a role change the session user and the profile pages (`rolesChanged`). The refresh runs in the background:
 * the pages move on at once, as the spec's timings ask.
 */
import { useCacheEffects } from "#client/lib/cache-effects.ts";
import { trpc } from "#client/lib/trpc.ts";

/** profile.update (FormData with the avatar and cover). */
export function useUpdateProfile() {
  const effects = useCacheEffects();
  return trpc.profile.update.useMutation({ onSuccess: () => void effects.profileChanged() });
}

/** profile.setInterests (interest setup). */
export function useSetInterests() {
  const effects = useCacheEffects();
  return trpc.profile.setInterests.useMutation({ onSuccess: () => void effects.profileChanged() });
}

/** profile.setRegion (region setup and /profile/region). */
export function useSetRegion() {
  const effects = useCacheEffects();
  return trpc.profile.setRegion.useMutation({ onSuccess: () => void effects.profileChanged() });
}

/** admin.attachRole from the role panel of profile edit. */
export function useAttachRole() {
  const effects = useCacheEffects();
  return trpc.admin.attachRole.useMutation({
    onSuccess: (_answer, input) => void effects.rolesChanged(input.userId),
  });
}

/** admin.detachRole from the role panel of profile edit. */
export function useDetachRole() {
  const effects = useCacheEffects();
  return trpc.admin.detachRole.useMutation({
    onSuccess: (_answer, input) => void effects.rolesChanged(input.userId),
  });
}
