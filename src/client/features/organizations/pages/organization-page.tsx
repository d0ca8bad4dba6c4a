/**
 * /orgs/{slug} (docs/product.md "Organisations"): an organisation's public page — name, kind, area, the verified
 * mark, logo, description, contact, how many members it checked and its open requests (代理投稿); a link to the staff
 * page for its staff.
 */
import { Link } from "wouter";
import { PostCard } from "#client/components/post-card.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { regionName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import "../organizations.css";

const o = organizationsCopy;

/**
 * The requests the organisation posted for residents (代理投稿), newest first: those still open, or a line saying
 * there are none (the newest five it posted, through the account's activity).
 */
function OrganizationRequests({ accountUserId }: { accountUserId: number }) {
  const activity = trpc.requests.activity.useQuery({ user_id: accountUserId });
  const open = activity.data?.recent_posts.filter((post) => post.status === "open") ?? [];
  return (
    <section className="org-section" aria-labelledby="org-requests">
      <h2 id="org-requests">{o.page.requests}</h2>
      {activity.isPending ? (
        <LoadingState />
      ) : open.length === 0 ? (
        <p>{o.page.noRequests}</p>
      ) : (
        <ul className="card-grid">
          {open.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The public page of an organisation. */
export function OrganizationPage({ slug }: { slug: string }) {
  const query = trpc.organizations.bySlug.useQuery({ slug });
  const session = useSession();
  const mine = trpc.organizations.mine.useQuery(undefined, { enabled: session.isAuthenticated });
  const org = query.data;
  useDocumentHead(org?.name ?? (query.isError ? o.notFound : undefined), org?.description ?? undefined);
  if (query.isPending) return <LoadingState />;
  if (!org) {
    return (
      <div className="container page page--narrow">
        <FailureState message={httpStatusOf(query.error) === 404 ? o.notFound : copy.errors.generic} />
      </div>
    );
  }
  const isStaff = mine.data?.some((m) => m.organization.id === org.id) ?? false;
  return (
    <div className="container page page--narrow org-page">
      <header className="page-head org-page__head">
        {org.logo_url ? (
          <img src={org.logo_url} alt={o.logo.alt(org.name)} className="org-logo org-logo--large" />
        ) : null}
        <p className="org-page__kind">{org.kind_label}</p>
        <h1 className="page-head__title">
          {org.name}
          {org.verified ? (
            <span className="badge badge--verified org-page__verified">{o.verifiedMark}</span>
          ) : null}
        </h1>
      </header>
      <dl className="org-facts">
        <dt>{o.page.area}</dt>
        <dd>{regionName(org.region)}</dd>
        {org.description ? (
          <>
            <dt>{o.page.description}</dt>
            <dd className="org-facts__text">{org.description}</dd>
          </>
        ) : null}
        {org.contact ? (
          <>
            <dt>{o.page.contact}</dt>
            <dd className="org-facts__text">{org.contact}</dd>
          </>
        ) : null}
      </dl>
      <p className="org-page__helpers">{o.page.helpers(org.verified_helpers_count)}</p>
      {org.account_user_id !== null ? <OrganizationRequests accountUserId={org.account_user_id} /> : null}
      {isStaff || session.isAdmin ? (
        <p>
          <Link href={paths.organizationStaff(org.slug)} className="button button--outline">
            {o.page.staffLink}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
