/**
 * /register (spec.md §2, §3 Register payload, §5, §8): name, e-mail, password, confirmation, an avatar compressed
 * in the browser, interest categories and a region, sent as multipart. Checked first with the shared
 * ZRegisterInput (the server's very messages); server field errors are merged into the form; a missing CSRF
 * cookie → copy.errors.csrf; 419 → copy.errors.sessionExpired; else copy.errors.registerFailed. Afterwards the
 * verification mail is on its way: the verify page explains it, and a `redirect` the visitor came with is
 * remembered as the page to return to once verified (useRegister).
 */
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useSearch } from "wouter";
import { ErrorBox } from "#client/components/error-box.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { readXsrfToken, refreshCsrfCookie } from "#client/lib/csrf.ts";
import { useDocumentHead } from "#client/lib/document-head.ts";
import {
  applyServerErrors,
  FORM_OPTIONS,
  rawSchemaResolver,
  useFormErrors,
} from "#client/lib/schema-form.ts";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { ZRegisterInput } from "#shared/schemas/auth.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { AvatarPicker } from "../components/avatar-picker.tsx";
import { InterestChoices } from "../components/interest-choices.tsx";
import { useRegister } from "../hooks/use-account-mutations.ts";
import "../accounts.css";

const CSRF_MISMATCH_STATUS = 419;

/** The register form's fields, named as the payload names them (the avatar is kept beside them). */
interface RegisterValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  region_id: number | null;
  categories: number[];
}

const TEXT_FIELDS = [
  { field: "name", label: copy.auth.name, type: "text", autoComplete: "nickname", max: FIELD_LIMITS.name },
  { field: "email", label: copy.auth.email, type: "email", autoComplete: "email", max: FIELD_LIMITS.email },
  {
    field: "password",
    label: copy.auth.password,
    type: "password",
    autoComplete: "new-password",
    max: FIELD_LIMITS.passwordMax,
    hint: copy.auth.passwordHint(FIELD_LIMITS.passwordMin),
  },
  {
    field: "password_confirmation",
    label: copy.auth.passwordConfirmation,
    type: "password",
    autoComplete: "new-password",
    max: FIELD_LIMITS.passwordMax,
  },
] as const;

const resolver = rawSchemaResolver(ZRegisterInput, (values: RegisterValues) => ({
  ...values,
  region_id: values.region_id ?? undefined,
}));
const EMPTY: RegisterValues = {
  name: "",
  email: "",
  password: "",
  password_confirmation: "",
  region_id: null,
  categories: [],
};

/** /register: the register form (spec.md §2), multipart to accounts.register. */
export function RegisterPage() {
  useDocumentHead(copy.titles.register);
  const redirect = new URLSearchParams(useSearch()).get("redirect");
  const regions = useRegions();
  const categories = useCategories();
  const form = useForm<RegisterValues>({ ...FORM_OPTIONS, resolver, defaultValues: EMPTY });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(false);
  const [csrfMissing, setCsrfMissing] = useState(false);
  const register = useRegister(redirect);
  const errors = useFormErrors(form, {
    failure: register.error,
    failed: (error) => [
      httpStatusOf(error) === CSRF_MISMATCH_STATUS ? copy.errors.sessionExpired : copy.errors.registerFailed,
    ],
  });

  const submit = form.handleSubmit(async (values) => {
    if (compressing || register.isPending) return;
    // spec.md §8: without the XSRF cookie the call cannot pass; fetch it once more before giving up.
    const hasToken = readXsrfToken() !== null || ((await refreshCsrfCookie()) && readXsrfToken() !== null);
    setCsrfMissing(!hasToken);
    if (!hasToken) return;
    const payload = new FormData();
    for (const { field } of TEXT_FIELDS) payload.set(field, values[field]);
    if (values.region_id !== null) payload.set("region_id", String(values.region_id));
    for (const id of values.categories) payload.append("categories[]", String(id));
    if (avatar) payload.set("avatar", avatar, avatar.name);
    await register.mutateAsync(payload).catch((error: unknown) => applyServerErrors(form, error));
  });

  return (
    <AuthCard
      title={copy.titles.register}
      lead={copy.auth.registerLead}
      switchText={copy.auth.haveAccount}
      switchHref={paths.login(redirect ?? undefined)}
      switchLabel={copy.nav.login}
      wide
    >
      <form
        className="auth-form"
        onSubmit={(event) => {
          setCsrfMissing(false);
          void submit(event);
        }}
        noValidate
      >
        <ErrorBox messages={csrfMissing ? [copy.errors.csrf] : errors.messages} />
        {TEXT_FIELDS.map((item) => {
          const id = `register-${item.field.replace("_", "-")}`;
          const hint = "hint" in item ? item.hint : undefined;
          const fieldErrors = errors.errorsFor(item.field);
          return (
            <FormField key={id} id={id} label={item.label} required hint={hint} errors={fieldErrors}>
              <input
                id={id}
                className="input"
                type={item.type}
                autoComplete={item.autoComplete}
                inputMode={item.type === "email" ? "email" : undefined}
                maxLength={item.max}
                aria-required="true"
                aria-invalid={fieldErrors.length > 0 || undefined}
                aria-describedby={describedBy(id, { hint: Boolean(hint), errors: fieldErrors })}
                {...form.register(item.field)}
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
            errors={errors.errorsFor("avatar")}
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
          <Controller
            control={form.control}
            name="categories"
            render={({ field }) => (
              <InterestChoices
                categories={categories.data ?? []}
                selected={field.value}
                onChange={field.onChange}
                describedBy="register-interests-hint"
              />
            )}
          />
          {errors.errorsFor("categories").length > 0 ? (
            <ul className="field__errors">
              {errors.errorsFor("categories").map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <FormField
          id="register-region"
          label={copy.auth.regionLabel}
          optional
          errors={errors.errorsFor("region_id")}
        >
          <Controller
            control={form.control}
            name="region_id"
            render={({ field }) => (
              <RegionSelect
                id="register-region"
                name={field.name}
                autoComplete="address-level1"
                regions={regions.data ?? []}
                value={field.value}
                onChange={field.onChange}
                emptyLabel={copy.auth.regionUnset}
                aria-describedby={describedBy("register-region", { errors: errors.errorsFor("region_id") })}
              />
            )}
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
