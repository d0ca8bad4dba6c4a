/**
 * /email/verify (docs/product.md §2, §4 E-mail verification, §8). With `id, hash, expires, signature` it opens the link:
 * verified → copy.emailVerify.success and, 0.3 s later, the remembered path (else /email-verified);
 * already verified → すでに認証済みです。; failure → the text of docs/product.md §8 (and a resend button for the member).
 * Without parameters it asks to use the link in the e-mail; a signed-in unverified member can resend the mail
 * (6 a minute) or correct the address.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { peekIntendedPath, takeIntendedPath } from "#client/lib/intended-path.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useLogout } from "#client/lib/use-logout.ts";
import { useSession } from "#client/lib/use-session.ts";
import { ACCOUNT_LIMITS, REDIRECT_DELAY_MS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { ChangeEmailForm } from "../components/change-email-form.tsx";
import { useResendVerification } from "../hooks/use-resend-verification.ts";
import { useVerifyLink, verifyLinkParams } from "../hooks/use-verify-link.ts";
import "../accounts.css";

const v = copy.emailVerify;

function Notice({ tone, children }: { tone: "success" | "error" | "info"; children: string }) {
  return (
    <p className={`account-notice account-notice--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}

/** The resend button and its outcome, for a signed-in member whose address is not verified. */
function ResendBlock() {
  const { resend, message } = useResendVerification();
  return (
    <div className="verify-actions">
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
      >
        {resend.isPending ? copy.auth.submitting : v.resendButton}
      </button>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
    </div>
  );
}

/** The reduced header of auth pages has no user menu: the member may log out here (another account). */
function LogoutButton() {
  const logout = useLogout();
  return (
    <button
      type="button"
      className="button button--ghost button--block"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      {copy.nav.logout}
    </button>
  );
}

/** Where "continue" leads: the remembered path, else my page. */
function ContinueLink() {
  const target = peekIntendedPath() ?? paths.mypage();
  return (
    <Link href={target} className="button button--primary button--block" onClick={() => takeIntendedPath()}>
      {v.continue}
    </Link>
  );
}

/** The page opened from the mail: checks the link and moves on. */
function LinkCheck({ params }: { params: NonNullable<ReturnType<typeof verifyLinkParams>> }) {
  const { user } = useSession();
  const result = useVerifyLink(params);
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { show } = useFlash();
  const verified = result.data?.status === "verified";

  const answer = result.data;
  useEffect(() => {
    if (!answer) return;
    let cancelled = false;
    // The guards read the cached user: move on only once it says "verified", and not before 0.3 s.
    const refreshed = utils.accounts.me.invalidate();
    if (answer.status !== "verified") return;
    const delay = new Promise((resolve) => window.setTimeout(resolve, REDIRECT_DELAY_MS.emailVerify));
    void Promise.all([refreshed, delay]).then(() => {
      if (cancelled) return;
      const target = takeIntendedPath();
      navigate(target ?? paths.emailVerified(), { replace: true });
      // The remembered page says it too (the verify page is gone after 0.3 s).
      if (target) show(v.success);
      queryClient.removeQueries({ queryKey: ["email-verify"] });
    });
    return () => {
      cancelled = true;
    };
  }, [answer, navigate, utils, queryClient, show]);

  if (result.isPending) return <LoadingState label={v.verifying} />;
  if (result.isError) {
    return (
      <>
        <Notice tone="error">{copy.emailVerify.failed}</Notice>
        {user && !user.email_verified_at ? <ResendBlock /> : null}
        {!user ? (
          <>
            <p className="account-muted">{v.loginToResend}</p>
            <Link href={paths.login(paths.verifyEmail())} className="button button--outline button--block">
              {copy.nav.login}
            </Link>
          </>
        ) : null}
      </>
    );
  }
  if (verified) {
    return (
      <>
        <Notice tone="success">{v.success}</Notice>
        <p className="account-muted">{v.redirecting}</p>
      </>
    );
  }
  return (
    <>
      <Notice tone="info">{v.alreadyVerified}</Notice>
      <ContinueLink />
    </>
  );
}

/** The page without link parameters. */
function Instructions() {
  const { user } = useSession();
  if (user?.email_verified_at) {
    return (
      <>
        <Notice tone="info">{v.alreadyVerified}</Notice>
        <ContinueLink />
      </>
    );
  }
  if (!user) {
    return (
      <>
        <Notice tone="info">{v.useMailLink}</Notice>
        <p className="account-muted">{v.loginToResend}</p>
        <Link href={paths.login(paths.verifyEmail())} className="button button--outline button--block">
          {copy.nav.login}
        </Link>
      </>
    );
  }
  return (
    <>
      {peekIntendedPath() ? <Notice tone="info">{v.requiredNotice}</Notice> : null}
      <div className="verify-mail">
        <svg className="verify-mail__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
          <rect
            x="3"
            y="5"
            width="18"
            height="14"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <p className="verify-mail__to">{v.sentTo(user.email)}</p>
        <p>{v.useMailLink}</p>
        <p className="account-muted">{v.linkValidity(ACCOUNT_LIMITS.verificationLinkMinutes)}</p>
      </div>
      <ResendBlock />
      <details className="verify-change">
        <summary>{copy.settings.emailHeading}</summary>
        <p className="account-muted">{v.wrongAddress}</p>
        <ChangeEmailForm idPrefix="verify" />
      </details>
      {/* Password and leaving work unverified too (docs/product.md §4 Account settings). */}
      <Link href={paths.accountSettings()} className="button button--outline button--block">
        {v.settingsLink}
      </Link>
      <LogoutButton />
    </>
  );
}

/** /email/verify (docs/product.md §4 E-mail verification): checks a mail link, or explains and offers the resend. */
export function VerifyEmailPage() {
  useDocumentHead(v.title);
  const params = verifyLinkParams(useSearch());
  return (
    <AuthCard title={v.title}>
      <div className="account-stack">{params ? <LinkCheck params={params} /> : <Instructions />}</div>
    </AuthCard>
  );
}
