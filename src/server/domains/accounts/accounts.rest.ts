/**
 * REST adapters of the accounts domain in Laravel shapes (spec.md §7, REST-CONVENTIONS.md): /api/auth/*,
 * the e-mail verification paths, and Breeze's /api/forgot-password and /api/reset-password.
 */
import { type Context, Hono } from "hono";
import { ACCOUNT_LIMITS } from "../../../shared/constants.ts";
import { generateSessionToken } from "../../auth/sessions.ts";
import type { AppBindings } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { coerceFields, readBody, readQuery } from "../../http/body.ts";
import { secondsUntil, sessionCookies } from "../../http/cookies.ts";
import { requireMember } from "../../http/guards.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
import { getSessionUser, login, logout, register } from "./accounts.service.ts";
import { resendVerification, verifyEmail } from "./email-verification.service.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";

export const accountsRest = new Hono<AppBindings>();

/** Adds X-RateLimit-Limit / -Remaining (0) to a 429 of `action`, then rethrows every error. */
async function limited<T>(c: Context<AppBindings>, limit: number, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") {
      applyRateLimitHeaders(c, {
        allowed: false,
        limit,
        remaining: 0,
        retryAfter: error.retryAfterSeconds ?? 1,
      });
    }
    throw error;
  }
}

/** GET /api/auth/me → `{data: user}`; 401 for a visitor. */
accountsRest.get("/auth/me", async (c) => {
  const viewer = requireMember(c);
  return c.json({ data: await getSessionUser(c.get("deps").db, viewer.id) });
});

/**
 * POST /api/auth/register (multipart with `avatar` and `categories[]`, or JSON) → 201 `{data: user}` and
 * session cookies; the verification mail is sent.
 */
accountsRest.post("/auth/register", async (c) => {
  const deps = c.get("deps");
  const state = c.get("state");
  const body = coerceFields(await readBody(c), { integers: ["region_id"], integerArrays: ["categories"] });
  const issued = await register(deps, body, { ipAddress: state.ipAddress, userAgent: state.userAgent });
  for (const cookie of sessionCookies(deps.env, issued.token, secondsUntil(issued.session.expiresAt))) {
    c.header("Set-Cookie", cookie, { append: true });
  }
  return c.json({ data: await getSessionUser(deps.db, issued.userId) }, 201);
});

/**
 * POST /api/auth/login {email, password, remember} → `{data: user}` and new cookies; 422 on wrong
 * credentials; 429 (Retry-After, X-RateLimit-*) after 5 failures a minute per e-mail and IP.
 */
accountsRest.post("/auth/login", async (c) => {
  const { db, env } = c.get("deps");
  const state = c.get("state");
  const body = coerceFields(await readBody(c), { booleans: ["remember"] });
  const issued = await limited(c, ACCOUNT_LIMITS.loginMaxFailures, () =>
    login(db, body, { ipAddress: state.ipAddress, userAgent: state.userAgent }),
  );
  for (const cookie of sessionCookies(env, issued.token, secondsUntil(issued.session.expiresAt))) {
    c.header("Set-Cookie", cookie, { append: true });
  }
  return c.json({ data: await getSessionUser(db, issued.userId) });
});

/** POST /api/auth/logout → 204; the session ends and a fresh visitor token and XSRF cookie are set. */
accountsRest.post("/auth/logout", async (c) => {
  const { db, env } = c.get("deps");
  const viewer = requireMember(c);
  await logout(db, viewer.sessionId);
  for (const cookie of sessionCookies(env, generateSessionToken()))
    c.header("Set-Cookie", cookie, { append: true });
  return c.body(null, 204);
});

/**
 * GET /api/email/verify/{id}/{hash}?expires&signature → 200 `{status, message}` ("verified" or
 * "already-verified"); 403 `Invalid signature.` for a bad or expired link, 403 for a wrong id or hash.
 */
accountsRest.get("/email/verify/:id/:hash", async (c) => {
  const { db, env } = c.get("deps");
  const query = readQuery(c);
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const result = await verifyEmail(db, env, {
    id: c.req.param("id"),
    hash: c.req.param("hash"),
    expires: text(query.expires),
    signature: text(query.signature),
  });
  return c.json(result);
});

/** POST /api/email/verification-notification → 200 `{status, message}`; 6 a minute (429 beyond). */
accountsRest.post("/email/verification-notification", async (c) => {
  const { db, env } = c.get("deps");
  const viewer = requireMember(c);
  const max = ACCOUNT_LIMITS.verificationResendMax;
  const result = await limited(c, max, () => resendVerification(db, env, viewer));
  applyRateLimitHeaders(c, { allowed: true, limit: max, remaining: result.remaining, retryAfter: 0 });
  return c.json({ status: result.status, message: result.message });
});

/** POST /api/forgot-password {email} → 200 `{status, message}`, the same whether the address exists or not. */
accountsRest.post("/forgot-password", async (c) => {
  const { db, env } = c.get("deps");
  const { message } = await requestPasswordReset(db, env, await readBody(c));
  return c.json({ status: message, message });
});

/** POST /api/reset-password {token, email, password, password_confirmation} → 200; 422 for a bad token. */
accountsRest.post("/reset-password", async (c) => {
  const { db } = c.get("deps");
  const { message } = await resetPassword(db, c.get("state").viewer, await readBody(c));
  return c.json({ status: message, message });
});
