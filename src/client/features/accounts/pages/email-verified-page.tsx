/**
 * /email-verified (docs/product.md §2): the address is verified. Offers the remembered page when there is one, else the
 * setup flow of a new member (interests → region → my page, docs/product.md §2 Interest / Region setup), my page and
 * the home page. A member who chose interests when registering is not asked for them again: my page leads then.
 */
import { Link } from "wouter";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { peekIntendedPath, takeIntendedPath } from "#client/lib/intended-path.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { AuthCard } from "../components/auth-card.tsx";
import "../accounts.css";

const v = copy.emailVerify;

/** The page shown after a verification link without a remembered path. */
export function EmailVerifiedPage() {
  useDocumentHead(v.verifiedTitle);
  const intended = peekIntendedPath();
  const { user } = useSession();
  // Registration asks for interests: a member who chose some has nothing to set up (a visitor still may).
  const needsSetup = (user?.interests.length ?? 0) === 0;
  return (
    <AuthCard title={v.verifiedTitle}>
      <div className="account-stack">
        <div className="verified-mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="currentColor" />
            <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </div>
        <p className="account-notice account-notice--success" role="status">
          {v.verifiedLead}
        </p>
        {intended ? (
          <Link
            href={intended}
            className="button button--primary button--block"
            onClick={() => takeIntendedPath()}
          >
            {v.continue}
          </Link>
        ) : null}
        {needsSetup ? (
          <Link
            href={paths.profileInterestSetup()}
            className={`button button--block ${intended ? "button--outline" : "button--primary"}`}
          >
            {v.toInterestSetup}
          </Link>
        ) : null}
        <Link
          href={paths.mypage()}
          className={`button button--block ${needsSetup || intended ? "button--outline" : "button--primary"}`}
        >
          {v.toMypage}
        </Link>
        <Link href={paths.home()} className="button button--ghost button--block">
          {v.toHome}
        </Link>
      </div>
    </AuthCard>
  );
}
