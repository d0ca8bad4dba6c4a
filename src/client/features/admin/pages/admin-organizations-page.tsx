/**
 * /admin/organizations (docs/product.md "Organisations"): administrators create organisations (name, kind,
 * prefecture, municipality codes, description, contact, verified mark), list them, toggle the verified mark,
 * invite an organisation's first owner by e-mail and delete one; and set what answering each category's requests
 * asks (category requirements).
 */
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { FormInput, FormTextarea } from "#client/components/form-field.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { EmptyState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { formDataOf } from "#client/lib/form-data.ts";
import { regionName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { fieldErrorsOf, messagesFor, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import {
  ORGANIZATION_KINDS,
  type OrganizationKind,
  type OrganizationView,
  ZOrganizationLogoInput,
} from "#shared/schemas/organizations.ts";
import { AdminNav } from "../components/admin-nav.tsx";
import { CategoryRequirements } from "../components/category-requirements.tsx";
import { useAdminInviteOwner } from "../hooks/use-admin-invite-owner.ts";
import {
  useCreateOrganization,
  useDeleteOrganization,
  useOrganizationLogo,
  useUpdateOrganization,
} from "../hooks/use-admin-organizations.ts";
import "../admin.css";

const o = organizationsCopy;

function CreateForm() {
  const create = useCreateOrganization();
  const regions = useRegions();
  const { show } = useFlash();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<OrganizationKind>("social_welfare_council");
  const [regionId, setRegionId] = useState<number | null>(null);
  const [codes, setCodes] = useState("");
  const [description, setDescription] = useState("");
  const [contact, setContact] = useState("");
  const [verified, setVerified] = useState(true);
  const errors = fieldErrorsOf(create.error);
  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    try {
      await create.mutateAsync({
        name,
        kind,
        region_id: regionId ?? 0,
        municipality_codes: codes.split(/[\s,、]+/).filter(Boolean),
        description,
        contact,
        verified,
      });
      setName("");
      setDescription("");
      setContact("");
      setCodes("");
      show(o.page.created, "success");
    } catch (error) {
      show(serverMessageOf(error) ?? copy.errors.generic, "error");
    }
  }
  return (
    <section className="org-section" aria-labelledby="org-create">
      <h2 id="org-create">{o.page.create}</h2>
      <form className="org-form" onSubmit={submit} noValidate>
        <FormInput
          id="org-name"
          label={o.fields.name}
          required
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          errors={messagesFor(errors, "name")}
        />
        <label className="field__label" htmlFor="org-kind">
          {o.fields.kind}
        </label>
        <select
          id="org-kind"
          className="select"
          value={kind}
          onChange={(event) => setKind(event.target.value as OrganizationKind)}
        >
          {ORGANIZATION_KINDS.map((k) => (
            <option key={k} value={k}>
              {o.kinds[k]}
            </option>
          ))}
        </select>
        <label className="field__label" htmlFor="org-region">
          {o.fields.region_id}
        </label>
        <RegionSelect
          id="org-region"
          regions={regions.data ?? []}
          value={regionId}
          onChange={setRegionId}
          emptyLabel={o.fields.region_id}
        />
        {messagesFor(errors, "region_id").map((message) => (
          <p key={message} className="field__error">
            {message}
          </p>
        ))}
        <FormInput
          id="org-codes"
          label={o.fields.municipality_codes}
          optional
          className="input"
          inputMode="numeric"
          value={codes}
          onChange={(event) => setCodes(event.target.value)}
          errors={messagesFor(errors, "municipality_codes")}
        />
        <FormTextarea
          id="org-description"
          label={o.fields.description}
          optional
          className="textarea"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FormInput
          id="org-contact"
          label={o.fields.contact}
          optional
          className="input"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
        />
        <label className="checkbox">
          <input type="checkbox" checked={verified} onChange={(event) => setVerified(event.target.checked)} />{" "}
          {o.verifiedMark}
        </label>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {o.page.create}
        </button>
      </form>
    </section>
  );
}

/** The logo of an organisation: the current one, a file chooser that uploads at once, and its removal. */
function LogoField({ org }: { org: OrganizationView }) {
  const logo = useOrganizationLogo();
  const { show } = useFlash();
  const [errors, setErrors] = useState<string[]>([]);
  const inputId = `org-logo-${org.id}`;
  async function upload(file: File | undefined): Promise<void> {
    if (!file) return;
    setErrors([]);
    try {
      await logo.set.mutateAsync(formDataOf(ZOrganizationLogoInput, { id: org.id, logo: file }));
      show(o.logo.saved, "success");
    } catch (error) {
      const fields = fieldErrorsOf(error)?.logo;
      setErrors(fields ?? [serverMessageOf(error) ?? copy.errors.generic]);
    }
  }
  return (
    <div className="org-logo-field">
      {org.logo_url ? <img src={org.logo_url} alt={o.logo.alt(org.name)} className="org-logo" /> : null}
      <label className="field__label" htmlFor={inputId}>
        {`${org.name} ${o.logo.label}`}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="input"
        disabled={logo.set.isPending}
        aria-describedby={errors.length > 0 ? `${inputId}-error` : undefined}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      {errors.length > 0 ? (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {errors.join(" ")}
        </p>
      ) : null}
      {org.logo_url ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={logo.remove.isPending}
          onClick={() =>
            logo.remove
              .mutateAsync({ id: org.id })
              .then(() => show(o.logo.removed, "success"))
              .catch((error) => show(serverMessageOf(error) ?? copy.errors.generic, "error"))
          }
        >
          {o.logo.remove}
        </button>
      ) : null}
    </div>
  );
}

