/**
 * The operations of the accounts domain (docs/product.md §7 Call table accounts.*, docs/api.md "Session and
 * account"): session, register, login, logout, e-mail verification, password reset and account settings. Each
 * calls one service with the typed data of its shared schema (shared/schemas/auth.ts). The cookies of a new or
 * ended session are written with `ctx.setCookie`, which both transports turn into Set-Cookie.
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import {
  ZChangeEmailAnswer,
  ZChangeEmailInput,
  ZChangePasswordInput,
  ZDeleteAccountInput,
  ZForgotPasswordInput,
  ZLoginInput,
  ZLogoutAnswer,
  ZMessageAnswer,
  ZRegisterInput,
  ZResendResult,
  ZResetPasswordInput,
  ZSessionUser,
  ZVerifyEmailInput,
  ZVerifyResult,
} from "#shared/schemas/auth.ts";
import { formInput } from "#shared/schemas/fields.ts";
import { ZLanguageAnswer, ZLanguageInput } from "#shared/schemas/language.ts";
import { ZTextSizeAnswer, ZTextSizeInput } from "#shared/schemas/text-size.ts";
import { generateVisitorAnchor } from "../../auth/csrf.ts";
import { secondsUntil, sessionCookies } from "../../auth/session-cookies.ts";
import { defineOperation, type OperationContext } from "../../edge/define.ts";
import { changeEmail, changePassword, deleteAccount } from "./account-settings.service.ts";
import {
  type ClientMeta,
  getSessionUser,
  type IssuedSession,
  login,
  logout,
  register,
  takeRegistrationLimit,
} from "./accounts.service.ts";
import { resendVerification, takeResendLimit, verifyEmail } from "./email-verification.service.ts";
import { takeLanguageLimit, updateLanguage } from "./language.service.ts";
import { loginProviderOperations } from "./login-providers.operations.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";
import { takeTextSizeLimit, updateTextSize } from "./text-size.service.ts";

const summaries = openapiCopy.summaries;

/** Writes the session and XSRF cookies of `issued` (or fresh visitor cookies without it) on the answer. */
function setSessionCookies(ctx: OperationContext, issued?: IssuedSession): void {
  const cookies = issued
    ? sessionCookies(ctx.env, issued.token, secondsUntil(issued.session.expiresAt))
    : sessionCookies(ctx.env, generateVisitorAnchor());
  for (const cookie of cookies) ctx.setCookie(cookie);
}

/** Who is calling, as the session and throttle records keep it. */
function clientMeta(ctx: OperationContext): ClientMeta {
  return { ipAddress: ctx.state.ipAddress, userAgent: ctx.state.userAgent };
}

/** The current-password limit every settings change shares (taken by the service around the check). */
const CURRENT_PASSWORD_NOTE =
  "5 current-password checks a minute per member and IP, shared by changeEmail, changePassword and deleteAccount";

