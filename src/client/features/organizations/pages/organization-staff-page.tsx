/**
 * /orgs/{slug}/staff (docs/product.md "Organisations"): for an organisation's owners and staff (and
 * administrators) — 代理投稿 and the shared inbox (owners and staff), invite by e-mail (owners, administrators), the staff list with removals (owners), vouching for a
 * member by their profile id (staff) and the vouch log (owners, administrators).
 */
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { FormInput } from "#client/components/form-field.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { messagesFor, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useVouch, useWithdrawVouch } from "#client/lib/use-organizations.ts";
import { useSession } from "#client/lib/use-session.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { type OrganizationRole, VOUCH_METHODS, type VouchMethod } from "#shared/schemas/organizations.ts";
import { useInviteStaff, useRemoveStaff } from "../hooks/use-organization-staff.ts";
import "../organizations.css";

const o = organizationsCopy;

function InviteForm({ id }: { id: number }) {
  const invite = useInviteStaff();
  const { show } = useFlash();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OrganizationRole>("staff");
  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    try {
      await invite.mutateAsync({ id, email, role });
      setEmail("");
      show(o.page.invited, "success");
    } catch (error) {
      show(serverMessageOf(error) ?? copy.errors.generic, "error");
    }
  }
  return (
    <section className="org-section" aria-labelledby="org-invite">
      <h2 id="org-invite">{o.page.invite}</h2>
      <form className="org-form" onSubmit={submit}>
        <FormInput
          id="org-invite-email"
          label={o.fields.email}
          type="email"
          required
          value={email}
          autoComplete="off"
          className="input"
          onChange={(event) => setEmail(event.target.value)}
          errors={messagesFor(null, "email")}
        />
        <label className="field__label" htmlFor="org-invite-role">
          {o.fields.role}
        </label>
        <select
          id="org-invite-role"
          className="select"
          value={role}
          onChange={(event) => setRole(event.target.value as OrganizationRole)}
        >
          <option value="staff">{o.roles.staff}</option>
          <option value="owner">{o.roles.owner}</option>
        </select>
        <button type="submit" className="button button--primary" disabled={invite.isPending}>
          {o.page.invite}
        </button>
      </form>
    </section>
  );
}

function StaffList({ id, canRemove }: { id: number; canRemove: boolean }) {
  const staff = trpc.organizations.staff.useQuery({ id });
  const remove = useRemoveStaff();
  const { show } = useFlash();
  if (staff.isPending) return <LoadingState />;
  if (!staff.data) return <FailureState message={serverMessageOf(staff.error) ?? copy.errors.generic} />;
  return (
    <section className="org-section" aria-labelledby="org-staff">
      <h2 id="org-staff">{o.page.staffList}</h2>
      <ul className="org-list">
        {staff.data.map((member) => (
          <li key={member.user_id}>
            <span>
              <Link href={paths.profile(member.user_id)}>{member.name}</Link>（{member.role_label}）
            </span>
            {canRemove ? (
              <button
                type="button"
                className="button button--ghost"
                aria-label={o.page.removeLabel(member.name)}
                onClick={() =>
                  remove
                    .mutateAsync({ id, userId: member.user_id })
                    .catch((error) => show(serverMessageOf(error) ?? copy.errors.generic, "error"))
                }
              >
                {o.page.remove}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The vouch form: a member's profile id and how they were checked. */
export function VouchForm({ id }: { id: number }) {
  const vouch = useVouch();
  const withdraw = useWithdrawVouch();
  const { show } = useFlash();
  const [userId, setUserId] = useState("");
  const [method, setMethod] = useState<VouchMethod>("in_person");
  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    try {
      await vouch.mutateAsync({ id, user_id: Number(userId), method });
      show(o.page.vouched, "success");
    } catch (error) {
      show(serverMessageOf(error) ?? copy.errors.generic, "error");
    }
  }
  async function undo(): Promise<void> {
    try {
      await withdraw.mutateAsync({ id, userId: Number(userId) });
    } catch (error) {
      show(serverMessageOf(error) ?? copy.errors.generic, "error");
    }
  }
  return (
    <section className="org-section" aria-labelledby="org-vouch">
      <h2 id="org-vouch">{o.page.vouchTitle}</h2>
      <form className="org-form" onSubmit={submit}>
        <FormInput
          id="org-vouch-user"
          label={o.page.vouchUserId}
          inputMode="numeric"
          required
          className="input"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
        />
        <label className="field__label" htmlFor="org-vouch-method">
          {o.fields.method}
        </label>
        <select
          id="org-vouch-method"
          className="select"
          value={method}
          onChange={(event) => setMethod(event.target.value as VouchMethod)}
        >
          {VOUCH_METHODS.map((m) => (
            <option key={m} value={m}>
              {o.methods[m]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary" disabled={vouch.isPending}>
          {o.page.vouch}
        </button>
        <button type="button" className="button button--ghost" onClick={undo} disabled={withdraw.isPending}>
          {o.page.withdraw}
        </button>
      </form>
    </section>
  );
}

function VouchLog({ id }: { id: number }) {
  const log = trpc.organizations.vouchLog.useQuery({ id });
  if (!log.data) return null;
  return (
    <section className="org-section" aria-labelledby="org-log">
      <h2 id="org-log">{o.page.log}</h2>
      <ul className="org-list org-log">
        {log.data.data.map((entry) => (
          <li key={entry.id}>
            {o.page.logLine(
              entry.actor?.name ?? "—",
              o.actions[entry.action],
              entry.user?.name ?? "—",
              entry.method ? o.methods[entry.method] : "—",
            )}
            <time dateTime={entry.created_at}>{new Date(entry.created_at).toLocaleString("ja-JP")}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The staff page of an organisation. */
export function OrganizationStaffPage({ slug }: { slug: string }) {
  const org = trpc.organizations.bySlug.useQuery({ slug });
  const mine = trpc.organizations.mine.useQuery();
  const session = useSession();
  useDocumentHead(org.data ? o.page.staffTitle(org.data.name) : undefined);
  if (org.isPending || mine.isPending) return <LoadingState />;
  if (!org.data) return <FailureState message={o.notFound} />;
  const role = mine.data?.find((m) => m.organization.id === org.data.id)?.role ?? null;
  const owner = role === "owner" || session.isAdmin;
  if (!role && !session.isAdmin) return <FailureState message={copy.errors.forbidden} />;
  return (
    <div className="container page page--narrow org-page">
      <header className="page-head">
        <h1 className="page-head__title">{o.page.staffTitle(org.data.name)}</h1>
        <p>
          <Link href={paths.organization(org.data.slug)}>{org.data.name}</Link>・
          <Link href={paths.organizationDashboard(org.data.slug)}>{o.stats.link}</Link>
        </p>
      </header>
      {role ? (
        <section className="org-section" aria-labelledby="org-proxy">
          <h2 id="org-proxy">{o.proxy.section}</h2>
          <p>{o.proxy.lead}</p>
          <p className="org-actions">
            <Link href={paths.postCreateFor(org.data.id)} className="button button--primary">
              {o.proxy.post}
            </Link>
            <Link href={paths.organizationInbox(org.data.slug)} className="button button--outline">
              {o.proxy.inbox}
            </Link>
          </p>
        </section>
      ) : null}
      {role ? <VouchForm id={org.data.id} /> : null}
      {owner ? <InviteForm id={org.data.id} /> : null}
      <StaffList id={org.data.id} canRemove={owner} />
      {owner ? <VouchLog id={org.data.id} /> : null}
    </div>
  );
}
