/**
 * 「団体確認する」 on a member's profile, for the staff of an organisation (docs/product.md "Organisations"): one
 * button per organisation the viewer is staff of and that has not vouched for this member yet, with how they
 * were checked (never a document or its number).
 */
import { useState } from "react";
import { useFlash } from "#client/components/flash-message.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useVouch } from "#client/lib/use-organizations.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { type MemberVouch, VOUCH_METHODS, type VouchMethod } from "#shared/schemas/organizations.ts";

const o = organizationsCopy;

/** The vouch buttons of the viewer's organisations (nothing for members on no staff). */
export function ProfileVouch({ userId, vouches }: { userId: number; vouches: readonly MemberVouch[] }) {
  const mine = trpc.organizations.mine.useQuery();
  const vouch = useVouch();
  const { show } = useFlash();
  const [method, setMethod] = useState<VouchMethod>("in_person");
  const open = (mine.data ?? []).filter((m) => !vouches.some((v) => v.organization.id === m.organization.id));
  if (open.length === 0) return null;
  return (
    <section className="profile-vouch" aria-labelledby="profile-vouch-title">
      <h2 id="profile-vouch-title" className="profile-vouch__title">
        {o.page.vouchedBy}
      </h2>
      <label className="field__label" htmlFor="profile-vouch-method">
        {o.fields.method}
      </label>
      <select
        id="profile-vouch-method"
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
      {open.map((membership) => (
        <button
          key={membership.organization.id}
          type="button"
          className="button button--primary"
          aria-label={o.page.vouchFor(membership.organization.name)}
          disabled={vouch.isPending}
          onClick={() =>
            vouch
              .mutateAsync({ id: membership.organization.id, user_id: userId, method })
              .then(() => show(o.page.vouched, "success"))
              .catch((error) => show(serverMessageOf(error) ?? copy.errors.generic, "error"))
          }
        >
          {o.page.vouch}
        </button>
      ))}
    </section>
  );
}
