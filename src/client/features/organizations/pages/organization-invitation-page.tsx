/**
 * /org-invitations/{token} (docs/product.md "Organisations"): the page of a mailed invitation — a visitor is asked
 * to log in first (and comes back here); a member accepts and goes on to the organisation's staff page.
 */
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { useAcceptInvitation } from "../hooks/use-organization-staff.ts";
import "../organizations.css";

const o = organizationsCopy;

/** Accepting a mailed invitation. */
export function OrganizationInvitationPage({ token }: { token: string }) {
  useDocumentHead(o.page.acceptTitle);
  const session = useSession();
  const accept = useAcceptInvitation();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  if (session.isLoading) return <LoadingState />;
  async function acceptNow(): Promise<void> {
    try {
      const membership = await accept.mutateAsync({ token });
      navigate(paths.organizationStaff(membership.organization.slug));
    } catch (error) {
      setFailure(serverMessageOf(error) ?? copy.errors.generic);
    }
  }
  return (
    <div className="container page page--narrow org-page">
      <header className="page-head">
        <h1 className="page-head__title">{o.page.acceptTitle}</h1>
      </header>
      {failure ? <FailureState message={failure} /> : null}
      {session.isAuthenticated ? (
        <button
          type="button"
          className="button button--primary"
          onClick={acceptNow}
          disabled={accept.isPending}
        >
          {o.page.accept}
        </button>
      ) : (
        <p>
          {o.page.loginFirst}{" "}
          <Link href={paths.login(paths.organizationInvitation(token))} className="button button--primary">
            {copy.nav.login}
          </Link>
        </p>
      )}
    </div>
  );
}
