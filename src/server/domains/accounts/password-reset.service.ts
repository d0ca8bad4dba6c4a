/**
 * Forgotten passwords (docs/product.md §4 Password reset, docs/api.md "Session and account"): a random token,
 * stored as its SHA-256, valid 60 minutes from when its mail is sent, single use, at most one mail a minute per
 * address. The request only queues the mail (account-mail.ts); the worker makes the token and sends it, with
 * retries while the mail server is away. The answer never tells whether an address is registered, whatever the
 * mail server does. A reset ends every other session of the user.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { ACCOUNT_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import type { MessageAnswer, TForgotPasswordData, TResetPasswordData } from "#shared/schemas/auth.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { invalidateUserSessions } from "../../auth/sessions.ts";
import { type Database, queryRows, type Transaction } from "../../db/client.ts";
import { activeUserFilter, passwordResetTokens, users } from "../../db/schema/index.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { type Job, pendingJobSql } from "../../jobs/queue.ts";
import { recipientLanguage } from "../../mail/catalogue.ts";
import { mailerFor } from "../../mail/mailer.ts";
import { passwordResetMail } from "../../mail/templates.ts";
import type { Viewer } from "../../viewer.ts";
import {
  ACCOUNT_MAIL_QUEUE,
  type AccountMailJob,
  accountMailMessageId,
  queueAccountMail,
} from "./account-mail.ts";

/** The stored form of a reset token: lowercase hex SHA-256. */
export function resetTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Queues a reset mail when the address belongs to an active, unsuspended account and no link was mailed to it in
 * the last minute nor is one waiting to be sent (docs/product.md §4 Password reset, §9 Rate limits: 1 a minute per
 * address, kept by the tokens' own dates and the queued job, not a 429); otherwise does nothing. The mail server is
 * never asked here (the worker sends: `sendPasswordResetMail`), so the answer is the same for every address and
 * every state of that server (no account enumeration, no 500).
 * @param input `{email}` (lower-cased). @param language the request's language: the mail's while the account has
 *   chosen none (docs/product.md "Languages", "Mails and notifications").
 * @returns `{message}` to show (copy.passwordReset.sent).
 * @throws only database failures (503 while the database is away).
 */
export async function requestPasswordReset(
  db: Database,
  input: TForgotPasswordData,
  language?: Language,
): Promise<MessageAnswer> {
  const answer = { message: copy.passwordReset.sent };
  const [user] = await db
    .select({ id: users.id, email: users.email, isBanned: users.isBanned })
    .from(users)
    .where(and(eq(users.email, input.email), activeUserFilter))
    .limit(1);
  if (!user?.email || user.isBanned) return answer;
  const email = user.email;

  const since = new Date(Date.now() - ACCOUNT_LIMITS.resetMailIntervalSeconds * 1000);
  await db.transaction(async (tx) => {
    // Serialise requests of one user, so two at once cannot both pass the once-a-minute check.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [recent] = await tx
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, since)))
      .orderBy(desc(passwordResetTokens.createdAt))
      .limit(1);
    if (recent) return;
    // A mail still waiting for the mail server (or being retried) counts as the one of this minute: it goes out
    // with a fresh link as soon as it can, and asking again queues no second one.
    const [waiting] = await queryRows<{ waiting: boolean }>(
      tx,
      sql`select ${pendingJobSql(
        ACCOUNT_MAIL_QUEUE,
        sql`j.data->>'kind' = 'password-reset' and j.data->>'userId' = ${String(user.id)}`,
      )} as waiting`,
    );
    if (waiting?.waiting) return;
    await queueAccountMail(tx, {
      kind: "password-reset",
      userId: user.id,
      email,
      ...(language ? { language } : {}),
    });
  });
  return answer;
}

/**
 * The reset-mail job (queue ACCOUNT_MAIL_QUEUE, run by the worker in `tx`): makes the link's token now — stored as
 * its hash, valid ACCOUNT_LIMITS.resetLinkMinutes (60) from this sending, replacing any older link (only the newest
 * works, as in Laravel's password broker) — and mails it, unless the account has left, was suspended or changed its
 * address since the request. The token and the mail commit together: a send that fails rolls the token back. In the
 * account's language, else the job's (account-mail.ts).
 * @throws when the mail cannot be sent (SMTP down, outbox not writable): the job is retried with backoff.
 */
export async function sendPasswordResetMail(
  tx: Transaction,
  env: AppEnv,
  mail: Extract<AccountMailJob, { kind: "password-reset" }>,
  job: Pick<Job, "id">,
): Promise<void> {
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isBanned: users.isBanned,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, mail.userId), activeUserFilter))
    .limit(1);
  // No lock on the member's row: the send may take the mail server's timeouts, and a login or a request meanwhile
  // must not wait for it. The job itself is the guard (a request sees it active and queues no second one).
  if (!user?.email || user.isBanned || user.email !== mail.email) return;
  const token = randomBytes(32).toString("base64url");
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: resetTokenHash(token),
    expiresAt: new Date(Date.now() + ACCOUNT_LIMITS.resetLinkMinutes * 60 * 1000),
  });
  const url = `${env.appUrl}${paths.resetPassword(token, user.email)}`;
  await mailerFor(env).send({
    ...passwordResetMail(user.email, user.name, url, recipientLanguage(user.language, mail.language)),
    messageId: accountMailMessageId(env, job),
  });
}

/**
 * Sets a new password with a reset token (docs/product.md §4 Password reset, §5 Account settings and password
 * reset): the token must be unused, unexpired and belong to `email`. Marks it used and ends every session of the
 * user except the caller's own.
 * @param input `{token, email, password, password_confirmation}` (confirmation checked by the schema).
 * @returns `{message}` to show (copy.passwordReset.done).
 * @throws AppError VALIDATION `{email: [copy.validation.resetToken]}` for a used, expired or foreign token.
 */
export async function resetPassword(
  db: Database,
  viewer: Viewer | null,
  input: TResetPasswordData,
): Promise<MessageAnswer> {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, resetTokenHash(input.token)),
          eq(users.email, input.email),
          activeUserFilter,
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .limit(1)
      .for("update", { of: passwordResetTokens });
    if (!row) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(eq(passwordResetTokens.id, row.id));
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.userId));
    // The sessions and their live streams end with the new password (the caller's own session stays).
    await invalidateUserSessions(tx, row.userId, viewer?.id === row.userId ? viewer.sessionId : undefined);
    return row.userId;
  });
  if (userId === null) throw AppError.validation({ email: [copy.validation.resetToken] });
  return { message: copy.passwordReset.done };
}
