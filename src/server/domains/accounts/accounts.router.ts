/**
 * tRPC procedures of the accounts domain (docs/product.md §7 Call table accounts.*): session, register, login,
 * logout, e-mail verification, password reset and account settings. Each calls one service with the typed data
 * of its shared schema (shared/schemas/auth.ts); the cookies of a new or ended session are written here, into
 * `resHeaders`.
 */
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
import { generateVisitorAnchor } from "../../auth/csrf.ts";
import type { AppEnv } from "../../env.ts";
import { secondsUntil, sessionCookies } from "../../http/cookies.ts";
import { memberProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { changeEmail, changePassword, deleteAccount } from "./account-settings.service.ts";
import {
  getSessionUser,
  type IssuedSession,
  login,
  logout,
  register,
  takeRegistrationLimit,
} from "./accounts.service.ts";
import { resendVerification, takeResendLimit, verifyEmail } from "./email-verification.service.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";

/** Writes the session and XSRF cookies of `issued` (or fresh visitor cookies without it) into `resHeaders`. */
function writeSessionCookies(env: AppEnv, resHeaders: Headers, issued?: IssuedSession): void {
  const cookies = issued
    ? sessionCookies(env, issued.token, secondsUntil(issued.session.expiresAt))
    : sessionCookies(env, generateVisitorAnchor());
  for (const cookie of cookies) resHeaders.append("Set-Cookie", cookie);
}

export const accountsRouter = router({
  /** → the SessionUser, or null for a visitor (docs/product.md §3 User (session)). */
  me: publicProcedure
    .output(ZSessionUser.nullable())
    .query(({ ctx }) => (ctx.viewer ? getSessionUser(ctx.db, ctx.viewer.id) : null)),

  /**
   * FormData or object `{name, email, password, password_confirmation, avatar?, categories[]?, region_id?}` →
   * the new SessionUser; signs in (writes the session and XSRF cookies) and mails the verification link.
   * The per-address registration limit (shared with REST) is taken first.
   * @throws UNPROCESSABLE_CONTENT (Japanese field errors: fields, taken e-mail, unknown region/category, avatar),
   *   TOO_MANY_REQUESTS (30 registrations an hour per address).
   */
  register: publicProcedure
    .input(formInput(ZRegisterInput))
    .output(ZSessionUser)
    .mutation(async ({ ctx, input }) => {
      const meta = { ipAddress: ctx.ipAddress, userAgent: ctx.userAgent };
      await takeRegistrationLimit(ctx.db, meta);
      const issued = await register(ctx, input, meta);
      writeSessionCookies(ctx.env, ctx.resHeaders, issued);
      return getSessionUser(ctx.db, issued.userId);
    }),

  /**
   * `{email, password, remember?}` → the SessionUser; writes new cookies (remember = 30 days).
   * @throws UNPROCESSABLE_CONTENT (wrong credentials on `email`), TOO_MANY_REQUESTS (5 failures a minute).
   */
  login: publicProcedure
    .input(ZLoginInput)
    .output(ZSessionUser)
    .mutation(async ({ ctx, input }) => {
      const issued = await login(ctx.db, input, { ipAddress: ctx.ipAddress, userAgent: ctx.userAgent });
      writeSessionCookies(ctx.env, ctx.resHeaders, issued);
      return getSessionUser(ctx.db, issued.userId);
    }),

  /** → `{ok: true}`; ends the session and hands out fresh visitor and XSRF cookies. @throws UNAUTHORIZED. */
  logout: memberProcedure.output(ZLogoutAnswer).mutation(async ({ ctx }) => {
    await logout(ctx.db, ctx.viewer.sessionId);
    writeSessionCookies(ctx.env, ctx.resHeaders);
    return { ok: true as const };
  }),

  /**
   * The page's query `{id, hash, expires, signature}` → `{status: "verified" | "already-verified", message}`.
   * @throws FORBIDDEN "Invalid signature." (bad or expired link), FORBIDDEN (wrong id or hash).
   */
  verifyEmail: publicProcedure
    .input(ZVerifyEmailInput)
    .output(ZVerifyResult)
    .mutation(({ ctx, input }) => verifyEmail(ctx.db, ctx.env, input)),

  /**
   * → `{status: "verification-link-sent" | "already-verified", message}`; the resend limit (shared with REST) is
   * taken first. @throws UNAUTHORIZED, TOO_MANY_REQUESTS (6 a minute).
   */
  resendVerification: memberProcedure.output(ZResendResult).mutation(async ({ ctx }) => {
    await takeResendLimit(ctx.db, ctx.viewer);
    return resendVerification(ctx.db, ctx.viewer);
  }),

  /** `{email}` → `{message}`, the same whether the address is registered or not. @throws UNPROCESSABLE_CONTENT. */
  forgotPassword: publicProcedure
    .input(ZForgotPasswordInput)
    .output(ZMessageAnswer)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.db, input)),

  /**
   * `{token, email, password, password_confirmation}` → `{message}`; other sessions end.
   * @throws UNPROCESSABLE_CONTENT (bad token on `email`, weak or unconfirmed password).
   */
  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .output(ZMessageAnswer)
    .mutation(({ ctx, input }) => resetPassword(ctx.db, ctx.viewer, input)),

  /**
   * `{email, current_password}` → `{email, message}`; the new address must be verified again.
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (wrong password, same or taken address), TOO_MANY_REQUESTS
   *   (5 current-password checks a minute per member and IP, shared with changePassword and deleteAccount).
   */
  changeEmail: memberProcedure
    .input(ZChangeEmailInput)
    .output(ZChangeEmailAnswer)
    .mutation(({ ctx, input }) => changeEmail(ctx.db, ctx.viewer, input, { ipAddress: ctx.ipAddress })),

  /**
   * `{current_password, password, password_confirmation}` → `{message}`; other sessions end.
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT, TOO_MANY_REQUESTS (the current-password checks).
   */
  changePassword: memberProcedure
    .input(ZChangePasswordInput)
    .output(ZMessageAnswer)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.viewer, input, { ipAddress: ctx.ipAddress })),

  /**
   * `{password}` → `{message}`; deletes the account and clears the cookies of this browser.
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (wrong password), TOO_MANY_REQUESTS (the current-password
   *   checks).
   */
  deleteAccount: memberProcedure
    .input(ZDeleteAccountInput)
    .output(ZMessageAnswer)
    .mutation(async ({ ctx, input }) => {
      const answer = await deleteAccount(ctx, ctx.viewer, input, { ipAddress: ctx.ipAddress });
      writeSessionCookies(ctx.env, ctx.resHeaders);
      return answer;
    }),
});
