/**
 * The signature of a webhook delivery (docs/api.md "Webhooks"): the header `Tasukeai-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the endpoint's secret. Receivers check it
 * with the code of docs/snippets/verify-webhook-signature.ts (quoted in docs/api.md; the tests run that file).
 */
import { createHmac, randomBytes } from "node:crypto";

/** The header that carries the signature. */
export const SIGNATURE_HEADER = "Tasukeai-Signature";

/** A new endpoint secret: `whsec_` and 32 random bytes in base64url (48 characters in all). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/**
 * The header value for `body` sent at `timestamp` (unix seconds).
 * @returns `t=<timestamp>,v1=<64 lowercase hex digits>`.
 */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}
