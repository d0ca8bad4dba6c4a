/**
 * A labelled form field: visible <label>, required/optional badge, hint and the field's own error messages, wired to the
 * control through `aria-describedby` (use `describedBy`).
 */
import type { ReactNode } from "react";
import { copy } from "#shared/copy.ts";

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  errors?: readonly string[];
  children: ReactNode;
}

/** The ids a control should name in `aria-describedby`. */
export function describedBy(
  id: string,
  options: { hint?: boolean; errors?: readonly string[] },
): string | undefined {
  const ids = [options.hint ? `${id}-hint` : null, options.errors?.length ? `${id}-error` : null].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function FormField({ id, label, required, optional, hint, errors = [], children }: FormFieldProps) {
  return (
    <div className={`field${errors.length > 0 ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span className="badge badge--required">{copy.post.required}</span> : null}
        {optional ? <span className="badge badge--optional">{copy.post.optional}</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul className="field__errors" id={`${id}-error`}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
