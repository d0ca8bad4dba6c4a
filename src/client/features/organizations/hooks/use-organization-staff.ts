/**
 * The staff page's writes (docs/product.md "Organisations"): inviting by e-mail, accepting a mailed invitation and
 * removing a staff member; each refreshes the staff list or the member's memberships.
 */
import { trpc } from "#client/lib/trpc.ts";

/** organizations.invite (nothing shown changes until the invitation is accepted). */
export function useInviteStaff() {
  return trpc.organizations.invite.useMutation();
}

/** organizations.acceptInvitation: the member's memberships and the organisation's staff change. */
export function useAcceptInvitation() {
  const utils = trpc.useUtils();
  return trpc.organizations.acceptInvitation.useMutation({
    onSuccess: (membership) =>
      void Promise.all([
        utils.organizations.mine.invalidate(),
        utils.organizations.staff.invalidate({ id: membership.organization.id }),
      ]),
  });
}

/** organizations.removeStaff: the staff list changes. */
export function useRemoveStaff() {
  const utils = trpc.useUtils();
  return trpc.organizations.removeStaff.useMutation({
    onSuccess: (_answer, input) => void utils.organizations.staff.invalidate({ id: Number(input.id) }),
  });
}
