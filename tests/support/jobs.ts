/**
 * Running the job queue from tests and benchmarks (docs/architecture.md "Tests": no sleeps where an event can be
 * awaited; docs/decisions/022-the-job-queue-is-pg-boss.md): due jobs run one by one as the worker runs them
 * (`runOneJob`, `drainJobs`), the fan-out alone, so a test can act between a notification's writing and its
 * delivery, job time advanced for jobs queued to start later (the end of a comment-mail window), a queue's rows
 * read back, and the queues emptied between test files and benchmark runs. None of this runs in the server.
 */
import { sql } from "drizzle-orm";
import { type Database, type DbOrTx, queryRows } from "../../src/server/db/client.ts";
import { NOTIFY_QUEUE } from "../../src/server/domains/notifications/notifications.service.ts";
import type { AppEnv } from "../../src/server/env.ts";
import { bossDb } from "../../src/server/jobs/boss-db.ts";
import { jobHandlersFor } from "../../src/server/jobs/handlers.ts";
import {
  APP_QUEUES,
  activeJobQueue,
  JOB_SCHEMA,
  jobOf,
  type QueueWork,
  queuePolicy,
} from "../../src/server/jobs/queue.ts";

/**
 * Takes one due job of the handled queues (in the order given) and runs it as the worker does: the handler and the
 * completion in one transaction of `db` (ConcurrentJobWork: outside any, then completed); a throw rolls back and
 * fails the attempt (retried after its backoff).
 * @returns false when no job was due.
 * @throws when no queue is open in this process (`openJobQueue`).
 */
export async function runOneJob(
  db: Database,
  handlers: Readonly<Record<string, QueueWork>>,
): Promise<boolean> {
  const { boss } = activeJobQueue();
  for (const [name, work] of Object.entries(handlers)) {
    const [job] = await boss.fetch<unknown>(name);
    if (!job) continue;
    const attempt = { id: job.id, retryCount: job.retryCount };
    try {
      if (typeof work === "function") {
        await db.transaction(async (tx) => {
          await work(tx, job.data as never, jobOf(name, job));
          await boss.complete(name, attempt, null, { db: bossDb(tx) });
        });
      } else {
        await work.run(db, job.data as never, jobOf(name, job));
        await boss.complete(name, attempt);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(name, attempt, { message });
      console.error(`[jobs] ${name} ${job.id} attempt ${job.retryCount + 1} failed: ${message}`);
    }
    return true;
  }
  return false;
}

/**
 * Runs due jobs of the handled queues until none is due; returns how many ran. A job that fails waits for its
 * backoff like on the worker, so the same drain does not take it again.
 */
export async function drainJobs(
  db: Database,
  handlers: Readonly<Record<string, QueueWork>>,
): Promise<number> {
  let ran = 0;
  while (await runOneJob(db, handlers)) ran += 1;
  return ran;
}

/** Runs every due job of the app's queues with the server's handlers for `env` (`drainJobs` over `jobHandlersFor`). */
export function drainAppJobs(db: Database, env: AppEnv): Promise<number> {
  return drainJobs(db, jobHandlersFor(env));
}

/** Creates queue `name` with the app's retry policy (a test's own queue; the app's are created by `openJobQueue`). */
export async function createJobQueue(name: string): Promise<void> {
  const { boss, settings } = activeJobQueue();
  await boss.createQueue(name, { ...queuePolicy(name, settings.sendExpireSeconds), notify: true });
}

/** A job row as a test reads it (the columns docs/operations.md "Job queue" reads with psql). */
export interface JobRow {
  id: string;
  state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
  retryCount: number;
  startAfter: Date;
  output: unknown;
  data: unknown;
}

/** The jobs of queue `name`, oldest first (docs/operations.md "Job queue" has the same query for psql). */
export async function jobsOf(db: DbOrTx, name: string): Promise<JobRow[]> {
  const rows = await queryRows<{
    id: string;
    state: JobRow["state"];
    retry_count: number;
    start_after: string | Date;
    output: unknown;
    data: unknown;
  }>(
    db,
    sql`select id, state, retry_count, start_after, output, data from ${sql.raw(JOB_SCHEMA)}.job
        where name = ${name} order by created_on, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    retryCount: row.retry_count,
    startAfter: new Date(row.start_after),
    output: row.output,
    data: row.data,
  }));
}

/**
 * Deletes the jobs still waiting (created or retry) on the app's queues: a test file that shares the database with
 * the files before it runs only its own jobs (their pushes to unreachable endpoints would fail in its drains).
 */
export async function clearQueuedJobs(): Promise<void> {
  const { boss } = activeJobQueue();
  for (const name of APP_QUEUES) await boss.deleteQueuedJobs(name);
}

/** Deletes every job of the app's queues (benchmarks between runs). */
export async function deleteAllJobs(): Promise<void> {
  await activeJobQueue().boss.deleteAllJobs();
}

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
