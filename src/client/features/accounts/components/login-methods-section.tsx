/**
 * 「ログイン方法」 of /account/settings (docs/product.md "Login with LINE, Google and Apple"): the password's state
 * and each provider that is on, linked or not; 「LINEと連携する」 starts the server's flow in link mode,
 * 「LINEの連携を解除」 unlinks (refused for the last way to sign in, with the server's message). After a link the
 * server returns here with `?linked=<provider>`, said once in a status line.
 */
import { useSearch } from "wouter";
import { fieldErrorsOf } from "#client/lib/trpc-errors.ts";
import { loginProvidersCopy } from "#shared/copy/login-providers.ts";
import { copy } from "#shared/copy.ts";
import { LOGIN_PROVIDERS, type LoginProviderName } from "#shared/schemas/login-providers.ts";
import { linkStartHref, useLoginMethods, useUnlinkProvider } from "../hooks/use-login-providers.ts";
import { FormOutcome } from "./form-outcome.tsx";
import "./provider-buttons.css";

const t = loginProvidersCopy;

/** The provider named by `?linked=`, if it is one. */
function linkedNow(search: string): LoginProviderName | null {
  const value = new URLSearchParams(search).get("linked");
  return LOGIN_PROVIDERS.find((name) => name === value) ?? null;
}

/** The rows of the section; nothing while loading. */
export function LoginMethodsSection() {
  const methods = useLoginMethods();
  const unlink = useUnlinkProvider();
  const justLinked = linkedNow(useSearch());
  if (!methods.data) return null;
  const done = unlink.isSuccess ? unlink.variables?.provider : undefined;
  const linked = justLinked && unlink.isIdle ? t.settings.linkedDone(t.labels[justLinked]) : null;
  return (
    <div>
      <FormOutcome
        fieldErrors={fieldErrorsOf(unlink.error)}
        failed={unlink.isError}
        failureText={copy.errors.generic}
        success={done ? t.settings.unlinked(t.labels[done]) : linked}
      />
      <ul className="login-methods">
        <li className="login-methods__row">
          <span>
            <span className="login-methods__name">{t.settings.password}</span>
            <span className="login-methods__state">
              {methods.data.has_password ? t.settings.passwordSet : t.settings.passwordUnset}
            </span>
          </span>
        </li>
        {methods.data.providers.map((row) => {
          const label = t.labels[row.provider];
          return (
            <li key={row.provider} className="login-methods__row">
              <span>
                <span className="login-methods__name">{label}</span>
                <span className="login-methods__state">
                  {row.linked ? t.settings.linked : t.settings.notLinked}
                </span>
              </span>
              {row.linked ? (
                <button
                  type="button"
                  className="button button--ghost login-methods__action"
                  disabled={unlink.isPending}
                  onClick={() => unlink.mutate({ provider: row.provider })}
                >
                  {t.settings.unlink(label)}
                </button>
              ) : (
                <a className="button login-methods__action" href={linkStartHref(row.provider)}>
                  {t.settings.link(label)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
