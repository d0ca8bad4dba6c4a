/**
 * Change the e-mail address (account settings, and the verify page for a mistyped address): the new address and
 * the current password. The address counts as unverified again and a verification mail goes to it, so the
 * guards lead to the verify page next: the success message is a flash that survives that navigation.
 */
import { type FormEvent, useState } from "react";
import { useFlash } from "#client/components/flash-message.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { fieldErrorsOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { useChangeEmail } from "../hooks/use-account-mutations.ts";
import { FormOutcome } from "./form-outcome.tsx";
import { PasswordInput } from "./password-input.tsx";

const s = copy.settings;

/** The e-mail change form (new address and current password); ids start with `idPrefix`. */
export function ChangeEmailForm({ idPrefix }: { idPrefix: string }) {
  const { show } = useFlash();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const change = useChangeEmail((message) => {
    setEmail("");
    setPassword("");
    show(message);
  });
  const fieldErrors = fieldErrorsOf(change.error);
  const emailErrors = messagesFor(fieldErrors, "email");
  const emailId = `${idPrefix}-new-email`;

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    change.mutate({ email, current_password: password });
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate>
      <FormOutcome
        fieldErrors={fieldErrors}
        failed={change.isError}
        failureText={s.updateFailed}
        success={null}
      />
      <FormField id={emailId} label={s.newEmail} required hint={s.emailHint} errors={emailErrors}>
        <input
          id={emailId}
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
          aria-describedby={describedBy(emailId, { hint: true, errors: emailErrors })}
        />
      </FormField>
      <PasswordInput
        id={`${idPrefix}-email-password`}
        name="current_password"
        label={s.currentPassword}
        value={password}
        onChange={setPassword}
        errors={messagesFor(fieldErrors, "current_password")}
        autoComplete="current-password"
        required
      />
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {change.isPending ? copy.auth.submitting : s.emailButton}
      </button>
    </form>
  );
}
