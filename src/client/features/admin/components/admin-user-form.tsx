/**
 * The admin edit form (spec.md §3 Admin user edit payload): name and e-mail (required), role user/admin, e-mail
 * verified 1/0, region, SNS visibility, optional password (empty = unchanged), avatar — checked first with the
 * shared ZAdminUpdateInput (the server's very messages), sent as multipart with _method PATCH semantics through
 * admin.updateUser. Beside it: resend verification, suspend / lift, delete.
 */
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { AvatarField } from "#client/components/avatar-field.tsx";
import { ErrorBox } from "#client/components/error-box.tsx";
import { useFlash } from "#client/components/flash-message.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import {
  applyServerErrors,
  FORM_OPTIONS,
  rawSchemaResolver,
  useFormErrors,
} from "#client/lib/schema-form.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { type AdminUserView, ZAdminUpdateInput } from "#shared/schemas/admin.ts";
import { useUpdateUser } from "../hooks/use-admin-mutations.ts";
import { adminDate, adminDisplayStatus } from "../lib/admin-format.ts";
import { AdminStatusBadge } from "./admin-status-badge.tsx";
import { AdminUserActions } from "./admin-user-actions.tsx";

const a = copy.admin;

/** The edit form's fields, named as the payload names them (`email_verified` as the select's "1"/"0"). */
interface AdminUserValues {
  id: number;
  name: string;
  email: string;
  role: "user" | "admin";
  email_verified: "1" | "0";
  region_id: number | null;
  show_sns: boolean;
  password: string;
}

const resolver = rawSchemaResolver(ZAdminUpdateInput, (values: AdminUserValues) => ({
  ...values,
  email_verified: values.email_verified === "1",
}));

/** The text inputs: field, id, label and options. */
const INPUTS = [
  { field: "name", id: "admin-name", label: copy.fields.name, required: true, max: FIELD_LIMITS.name },
  {
    field: "email",
    id: "admin-email",
    label: copy.fields.email,
    type: "email",
    required: true,
    max: FIELD_LIMITS.email,
    autoComplete: "off",
  },
] as const;

/** The multipart payload of spec.md §3 Admin user edit. */
function toFormData(values: AdminUserValues, avatar: File | null, avatarRemove: boolean): FormData {
  const form = new FormData();
  form.append("_method", "PATCH");
  form.append("id", String(values.id));
  form.append("name", values.name);
  form.append("email", values.email);
  form.append("role", values.role);
  form.append("email_verified", values.email_verified);
  form.append("region_id", values.region_id === null ? "" : String(values.region_id));
  form.append("show_sns", values.show_sns ? "1" : "0");
  form.append("password", values.password);
  if (avatar) form.append("avatar", avatar);
  else if (avatarRemove) form.append("avatar_remove", "1");
  return form;
}

/** The edit form of one account (only the deleted notice for a deleted account). */
export function AdminUserForm({ user }: { user: AdminUserView }) {
  const regions = useRegions();
  const { show } = useFlash();
  const [, navigate] = useLocation();
  const update = useUpdateUser(user.id);
  const form = useForm<AdminUserValues>({
    ...FORM_OPTIONS,
    resolver,
    defaultValues: {
      id: user.id,
      name: user.name,
      email: user.email ?? "",
      role: user.role,
      email_verified: user.email_verified_at !== null ? "1" : "0",
      region_id: user.region_id,
      show_sns: user.show_sns,
      password: "",
    },
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarRemove, setAvatarRemove] = useState(false);
  const [avatarPreview, setAvatarPreview] = useState<string | null>(user.avatar_url);
  const errors = useFormErrors(form, { failure: update.error, failed: () => [a.updateFailed] });
  const status = adminDisplayStatus(user);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(toFormData(values, avatar, avatarRemove));
      show(a.updated);
      navigate(paths.adminUsers());
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  const head = (
    <header className="page-head admin-edit__head">
      <h1 className="page-head__title">{a.titles.edit}</h1>
      <p className="page-head__lead">
        {/* One unit per fact, the separator ending its line, so a wrap never starts a line with "·". */}
        <span>#{user.id} ·</span>
        <span>
          {a.statusLabel}: <AdminStatusBadge status={status} /> ·
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

  const input = (id: string, field: "name" | "email" | "password", label: string, options: InputOptions) => {
    const fieldErrors = errors.errorsFor(field);
    return (
      <FormField id={id} label={label} required={options.required} hint={options.hint} errors={fieldErrors}>
        <input
          id={id}
          type={options.type ?? "text"}
          className="input"
          maxLength={options.max}
          autoComplete={options.autoComplete}
          aria-required={options.required || undefined}
          aria-invalid={fieldErrors.length > 0 || undefined}
          aria-describedby={describedBy(id, { hint: Boolean(options.hint), errors: fieldErrors })}
          {...form.register(field)}
        />
      </FormField>
    );
  };

  return (
    <>
      {head}
      <form className="form-card" onSubmit={(event) => void submit(event)} noValidate>
        <ErrorBox messages={errors.messages} />
        <AvatarField
          name={form.watch("name")}
          previewUrl={avatarPreview}
          canRemove={avatarPreview !== null}
          removalPending={avatarRemove}
          errors={errors.errorsFor("avatar")}
          onFile={(file) => {
            setAvatar(file);
            setAvatarRemove(false);
            setAvatarPreview(URL.createObjectURL(file));
          }}
          onRemove={() => {
            setAvatar(null);
            setAvatarRemove(user.avatar_url !== null);
            setAvatarPreview(null);
          }}
        />
        <div className="form-grid">
          {INPUTS.map(({ id, field, label, ...options }) => input(id, field, label, options))}
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
          {input("admin-password", "password", a.password, {
            type: "password",
            hint: a.passwordHint,
            max: FIELD_LIMITS.passwordMax,
            autoComplete: "new-password",
          })}
        </div>
        <label className="checkbox">
          <input type="checkbox" {...form.register("show_sns")} />
          <span>{a.showSns}</span>
        </label>
        <div className="form-actions admin-edit__actions">
          <Link href={paths.adminUsers()} className="button button--ghost">
            {a.back}
          </Link>
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            {a.save}
          </button>
        </div>
      </form>
      <AdminUserActions user={user} status={status} />
    </>
  );
}

interface InputOptions {
  type?: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  max: number;
}
