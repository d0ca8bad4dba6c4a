/**
 * E-mail verification (docs/product.md §4 E-mail verification, docs/api.md "Session and account"): a signed,
 * expiring link `/email/verify?id&hash&expires&signature`, where `hash` is the SHA-1 of the e-mail address and
 * `signature` the HMAC-SHA256 (hex, app key) of the absolute API URL
 * `<APP_URL>/api/email/verify/{id}/{hash}?expires=<unix seconds>`, exactly as Laravel signs it.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { ACCOUNT_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import type { ResendResult, TVerifyEmailData, VerifyResult } from "#shared/schemas/auth.ts";
import type { Database, DbOrTx, Transaction } from "../../db/client.ts";
import { activeUserFilter, users } from "../../db/schema/index.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../errors.ts";
import type { Job } from "../../jobs/queue.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import { recipientLanguage } from "../../mail/catalogue.ts";
import { mailerFor } from "../../mail/mailer.ts";
import { verificationMail } from "../../mail/templates.ts";
import type { Viewer } from "../../viewer.ts";
import {
  type AccountMailJob,
  accountMailMessageId,
  hurryWaitingMail,
  queueAccountMail,
} from "./account-mail.ts";

/** The parts of a verification link. */
export interface VerificationLink {
  id: number;
  hash: string;
  expires: number;
  signature: string;
  /** The signed API URL without its signature (what the HMAC covers). */
  apiUrl: string;
  /** The SPA page the mail links to. */
  pageUrl: string;
}

/** Lowercase hex SHA-1 of an e-mail address (Laravel's `hash` route parameter). */
export function emailHash(email: string): string {
  return createHash("sha1").update(email).digest("hex");
}

function apiUrlOf(env: AppEnv, id: number | string, hash: string, expires: number | string): string {
  return `${env.appUrl}/api/email/verify/${id}/${hash}?expires=${expires}`;
}

function sign(env: AppEnv, url: string): string {
  return createHmac("sha256", env.appKey).update(url).digest("hex");
}

/** Builds the signed link of `userId` / `email`, valid 60 minutes from `now`. */
export function verificationLink(
  env: AppEnv,
  userId: number,
  email: string,
  now = Date.now(),
): VerificationLink {
  const hash = emailHash(email);
  const expires = Math.floor(now / 1000) + ACCOUNT_LIMITS.verificationLinkMinutes * 60;
  const apiUrl = apiUrlOf(env, userId, hash, expires);
  const signature = sign(env, apiUrl);
  const query = new URLSearchParams({
    id: String(userId),
    hash,
    expires: String(expires),
    signature,
  });
  return {
    id: userId,
    hash,
    expires,
    signature,
    apiUrl,
    pageUrl: `${env.appUrl}${paths.verifyEmail()}?${query}`,
  };
}

