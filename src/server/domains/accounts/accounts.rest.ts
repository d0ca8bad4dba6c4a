/**
 * REST adapters of the accounts domain in Laravel shapes (docs/product.md §7, docs/api.md "Session and account"):
 * /api/auth/*, the e-mail verification paths, and Breeze's /api/forgot-password and /api/reset-password. Each
 * parses with the operation's shared schema (http/input.ts), calls the same service as tRPC and writes the
 * session cookies as Set-Cookie; every error answer (422, 429 with its headers) is rendered from the AppError.
 */
import { type Context, Hono } from "hono";
import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZVerifyEmailInput,
} from "#shared/schemas/auth.ts";
import { generateVisitorAnchor } from "../../auth/csrf.ts";
import type { AppBindings } from "../../context.ts";
import { secondsUntil, sessionCookies } from "../../http/cookies.ts";
import { requireMember } from "../../http/guards.ts";
import { bodyInput, queryInput } from "../../http/input.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
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

export const accountsRest = new Hono<AppBindings>();

/** Sets the session and XSRF cookies of `issued` (or fresh visitor cookies without it) on the answer. */
function setSessionCookies(c: Context<AppBindings>, issued?: IssuedSession): void {
  const env = c.get("deps").env;
  const cookies = issued
    ? sessionCookies(env, issued.token, secondsUntil(issued.session.expiresAt))
    : sessionCookies(env, generateVisitorAnchor());
  for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
}

/** GET /api/auth/me → `{data: SessionUser}`; 401 for a visitor. */
accountsRest.get("/auth/me", async (c) => {
  const viewer = requireMember(c);
  return c.json({ data: await getSessionUser(c.get("deps").db, viewer.id) });
});

/**
 * POST /api/auth/register (multipart with `avatar` and `categories[]`, or JSON) → 201 `{data: SessionUser}` and
 * session cookies, with X-RateLimit-Limit / -Remaining; the verification mail is sent. 422 with Japanese field
 * errors (「このメールアドレスはすでに登録されています。」 for a taken address, as Laravel answers); 429
 * `Too Many Attempts.` past 30 attempts an hour from one address (takeRegistrationLimit).
 */
accountsRest.post("/auth/register", async (c) => {
  const deps = c.get("deps");
  const state = c.get("state");
  const input = await bodyInput(c, ZRegisterInput);
  const meta = { ipAddress: state.ipAddress, userAgent: state.userAgent };
  const limit = await takeRegistrationLimit(deps.db, meta);
  const issued = await register(deps, input, meta);
  applyRateLimitHeaders(c, limit);
  setSessionCookies(c, issued);
  return c.json({ data: await getSessionUser(deps.db, issued.userId) }, 201);
});

/**
 * POST /api/auth/login {email, password, remember} → `{data: SessionUser}` and new cookies; 422 on wrong
 * credentials; 429 (Retry-After, X-RateLimit-Limit 5 / -Remaining 0) after 5 failures a minute per e-mail and IP.
 */
accountsRest.post("/auth/login", async (c) => {
  const { db } = c.get("deps");
  const state = c.get("state");
  const input = await bodyInput(c, ZLoginInput);
  const issued = await login(db, input, { ipAddress: state.ipAddress, userAgent: state.userAgent });
  setSessionCookies(c, issued);
  return c.json({ data: await getSessionUser(db, issued.userId) });
});

/** POST /api/auth/logout → 204; the session ends and fresh visitor and XSRF cookies are set. 401 visitor. */
accountsRest.post("/auth/logout", async (c) => {
  const viewer = requireMember(c);
  await logout(c.get("deps").db, viewer.sessionId);
  setSessionCookies(c);
  return c.body(null, 204);
});

/**
 * GET /api/email/verify/{id}/{hash}?expires&signature → 200 `{status, message}` ("verified" or
 * "already-verified"); 403 `Invalid signature.` for a bad or expired link, 403 for a wrong id or hash.
 */
accountsRest.get("/email/verify/:id/:hash", async (c) => {
  const { db, env } = c.get("deps");
  const input = queryInput(c, ZVerifyEmailInput, { id: c.req.param("id"), hash: c.req.param("hash") });
  return c.json(await verifyEmail(db, env, input));
});

/**
 * POST /api/email/verification-notification → 200 `{status, message}` with X-RateLimit-Limit / -Remaining; 401
 * visitor; 429 past 6 a minute (rendered from the AppError of takeResendLimit).
 */
accountsRest.post("/email/verification-notification", async (c) => {
  const { db } = c.get("deps");
  const viewer = requireMember(c);
  const limit = await takeResendLimit(db, viewer);
  const result = await resendVerification(db, viewer);
  applyRateLimitHeaders(c, limit);
  return c.json(result);
});

/** POST /api/forgot-password {email} → 200 `{status, message}`, the same whether the address exists or not. */
accountsRest.post("/forgot-password", async (c) => {
  const { db } = c.get("deps");
  const { message } = await requestPasswordReset(db, await bodyInput(c, ZForgotPasswordInput));
  return c.json({ status: message, message });
});

/** POST /api/reset-password {token, email, password, password_confirmation} → 200 `{status, message}`; 422. */
accountsRest.post("/reset-password", async (c) => {
  const { db } = c.get("deps");
  const input = await bodyInput(c, ZResetPasswordInput);
  const { message } = await resetPassword(db, c.get("state").viewer, input);
  return c.json({ status: message, message });
});
