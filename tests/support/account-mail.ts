/**
 * Sending the queued account mails in a test (domains/accounts/account-mail.ts): the worker's handler of the
 * account-mail queue, run on the due jobs until none is left (`drainJobs`), with the mailer of the test's `env`
 * (its SMTP_URL). Only that queue: the other queues' leftovers (pushes to unreachable endpoints) are not this test's.
 */
import type { Database } from "../../src/server/db/client.ts";
import { ACCOUNT_MAIL_QUEUE } from "../../src/server/domains/accounts/account-mail.ts";
import type { AppEnv } from "../../src/server/env.ts";
import { jobHandlersFor } from "../../src/server/jobs/handlers.ts";
import { drainJobs } from "./jobs.ts";

/** Runs the due account-mail jobs over `env`'s mailer; returns how many ran (failed attempts included). */
export function drainAccountMails(db: Database, env: AppEnv): Promise<number> {
  const handler = jobHandlersFor(env)[ACCOUNT_MAIL_QUEUE];
  if (!handler) throw new Error(`no handler for ${ACCOUNT_MAIL_QUEUE}`);
  return drainJobs(db, { [ACCOUNT_MAIL_QUEUE]: handler });
}
