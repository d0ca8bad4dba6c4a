/**
 * Delete the account (account settings): the password and a confirmation dialog. Afterwards the visitor view:
 * the cached user is cleared, copy.settings.deleted is shown and the home page opens.
 */
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { takeIntendedPath } from "#client/lib/intended-path.ts";
import { trpc } from "#client/lib/trpc.ts";
import { fieldErrorsOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { FormOutcome } from "./form-outcome.tsx";
import { PasswordInput } from "./password-input.tsx";

const s = copy.settings;

export function DeleteAccountForm() {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const { show } = useFlash();
  const [password, setPassword] = useState("");
  const remove = trpc.accounts.deleteAccount.useMutation({
    onSuccess: async (answer) => {
      takeIntendedPath();
      navigate(paths.home(), { replace: true });
      utils.accounts.me.setData(undefined, null);
      show(answer.message);
      await utils.invalidate();
    },
  });
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
