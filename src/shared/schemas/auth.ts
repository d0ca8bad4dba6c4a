/** Inputs and outputs of the auth domain (spec.md §3 Register/Login payloads, User (session)). */
import { z } from "zod";
import { FIELD_LIMITS } from "../constants.ts";
import { copy } from "../copy.ts";
import { booleanField, emailField, MAX_DB_ID, optionalId, requiredText } from "./fields.ts";

const f = copy.fields;
const v = copy.validation;

/** A new password: 8 to 128 characters. */
function newPassword() {
  return z
    .string({ error: v.required(f.password) })
    .min(FIELD_LIMITS.passwordMin, v.minLength(f.password, FIELD_LIMITS.passwordMin))
    .max(FIELD_LIMITS.passwordMax, v.maxLength(f.password, FIELD_LIMITS.passwordMax));
}

/** A password typed to prove who one is (login, current password): required, not checked for strength. */
function typedPassword(label: string) {
  return z
    .string({ error: v.required(label) })
    .min(1, v.required(label))
    .max(FIELD_LIMITS.passwordMax, v.maxLength(label, FIELD_LIMITS.passwordMax));
}

const confirmation = () => z.string({ error: v.required(f.password_confirmation) });

function confirmed<T extends { password: string; password_confirmation: string }>(input: T): boolean {
  return input.password === input.password_confirmation;
}
const confirmationIssue = { path: ["password_confirmation"], message: v.passwordConfirmation };

/** Register payload (the avatar file is read by the transport and checked by the service). */
export const ZRegisterInput = z
  .object({
    name: requiredText(f.name, FIELD_LIMITS.name),
    email: emailField(f.email),
    password: newPassword(),
    password_confirmation: confirmation(),
    region_id: optionalId(f.region_id),
    categories: z
      .array(
        z
          .number({ error: v.integer(f.categories) })
          .int(v.integer(f.categories))
          .positive(v.invalidChoice(f.categories))
          .max(MAX_DB_ID, v.invalidChoice(f.categories)),
      )
      .max(50)
      .default([]),
  })
  .refine(confirmed, confirmationIssue);
export type TRegisterInput = z.input<typeof ZRegisterInput>;

/** Login payload. */
export const ZLoginInput = z.object({
  email: emailField(f.email),
  password: typedPassword(f.password),
  remember: booleanField(copy.auth.remember).default(false),
});
export type TLoginInput = z.input<typeof ZLoginInput>;

/** The query of a verification link (all strings, checked by the signature). */
export const ZVerifyEmailInput = z.object({
  id: z.string().max(20),
  hash: z.string().max(64),
  expires: z.string().max(20).optional(),
  signature: z.string().max(128).optional(),
});
export type TVerifyEmailInput = z.input<typeof ZVerifyEmailInput>;

/** POST /api/forgot-password. */
export const ZForgotPasswordInput = z.object({ email: emailField(f.email) });
export type TForgotPasswordInput = z.input<typeof ZForgotPasswordInput>;

/** POST /api/reset-password. */
export const ZResetPasswordInput = z
  .object({
    token: z.string({ error: v.resetToken }).min(1, v.resetToken).max(200, v.resetToken),
    email: emailField(f.email),
    password: newPassword(),
    password_confirmation: confirmation(),
  })
  .refine(confirmed, confirmationIssue);
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

/** Account settings: a new e-mail address, confirmed with the current password. */
export const ZChangeEmailInput = z.object({
  email: emailField(f.email),
  current_password: typedPassword(f.current_password),
});
export type TChangeEmailInput = z.input<typeof ZChangeEmailInput>;

/** Account settings: a new password, confirmed with the current one. */
export const ZChangePasswordInput = z
  .object({
    current_password: typedPassword(f.current_password),
    password: newPassword(),
    password_confirmation: confirmation(),
  })
  .refine(confirmed, confirmationIssue);
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

/** Account settings: delete the account, confirmed with the password. */
export const ZDeleteAccountInput = z.object({ password: typedPassword(f.password) });
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountInput>;

/** The user of a session (spec.md §3 User (session)). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  roles: { id: number; name: string }[];
  is_admin: boolean;
  avatar_url: string | null;
  avatar_path: string | null;
  interests: { id: number; name: string }[];
  region_id: number | null;
}
