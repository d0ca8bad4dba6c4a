/**
 * Delete the account (account settings): the password and a confirmation dialog. Afterwards the visitor view:
 * the cached user is cleared, copy.settings.deleted is shown and the home page opens.
 */
import { type FormEvent, useState } from "react";
import { fieldErrorsOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import { useDeleteAccount } from "../hooks/use-account-mutations.ts";
import { FormOutcome } from "./form-outcome.tsx";
import { PasswordInput } from "./password-input.tsx";

const s = copy.settings;

/** The account deletion form: password, confirmation dialog, then the visitor view (useDeleteAccount). */
export function DeleteAccountForm() {
  const [password, setPassword] = useState("");
  const remove = useDeleteAccount();
  const fieldErrors = fieldErrorsOf(remove.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!window.confirm(s.deleteConfirm)) return;
    remove.mutate({ password });
  }

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate>
      <FormOutcome
        fieldErrors={fieldErrors}
        failed={remove.isError}
        failureText={s.deleteFailed}
        success={null}
      />
      <PasswordInput
        id="settings-delete-password"
        name="password"
        label={s.deletePassword}
        value={password}
        onChange={setPassword}
        errors={messagesFor(fieldErrors, "password")}
        autoComplete="current-password"
        required
      />
      <button type="submit" className="button button--danger" disabled={remove.isPending || password === ""}>
        {remove.isPending ? copy.auth.submitting : s.deleteButton}
      </button>
    </form>
  );
}
