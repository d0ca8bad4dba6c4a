/**
 * CSRF tokens for Sanctum's SPA flow (docs/api.md "Session and CSRF"). A token is a random nonce with
 * an HMAC binding it to the current session cookie, so it needs no storage, changes when the session changes
 * (login, logout) and cannot be forged without the app key.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sessionIdFromToken } from "./sessions.ts";

function mac(appKey: string, nonce: string, sessionToken: string): string {
  return createHmac("sha256", appKey)
    .update(`csrf|${nonce}|${sessionIdFromToken(sessionToken)}`)
    .digest("base64url");
}

/** A new CSRF token bound to `sessionToken` (the session cookie value). */
export function issueCsrfToken(appKey: string, sessionToken: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${mac(appKey, nonce, sessionToken)}`;
}

/** True when `token` was issued for `sessionToken` with this app key (constant-time comparison). */
export function verifyCsrfToken(appKey: string, sessionToken: string, token: string): boolean {
  const [nonce, given, extra] = token.split(".");
  if (!nonce || !given || extra !== undefined) return false;
  const expected = Buffer.from(mac(appKey, nonce, sessionToken));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
