/**
 * A labelled form field: visible <label>, required/optional badge, hint and the field's own error messages, wired to the
 * control through `aria-describedby` (use `describedBy`).
 */
import type { ComponentProps, ReactNode } from "react";
import { copy } from "#shared/copy.ts";
import { FieldErrors } from "./field-errors.tsx";

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

/** A labelled field around `children` (the control), with its hint and error list (docs/product.md §8). */
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
      <FieldErrors messages={errors} id={`${id}-error`} />
    </div>
  );
}

/** The field props of FormInput / FormTextarea: FormField's, without the children. */
type FieldProps = Omit<FormFieldProps, "children">;

/** The aria wiring of a control from its field's props. */
function controlAria({ id, required, hint, errors = [] }: FieldProps) {
  return {
    "aria-required": required ? ("true" as const) : undefined,
    "aria-invalid": errors.length > 0 || undefined,
    "aria-describedby": describedBy(id, { hint: Boolean(hint), errors }),
  };
}

/**
 * A labelled <input class="input"> in a FormField, wired to its hint and errors (aria-required, aria-invalid,
 * aria-describedby); every other prop (react-hook-form's `register(...)` included) goes to the input.
 */
export function FormInput({ label, optional, hint, errors, ...input }: FieldProps & ComponentProps<"input">) {
  const field = { id: input.id, label, required: input.required, optional, hint, errors };
  return (
    <FormField {...field}>
      <input className="input" {...input} required={undefined} {...controlAria(field)} />
    </FormField>
  );
}

/** As FormInput, for a <textarea class="textarea">. */
export function FormTextarea({
  label,
  optional,
  hint,
  errors,
  ...textarea
}: FieldProps & ComponentProps<"textarea">) {
  const field = { id: textarea.id, label, required: textarea.required, optional, hint, errors };
  return (
    <FormField {...field}>
      <textarea className="textarea" {...textarea} required={undefined} {...controlAria(field)} />
    </FormField>
  );
}
