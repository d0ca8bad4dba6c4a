/**
 * Organisation writes shared by the profile page (the 「団体確認する」 button) and the organisation staff page
 * (docs/product.md "Organisations"): each refreshes exactly what shows vouches (cache-effects.ts `vouchesChanged`):
 * the member's profile pages, the organisation's page (its helpers count) and its log.
 */
import { useCacheEffects } from "./cache-effects.ts";
import { trpc } from "./trpc.ts";

/** organizations.vouch. */
export function useVouch() {
  const effects = useCacheEffects();
  return trpc.organizations.vouch.useMutation({
    onSuccess: (vouch) => effects.vouchesChanged(vouch.user_id, vouch.organization.id),
  });
}

/** organizations.withdrawVouch. */
export function useWithdrawVouch() {
  const effects = useCacheEffects();
  return trpc.organizations.withdrawVouch.useMutation({
    onSuccess: (_answer, input) => effects.vouchesChanged(Number(input.userId), Number(input.id)),
  });
}

/** organizations.removeMyVouch: the member's own profile (and the organisation's count and log) change. */
export function useRemoveMyVouch(userId: number) {
  const effects = useCacheEffects();
  return trpc.organizations.removeMyVouch.useMutation({
    onSuccess: (_answer, input) => effects.vouchesChanged(userId, Number(input.id)),
  });
}
