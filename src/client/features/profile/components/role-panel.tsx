/**
 * The admin-only role panel of profile edit (docs/product.md §2, §6): attaches or detaches roles (user, admin, editor)
 * for the current user through PATCH /api/role/attach|detach (admin.attachRole / detachRole).
 */

import { useFlash } from "#client/components/flash-message.tsx";
import { fieldErrorsOf, flattenFieldErrors } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import type { RoleView } from "#shared/schemas/profile.ts";
import { useAttachRole, useDetachRole } from "../hooks/use-profile-mutations.ts";

const p = copy.profile;
const ROLE_NAMES = ["user", "admin", "editor"] as const;

/** The role panel of profile edit (admins only): each role with attach / detach (docs/product.md §2 Profile edit). */
export function RolePanel({ userId, roles }: { userId: number; roles: RoleView[] }) {
  const { show } = useFlash();
  const attach = useAttachRole();
  const detach = useDetachRole();
  const held = new Set(roles.map((role) => role.name));
  const busy = attach.isPending || detach.isPending;

  async function change(role: string, mode: "attach" | "detach"): Promise<void> {
    try {
      await (mode === "attach" ? attach : detach).mutateAsync({ userId, role });
      show(p.roleChanged);
    } catch (error) {
      show(flattenFieldErrors(fieldErrorsOf(error))[0] ?? p.roleFailed, "error");
    }
  }

  return (
    <section className="form-card role-panel" aria-labelledby="role-panel-title">
      <h2 id="role-panel-title" className="form-card__title">
        {p.rolePanel}
      </h2>
      <p className="field__hint">{p.rolePanelLead}</p>
      <ul className="role-panel__list">
        {ROLE_NAMES.map((role) => {
          const has = held.has(role);
          const label = p.roleNames[role] ?? role;
          return (
            <li key={role} className="role-panel__item">
              <span className="role-panel__name">
                {label}
                {has ? <span className="badge badge--verified">{p.roleHeld}</span> : null}
              </span>
              <button
                type="button"
                className={`button ${has ? "button--ghost" : "button--outline"}`}
                disabled={busy}
                aria-label={`${label}: ${has ? p.roleDetach : p.roleAttach}`}
                onClick={() => void change(role, has ? "detach" : "attach")}
              >
                {has ? p.roleDetach : p.roleAttach}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
