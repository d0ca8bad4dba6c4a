/**
 * /admin/users/{id}/edit (docs/product.md §2 Admin user edit, §3 payload, §5 Admin edit, §8 Admin errors): loads the user
 * (copy.profile.loadFailed) and renders the edit form.
 */

import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";
import { AdminNav } from "../components/admin-nav.tsx";
import { AdminUserForm } from "../components/admin-user-form.tsx";
import "../admin.css";

/** /admin/users/{id}/edit (docs/product.md §2 Admin user edit): loads the user, renders the edit form. */
export function AdminUserEditPage({ id }: { id: number }) {
  useDocumentHead(copy.admin.titles.edit);
  const user = trpc.admin.user.useQuery({ id }, { retry: false, refetchOnWindowFocus: false });
  return (
    <div className="container page page--narrow admin-page">
      <AdminNav />
      {user.isPending ? <LoadingState /> : null}
      {user.isError ? <FailureState message={copy.admin.loadFailed} /> : null}
      {user.data ? <AdminUserForm key={user.data.updated_at} user={user.data} /> : null}
    </div>
  );
}
