/**
 * /post/create (login required by the route guard): title copy.titles.postCreate and the create form. With
 * `?org=<id>`, a member on that organisation's staff posts for a resident (代理投稿, docs/product.md
 * "Organisations"): the title and a notice say so, and the form sends to organizations.createPost.
 */

import { useSearch } from "wouter";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { PostCreateForm } from "../components/post-create-form.tsx";

/** The organisation id of `?org=`, or null when absent or not an id. */
function organizationIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get("org");
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/** /post/create: 仕事を依頼する and the create form (or, with `?org=`, the 代理投稿 form). */
export function PostCreatePage() {
  const organizationId = organizationIdOf(useSearch());
  if (organizationId !== null) return <ProxyPostCreatePage organizationId={organizationId} />;
  return <OwnPostCreatePage />;
}

function OwnPostCreatePage() {
  useDocumentHead(copy.titles.postCreate);
  return (
    <div className="container page page--narrow">
      <header className="page-head">
        <h1 className="page-head__title">{copy.titles.postCreate}</h1>
        <p className="page-head__lead">{copy.post.createLead}</p>
      </header>
      <PostCreateForm />
    </div>
  );
}

/** The 代理投稿 form for a member on the staff of organisation `organizationId` (the server checks it again). */
function ProxyPostCreatePage({ organizationId }: { organizationId: number }) {
  const p = organizationsCopy.proxy;
  const mine = trpc.organizations.mine.useQuery();
  const membership = mine.data?.find((m) => m.organization.id === organizationId);
  const organization = trpc.organizations.bySlug.useQuery(
    { slug: membership?.organization.slug ?? "" },
    { enabled: membership !== undefined },
  );
  useDocumentHead(membership ? p.createTitle(membership.organization.name) : undefined);
  if (mine.isPending || (membership && organization.isPending)) return <LoadingState />;
  if (!membership || !organization.data) return <FailureState message={p.notStaff} />;
  const name = membership.organization.name;
  return (
    <div className="container page page--narrow">
      <header className="page-head">
        <h1 className="page-head__title">{p.createTitle(name)}</h1>
        <p className="page-head__lead notice" role="note">
          {p.createNotice(name)}
        </p>
      </header>
      <PostCreateForm organization={{ id: organizationId, regionId: organization.data.region.id }} />
    </div>
  );
}
