/**
 * The API tokens section of /account/settings (docs/product.md § API platform; docs/api.md "Tokens"): create a
 * personal access token (name, abilities, expiry), copy it while it is shown — once, right after creation — and
 * revoke tokens. A link opens the API reference (/api/docs).
 */
import { type FormEvent, useState } from "react";
import { ErrorBox } from "#client/components/error-box.tsx";
import { FormInput } from "#client/components/form-field.tsx";
import { confirmAction } from "#client/lib/confirm.ts";
import { fieldErrorsOf, flattenFieldErrors, messagesFor } from "#client/lib/trpc-errors.ts";
import { tokensCopy } from "#shared/copy/tokens.ts";
import { formatDateTimeJa } from "#shared/dates.ts";
import { TOKEN_EXPIRY_DAYS, type TokenAbility, type TokenView } from "#shared/schemas/tokens.ts";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "../hooks/use-api-tokens.ts";
import "./api-tokens-section.css";

const t = tokensCopy;
const s = t.section;

/** An expiry choice of the form (the server accepts nothing later than the longest). */
type Expiry = keyof typeof TOKEN_EXPIRY_DAYS;

function abilityText(abilities: readonly TokenAbility[]): string {
  return abilities.map((ability) => t.abilities[ability]).join("・");
}

function dateText(value: string | null, none: string): string {
  return value ? formatDateTimeJa(new Date(value)) : none;
}

/** The plain token just created, with a copy button. */
function NewToken({ plain }: { plain: string }) {
  const [copied, setCopied] = useState(false);
  async function copyToken(): Promise<void> {
    await navigator.clipboard.writeText(plain);
    setCopied(true);
  }
  return (
    <div className="api-token-new" role="status">
      <p className="api-token-new__lead">{s.created}</p>
      <div className="api-token-new__row">
        <label className="visually-hidden" htmlFor="api-token-plain">
          {s.newToken}
        </label>
        <input
          id="api-token-plain"
          className="input api-token-new__value"
          value={plain}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button--primary" onClick={copyToken}>
          {copied ? s.copied : s.copy}
        </button>
      </div>
    </div>
  );
}

/** One listed token with its revoke button. */
function TokenRow({ token }: { token: TokenView }) {
  const revoke = useRevokeApiToken();
  function handleRevoke(): void {
    if (confirmAction(s.confirmRevoke(token.name))) revoke.mutate({ id: token.id });
  }
  return (
    <li className="api-token">
      <div className="api-token__main">
        <span className="api-token__name">{token.name}</span>
        <span className="badge">{abilityText(token.abilities)}</span>
      </div>
      <dl className="api-token__facts">
        <dt>{s.createdAt}</dt>
        <dd>{dateText(token.created_at, "")}</dd>
        <dt>{s.lastUsed}</dt>
        <dd>{dateText(token.last_used_at, s.neverUsed)}</dd>
        <dt>{s.expires}</dt>
        <dd>{dateText(token.expires_at, s.noExpiry)}</dd>
      </dl>
      <button
        type="button"
        className="button button--danger button--small"
        onClick={handleRevoke}
        disabled={revoke.isPending}
        aria-label={`${s.revoke}: ${token.name}`}
      >
        {revoke.isPending ? s.revoking : s.revoke}
      </button>
      {revoke.isError ? <ErrorBox messages={[s.revokeFailed]} /> : null}
    </li>
  );
}

/** The tokens section: the creation form, the token just created, the list. */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [readOnly, setReadOnly] = useState(false);
  const [webhooks, setWebhooks] = useState(false);
  const [expiry, setExpiry] = useState<Expiry>("none");
  const fieldErrors = fieldErrorsOf(create.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const days = TOKEN_EXPIRY_DAYS[expiry];
    create.mutate(
      {
        name,
        abilities: [
          ...(readOnly ? ["read" as const] : ["read" as const, "write" as const]),
          ...(webhooks ? ["webhooks" as const] : []),
        ],
        expires_at: days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString(),
      },
      { onSuccess: () => setName("") },
    );
  }

  return (
    <div className="api-tokens">
      <p className="api-tokens__docs">
        <a href="/api/docs">{s.docsLink}</a>
      </p>
      <form className="account-form" onSubmit={handleSubmit} noValidate>
        {fieldErrors ? <ErrorBox messages={flattenFieldErrors(fieldErrors)} /> : null}
        {create.isError && !fieldErrors ? <ErrorBox messages={[s.createFailed]} /> : null}
        <FormInput
          id="api-token-name"
          name="name"
          label={t.fields.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          errors={messagesFor(fieldErrors, "name")}
          maxLength={255}
          autoComplete="off"
          required
        />
        <fieldset className="api-tokens__choices">
          <legend className="field__label">{t.fields.abilities}</legend>
          <label>
            <input type="radio" name="abilities" checked={!readOnly} onChange={() => setReadOnly(false)} />{" "}
            {t.abilityChoices.readWrite}
          </label>
          <label>
            <input type="radio" name="abilities" checked={readOnly} onChange={() => setReadOnly(true)} />{" "}
            {t.abilityChoices.readOnly}
          </label>
          <label>
            <input
              type="checkbox"
              name="webhooks"
              checked={webhooks}
              onChange={(event) => setWebhooks(event.target.checked)}
            />{" "}
            {t.abilityChoices.webhooks}
          </label>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="api-token-expiry">
            {t.fields.expires_at}
          </label>
          <select
            id="api-token-expiry"
            className="input"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value as Expiry)}
          >
            {(Object.keys(TOKEN_EXPIRY_DAYS) as Expiry[]).map((key) => (
              <option key={key} value={key}>
                {s.expiryOptions[key]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? s.creating : s.create}
        </button>
      </form>
      {create.data ? <NewToken plain={create.data.plain_text_token} /> : null}
      {tokens.isError ? <ErrorBox messages={[s.loadFailed]} /> : null}
      {tokens.data && tokens.data.length === 0 ? <p className="api-tokens__empty">{s.empty}</p> : null}
      {tokens.data && tokens.data.length > 0 ? (
        <ul className="api-tokens__list" aria-label={s.heading}>
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
