/**
 * /register (spec.md §2, §3 Register payload, §5, §8): name, e-mail, password, confirmation, an avatar compressed
 * in the browser, interest categories and a region, sent as multipart. Server field errors are shown; a missing
 * CSRF cookie → copy.errors.csrf; 419 → copy.errors.sessionExpired; else copy.errors.registerFailed.
 * Afterwards the verification mail is on its way: the verify page explains it, and a `redirect` the visitor
 * came with is remembered as the page to return to once verified.
 */
import { type FormEvent, useState } from "react";
import { useSearch } from "wouter";
import { ErrorBox } from "#client/components/error-box.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { readXsrfToken, refreshCsrfCookie } from "#client/lib/csrf.ts";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { rememberIntendedPath } from "#client/lib/intended-path.ts";
import { trpc } from "#client/lib/trpc.ts";
import { fieldErrorsOf, flattenFieldErrors, httpStatusOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths, safeRedirectPath } from "#shared/paths.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { AvatarPicker } from "../components/avatar-picker.tsx";
import { InterestChoices } from "../components/interest-choices.tsx";
import { useSignedIn } from "../hooks/use-signed-in.ts";
import "../accounts.css";

const CSRF_MISMATCH_STATUS = 419;

interface TextField {
  id: string;
  field: "name" | "email" | "password" | "password_confirmation";
  label: string;
  type: string;
  autoComplete: string;
  max: number;
  hint?: string;
}

const TEXT_FIELDS: TextField[] = [
  {
    id: "register-name",
    field: "name",
    label: copy.auth.name,
    type: "text",
    autoComplete: "nickname",
    max: FIELD_LIMITS.name,
  },
  {
    id: "register-email",
    field: "email",
    label: copy.auth.email,
    type: "email",
    autoComplete: "email",
    max: FIELD_LIMITS.email,
  },
  {
    id: "register-password",
    field: "password",
    label: copy.auth.password,
    type: "password",
    autoComplete: "new-password",
    max: FIELD_LIMITS.passwordMax,
    hint: copy.auth.passwordHint(FIELD_LIMITS.passwordMin),
  },
  {
    id: "register-password-confirmation",
    field: "password_confirmation",
    label: copy.auth.passwordConfirmation,
    type: "password",
    autoComplete: "new-password",
    max: FIELD_LIMITS.passwordMax,
  },
];

export function RegisterPage() {
  useDocumentHead(copy.titles.register);
  const search = useSearch();
  const signedIn = useSignedIn();
  const regions = useRegions();
  const categories = useCategories();
  const [values, setValues] = useState({ name: "", email: "", password: "", password_confirmation: "" });
  const [regionId, setRegionId] = useState<number | null>(null);
  const [interests, setInterests] = useState<number[]>([]);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(false);
  const [csrfMissing, setCsrfMissing] = useState(false);
  const register = trpc.accounts.register.useMutation();

  const fieldErrors = fieldErrorsOf(register.error);
  let boxMessages: string[] = [];
  if (csrfMissing) boxMessages = [copy.errors.csrf];
  else if (fieldErrors) boxMessages = flattenFieldErrors(fieldErrors);
  else if (register.isError && httpStatusOf(register.error) === CSRF_MISMATCH_STATUS)
    boxMessages = [copy.errors.sessionExpired];
  else if (register.isError) boxMessages = [copy.errors.registerFailed];
  const errorsFor = (field: string) => messagesFor(fieldErrors, field);

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (compressing || register.isPending) return;
    // spec.md §8: without the XSRF cookie the call cannot pass; fetch it once more before giving up.
    const hasToken = readXsrfToken() !== null || ((await refreshCsrfCookie()) && readXsrfToken() !== null);
    setCsrfMissing(!hasToken);
    if (!hasToken) return;
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    if (regionId !== null) form.set("region_id", String(regionId));
    for (const id of interests) form.append("categories[]", String(id));
    if (avatar) form.set("avatar", avatar, avatar.name);
    const redirect = new URLSearchParams(search).get("redirect");
    register.mutate(form, {
      onSuccess: (user) => {
        if (redirect) rememberIntendedPath(safeRedirectPath(redirect));
        return signedIn(user, paths.verifyEmail(), copy.account.registeredCheckMail);
      },
    });
  }

  const redirect = new URLSearchParams(search).get("redirect") ?? undefined;
  return (
    <AuthCard
      title={copy.titles.register}
      lead={copy.auth.registerLead}
      switchText={copy.auth.haveAccount}
      switchHref={paths.login(redirect)}
      switchLabel={copy.nav.login}
      wide
    >
      <form className="auth-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <ErrorBox messages={boxMessages} />
        {TEXT_FIELDS.map((item) => {
          const errors = errorsFor(item.field);
          return (
            <FormField
              key={item.id}
              id={item.id}
              label={item.label}
              required
              hint={item.hint}
              errors={errors}
            >
              <input
                id={item.id}
                className="input"
                type={item.type}
                name={item.field}
                autoComplete={item.autoComplete}
                inputMode={item.type === "email" ? "email" : undefined}
                value={values[item.field]}
                onChange={(event) => setValues({ ...values, [item.field]: event.target.value })}
                maxLength={item.max}
                aria-required="true"
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={describedBy(item.id, { hint: Boolean(item.hint), errors })}
              />
            </FormField>
          );
        })}
        <fieldset className="auth-fieldset">
          <legend className="field__label">
            {copy.account.avatar}
            <span className="badge badge--optional">{copy.post.optional}</span>
          </legend>
          <AvatarPicker
            id="register-avatar"
            file={avatar}
            onChange={setAvatar}
            onBusyChange={setCompressing}
            errors={errorsFor("avatar")}
          />
        </fieldset>
        <fieldset className="auth-fieldset">
          <legend className="field__label">
            {copy.account.interests}
            <span className="badge badge--optional">{copy.post.optional}</span>
          </legend>
          <p className="field__hint" id="register-interests-hint">
            {copy.account.interestsHint}
          </p>
          <InterestChoices
            categories={categories.data ?? []}
            selected={interests}
            onChange={setInterests}
            describedBy="register-interests-hint"
          />
          {errorsFor("categories").length > 0 ? (
            <ul className="field__errors">
              {errorsFor("categories").map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <FormField
          id="register-region"
          label={copy.auth.regionLabel}
          optional
          errors={errorsFor("region_id")}
        >
          <RegionSelect
            id="register-region"
            name="region_id"
            autoComplete="address-level1"
            regions={regions.data ?? []}
            value={regionId}
            onChange={setRegionId}
            emptyLabel={copy.auth.regionUnset}
            aria-describedby={describedBy("register-region", { errors: errorsFor("region_id") })}
          />
        </FormField>
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={register.isPending || compressing}
        >
          {register.isPending ? copy.auth.submitting : copy.auth.registerButton}
        </button>
      </form>
    </AuthCard>
  );
}
