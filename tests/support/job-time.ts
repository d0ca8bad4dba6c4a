/**
 * Job time for tests (docs/architecture.md "Tests": no sleeps where an event can be awaited): a job queued to start
 * later (the end of a comment-mail window) is made due now, as if its time had come.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/server/db/client.ts";
import { JOB_SCHEMA } from "../../src/server/jobs/queue.ts";

/** Makes every job of `queue` still waiting for its start due now; the next drain runs them. */
export async function startWaitingJobsNow(db: DbOrTx, queue: string): Promise<void> {
  await db.execute(
    sql`update ${sql.raw(JOB_SCHEMA)}.job set start_after = now() - interval '1 second'
        where name = ${queue} and state = 'created'`,
  );
}
