/**
 * /admin/users (docs/product.md §2 Admin users list, §9): search (name or e-mail), page sizes 10/20/50/100 (20 default),
 * a table with the status labels of §4, dates cut to 16 characters, delete with confirmation. The query lives in
 * the URL (?q=&per_page=&page=). Errors: copy.admin.listFailed / copy.admin.deleteFailed
 */
import { type FormEvent, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { Pagination } from "#client/components/pagination.tsx";
import { EmptyState, FailureState, LoadingState } from "#client/components/status-message.tsx";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { confirmAction } from "#client/lib/confirm.ts";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { ADMIN_PAGE_SIZES } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { AdminNav } from "../components/admin-nav.tsx";
import { AdminStatusBadge } from "../components/admin-status-badge.tsx";
import { useDeleteUser } from "../hooks/use-admin-mutations.ts";
import { adminDate, adminDisplayStatus, pageOf, pageSizeOf } from "../lib/admin-format.ts";
import "../admin.css";

const a = copy.admin;

/** /admin/users (docs/product.md §2 Admin users list): search, page size, table, delete. */
export function AdminUsersPage() {
  useDocumentHead(a.titles.users);
  const search = new URLSearchParams(useSearch());
  const q = search.get("q")?.trim() ?? "";
  const perPage = pageSizeOf(search.get("per_page"));
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(q);
  const { show } = useFlash();
  const users = trpc.admin.users.useQuery({ q: q || undefined, per_page: perPage, page });
  const remove = useDeleteUser();

  function handleSearch(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    navigate(paths.adminUsers({ q: draft.trim(), perPage }));
  }

  async function handleDelete(id: number, name: string): Promise<void> {
    if (!confirmAction(a.confirmDelete(name))) return;
    try {
      await remove.mutateAsync({ id });
      show(a.deleted);
    } catch {
      show(a.deleteFailed, "error");
    }
  }

  const view = users.data ? pageOf(users.data.data, users.data.meta, page, perPage) : null;
  return (
    <div className="container page admin-page">
      <AdminNav />
      <header className="page-head">
        <h1 className="page-head__title">{a.titles.users}</h1>
        {view ? <p className="page-head__lead">{a.total(view.meta.total)}</p> : null}
      </header>
      <form className="admin-toolbar" aria-label={a.searchLabel} onSubmit={handleSearch}>
        <label className="visually-hidden" htmlFor="admin-q">
          {a.searchLabel}
        </label>
        <input
          id="admin-q"
          type="search"
          className="input admin-toolbar__q"
          placeholder={a.searchPlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {a.search}
        </button>
        <label className="admin-toolbar__size">
          <span>{a.perPage}</span>
          <select
            className="select"
            value={perPage}
            onChange={(event) => navigate(paths.adminUsers({ q, perPage: Number(event.target.value) }))}
          >
            {ADMIN_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {a.perPageOption(size)}
              </option>
            ))}
          </select>
        </label>
      </form>

      {users.isPending ? <LoadingState /> : null}
      {users.isError ? <FailureState message={a.listFailed} /> : null}
      {view && view.rows.length === 0 ? <EmptyState message={a.empty} /> : null}
      {view && view.rows.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{a.columns.id}</th>
                <th scope="col">{a.columns.name}</th>
                <th scope="col">{a.columns.email}</th>
                <th scope="col">{a.columns.role}</th>
                <th scope="col">{a.columns.status}</th>
                <th scope="col">{a.columns.createdAt}</th>
                <th scope="col">{a.columns.lastLoginAt}</th>
                <th scope="col">{a.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((user) => {
                const status = adminDisplayStatus(user);
                return (
                  <tr key={user.id} data-user-id={user.id}>
                    <td data-label={a.columns.id}>{user.id}</td>
                    <td data-label={a.columns.name}>
                      <span className="admin-table__user">
                        <UserAvatar name={user.name} url={user.avatar_url} size={28} />
                        {status === "deleted" ? (
                          user.name
                        ) : (
                          <Link href={paths.profile(user.id)}>{user.name}</Link>
                        )}
                      </span>
                    </td>
                    <td data-label={a.columns.email} className="admin-table__email">
                      {user.email ?? a.never}
                    </td>
                    <td data-label={a.columns.role}>{user.role === "admin" ? a.roleAdmin : a.roleUser}</td>
                    <td data-label={a.columns.status}>
                      <AdminStatusBadge status={status} />
                    </td>
                    <td data-label={a.columns.createdAt}>{adminDate(user.created_at)}</td>
                    <td data-label={a.columns.lastLoginAt}>{adminDate(user.last_login_at)}</td>
                    <td data-label={a.columns.actions}>
                      {status === "deleted" ? null : (
                        <span className="admin-table__actions">
                          <Link
                            href={paths.adminUserEdit(user.id)}
                            className="button button--outline button--small"
                          >
                            {a.edit}
                          </Link>
                          <button
                            type="button"
                            className="button button--danger button--small"
                            disabled={remove.isPending}
                            onClick={() => void handleDelete(user.id, user.name)}
                          >
                            {a.delete}
                          </button>
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {view && view.meta.last_page > 1 ? (
        <Pagination meta={view.meta} hrefFor={(n) => paths.adminUsers({ q, perPage, page: n })} />
      ) : null}
    </div>
  );
}
