import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Checks a delivery of たすけあい掲示板's webhooks: `header` is the `Tasukeai-Signature` header, `rawBody` the
 * request body exactly as received (before any JSON parsing), `secret` the endpoint's secret. Refuses signatures
 * older than `toleranceSeconds` (replays).
 */
export function verifyTasukeaiSignature(
  rawBody: string,
  header: string,
  secret: string,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const parts = new Map<string, string>();
  for (const item of header.split(",")) {
    const [key, value] = item.split("=", 2);
    if (key && value) parts.set(key.trim(), value.trim());
  }
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !v1 || !/^\d+$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(nowSeconds - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
  const received = Buffer.from(v1, "hex");
  return received.length === expected.length && timingSafeEqual(received, expected);
}
