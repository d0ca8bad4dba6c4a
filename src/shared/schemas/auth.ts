/**
 * Inputs and outputs of the accounts domain (docs/product.md §3 Register payload, Login payload, User (session);
 * §5 Registration and login, Account settings and password reset; §7 /api/auth/*, /api/email/*). One schema per
 * operation serves both transports: form strings are coerced in the schema (schemas/fields.ts), so a service
 * receives the typed `T…Data`.
 */
import { z } from "zod";
import { FIELD_LIMITS } from "../constants.ts";
import { copy } from "../copy.ts";
import {
  booleanField,
  emailField,
  formBoolean,
  formIntList,
  MAX_DB_ID,
  optionalId,
  optionalUpload,
  requiredText,
  textField,
} from "./fields.ts";
import { ZLanguage } from "./language.ts";
import { ZTextSize } from "./text-size.ts";

const f = copy.fields;
const v = copy.validation;

/**
 * A password as typed: neither trimmed nor normalised (its hash is of exactly what was typed, so a password set
 * before stays valid), at most FIELD_LIMITS.passwordMax characters.
 */
function password(label: string, min: number, messages: { type?: string } = {}) {
  return textField(label, { min, max: FIELD_LIMITS.passwordMax, trim: false, normalize: false, messages });
}

/** A new password: 8 to 128 characters (absent: 「パスワードは必須です。」). */
const newPassword = () => password(f.password, FIELD_LIMITS.passwordMin, { type: v.required(f.password) });

/** A password typed to prove who one is (login, current password): required, not checked for strength. */
const typedPassword = (label: string) => password(label, 1);

/** The new password again: compared with it (a different one: copy.validation.passwordConfirmation). */
const confirmation = () =>
  password(f.password_confirmation, 0, { type: v.required(f.password_confirmation) });

function confirmed<T extends { password: string; password_confirmation: string }>(input: T): boolean {
  return input.password === input.password_confirmation;
}
const confirmationIssue = { path: ["password_confirmation"], message: v.passwordConfirmation };

/**
 * Register payload (docs/product.md §3 Register payload): multipart from the register page (tRPC wraps it with
 * `formInput`), a form or JSON body on REST. `avatar` is the uploaded file (re-encoded by the service, which
 * judges its type and size); `categories` (interests, at most 50) accepts `categories[]` form strings;
 * `region_id` "" is absent. Whether the region and categories exist is the service's check.
 */
export const ZRegisterInput = z
  .object({
    name: requiredText(f.name, FIELD_LIMITS.name),
    email: emailField(f.email),
    password: newPassword(),
    password_confirmation: confirmation(),
    region_id: optionalId(f.region_id),
    categories: formIntList(
      z
        .array(
          z
            .number({ error: v.integer(f.categories) })
            .int(v.integer(f.categories))
            .positive(v.invalidChoice(f.categories))
            .max(MAX_DB_ID, v.invalidChoice(f.categories)),
        )
        .max(50)
        .default([]),
    ),
    avatar: optionalUpload(),
    /**
     * Consent to the terms and the privacy policy (docs/product.md §10 Rules pages and consent): the board's form
     * always sends it and refuses false; absent (older REST clients) stays accepted and records no consent.
     */
    terms_accepted: formBoolean(
      z
        .boolean({ error: copy.requests.errors.termsRequired })
        .refine((accepted) => accepted, copy.requests.errors.termsRequired)
        .optional(),
    ),
  })
  .refine(confirmed, confirmationIssue);
export type TRegisterData = z.output<typeof ZRegisterInput>;

/** Login payload (docs/product.md §3 Login payload): `remember` 1/0, true/false or "on" (default false). */
export const ZLoginInput = z.object({
  email: emailField(f.email),
  password: typedPassword(f.password),
  remember: booleanField(copy.auth.remember).default(false),
});
export type TLoginData = z.output<typeof ZLoginInput>;

/** A part of a signed link, compared as sent (the `.catch` of ZVerifyEmailInput turns a refusal into ""). */
function linkPart(max: number) {
  return textField("link", { max, trim: false, normalize: false });
}

