/**
 * /register (spec.md §2, §8): name, e-mail, password, confirmation and an optional region. Server field
 * errors are shown; 419 → the session-expired message; else copy.errors.registerFailed. Success goes home.
 */
import { type FormEvent, useState } from "react";
import { FIELD_LIMITS } from "../../../../shared/constants.ts";
import { copy } from "../../../../shared/copy.ts";
import { paths } from "../../../../shared/paths.ts";
import { ErrorBox } from "../../../components/error-box.tsx";
import { describedBy, FormField } from "../../../components/form-field.tsx";
import { useDocumentHead } from "../../../lib/document-head.ts";
import { trpc } from "../../../lib/trpc.ts";
import { fieldErrorsOf, flattenFieldErrors, httpStatusOf, messagesFor } from "../../../lib/trpc-errors.ts";
import { RegionSelect } from "../../catalog/components/region-select.tsx";
import { useRegions } from "../../catalog/hooks/use-regions.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { useSignedIn } from "../hooks/use-signed-in.ts";

const CSRF_MISMATCH_STATUS = 419;

export function RegisterPage() {
  useDocumentHead(copy.titles.register);
  const signedIn = useSignedIn();
  const regions = useRegions();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordConfirmation, setPasswordConfirmation] = useState("");
  const [regionId, setRegionId] = useState<number | null>(null);
  const register = trpc.accounts.register.useMutation();

  const fieldErrors = fieldErrorsOf(register.error);
  let boxMessages: string[] = [];
  if (fieldErrors) boxMessages = flattenFieldErrors(fieldErrors);
  else if (register.isError && httpStatusOf(register.error) === CSRF_MISMATCH_STATUS)
    boxMessages = [copy.errors.sessionExpired];
  else if (register.isError) boxMessages = [copy.errors.registerFailed];
  const errorsFor = (field: string) => messagesFor(fieldErrors, field);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    register.mutate(
      {
        name,
        email,
        password,
        password_confirmation: passwordConfirmation,
        ...(regionId === null ? {} : { region_id: regionId }),
      },
      { onSuccess: (user) => signedIn(user, paths.home(), copy.auth.registered) },
    );
  }

  const fields = [
    {
      id: "register-name",
      field: "name",
      label: copy.auth.name,
      type: "text",
      autoComplete: "nickname",
      value: name,
      set: setName,
      max: FIELD_LIMITS.name,
      required: true,
    },
    {
      id: "register-email",
      field: "email",
      label: copy.auth.email,
      type: "email",
      autoComplete: "email",
      value: email,
      set: setEmail,
      max: FIELD_LIMITS.email,
      required: true,
    },
    {
      id: "register-password",
      field: "password",
      label: copy.auth.password,
      type: "password",
      autoComplete: "new-password",
      value: password,
      set: setPassword,
      max: FIELD_LIMITS.passwordMax,
      required: true,
      hint: copy.auth.passwordHint(FIELD_LIMITS.passwordMin),
    },
    {
      id: "register-password-confirmation",
      field: "password_confirmation",
      label: copy.auth.passwordConfirmation,
      type: "password",
      autoComplete: "new-password",
      value: passwordConfirmation,
      set: setPasswordConfirmation,
      max: FIELD_LIMITS.passwordMax,
      required: true,
    },
  ];

  return (
    <AuthCard
      title={copy.titles.register}
      lead={copy.auth.registerLead}
      switchText={copy.auth.haveAccount}
      switchHref={paths.login()}
      switchLabel={copy.nav.login}
    >
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <ErrorBox messages={boxMessages} />
        {fields.map((item) => {
          const errors = errorsFor(item.field);
          return (
            <FormField
              key={item.id}
              id={item.id}
              label={item.label}
              required={item.required}
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
                value={item.value}
                onChange={(event) => item.set(event.target.value)}
                maxLength={item.max}
                aria-required="true"
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={describedBy(item.id, { hint: Boolean(item.hint), errors })}
              />
            </FormField>
          );
        })}
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
        <button type="submit" className="button button--primary button--block" disabled={register.isPending}>
          {register.isPending ? copy.auth.submitting : copy.auth.registerButton}
        </button>
      </form>
    </AuthCard>
  );
}
