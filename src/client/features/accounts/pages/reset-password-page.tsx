/**
 * /reset-password/{token}?email= (docs/product.md §4 "Password reset"): the address (prefilled from the mail
 * link), a new password and its confirmation. Success ends the other sessions and leads to login with
 * copy.passwordReset.done; a used, expired or foreign token says so and offers a new link.
 */
import { type FormEvent, useState } from "react";
import { Link, useSearch } from "wouter";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { fieldErrorsOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { FormOutcome } from "../components/form-outcome.tsx";
import { PasswordInput } from "../components/password-input.tsx";
import { useResetPassword } from "../hooks/use-account-mutations.ts";
import "../accounts.css";

const r = copy.passwordReset;

/** /reset-password/{token}: the reset form over accounts.resetPassword (useResetPassword). */
export function ResetPasswordPage({ token }: { token: string }) {
  useDocumentHead(r.resetTitle);
  const search = useSearch();
  const { user } = useSession();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get("email") ?? "");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const reset = useResetPassword(user !== null);
  const fieldErrors = fieldErrorsOf(reset.error);
  const emailErrors = messagesFor(fieldErrors, "email");
  const tokenInvalid =
    emailErrors.includes(copy.validation.resetToken) || messagesFor(fieldErrors, "token").length > 0;

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    reset.mutate({ token, email, password, password_confirmation: confirmation });
  }

  return (
    <AuthCard
      title={r.resetTitle}
      lead={r.resetLead}
      switchText=""
      switchHref={paths.login()}
      switchLabel={r.backToLogin}
    >
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <FormOutcome
          fieldErrors={fieldErrors}
          failed={reset.isError}
          failureText={r.resetFailed}
          success={null}
        />
        {tokenInvalid ? (
          <Link href={paths.forgotPassword()} className="button button--outline button--block">
            {r.requestAgain}
          </Link>
        ) : null}
        <FormField id="reset-email" label={copy.auth.email} required errors={emailErrors}>
          <input
            id="reset-email"
            className="input"
            type="email"
            name="email"
            inputMode="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            maxLength={FIELD_LIMITS.email}
            aria-required="true"
            aria-invalid={emailErrors.length > 0 || undefined}
            aria-describedby={describedBy("reset-email", { errors: emailErrors })}
          />
        </FormField>
        <PasswordInput
          id="reset-password"
          name="password"
          label={r.newPassword}
          value={password}
          onChange={setPassword}
          errors={messagesFor(fieldErrors, "password")}
          autoComplete="new-password"
          hint={copy.auth.passwordHint(FIELD_LIMITS.passwordMin)}
          required
        />
        <PasswordInput
          id="reset-password-confirmation"
          name="password_confirmation"
          label={r.newPasswordConfirmation}
          value={confirmation}
          onChange={setConfirmation}
          errors={messagesFor(fieldErrors, "password_confirmation")}
          autoComplete="new-password"
          required
        />
        <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
          {reset.isPending ? copy.auth.submitting : r.resetButton}
        </button>
      </form>
    </AuthCard>
  );
}
