/** Change the password (account settings): current password, new password and its confirmation. */
import { type FormEvent, useState } from "react";
import { fieldErrorsOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { useChangePassword } from "../hooks/use-account-mutations.ts";
import { FormOutcome } from "./form-outcome.tsx";
import { PasswordInput } from "./password-input.tsx";

const s = copy.settings;
const EMPTY = { current_password: "", password: "", password_confirmation: "" };

/** The password change form of account settings (current, new, confirmation). */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword(() => setValues(EMPTY));
  const fieldErrors = fieldErrorsOf(change.error);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues({ ...values, [key]: value });

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    change.mutate(values);
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate>
      <FormOutcome
        fieldErrors={fieldErrors}
        failed={change.isError}
        failureText={s.updateFailed}
        success={change.data?.message ?? null}
      />
      <PasswordInput
        id="settings-current-password"
        name="current_password"
        label={s.currentPassword}
        value={values.current_password}
        onChange={set("current_password")}
        errors={messagesFor(fieldErrors, "current_password")}
        autoComplete="current-password"
        required
      />
      <PasswordInput
        id="settings-new-password"
        name="password"
        label={copy.passwordReset.newPassword}
        value={values.password}
        onChange={set("password")}
        errors={messagesFor(fieldErrors, "password")}
        autoComplete="new-password"
        hint={copy.auth.passwordHint(FIELD_LIMITS.passwordMin)}
        required
      />
      <PasswordInput
        id="settings-new-password-confirmation"
        name="password_confirmation"
        label={copy.passwordReset.newPasswordConfirmation}
        value={values.password_confirmation}
        onChange={set("password_confirmation")}
        errors={messagesFor(fieldErrors, "password_confirmation")}
        autoComplete="new-password"
        required
      />
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {change.isPending ? copy.auth.submitting : s.passwordButton}
      </button>
    </form>
  );
}
