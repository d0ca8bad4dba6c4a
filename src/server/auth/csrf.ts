/**
 * CSRF tokens for Sanctum's SPA flow (docs/api.md "Sessions and CSRF"). A token is a random nonce with
 * an HMAC binding it to the current session cookie, so it needs no storage, changes when the session changes
 * (login, logout) and cannot be forged without the app key.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { generateSessionToken, sessionIdFromToken } from "./sessions.ts";

/** A member session token as generateSessionToken writes it (20 random bytes, base32). */
const MEMBER_TOKEN_SHAPE = /^[a-z2-7]{32}$/;

/**
 * A visitor's session cookie: the anchor of their CSRF token, with no session row. It starts with `v` so it can
 * never look like a member's session token: a member-shaped cookie whose session has ended (logout, expiry,
 * suspension) is refused by the CSRF check instead of passing as a visitor's anchor (docs/decisions/010).
 */
export function generateVisitorAnchor(): string {
  return `v${generateSessionToken()}`;
}

/** True when `token` has the shape of a member's session token (not a visitor's anchor). */
export function isMemberSessionToken(token: string): boolean {
  return MEMBER_TOKEN_SHAPE.test(token);
}

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
