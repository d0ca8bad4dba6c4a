/**
 * On the member's own profile, the organisations that checked them (docs/product.md "Organisations"), each with
 * 「外す」: a member decides what is said about them, so removing one takes effect at once (the organisation's log
 * records it). Asked once more before it goes, since only the organisation can put it back.
 */
import { useFlash } from "#client/components/flash-message.tsx";
import { confirmAction } from "#client/lib/confirm.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useRemoveMyVouch } from "#client/lib/use-organizations.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import type { MemberVouch } from "#shared/schemas/organizations.ts";

const page = organizationsCopy.page;

/** The list with its buttons (nothing without vouches). */
export function MyVouches({ userId, vouches }: { userId: number; vouches: readonly MemberVouch[] }) {
  const remove = useRemoveMyVouch(userId);
  const { show } = useFlash();
  if (vouches.length === 0) return null;
  return (
    <section className="profile-vouch" aria-labelledby="my-vouches-title">
      <h2 id="my-vouches-title" className="profile-vouch__title">
        {page.myVouchesTitle}
      </h2>
      <p className="profile-vouch__lead">{page.myVouchesLead}</p>
      <ul className="my-vouches">
        {vouches.map((vouch) => (
          <li key={vouch.organization.id} className="my-vouches__item">
            <span>
              {vouch.organization.name}（{organizationsCopy.methods[vouch.method]}）
            </span>
            <button
              type="button"
              className="button button--outline"
              aria-label={page.removeMineLabel(vouch.organization.name)}
              disabled={remove.isPending}
              onClick={() => {
                if (!confirmAction(page.removeMineConfirm(vouch.organization.name))) return;
                remove
                  .mutateAsync({ id: vouch.organization.id })
                  .then(() => show(page.removedMine, "success"))
                  .catch((error) => show(serverMessageOf(error) ?? copy.errors.generic, "error"));
              }}
            >
              {page.removeMine}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
