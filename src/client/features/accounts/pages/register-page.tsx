/**
 * /register (docs/product.md §2, §3 Register payload, §5, §8): name, e-mail, password, confirmation, an avatar compressed
 * in the browser, interest categories and a region, sent as multipart. Checked first with the shared
 * ZRegisterInput; server field errors, the CSRF and 419 texts and copy.errors.registerFailed in the error box
 * (use-register-form.ts). Afterwards the verification mail is on its way: the verify page explains it, and a
 * `redirect` the visitor came with is remembered as the page to return to once verified. Above the form, the
 * buttons of the login providers that are on (docs/product.md "Login with LINE, Google and Apple").
 */
import { Controller } from "react-hook-form";
import { useSearch } from "wouter";
import { ErrorBox } from "#client/components/error-box.tsx";
import { describedBy, FormField, FormInput } from "#client/components/form-field.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { TermsConsent } from "#client/components/terms-consent.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths, safeRedirectPath } from "#shared/paths.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { AvatarPicker } from "../components/avatar-picker.tsx";
import { InterestChoices } from "../components/interest-choices.tsx";
import { ProviderButtons } from "../components/provider-buttons.tsx";
import { useRegisterForm } from "../hooks/use-register-form.ts";
import "../accounts.css";

/** /register: the register form (docs/product.md §2), multipart to accounts.register. */
export function RegisterPage() {
  useDocumentHead(copy.titles.register);
  const redirect = new URLSearchParams(useSearch()).get("redirect");
  const regions = useRegions();
  const categories = useCategories();
  const { form, errors, ...state } = useRegisterForm(redirect);
  const password = { type: "password", autoComplete: "new-password", maxLength: FIELD_LIMITS.passwordMax };

  return (
    <AuthCard
      title={copy.titles.register}
      lead={copy.auth.registerLead}
      switchText={copy.auth.haveAccount}
      switchHref={paths.login(redirect ?? undefined)}
      switchLabel={copy.nav.login}
      wide
    >
      <ProviderButtons next={safeRedirectPath(redirect)} />
      <form className="auth-form" onSubmit={state.onSubmit} noValidate>
        <ErrorBox messages={state.messages} />
        <FormInput
          id="register-name"
          label={copy.auth.name}
          required
          errors={errors.errorsFor("name")}
          type="text"
          autoComplete="nickname"
          maxLength={FIELD_LIMITS.name}
          {...form.register("name")}
        />
        <FormInput
          id="register-email"
          label={copy.auth.email}
          required
          errors={errors.errorsFor("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={FIELD_LIMITS.email}
          {...form.register("email")}
        />
        <FormInput
          id="register-password"
          label={copy.auth.password}
          required
          hint={copy.auth.passwordHint(FIELD_LIMITS.passwordMin)}
          errors={errors.errorsFor("password")}
          {...password}
          {...form.register("password")}
        />
        <FormInput
          id="register-password-confirmation"
          label={copy.auth.passwordConfirmation}
          required
          errors={errors.errorsFor("password_confirmation")}
          {...password}
          {...form.register("password_confirmation")}
        />
        <fieldset className="auth-fieldset">
          <legend className="field__label">
            {copy.account.avatar}
            <span className="badge badge--optional">{copy.post.optional}</span>
          </legend>
          <AvatarPicker
            id="register-avatar"
            file={state.avatar}
            onChange={state.setAvatar}
            onBusyChange={state.setCompressing}
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
        <TermsConsent
          id="register-terms"
          errors={errors.errorsFor("terms_accepted")}
          {...form.register("terms_accepted")}
        />
        <button type="submit" className="button button--primary button--block" disabled={state.busy}>
          {state.pending ? copy.auth.submitting : copy.auth.registerButton}
        </button>
      </form>
    </AuthCard>
  );
}
