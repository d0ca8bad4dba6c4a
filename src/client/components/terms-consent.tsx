/**
 * The registration's consent to the terms and the privacy policy (docs/product.md §10 Rules pages and consent):
 * a checkbox registered with react-hook-form, the two pages linked in a new tab so the form keeps its input,
 * and the field's error under it.
 */
import { forwardRef, type InputHTMLAttributes } from "react";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import "./request-status.css";
import { FieldErrors } from "./field-errors.tsx";

type TermsConsentProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  id: string;
  errors?: readonly string[];
};

/** 「利用規約とプライバシーポリシーに同意します」 with both pages linked. */
export const TermsConsent = forwardRef<HTMLInputElement, TermsConsentProps>(function TermsConsent(
  { id, errors = [], ...input },
  ref,
) {
  const rules = copy.requests.rules;
  return (
    <div className={`field${errors.length > 0 ? " field--invalid" : ""}`}>
      <div className="terms-consent">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id}>
          {rules.consentLabel}
          <span className="badge badge--required">{copy.post.required}</span>
          <br />
          <a href={paths.terms()} target="_blank" rel="noopener">
            {rules.terms}
          </a>
          {" ・ "}
          <a href={paths.privacy()} target="_blank" rel="noopener">
            {rules.privacy}
          </a>
        </label>
      </div>
      <FieldErrors messages={errors} id={`${id}-error`} />
    </div>
  );
});