/**
 * The parts of a verification link (docs/product.md §4 E-mail verification): REST takes `id` and `hash` from the
 * path and `expires`, `signature` from the query; tRPC the page's query. All are checked by the signature alone,
 * so a part that is no usable string counts as empty/absent and the signature check refuses it (403
 * `Invalid signature.`, as Laravel answers), never a 422.
 */
export const ZVerifyEmailInput = z.object({
  id: linkPart(20).catch(""),
  hash: linkPart(64).catch(""),
  expires: linkPart(20).optional().catch(undefined),
  signature: linkPart(128).optional().catch(undefined),
});
export type TVerifyEmailData = z.output<typeof ZVerifyEmailInput>;

/** POST /api/forgot-password `{email}`. */
export const ZForgotPasswordInput = z.object({ email: emailField(f.email) });
export type TForgotPasswordData = z.output<typeof ZForgotPasswordInput>;

/** POST /api/reset-password `{token, email, password, password_confirmation}`. */
export const ZResetPasswordInput = z
  .object({
    token: textField("token", {
      min: 1,
      max: 200,
      trim: false,
      normalize: false,
      messages: { type: v.resetToken, required: v.resetToken, max: v.resetToken, invalid: v.resetToken },
    }),
    email: emailField(f.email),
    password: newPassword(),
    password_confirmation: confirmation(),
  })
  .refine(confirmed, confirmationIssue);
export type TResetPasswordData = z.output<typeof ZResetPasswordInput>;

/** Account settings: a new e-mail address, confirmed with the current password. */
export const ZChangeEmailInput = z.object({
  email: emailField(f.email),
  current_password: typedPassword(f.current_password),
});
export type TChangeEmailData = z.output<typeof ZChangeEmailInput>;

/** Account settings: a new password, confirmed with the current one. */
export const ZChangePasswordInput = z
  .object({
    current_password: typedPassword(f.current_password),
    password: newPassword(),
    password_confirmation: confirmation(),
  })
  .refine(confirmed, confirmationIssue);
export type TChangePasswordData = z.output<typeof ZChangePasswordInput>;

/** Account settings: delete the account, confirmed with the password. */
export const ZDeleteAccountInput = z.object({ password: typedPassword(f.password) });
export type TDeleteAccountData = z.output<typeof ZDeleteAccountInput>;

/** An id and a name (a role, an interest category). */
const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });

/**
 * The user of a session (docs/product.md §3 User (session)): the answer of register, login and me. Roles in id
 * order; interests in the category tree's order; `email_verified_at` an ISO date or null.
 */
export const ZSessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  roles: z.array(ZNamedRef),
  is_admin: z.boolean(),
  avatar_url: z.string().nullable(),
  avatar_path: z.string().nullable(),
  interests: z.array(ZNamedRef),
  region_id: z.number().int().nullable(),
  /** The member's text size, kept for their account (docs/product.md "文字サイズ"). */
  text_size: ZTextSize,
  /** The member's interface language, kept for their account; null until chosen (docs/product.md "Languages"). */
  language: ZLanguage.nullable(),
  /** Whether the member turned 既読 on (docs/product.md "既読"; off by default). */
  read_receipts: z.boolean(),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

/** An answer that is only a message for people (password reset, password change, account deletion). */
export const ZMessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof ZMessageAnswer>;

/** The answer of an e-mail change: the new address and the message to show. */
export const ZChangeEmailAnswer = z.object({ email: z.string(), message: z.string() });
export type ChangeEmailAnswer = z.infer<typeof ZChangeEmailAnswer>;

/** The outcome of a verification link (docs/product.md §4 E-mail verification). */
export const ZVerifyResult = z.object({
  status: z.enum(["verified", "already-verified"]),
  message: z.string(),
});
export type VerifyResult = z.infer<typeof ZVerifyResult>;

/** The outcome of a resend of the verification mail. */
export const ZResendResult = z.object({
  status: z.enum(["verification-link-sent", "already-verified"]),
  message: z.string(),
});
export type ResendResult = z.infer<typeof ZResendResult>;

/** The answer of logout (tRPC; REST answers 204). */
export const ZLogoutAnswer = z.object({ ok: z.literal(true) });
