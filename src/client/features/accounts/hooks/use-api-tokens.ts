/**
 * Personal access tokens of the settings page (docs/product.md § API platform): the list and the two mutations,
 * each owning its cache effect — creating or revoking a token changes only the token list.
 */
import { trpc } from "#client/lib/trpc.ts";

/** tokens.list: the member's tokens, newest first. */
export function useApiTokens() {
  return trpc.tokens.list.useQuery();
}

/** tokens.create: the answer carries the plain token (shown once); the list is read again. */
export function useCreateApiToken() {
  const utils = trpc.useUtils();
  return trpc.tokens.create.useMutation({ onSuccess: () => utils.tokens.list.invalidate() });
}

/** tokens.revoke: the list is read again. */
export function useRevokeApiToken() {
  const utils = trpc.useUtils();
  return trpc.tokens.revoke.useMutation({ onSuccess: () => utils.tokens.list.invalidate() });
}
