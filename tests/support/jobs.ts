/**
 * Running the job queue from tests (docs/architecture.md "Tests": no sleeps where an event can be awaited): the
 * fan-out alone, so a test can act between a notification's writing and its delivery, and job time advanced for
 * jobs queued to start later (the end of a comment-mail window).
 */
import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../src/server/db/client.ts";
import { NOTIFY_QUEUE } from "../../src/server/domains/notifications/notifications.service.ts";
import type { AppEnv } from "../../src/server/env.ts";
import { jobHandlersFor } from "../../src/server/jobs/handlers.ts";
import { drainJobs, JOB_SCHEMA } from "../../src/server/jobs/queue.ts";

/**
 * Runs the notification fan-out jobs only: the notifications are written and their mails and pushes queued, but
 * nothing is delivered until the next full drain.
 */
export function runFanOutOnly(db: Database, env: AppEnv): Promise<number> {
  const handlers = jobHandlersFor(env);
  return drainJobs(db, { [NOTIFY_QUEUE]: handlers[NOTIFY_QUEUE] } as typeof handlers);
}

/** Makes every job of `queue` still waiting for its start due now; the next drain runs them. */
export async function startWaitingJobsNow(db: DbOrTx, queue: string): Promise<void> {
  await db.execute(
    sql`update ${sql.raw(JOB_SCHEMA)}.job set start_after = now() - interval '1 second'
        where name = ${queue} and state = 'created'`,
  );
}
