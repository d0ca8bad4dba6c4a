/**
 * The session and XSRF cookies of docs/api.md "Sessions and CSRF", as Set-Cookie header values: one builder, so
 * that the REST answers, the tRPC context and a declared operation that signs a member in or out
 * (accounts.operations.ts, through `ctx.setCookie`) write exactly the same cookies. Here in auth/, beside the
 * sessions and CSRF tokens they carry, so that a domain reaches them without importing a transport
 * (docs/architecture.md "Import rules").
 */
import { generateCookie } from "hono/cookie";
import type { AppEnv } from "../env.ts";
import { issueCsrfToken } from "./csrf.ts";
import { sessionLifetimeMs } from "./sessions.ts";

export const SESSION_COOKIE = "tasukeai_session";
const XSRF_COOKIE = "XSRF-TOKEN";

/**
 * Set-Cookie values for a session token and a fresh CSRF token bound to it.
 * @param maxAgeSeconds lifetime of both cookies; defaults to a normal session's lifetime.
 */
export function sessionCookies(env: AppEnv, sessionToken: string, maxAgeSeconds?: number): string[] {
  const maxAge = maxAgeSeconds ?? Math.floor(sessionLifetimeMs(false) / 1000);
  const common = { path: "/", sameSite: "Lax" as const, secure: env.secureCookies, maxAge };
  return [
    generateCookie(SESSION_COOKIE, sessionToken, { ...common, httpOnly: true }),
    generateCookie(XSRF_COOKIE, issueCsrfToken(env.appKey, sessionToken), { ...common, httpOnly: false }),
  ];
}

/** Seconds until `expiresAt` (at least 1). */
export function secondsUntil(expiresAt: Date): number {
  return Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
}
