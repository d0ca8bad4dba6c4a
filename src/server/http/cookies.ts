/**
 * The session and XSRF cookies of docs/api.md "Sessions and CSRF", as Set-Cookie header values, so the
 * tRPC context and the Hono routes write exactly the same cookies.
 */
import { generateCookie } from "hono/cookie";
import { issueCsrfToken } from "../auth/csrf.ts";
import { sessionLifetimeMs } from "../auth/sessions.ts";
import type { AppEnv } from "../env.ts";

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

/** Reads one cookie from a Cookie header. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