export const accountsOperations = {
  /** → the SessionUser, or null for a visitor (docs/product.md §3 User (session)); tRPC only. */
  me: defineOperation({
    name: "accounts.me",
    summary: summaries["accounts.me"],
    gate: "public",
    kind: "private-read",
    owner: "the session user (the caller themself)",
    note: "answers null for a visitor; REST's member-gated twin is the row accounts.meRest",
    output: ZSessionUser.nullable(),
    rest: null,
    handler: (ctx) => (ctx.viewer ? getSessionUser(ctx.db, ctx.viewer.id) : null),
  }),
  /** GET /api/auth/me → `{data: SessionUser}`; REST only. @throws UNAUTHORIZED (401 for a visitor). */
  meRest: defineOperation({
    name: "accounts.meRest",
    summary: summaries["accounts.meRest"],
    gate: "member",
    kind: "private-read",
    owner: "the session user (the caller themself)",
    note: "REST answers 401 to a visitor where tRPC's accounts.me answers null",
    trpc: false,
    output: ZSessionUser,
    rest: { method: "GET", path: "/auth/me" },
    handler: (ctx) => getSessionUser(ctx.db, ctx.viewer.id),
  }),
  /**
   * FormData (tRPC), multipart, form or JSON `{name, email, password, password_confirmation, avatar?,
   * categories[]?, region_id?}` → the new SessionUser (REST: 201 `{data}`, X-RateLimit-*); signs in (the session
   * and XSRF cookies) and queues the verification mail. The per-address registration limit is taken after the
   * input and before the work (docs/product.md §9 Rate limits).
   * @throws UNPROCESSABLE_CONTENT (Japanese field errors: fields, 「このメールアドレスはすでに登録されています。」,
   *   unknown region/category, avatar), TOO_MANY_REQUESTS (30 registrations an hour per address, REGISTRATION_MAX_PER_HOUR).
   */
  register: defineOperation({
    name: "accounts.register",
    summary: summaries["accounts.register"],
    gate: "public",
    kind: "mutation",
    owner: null,
    note: "signs the new member in (session cookies replace the caller's); 30 attempts an hour per client IP, taken addresses included",
    input: formInput(ZRegisterInput),
    output: ZSessionUser,
    rest: { method: "POST", path: "/auth/register", status: 201 },
    rateLimit: (ctx) => takeRegistrationLimit(ctx.db, clientMeta(ctx), ctx.env.registrationMaxPerHour),
    handler: async (ctx, input) => {
      const issued = await register(ctx, input, clientMeta(ctx), ctx.language);
      setSessionCookies(ctx, issued);
      return getSessionUser(ctx.db, issued.userId);
    },
  }),
  /**
   * `{email, password, remember?}` → the SessionUser (REST `{data}`); writes new cookies (remember = 30 days).
   * The service takes the login limit around the password check (a success clears it).
   * @throws UNPROCESSABLE_CONTENT (wrong credentials on `email`), TOO_MANY_REQUESTS (5 failures a minute per
   *   e-mail and IP: Retry-After, X-RateLimit-Limit 5 / -Remaining 0).
   */
  login: defineOperation({
    name: "accounts.login",
    summary: summaries["accounts.login"],
    gate: "public",
    kind: "mutation",
    owner: "the account whose credentials are given",
    note: "5 password checks a minute per e-mail and IP, each reserved before it runs (a success clears them)",
    input: ZLoginInput,
    output: ZSessionUser,
    rest: { method: "POST", path: "/auth/login" },
    handler: async (ctx, input) => {
      const issued = await login(ctx.db, input, clientMeta(ctx));
      setSessionCookies(ctx, issued);
      return getSessionUser(ctx.db, issued.userId);
    },
  }),
  /**
   * → `{ok: true}` (REST: 204); ends the session and hands out fresh visitor and XSRF cookies.
   * @throws UNAUTHORIZED.
   */
  logout: defineOperation({
    name: "accounts.logout",
    summary: summaries["accounts.logout"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own session",
    output: ZLogoutAnswer,
    rest: { method: "POST", path: "/auth/logout", answer: "none" },
    handler: async (ctx) => {
      await logout(ctx.db, ctx.viewer.sessionId);
      setSessionCookies(ctx);
      return { ok: true as const };
    },
  }),
  /**
   * The link's parts `{id, hash, expires, signature}` (REST: `id` and `hash` from the path, the rest from the
   * query; tRPC: the page's query) → `{status: "verified" | "already-verified", message}` (docs/product.md §4
   * E-mail verification). `id` is not a path id: any part that is no usable string is refused by the signature.
   * @throws FORBIDDEN "Invalid signature." (bad or expired link), FORBIDDEN (wrong id or hash).
   */
  verifyEmail: defineOperation({
    name: "accounts.verifyEmail",
    summary: summaries["accounts.verifyEmail"],
    gate: "public",
    kind: "mutation",
    owner: "the account the signed link names (the signature is the credential)",
    input: ZVerifyEmailInput,
    output: ZVerifyResult,
    refusals: [403],
    rest: { method: "GET", path: "/email/verify/{id}/{hash}", answer: "same" },
    handler: (ctx, input) => verifyEmail(ctx.db, ctx.env, input),
  }),
  /**
   * → `{status: "verification-link-sent" | "already-verified", message}` (REST: the same, with X-RateLimit-*);
   * the resend limit is taken first. @throws UNAUTHORIZED, TOO_MANY_REQUESTS (6 a minute).
   */
  resendVerification: defineOperation({
    name: "accounts.resendVerification",
    summary: summaries["accounts.resendVerification"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own address",
    output: ZResendResult,
    rest: { method: "POST", path: "/email/verification-notification", answer: "same" },
    rateLimit: (ctx) => takeResendLimit(ctx.db, ctx.viewer),
    handler: (ctx) => resendVerification(ctx.db, ctx.viewer, ctx.language),
  }),
  /**
   * `{email}` → `{message}` (REST: Fortify's `{status, message}`), the same whether the address is registered or
   * not. @throws UNPROCESSABLE_CONTENT.
   */
  forgotPassword: defineOperation({
    name: "accounts.forgotPassword",
    summary: summaries["accounts.forgotPassword"],
    gate: "public",
    kind: "mutation",
    owner: null,
    note: "the same answer whether the address exists or not",
    input: ZForgotPasswordInput,
    output: ZMessageAnswer,
    rest: { method: "POST", path: "/forgot-password", answer: "status" },
    handler: (ctx, input) => requestPasswordReset(ctx.db, input, ctx.language),
  }),
  /**
   * `{token, email, password, password_confirmation}` → `{message}` (REST: `{status, message}`); other sessions
   * end. @throws UNPROCESSABLE_CONTENT (bad token on `email`, weak or unconfirmed password).
   */
  resetPassword: defineOperation({
    name: "accounts.resetPassword",
    summary: summaries["accounts.resetPassword"],
    gate: "public",
    kind: "mutation",
    owner: "the account of the reset token (the token is the credential)",
    input: ZResetPasswordInput,
    output: ZMessageAnswer,
    rest: { method: "POST", path: "/reset-password", answer: "status" },
    handler: (ctx, input) => resetPassword(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{email, current_password}` → `{email, message}`; the new address must be verified again (docs/product.md §2
   * Account settings). tRPC only.
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (wrong password, same or taken address), TOO_MANY_REQUESTS (the
   *   current-password checks).
   */
  changeEmail: defineOperation({
    name: "accounts.changeEmail",
    summary: summaries["accounts.changeEmail"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own account (current password required)",
    note: CURRENT_PASSWORD_NOTE,
    input: ZChangeEmailInput,
    output: ZChangeEmailAnswer,
    rest: null,
    handler: (ctx, input) =>
      changeEmail(ctx.db, ctx.viewer, input, { ipAddress: ctx.state.ipAddress }, ctx.language),
  }),
  /**
   * `{current_password, password, password_confirmation}` → `{message}`; other sessions end. tRPC only.
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT, TOO_MANY_REQUESTS (the current-password checks).
   */
  changePassword: defineOperation({
    name: "accounts.changePassword",
    summary: summaries["accounts.changePassword"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own account (current password required)",
    note: CURRENT_PASSWORD_NOTE,
    input: ZChangePasswordInput,
    output: ZMessageAnswer,
    rest: null,
    handler: (ctx, input) => changePassword(ctx.db, ctx.viewer, input, { ipAddress: ctx.state.ipAddress }),
  }),
  /**
   * `{password}` → `{message}`; deletes the account and clears the cookies of this browser. tRPC only.
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (wrong password), TOO_MANY_REQUESTS (the current-password
   *   checks).
   */
  deleteAccount: defineOperation({
    name: "accounts.deleteAccount",
    summary: summaries["accounts.deleteAccount"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own account (password required)",
    note: CURRENT_PASSWORD_NOTE,
    input: ZDeleteAccountInput,
    output: ZMessageAnswer,
    rest: null,
    handler: async (ctx, input) => {
      const answer = await deleteAccount(ctx, ctx.viewer, input, { ipAddress: ctx.state.ipAddress });
      setSessionCookies(ctx);
      return answer;
    },
  }),
  ...loginProviderOperations,
  /**
   * `{text_size: "standard" | "large" | "x-large"}` → `{text_size}`: keeps the member's text size for their
   * account, so it follows them to other devices (docs/product.md "文字サイズ"). REST: PUT /api/settings/text-size.
   * @throws UNAUTHORIZED (401 for a visitor), UNPROCESSABLE_CONTENT (「選択された文字サイズは正しくありません。」),
   *   TOO_MANY_REQUESTS (60 changes in 10 minutes).
   */
  updateTextSize: defineOperation({
    name: "accounts.updateTextSize",
    summary: summaries["accounts.updateTextSize"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own account",
    note: "60 changes in 10 minutes per member; read back as SessionUser.text_size (accounts.me)",
    input: ZTextSizeInput,
    output: ZTextSizeAnswer,
    rateLimit: (ctx) => takeTextSizeLimit(ctx.db, ctx.viewer),
    rest: { method: "PUT", path: "/settings/text-size" },
    handler: (ctx, input) => updateTextSize(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{language: "ja" | "en"}` → `{language}`: keeps the member's interface language for their account, so it
   * follows them to other devices (docs/product.md "Languages"). REST: PUT /api/settings/language.
   * @throws UNAUTHORIZED (401 for a visitor), UNPROCESSABLE_CONTENT (「選択された表示言語は正しくありません。」),
   *   TOO_MANY_REQUESTS (60 changes in 10 minutes).
   */
  updateLanguage: defineOperation({
    name: "accounts.updateLanguage",
    summary: summaries["accounts.updateLanguage"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own account",
    note: "60 changes in 10 minutes per member; read back as SessionUser.language (accounts.me)",
    input: ZLanguageInput,
    output: ZLanguageAnswer,
    rateLimit: (ctx) => takeLanguageLimit(ctx.db, ctx.viewer),
    rest: { method: "PUT", path: "/settings/language" },
    handler: (ctx, input) => updateLanguage(ctx.db, ctx.viewer, input),
  }),
};
