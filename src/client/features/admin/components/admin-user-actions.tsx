/**
 * The account actions of admin edit: resend the verification mail (unverified only; copy.admin.resendFailed),
 * suspend or lift a suspension, and delete (confirmation; copy.admin.deleteFailed), then back to the list.
 */
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { confirmAction } from "#client/lib/confirm.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { AdminDisplayStatus, AdminUserView } from "#shared/schemas/admin.ts";
import { useDeleteUser, useResendUserVerification, useSetSuspended } from "../hooks/use-admin-mutations.ts";

const a = copy.admin;
/** The server's own text of a failed action, else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

/** The account actions card of admin edit (resend, suspend / lift, delete; docs/product.md §2 Admin user edit). */
export function AdminUserActions({ user, status }: { user: AdminUserView; status: AdminDisplayStatus }) {
  const { user: me } = useSession();
  const { show } = useFlash();
  const [, navigate] = useLocation();
  const resend = useResendUserVerification();
  const suspend = useSetSuspended();
  const remove = useDeleteUser();
  const self = me?.id === user.id;
  const busy = resend.isPending || suspend.isPending || remove.isPending;
  if (status === "deleted") return <p className="status status--empty">{a.deletedUser}</p>;

  async function run(action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    try {
      await action();
      show(success);
      return true;
    } catch (error) {
      show(messageOf(error, failure), "error");
      return false;
    }
  }

  return (
    <section className="form-card admin-actions" aria-labelledby="admin-actions-title">
      <h2 id="admin-actions-title" className="form-card__title">
        {a.dangerZone}
      </h2>
      <div className="admin-actions__buttons">
        {user.email_verified_at === null ? (
          <button
            type="button"
            className="button button--outline"
            disabled={busy}
            onClick={() => void run(() => resend.mutateAsync({ id: user.id }), a.resent, a.resendFailed)}
          >
            {a.resend}
          </button>
        ) : null}
        {self ? null : (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={async () => {
              const suspended = status !== "suspended";
              // docs/product.md §12 Suspension: a reason, then a confirmation, before suspending.
              let reason: string | undefined;
              if (suspended) {
                const given = window.prompt(copy.safety.suspension.reasonLabel)?.trim();
                if (!given) {
                  if (given !== undefined) show(copy.safety.suspension.reasonRequired, "error");
                  return;
                }
                if (!confirmAction(copy.safety.moderation.suspendConfirm(user.name))) return;
                reason = given;
              }
              await run(
                () => suspend.mutateAsync({ id: user.id, suspended, reason }),
                suspended ? a.suspended : a.unsuspended,
                a.updateFailed,
              );
            }}
          >
            {status === "suspended" ? a.unsuspend : a.suspend}
          </button>
        )}
        {self ? null : (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={async () => {
              if (!confirmAction(a.confirmDelete(user.name))) return;
              const ok = await run(() => remove.mutateAsync({ id: user.id }), a.deleted, a.deleteFailed);
              if (ok) navigate(paths.adminUsers());
            }}
          >
            {a.delete}
          </button>
        )}
      </div>
    </section>
  );
}
