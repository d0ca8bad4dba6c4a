/**
 * State of the register form (docs/product.md §2 /register, §3 Register payload, §8): react-hook-form checked by the
 * shared ZRegisterInput (the server's very messages), the avatar beside it, the CSRF check before sending
 * (copy.errors.csrf when no XSRF cookie can be had), the multipart payload, and the server's field errors merged
 * into the form; a 419 says copy.errors.sessionExpired, any other failure copy.errors.registerFailed.
 */
import { type FormEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { readXsrfToken, refreshCsrfCookie } from "#client/lib/csrf.ts";
import { formDataOf } from "#client/lib/form-data.ts";
import {
  applyServerErrors,
  FORM_OPTIONS,
  rawSchemaResolver,
  useFormErrors,
} from "#client/lib/schema-form.ts";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import { ZRegisterInput } from "#shared/schemas/auth.ts";
import { useRegister } from "./use-account-mutations.ts";

const CSRF_MISMATCH_STATUS = 419;

/** The register form's fields, named as the payload names them (the avatar is kept beside them). */
export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  region_id: number | null;
  categories: number[];
  /** Consent to the terms (docs/product.md §10); unchecked is refused with copy.requests.errors.termsRequired. */
  terms_accepted: boolean;
}

const EMPTY: RegisterValues = {
  name: "",
  email: "",
  password: "",
  password_confirmation: "",
  region_id: null,
  categories: [],
  terms_accepted: false,
};
const resolver = rawSchemaResolver(ZRegisterInput, (values: RegisterValues) => ({
  ...values,
  region_id: values.region_id ?? undefined,
}));

/** The register form over accounts.register; `redirect` is remembered for after the verification. */
export function useRegisterForm(redirect: string | null) {
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
    // docs/product.md §8: without the XSRF cookie the call cannot pass; fetch it once more before giving up.
    const hasToken = readXsrfToken() !== null || ((await refreshCsrfCookie()) && readXsrfToken() !== null);
    setCsrfMissing(!hasToken);
    if (!hasToken) return;
    const payload = formDataOf(ZRegisterInput, {
      ...values,
      region_id: values.region_id ?? undefined,
      avatar: avatar ?? undefined,
    });
    await register.mutateAsync(payload).catch((error: unknown) => applyServerErrors(form, error));
  });

  return {
    form,
    errors,
    /** The error box: the CSRF message, else the form's errors (docs/product.md §8). */
    messages: csrfMissing ? [copy.errors.csrf] : errors.messages,
    avatar,
    setAvatar,
    setCompressing,
    busy: register.isPending || compressing,
    pending: register.isPending,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      setCsrfMissing(false);
      void submit(event);
    },
  };
}
