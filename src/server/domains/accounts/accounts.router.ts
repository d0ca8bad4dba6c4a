/** tRPC procedures of the accounts domain: me, register, login, logout (spec.md §7 /api/auth/*). */
import { ZLoginInput, ZRegisterInput } from "../../../shared/schemas/auth.ts";
import { generateSessionToken } from "../../auth/sessions.ts";
import { secondsUntil, sessionCookies } from "../../http/cookies.ts";
import { memberProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { getSessionUser, login, logout, register } from "./accounts.service.ts";

export const accountsRouter = router({
  /** The session user, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) => (ctx.viewer ? getSessionUser(ctx.db, ctx.viewer.id) : null)),

  /** Registers and signs in; writes the new session and XSRF cookies. @throws 422 field errors. */
  register: publicProcedure.input(ZRegisterInput).mutation(async ({ ctx, input }) => {
    const issued = await register(ctx.db, input, { ipAddress: ctx.ipAddress, userAgent: ctx.userAgent });
    for (const cookie of sessionCookies(ctx.env, issued.token, secondsUntil(issued.session.expiresAt))) {
      ctx.resHeaders.append("Set-Cookie", cookie);
    }
    return getSessionUser(ctx.db, issued.userId);
  }),

  /** Signs in (remember = 30-day session); writes new cookies. @throws 422 on wrong credentials. */
  login: publicProcedure.input(ZLoginInput).mutation(async ({ ctx, input }) => {
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
});