/** True when `signature` signs the API URL of these parameters and `expires` lies in the future. */
function hasValidSignature(env: AppEnv, params: TVerifyEmailData, now = Date.now()): boolean {
  const { id, hash, expires, signature } = params;
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature))
    return false;
  if (Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(sign(env, apiUrlOf(env, id, hash, expires)), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

/**
 * Queues a verification mail to `email`, the member's current address (docs/product.md §4 E-mail verification;
 * domains/accounts/account-mail.ts): sent by the worker, with retries while the mail server is away. One waits at a
 * time per member and address: asking again while it waits makes it go out at once instead (`hurryWaitingMail`).
 * Pass the transaction that writes the cause (the new member, the changed address) where there is one, and
 * `language`, the language of the member's request that asks for the mail (docs/product.md "Languages", "Mails and
 * notifications": the mail's language while the account has chosen none); none for an administrator's resend.
 * @throws what the job queue throws (the database failing) — never a mail failure.
 */
export async function queueVerificationMail(
  db: DbOrTx,
  userId: number,
  email: string,
  language?: Language,
): Promise<void> {
  const mail = { kind: "verification", userId, email, ...(language ? { language } : {}) } as const;
  if (!(await hurryWaitingMail(db, mail))) await queueAccountMail(db, mail);
}

/**
 * The verification job (queue ACCOUNT_MAIL_QUEUE, run by the worker in `tx`): mails a link valid 60 minutes from
 * now — the sending, not the request — to the member, unless the address has changed since it was asked for, the
 * member has left, or the address is verified already; in the account's language, else the job's (account-mail.ts).
 * @throws when the mail cannot be sent (SMTP down, outbox not writable): the job is retried with backoff.
 */
export async function sendVerificationMail(
  tx: Transaction,
  env: AppEnv,
  mail: Extract<AccountMailJob, { kind: "verification" }>,
  job: Pick<Job, "id">,
): Promise<void> {
  const [user] = await tx
    .select({
      name: users.name,
      email: users.email,
      verifiedAt: users.emailVerifiedAt,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, mail.userId), activeUserFilter))
    .limit(1);
  if (!user?.email || user.email !== mail.email || user.verifiedAt) return;
  const link = verificationLink(env, mail.userId, user.email);
  await mailerFor(env).send({
    ...verificationMail(user.email, user.name, link.pageUrl, recipientLanguage(user.language, mail.language)),
    messageId: accountMailMessageId(env, job),
  });
}

/**
 * Checks a verification link `{id, hash, expires?, signature?}` and marks the e-mail verified (docs/product.md
 * §4 E-mail verification). The signature itself proves that the mail was received, so no session is needed
 * (the link works in another browser too).
 * @returns `{status: "verified" | "already-verified", message}` (Japanese).
 * @throws AppError 403 `invalid_signature` ("Invalid signature.") for a bad or expired signature; 403
 * `verification_link_invalid` ("This action is unauthorized.") when the id or the e-mail hash does not match a
 * current account (e.g. the address changed since the mail).
 */
export async function verifyEmail(
  db: Database,
  env: AppEnv,
  params: TVerifyEmailData,
): Promise<VerifyResult> {
  if (!hasValidSignature(env, params)) throw AppError.forbidden("invalid_signature");
  if (!/^\d{1,9}$/.test(params.id)) throw AppError.forbidden("verification_link_invalid");
  const [user] = await db
    .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, Number(params.id)), activeUserFilter))
    .limit(1);
  if (!user?.email || emailHash(user.email) !== params.hash)
    throw AppError.forbidden("verification_link_invalid");
  if (user.verifiedAt) return { status: "already-verified", message: copy.emailVerify.alreadyVerified };
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, user.id), sql`${users.emailVerifiedAt} is null`));
  return { status: "verified", message: copy.emailVerify.success };
}

/**
 * The member's resend limit (docs/product.md §9 Rate limits): one hit in the bucket
 * `verification-notification:<member id>`, at most ACCOUNT_LIMITS.verificationResendMax (6) per
 * ACCOUNT_LIMITS.verificationResendWindowSeconds (60 s). Both adapters take it before resendVerification; REST
 * writes the returned state as X-RateLimit-*.
 * @throws AppError TOO_MANY_REQUESTS (429 `Too Many Attempts.`, Retry-After and X-RateLimit-* from the error).
 */
export function takeResendLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  return takeRateLimit(
    db,
    `verification-notification:${viewer.id}`,
    ACCOUNT_LIMITS.verificationResendMax,
    ACCOUNT_LIMITS.verificationResendWindowSeconds,
  );
}

/**
 * Queues the verification mail again for a member whose hit the resend limit took (docs/product.md §4 E-mail
 * verification); a verified member gets no mail. The mail server is not asked here: the worker sends it with
 * retries (account-mail.ts), so this answers the same whether that server is up or not. `language`: the request's,
 * the mail's language while the account has chosen none (docs/product.md "Languages", "Mails and notifications").
 * @returns `{status: "verification-link-sent" | "already-verified", message}` (Japanese).
 */
export async function resendVerification(
  db: Database,
  viewer: Viewer,
  language?: Language,
): Promise<ResendResult> {
  const [user] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, viewer.id), activeUserFilter))
    .limit(1);
  if (user?.verifiedAt) return { status: "already-verified", message: copy.emailVerify.alreadyVerified };
  if (user?.email) await queueVerificationMail(db, viewer.id, user.email, language);
  return { status: "verification-link-sent", message: copy.emailVerify.resent };
}
