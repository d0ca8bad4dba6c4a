/**
 * The queue of account mails (docs/product.md §4 E-mail verification, §4 Password reset; docs/operations.md "Job
 * queue"): the verification mail (registration, the member's and an administrator's resend, an e-mail change) and
 * the password-reset mail are jobs, queued in the transaction of their cause and sent by the worker with retries
 * and backoff like the notification mails. A request never talks to the mail server, so a mail server that is down
 * or slow changes neither its answer nor its time (forgot-password stays the same for known and unknown addresses).
 *
 * What a link needs is made when the mail is sent, not when it is queued: the reset token (stored hashed, so it
 * never sits in a job's payload) and the verification link's expiry. Each link's 60 minutes therefore count from
 * the sending, however long the retries took. The senders are the services' own (`sendVerificationMail`,
 * `sendPasswordResetMail`); jobs/handlers.ts runs them.
 */
import { sql } from "drizzle-orm";
import type { Language } from "#shared/language.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { enqueueJob, JOB_SCHEMA, type Job, pendingJobSql } from "../../jobs/queue.ts";
import { fromAddress } from "../../mail/mailer.ts";

/** The queue of account mails. */
export const ACCOUNT_MAIL_QUEUE = "account-mail";

/**
 * One account mail: which, to whom. `email` is the address the mail was asked for: a job whose member's address
 * has changed since (or who left) sends nothing — the new address has its own job. `language` is the language of
 * the request that asked for a member's mail, written in for an account that never chose one (docs/product.md
 * "Languages", "Mails and notifications"); absent in jobs queued before there were languages and in an
 * administrator's resend (the administrator's language says nothing of the member's): Japanese then.
 */
export type AccountMailJob =
  | { kind: "verification"; userId: number; email: string; language?: Language }
  | { kind: "password-reset"; userId: number; email: string; language?: Language }
  /** An invitation to an organisation's staff (domains/organizations/organization-staff.service.ts). */
  | { kind: "organization-invitation"; invitationId: number; email: string };

/** The account mails of one member, which `hurryWaitingMail` may bring forward. */
type MemberMailJob = Exclude<AccountMailJob, { kind: "organization-invitation" }>;

/**
 * Queues `mail` on ACCOUNT_MAIL_QUEUE. Pass the transaction that writes its cause (the new member, the changed
 * address, the reset request), so the job exists exactly when that commits.
 * @throws what enqueueJob throws (no job queue open in this process; the database failing).
 */
export function queueAccountMail(db: DbOrTx, mail: AccountMailJob): Promise<void> {
  return enqueueJob(db, ACCOUNT_MAIL_QUEUE, mail);
}

/**
 * When a job of the same mail (kind, member, address) has not been sent yet, makes it due now if it waits for its
 * next retry and queues nothing more: asking again while the mail server was away sends one mail, with a fresh link,
 * as soon as the server takes it — not one per click, and not only after the job's backoff (up to an hour). A job
 * being sent right now is left alone (its row is locked by the worker's transaction; waiting for it would make the
 * request wait for the mail server). docs/product.md §4 E-mail verification. A waiting job takes the `language` of
 * the newer request when it has one: the mail is written in the language the member last asked in.
 * @returns true when such a job exists (nothing to queue), false otherwise.
 */
export async function hurryWaitingMail(db: DbOrTx, mail: MemberMailJob): Promise<boolean> {
  const same = sql`j.data->>'kind' = ${mail.kind} and j.data->>'userId' = ${String(mail.userId)}
    and j.data->>'email' = ${mail.email}`;
  const language = mail.language
    ? sql`, data = jsonb_set(j.data, '{language}', to_jsonb(${mail.language}::text))`
    : sql``;
  const hurried = await queryRows<{ id: string }>(
    db,
    sql`with waiting as (
          select j.id from ${sql.raw(JOB_SCHEMA)}.job j
          where j.name = ${ACCOUNT_MAIL_QUEUE} and j.state in ('created', 'retry') and ${same}
          for update skip locked)
        update ${sql.raw(JOB_SCHEMA)}.job j set start_after = least(j.start_after, now())${language}
        from waiting where j.name = ${ACCOUNT_MAIL_QUEUE} and j.id = waiting.id
        returning j.id`,
  );
  if (hurried.length > 0) return true;
  const [pending] = await queryRows<{ pending: boolean }>(
    db,
    sql`select ${pendingJobSql(ACCOUNT_MAIL_QUEUE, same)} as pending`,
  );
  return pending?.pending === true;
}

/**
 * The Message-ID of the mail of `job`: the same for every attempt, so a receiver can drop a copy sent again after a
 * crash between the SMTP server's answer and the job's completion (decision 013, "what a crash costs now").
 */
export function accountMailMessageId(env: AppEnv, job: Pick<Job, "id">): string {
  return `<account-mail-${job.id}@${fromAddress(env).address.split("@")[1]}>`;
}
