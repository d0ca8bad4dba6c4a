/**
 * The 「LINEでログイン」「Googleでログイン」「Appleでサインイン」 buttons of /login and /register (docs/product.md
 * "Login with LINE, Google and Apple"), only for the providers the board has on. Plain links: the flow is a
 * browser navigation through the server and the provider.
 */
import { loginProvidersCopy } from "#shared/copy/login-providers.ts";
import { loginStartHref, useLoginProviders } from "../hooks/use-login-providers.ts";
import "./provider-buttons.css";

/** The buttons, then 「または」 above the e-mail form; nothing while none is on (or still loading). */
export function ProviderButtons(props: { next: string | null }) {
  const providers = useLoginProviders().data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="provider-buttons">
      <ul className="provider-buttons__list">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              className={`provider-button provider-button--${provider}`}
              href={loginStartHref(provider, props.next)}
            >
              {loginProvidersCopy.buttons[provider]}
            </a>
          </li>
        ))}
      </ul>
      <p className="provider-buttons__or">
        <span>{loginProvidersCopy.or}</span>
      </p>
    </div>
  );
}
