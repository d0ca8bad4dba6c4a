/**
 * The admin edit form (spec.md §3 Admin user edit payload): name and e-mail (required), role user/admin, e-mail
 * verified 1/0, region, SNS visibility, optional password (empty = unchanged), avatar — sent as multipart with
 * _method PATCH semantics through admin.updateUser. Beside it: resend verification, suspend / lift, delete.
 */
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import { AvatarField } from "#client/components/avatar-field.tsx";
import { ErrorBox } from "#client/components/error-box.tsx";
import { useFlash } from "#client/components/flash-message.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { fieldErrorsOf, flattenFieldErrors, messagesFor } from "#client/lib/trpc-errors.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { AdminUserView } from "#shared/schemas/admin.ts";
import { adminDate, adminDisplayStatus } from "../lib/admin-format.ts";
import { AdminStatusBadge } from "./admin-status-badge.tsx";
import { AdminUserActions } from "./admin-user-actions.tsx";

const a = copy.admin;

/** The edit form of one account (only the deleted notice for a deleted account). */
export function AdminUserForm({ user }: { user: AdminUserView }) {
  const regions = useRegions();
  const utils = trpc.useUtils();
  const { show } = useFlash();
  const [, navigate] = useLocation();
  const update = trpc.admin.updateUser.useMutation();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? "");
  const [role, setRole] = useState<"user" | "admin">(user.role);
  const [verified, setVerified] = useState(user.email_verified_at !== null);
  const [regionId, setRegionId] = useState<number | null>(user.region_id);
  const [showSns, setShowSns] = useState(user.show_sns);
  const [password, setPassword] = useState("");
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarRemove, setAvatarRemove] = useState(false);
  const [avatarPreview, setAvatarPreview] = useState<string | null>(user.avatar_url);
  const [missing, setMissing] = useState<Record<string, string[]>>({});

  const serverErrors = fieldErrorsOf(update.error);
  const errors = { ...(serverErrors ?? {}), ...missing };
  const errorsFor = (field: string) => messagesFor(errors, field);
  const box =
    Object.keys(errors).length > 0 ? flattenFieldErrors(errors) : update.isError ? [a.updateFailed] : [];
  const status = adminDisplayStatus(user);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const required: Record<string, string[]> = {};
    if (!name.trim()) required.name = [copy.validation.required(copy.fields.name)];
    if (!email.trim()) required.email = [copy.validation.required(copy.fields.email)];
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    const form = new FormData();
    form.append("_method", "PATCH");
    form.append("id", String(user.id));
    form.append("name", name);
    form.append("email", email);
    form.append("role", role);
    form.append("email_verified", verified ? "1" : "0");
    form.append("region_id", regionId === null ? "" : String(regionId));
    form.append("show_sns", showSns ? "1" : "0");
    form.append("password", password);
    if (avatar) form.append("avatar", avatar);
    else if (avatarRemove) form.append("avatar_remove", "1");
    update.mutate(form, {
      onSuccess: async () => {
        show(a.updated);
        await utils.admin.invalidate();
        navigate(paths.adminUsers());
      },
    });
  }

  const input = (
    id: string,
    field: string,
    label: string,
    value: string,
    set: (v: string) => void,
    options: { type?: string; required?: boolean; hint?: string; autoComplete?: string; max: number },
  ) => {
    const fieldErrors = errorsFor(field);
    return (
      <FormField id={id} label={label} required={options.required} hint={options.hint} errors={fieldErrors}>
        <input
          id={id}
          name={field}
          type={options.type ?? "text"}
          className="input"
          value={value}
          maxLength={options.max}
          autoComplete={options.autoComplete}
          onChange={(event) => set(event.target.value)}
          aria-required={options.required || undefined}
          aria-invalid={fieldErrors.length > 0 || undefined}
          aria-describedby={describedBy(id, { hint: Boolean(options.hint), errors: fieldErrors })}
        />
      </FormField>
    );
  };

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

  return (
    <>
      {head}
      <form className="form-card" onSubmit={handleSubmit} noValidate>
        <ErrorBox messages={box} />
        <AvatarField
          name={name}
          previewUrl={avatarPreview}
          canRemove={avatarPreview !== null}
          removalPending={avatarRemove}
          errors={errorsFor("avatar")}
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
          {input("admin-name", "name", copy.fields.name, name, setName, {
            required: true,
            max: FIELD_LIMITS.name,
          })}
          {input("admin-email", "email", copy.fields.email, email, setEmail, {
            type: "email",
            required: true,
            max: FIELD_LIMITS.email,
            autoComplete: "off",
          })}
          <FormField id="admin-role" label={copy.profile.fields.role} errors={errorsFor("role")}>
            <select
              id="admin-role"
              className="select"
              value={role}
              onChange={(event) => setRole(event.target.value === "admin" ? "admin" : "user")}
            >
              <option value="user">{a.roleUser}</option>
              <option value="admin">{a.roleAdmin}</option>
            </select>
          </FormField>
          <FormField id="admin-verified" label={a.emailVerified} errors={errorsFor("email_verified")}>
            <select
              id="admin-verified"
              className="select"
              value={verified ? "1" : "0"}
              onChange={(event) => setVerified(event.target.value === "1")}
            >
              <option value="1">{a.verified}</option>
              <option value="0">{a.unverified}</option>
            </select>
          </FormField>
          <FormField id="admin-region" label={copy.fields.region_id} errors={errorsFor("region_id")}>
            <RegionSelect
              id="admin-region"
              regions={regions.data ?? []}
              value={regionId}
              onChange={setRegionId}
              emptyLabel={a.regionUnset}
            />
          </FormField>
          {input("admin-password", "password", a.password, password, setPassword, {
            type: "password",
            hint: a.passwordHint,
            max: FIELD_LIMITS.passwordMax,
            autoComplete: "new-password",
          })}
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={showSns} onChange={(event) => setShowSns(event.target.checked)} />
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
