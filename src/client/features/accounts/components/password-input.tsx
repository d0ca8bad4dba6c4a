/** A labelled password field with its server errors (account settings, reset, delete). */

import { describedBy, FormField } from "#client/components/form-field.tsx";
import { FIELD_LIMITS } from "#shared/constants.ts";

interface PasswordInputProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[];
  autoComplete: "current-password" | "new-password";
  hint?: string;
  required?: boolean;
}

/** A labelled password field with its errors (account settings, password reset, delete). */
export function PasswordInput({
  id,
  name,
  label,
  value,
  onChange,
  errors,
  autoComplete,
  hint,
  required,
}: PasswordInputProps) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} errors={errors}>
      <input
        id={id}
        className="input"
        type="password"
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={FIELD_LIMITS.passwordMax}
        required={required}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), errors })}
      />
    </FormField>
  );
}
