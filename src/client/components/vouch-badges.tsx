/**
 * The trust badges of organisations that checked a member (docs/product.md "Organisations"):
 * 「〇〇 確認済み」, each linking to the organisation's page.
 */
import { Link } from "wouter";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { MemberVouch } from "#shared/schemas/organizations.ts";

/** One badge per vouching organisation (nothing when none), as list items of the caller's badge list. */
export function VouchBadges({ vouches }: { vouches: readonly MemberVouch[] }) {
  return (
    <>
      {vouches.map((vouch) => (
        <li key={vouch.organization.id}>
          <Link
            href={paths.organization(vouch.organization.slug)}
            className="badge badge--verified badge--vouch"
          >
            {copy.vouchedBadge(vouch.organization.name)}
          </Link>
        </li>
      ))}
    </>
  );
}

/** The one badge of a post's author on cards and the post page (the first organisation that checked them). */
export function VouchedBy({
  organization,
}: {
  organization: { slug: string; name: string } | null | undefined;
}) {
  if (!organization) return null;
  return (
    <Link href={paths.organization(organization.slug)} className="vouched-by">
      <span className="vouched-by__badge">{copy.vouchedBadge(organization.name)}</span>
    </Link>
  );
}
