/**
 * /forgot-password (docs/product.md §4 "Password reset"): the registered address; the answer is the same
 * whether it is registered or not (no account enumeration), and at most one mail a minute goes to an address.
 */
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { fieldErrorsOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { FormOutcome } from "../components/form-outcome.tsx";
import { useForgotPassword } from "../hooks/use-account-mutations.ts";
import "../accounts.css";

const r = copy.passwordReset;

/** /forgot-password: the address form, then the same answer for any address. */
export function ForgotPasswordPage() {
  useDocumentHead(r.forgotTitle);
  const [email, setEmail] = useState("");
  const forgot = useForgotPassword();
  const fieldErrors = fieldErrorsOf(forgot.error);
  const emailErrors = messagesFor(fieldErrors, "email");

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    forgot.mutate({ email });
  }

  return (
    <AuthCard
      title={r.forgotTitle}
      lead={r.forgotLead}
      switchText=""
      switchHref={paths.login()}
      switchLabel={r.backToLogin}
    >
      {forgot.isSuccess ? (
        <div className="account-stack account-stack--spaced">
          <p className="account-notice account-notice--success" role="status">
            {forgot.data.message}
          </p>
          <button
            type="button"
            className="button button--outline button--block"
            onClick={() => forgot.reset()}
          >
            {r.requestAgain}
          </button>
          <Link href={paths.login()} className="button button--primary button--block">
            {r.backToLogin}
          </Link>
        </div>
      ) : (
        <form className="auth-form" onSubmit={handleSubmit} noValidate>
          <FormOutcome
            fieldErrors={fieldErrors}
            failed={forgot.isError}
            failureText={r.forgotFailed}
            success={null}
          />
          <FormField id="forgot-email" label={copy.auth.email} required errors={emailErrors}>
            <input
              id="forgot-email"
              className="input"
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              maxLength={FIELD_LIMITS.email}
              aria-required="true"
              aria-invalid={emailErrors.length > 0 || undefined}
              aria-describedby={describedBy("forgot-email", { errors: emailErrors })}
            />
          </FormField>
          <button type="submit" className="button button--primary button--block" disabled={forgot.isPending}>
            {forgot.isPending ? copy.auth.submitting : r.sendButton}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
