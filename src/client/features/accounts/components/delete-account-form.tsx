/**
 * Delete the account (account settings): the password and a confirmation dialog. Afterwards the visitor view:
 * the cached user is cleared, copy.settings.deleted is shown and the home page opens. A member without a password
 * (signed up with a provider) confirms with a linked provider instead: the server's flow deletes the account and
 * says so (docs/product.md "Login with LINE, Google and Apple").
 */
import { type FormEvent, useState } from "react";
import { confirmAction } from "#client/lib/confirm.ts";
import { fieldErrorsOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { loginProvidersCopy } from "#shared/copy/login-providers.ts";
import { copy } from "#shared/copy.ts";
import { useDeleteAccount } from "../hooks/use-account-mutations.ts";
import { linkStartHref, useLoginMethods } from "../hooks/use-login-providers.ts";
import { FormOutcome } from "./form-outcome.tsx";
import { PasswordInput } from "./password-input.tsx";

const s = copy.settings;

/** The account deletion form: password, confirmation dialog, then the visitor view (useDeleteAccount). */
export function DeleteAccountForm() {
  const methods = useLoginMethods().data;
  if (methods && !methods.has_password) {
    const linked = methods.providers.filter((row) => row.linked);
    return (
      <div className="account-form">
        <p>{loginProvidersCopy.settings.deleteLead}</p>
        {linked.map((row) => (
          <a
            key={row.provider}
            className="button button--danger"
            href={linkStartHref(row.provider, "delete")}
            onClick={(event) => {
              if (!confirmAction(s.deleteConfirm)) event.preventDefault();
            }}
          >
            {loginProvidersCopy.settings.deleteWith(loginProvidersCopy.labels[row.provider])}
          </a>
        ))}
      </div>
    );
  }
  return <PasswordDeleteForm />;
}

/** The password form of the deletion. */
function PasswordDeleteForm() {
  const [password, setPassword] = useState("");
  const remove = useDeleteAccount();
  const fieldErrors = fieldErrorsOf(remove.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!confirmAction(s.deleteConfirm)) return;
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
