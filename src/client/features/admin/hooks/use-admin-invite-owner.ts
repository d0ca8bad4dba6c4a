/** An administrator inviting an organisation's first owner (docs/product.md "Organisations"). */
import { trpc } from "#client/lib/trpc.ts";

/** organizations.invite (nothing shown changes until the invitation is accepted). */
export function useAdminInviteOwner() {
  return trpc.organizations.invite.useMutation();
}
