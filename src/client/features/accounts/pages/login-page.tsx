/**
 * /login (docs/product.md §2, §8): e-mail, password and the remember-me checkbox. Server field errors are shown; a 429
 * (5 failures a minute) says copy.account.loginThrottled; else copy.errors.loginFailed. Afterwards the
 * `redirect` query is followed when it is a same-site path, else home. Links to forgot-password and register
 * (which keeps the `redirect`). Above the form, the buttons of the login providers that are on (docs/product.md
 * "Login with LINE, Google and Apple").
 */
import { type FormEvent, useState } from "react";
import { Link, useSearch } from "wouter";
import { ErrorBox } from "#client/components/error-box.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { fieldErrorsOf, flattenFieldErrors, httpStatusOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths, safeRedirectPath } from "#shared/paths.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { ProviderButtons } from "../components/provider-buttons.tsx";
import { useLogin } from "../hooks/use-account-mutations.ts";
import "../accounts.css";

const TOO_MANY_REQUESTS = 429;

/** /login: e-mail, password, remember me; success follows `redirect` (useLogin). */
export function LoginPage() {
  useDocumentHead(copy.titles.login);
  const search = useSearch();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const redirect = new URLSearchParams(search).get("redirect");
  const login = useLogin(safeRedirectPath(redirect));

  const fieldErrors = fieldErrorsOf(login.error);
  let boxMessages: string[] = [];
  if (fieldErrors) boxMessages = flattenFieldErrors(fieldErrors);
  else if (login.isError && httpStatusOf(login.error) === TOO_MANY_REQUESTS)
    boxMessages = [copy.account.loginThrottled];
  else if (login.isError) boxMessages = [copy.errors.loginFailed];
  const emailErrors = messagesFor(fieldErrors, "email");
  const passwordErrors = messagesFor(fieldErrors, "password");

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    login.mutate({ email, password, remember });
  }

  return (
    <AuthCard
      title={copy.titles.login}
      lead={copy.auth.loginLead}
      switchText={copy.auth.noAccount}
      switchHref={paths.register(redirect ?? undefined)}
      switchLabel={copy.nav.register}
    >
      <ProviderButtons next={safeRedirectPath(redirect)} />
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <ErrorBox messages={boxMessages} />
        <FormField id="login-email" label={copy.auth.email} errors={emailErrors}>
          <input
            id="login-email"
            className="input"
            type="email"
            name="email"
            inputMode="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            maxLength={FIELD_LIMITS.email}
            aria-invalid={emailErrors.length > 0 || undefined}
            aria-describedby={describedBy("login-email", { errors: emailErrors })}
          />
        </FormField>
        <FormField id="login-password" label={copy.auth.password} errors={passwordErrors}>
          <input
            id="login-password"
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            maxLength={FIELD_LIMITS.passwordMax}
            aria-invalid={passwordErrors.length > 0 || undefined}
            aria-describedby={describedBy("login-password", { errors: passwordErrors })}
          />
        </FormField>
        <div className="auth-form__row">
          <label className="checkbox">
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <span>{copy.auth.remember}</span>
          </label>
          <Link href={paths.forgotPassword()} className="auth-form__aside-link">
            {copy.account.forgotLink}
          </Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={login.isPending}>
          {login.isPending ? copy.auth.submitting : copy.auth.loginButton}
        </button>
      </form>
    </AuthCard>
  );
}