function OrganizationRow({ org }: { org: OrganizationView }) {
  const update = useUpdateOrganization();
  const remove = useDeleteOrganization();
  const invite = useAdminInviteOwner();
  const { show } = useFlash();
  const [email, setEmail] = useState("");
  const fail = (error: unknown) => show(serverMessageOf(error) ?? copy.errors.generic, "error");
  async function inviteOwner(event: FormEvent): Promise<void> {
    event.preventDefault();
    try {
      await invite.mutateAsync({ id: org.id, email, role: "owner" });
      setEmail("");
      show(o.page.invited, "success");
    } catch (error) {
      fail(error);
    }
  }
  return (
    <li className="org-admin-row">
      <span>
        <Link href={paths.organization(org.slug)}>{org.name}</Link>（{org.kind_label}・
        {regionName(org.region)}）
      </span>
      <button
        type="button"
        className="button button--ghost"
        aria-pressed={org.verified}
        onClick={() => update.mutateAsync({ id: org.id, verified: !org.verified }).catch(fail)}
      >
        {o.verifiedMark}
      </button>
      <form className="org-form" onSubmit={inviteOwner} aria-label={`${org.name} ${o.page.invite}`}>
        <FormInput
          id={`org-owner-${org.id}`}
          label={o.page.ownerEmail}
          type="email"
          className="input"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--outline" disabled={invite.isPending}>
          {o.page.invite}
        </button>
      </form>
      <LogoField org={org} />
      <button
        type="button"
        className="button button--danger"
        onClick={() => remove.mutateAsync({ id: org.id }).catch(fail)}
      >
        {o.page.delete}
      </button>
    </li>
  );
}

/** The administrators' organisations page. */
export function AdminOrganizationsPage() {
  useDocumentHead(o.page.adminTitle);
  const list = trpc.organizations.list.useQuery({});
  return (
    <div className="container page admin-page org-page">
      <AdminNav />
      <header className="page-head">
        <h1 className="page-head__title">{o.page.adminTitle}</h1>
      </header>
      <CreateForm />
      <section className="org-section" aria-labelledby="org-admin-list">
        <h2 id="org-admin-list">{o.page.listTitle}</h2>
        {list.isPending ? <LoadingState /> : null}
        {list.data && list.data.data.length === 0 ? <EmptyState message={o.page.none} /> : null}
        <ul className="org-list">
          {list.data?.data.map((org) => (
            <OrganizationRow key={org.id} org={org} />
          ))}
        </ul>
      </section>
      <CategoryRequirements />
    </div>
  );
}
