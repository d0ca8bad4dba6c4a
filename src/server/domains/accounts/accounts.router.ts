/**
 * tRPC procedures of the accounts domain (spec.md §7 /api/auth/*, /api/email/*, issue 4): session, register,
 * login, logout, e-mail verification, password reset and account settings. Each calls one service.
 */
import { z } from "zod";
import {
  type TChangeEmailInput,
  type TChangePasswordInput,
  type TDeleteAccountInput,
  type TForgotPasswordInput,
  type TLoginInput,
  type TRegisterInput,
  type TResetPasswordInput,
  ZVerifyEmailInput,
} from "../../../shared/schemas/auth.ts";
import { generateSessionToken } from "../../auth/sessions.ts";
import { coerceFields } from "../../http/body.ts";
import { secondsUntil, sessionCookies } from "../../http/cookies.ts";
import { formDataFields } from "../../http/form-data.ts";
import { memberProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { changeEmail, changePassword, deleteAccount } from "./account-settings.service.ts";
import { getSessionUser, login, logout, register } from "./accounts.service.ts";
import { resendVerification, verifyEmail } from "./email-verification.service.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";

/** An input the service validates with its shared zod schema (so REST and tRPC answer the same 422s). */
function serviceInput<T extends object>() {
  return z.custom<T>((value) => typeof value === "object" && value !== null && !Array.isArray(value));
}

/** The register input: FormData (with the avatar file) or a plain object. */
const registerInput = z.custom<FormData | TRegisterInput>(
  (value) =>
    value instanceof FormData || (typeof value === "object" && value !== null && !Array.isArray(value)),
);

export const accountsRouter = router({
  /** The session user, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) => (ctx.viewer ? getSessionUser(ctx.db, ctx.viewer.id) : null)),

  /**
   * Registers and signs in (FormData: name, email, password, password_confirmation, avatar, categories[],
   * region_id); writes the new session and XSRF cookies and mails the verification link.
   * @throws 422 Japanese field errors.
   */
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const fields = input instanceof FormData ? formDataFields(input) : { ...input };
    const body = coerceFields(fields, { integers: ["region_id"], integerArrays: ["categories"] });
    const issued = await register(ctx, body, { ipAddress: ctx.ipAddress, userAgent: ctx.userAgent });
    for (const cookie of sessionCookies(ctx.env, issued.token, secondsUntil(issued.session.expiresAt))) {
      ctx.resHeaders.append("Set-Cookie", cookie);
    }
    return getSessionUser(ctx.db, issued.userId);
  }),

  /** Signs in (remember = 30-day session); writes new cookies. @throws 422 wrong credentials; 429 locked. */
  login: publicProcedure.input(serviceInput<TLoginInput>()).mutation(async ({ ctx, input }) => {
    const issued = await login(ctx.db, input, { ipAddress: ctx.ipAddress, userAgent: ctx.userAgent });
    for (const cookie of sessionCookies(ctx.env, issued.token, secondsUntil(issued.session.expiresAt))) {
      ctx.resHeaders.append("Set-Cookie", cookie);
    }
    return getSessionUser(ctx.db, issued.userId);
  }),

  /** Ends the session and hands out a fresh visitor token and XSRF cookie. */
  logout: memberProcedure.mutation(async ({ ctx }) => {
    await logout(ctx.db, ctx.viewer.sessionId);
    for (const cookie of sessionCookies(ctx.env, generateSessionToken()))
      ctx.resHeaders.append("Set-Cookie", cookie);
    return { ok: true as const };
  }),

  /** Checks a signed verification link. @throws FORBIDDEN "Invalid signature." (bad or expired link). */
  verifyEmail: publicProcedure
    .input(ZVerifyEmailInput)
    .mutation(({ ctx, input }) => verifyEmail(ctx.db, ctx.env, input)),

  /** Mails the verification link again (6 a minute). @throws TOO_MANY_REQUESTS. */
  resendVerification: memberProcedure.mutation(({ ctx }) => resendVerification(ctx.db, ctx.env, ctx.viewer)),

  /** Mails a password-reset link when the address is registered; the same answer either way. */
  forgotPassword: publicProcedure
    .input(serviceInput<TForgotPasswordInput>())
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.db, ctx.env, input)),

  /** Sets a new password with a reset token; other sessions end. @throws 422 (bad token, weak password). */
  resetPassword: publicProcedure
    .input(serviceInput<TResetPasswordInput>())
    .mutation(async ({ ctx, input }) => {
      const { message } = await resetPassword(ctx.db, ctx.viewer, input);
      return { message };
    }),

  /** Changes the e-mail address (current password required); it must be verified again. @throws 422. */
  changeEmail: memberProcedure
    .input(serviceInput<TChangeEmailInput>())
    .mutation(({ ctx, input }) => changeEmail(ctx.db, ctx.env, ctx.viewer, input)),

  /** Changes the password (current password required); other sessions end. @throws 422. */
  changePassword: memberProcedure
    .input(serviceInput<TChangePasswordInput>())
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.viewer, input)),

  /** Deletes the account (password required) and clears the cookies of this browser. @throws 422. */
  deleteAccount: memberProcedure
    .input(serviceInput<TDeleteAccountInput>())
    .mutation(async ({ ctx, input }) => {
      const result = await deleteAccount(ctx, ctx.viewer, input);
      for (const cookie of sessionCookies(ctx.env, generateSessionToken()))
        ctx.resHeaders.append("Set-Cookie", cookie);
      return result;
    }),
});
