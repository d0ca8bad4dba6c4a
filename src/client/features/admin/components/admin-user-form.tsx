/**
 * The admin edit form (docs/product.md §3 Admin user edit payload): name and e-mail (required), role user/admin, e-mail
 * verified 1/0, region, SNS visibility, optional password (empty = unchanged), avatar — checked first with the
 * shared ZAdminUserUpdateInput, sent as multipart through admin.updateUser (use-admin-user-form.ts). Beside it:
 * resend verification, suspend / lift, delete.
 */
import { Controller } from "react-hook-form";
import { Link } from "wouter";
import { AvatarField } from "#client/components/avatar-field.tsx";
import { ErrorBox } from "#client/components/error-box.tsx";
import { FormField, FormInput } from "#client/components/form-field.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { useRegions } from "#client/lib/use-regions.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { AdminUserView } from "#shared/schemas/admin.ts";
import { useAdminUserForm } from "../hooks/use-admin-user-form.ts";
import { adminDate, adminDisplayStatus } from "../lib/admin-format.ts";
import { AdminStatusBadge } from "./admin-status-badge.tsx";
import { AdminUserActions } from "./admin-user-actions.tsx";

const a = copy.admin;

/** The edit form of one account (only the deleted notice for a deleted account). */
export function AdminUserForm({ user }: { user: AdminUserView }) {
  const regions = useRegions();
  const { form, errors, avatar, ...state } = useAdminUserForm(user);
  const status = adminDisplayStatus(user);

  const head = (
    <header className="page-head admin-edit__head">
      <h1 className="page-head__title">{a.titles.edit}</h1>
      {/* One unit per fact, spaced apart without separators: a wrap leaves no stray "·" at a line's end. */}
      <p className="page-head__lead">
        <span>#{user.id}</span>
        <span>
          {a.statusLabel}: <AdminStatusBadge status={status} />
        </span>
        <span>
          {a.columns.createdAt} {adminDate(user.created_at)}
        </span>
      </p>
    </header>
  );
  // A deleted account has nothing left to edit (the server would refuse the save).
  if (status === "deleted") {
    return (
      <>
        {head}
        <AdminUserActions user={user} status={status} />
        <Link href={paths.adminUsers()} className="button button--ghost">
          {a.back}
        </Link>
      </>
    );
  }

  return (
    <>
      {head}
      <form className="form-card" onSubmit={state.onSubmit} noValidate>
        <ErrorBox messages={errors.messages} />
        <AvatarField
          name={form.watch("name")}
          previewUrl={avatar.preview}
          canRemove={avatar.preview !== null}
          removalPending={avatar.removalPending}
          errors={errors.errorsFor("avatar")}
          onFile={avatar.choose}
          onRemove={avatar.remove}
        />
        <div className="form-grid">
          <FormInput
            id="admin-name"
            label={copy.fields.name}
            required
            errors={errors.errorsFor("name")}
            type="text"
            maxLength={FIELD_LIMITS.name}
            {...form.register("name")}
          />
          <FormInput
            id="admin-email"
            label={copy.fields.email}
            required
            errors={errors.errorsFor("email")}
            type="email"
            maxLength={FIELD_LIMITS.email}
            autoComplete="off"
            {...form.register("email")}
          />
          <FormField id="admin-role" label={copy.profile.fields.role} errors={errors.errorsFor("role")}>
            <select id="admin-role" className="select" {...form.register("role")}>
              <option value="user">{a.roleUser}</option>
              <option value="admin">{a.roleAdmin}</option>
            </select>
          </FormField>
          <FormField id="admin-verified" label={a.emailVerified} errors={errors.errorsFor("email_verified")}>
            <select id="admin-verified" className="select" {...form.register("email_verified")}>
              <option value="1">{a.verified}</option>
              <option value="0">{a.unverified}</option>
            </select>
          </FormField>
          <FormField id="admin-region" label={copy.fields.region_id} errors={errors.errorsFor("region_id")}>
            <Controller
              control={form.control}
              name="region_id"
              render={({ field }) => (
                <RegionSelect
                  id="admin-region"
                  regions={regions.data ?? []}
                  value={field.value}
                  onChange={field.onChange}
                  emptyLabel={a.regionUnset}
                />
              )}
            />
          </FormField>
          <FormInput
            id="admin-password"
            label={a.password}
            hint={a.passwordHint}
            errors={errors.errorsFor("password")}
            type="password"
            maxLength={FIELD_LIMITS.passwordMax}
            autoComplete="new-password"
            {...form.register("password")}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" {...form.register("show_sns")} />
          <span>{a.showSns}</span>
        </label>
        <div className="form-actions admin-edit__actions">
          <Link href={paths.adminUsers()} className="button button--ghost">
            {a.back}
          </Link>
          <button type="submit" className="button button--primary" disabled={state.pending}>
            {a.save}
          </button>
        </div>
      </form>
      <AdminUserActions user={user} status={status} />
    </>
  );
}
