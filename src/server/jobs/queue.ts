/**
 * The durable job queue in PostgreSQL (docs/decisions/013-notifications-and-the-job-queue.md): one `jobs` table,
 * the same code on PostgreSQL and on embedded PGlite, over the app's drizzle connection.
 *
 * - `enqueueJob` inserts a row, normally inside the transaction that wrote the data the job is about, so a job
 *   exists exactly when its cause was committed (a rolled-back post queues nothing).
 * - A worker claims due jobs with `SELECT … FOR UPDATE SKIP LOCKED`: several instances share the table and
 *   never take the same job. The handler runs inside the claiming transaction together with the job's
 *   deletion, so its database effects are committed exactly once: a process killed mid-job rolls back and the
 *   job is taken again by the next worker.
 * - A handler that throws is retried with exponential backoff (`runAt`), up to `maxAttempts`; then the row is
 *   kept with `failedAt` for an operator, never dropped.
 */
import { sql } from "drizzle-orm";
import { type Database, type DbOrTx, queryRows, type Transaction } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";

/** One claimed job. */
export interface Job<P = unknown> {
  id: number;
  queue: string;
  payload: P;
  attempts: number;
  maxAttempts: number;
}

/** A job's work: runs inside the claiming transaction (its writes commit with the job's removal). */
export type JobHandler = (tx: Transaction, payload: never, job: Job) => Promise<void>;

/** Backoff after failed attempt `attempts` (1, 2, …): 2 s, 4 s, 8 s … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 1000 * 2 ** Math.max(1, attempts));
}

/**
 * Queues a job on `queue`. Pass the transaction that writes the job's cause.
 * @param options `runAt` (default now), `maxAttempts` (default 10).
 */
export async function enqueueJob(
  db: DbOrTx,
  queue: string,
  payload: unknown,
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<void> {
  await db.insert(jobs).values({
    queue,
    payload,
    runAt: options.runAt ?? new Date(),
    maxAttempts: options.maxAttempts ?? 10,
  });
}

interface JobRow {
  id: string | number;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** Which due jobs a run may take (tests and benchmarks; the worker takes any due job). */
export interface JobScope {
  /** Only jobs with a larger id: those queued after `lastJobId` was read (a test's own jobs and their children). */
  afterId?: number;
  /** Ids passed over (a drain's jobs that already failed once in it). */
  skip?: ReadonlySet<number>;
}

/**
 * Runs at most one due job of the handled queues in its own transaction; returns false when none was due.
 * A failing handler rolls its writes back; the attempt and the backoff are then recorded in a second
 * transaction (the first one is gone).
 */
export async function runOneJob(
  db: Database,
  handlers: Readonly<Record<string, JobHandler>>,
  scope: JobScope = {},
): Promise<boolean> {
  return (await runNextJob(db, handlers, scope)) !== null;
}

/** The job one run took (null: none was due) and whether its handler threw. */
async function runNextJob(
  db: Database,
  handlers: Readonly<Record<string, JobHandler>>,
  scope: JobScope,
): Promise<{ id: number; failed: boolean } | null> {
  const queues = Object.keys(handlers);
  if (queues.length === 0) return null;
  const skip = [...(scope.skip ?? [])];
  let claimed: Job | null = null;
  try {
    await db.transaction(async (tx) => {
      // Background work may take longer than a request's statement timeout (a fan-out to 10,000 followers on a
      // busy machine): this transaction gets a minute per statement.
      await tx.execute(sql`set local statement_timeout = '60s'`);
      // SKIP LOCKED: a job another instance is running is passed over, never waited for or taken twice.
      const [row] = await queryRows<JobRow>(
        tx,
        sql`select id, queue, payload, attempts, max_attempts from jobs
            where failed_at is null and run_at <= now()
              and queue in (${sql.join(
                queues.map((queue) => sql`${queue}`),
                sql`, `,
              )})
              ${scope.afterId === undefined ? sql`` : sql`and id > ${scope.afterId}`}
              ${
                skip.length === 0
                  ? sql``
                  : sql`and id not in (${sql.join(
                      skip.map((id) => sql`${id}`),
                      sql`, `,
                    )})`
              }
            order by run_at, id
            limit 1
            for update skip locked`,
      );
      if (!row) return;
      const job: Job = {
        id: Number(row.id),
        queue: row.queue,
        payload: row.payload,
        attempts: row.attempts + 1,
        maxAttempts: row.max_attempts,
      };
      claimed = job;
      const handler = handlers[job.queue];
      if (!handler) return;
      await handler(tx, job.payload as never, job);
      await tx.execute(sql`delete from jobs where id = ${job.id}`);
    });
  } catch (error) {
    const job = claimed as Job | null;
    if (!job) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const failed = job.attempts >= job.maxAttempts;
    await db.execute(
      sql`update jobs set attempts = ${job.attempts}, last_error = ${message.slice(0, 2000)},
            run_at = now() + ${`${backoffMs(job.attempts)} milliseconds`}::interval,
            failed_at = ${failed ? sql`now()` : sql`null`}
          where id = ${job.id}`,
    );
    console.error(`[jobs] ${job.queue} #${job.id} attempt ${job.attempts} failed: ${message}`);
    return { id: job.id, failed: true };
  }
  const done = claimed as Job | null;
  return done ? { id: done.id, failed: false } : null;
}

/** The largest job id so far (0 when none): pass it as `afterId` to run only the jobs queued after this call. */
export async function lastJobId(db: Database): Promise<number> {
  const [row] = await queryRows<{ id: string | number | null }>(db, sql`select max(id) as id from jobs`);
  return Number(row?.id ?? 0);
}

/**
 * Runs due jobs of `scope` until none is due (tests and benchmarks); returns how many ran. A job that fails is
 * not taken again by the same drain: its retry waits for its backoff like on the worker, so a job that keeps
 * failing (an unreachable push service) ends the drain instead of being retried in it until its last attempt.
 */
export async function drainJobs(
  db: Database,
  handlers: Readonly<Record<string, JobHandler>>,
  scope: JobScope = {},
): Promise<number> {
  const skip = new Set(scope.skip ?? []);
  let ran = 0;
  for (;;) {
    const done = await runNextJob(db, handlers, { afterId: scope.afterId, skip });
    if (!done) return ran;
    ran += 1;
    if (done.failed) skip.add(done.id);
  }
}

/** A running worker. */
export interface JobWorker {
  /** Stops polling; resolves when the job under way has finished. */
  stop(): Promise<void>;
}

/**
 * Polls the queue every `pollMs` (default 500 ms) and runs due jobs one after the other until none is due.
 * One worker per process; any number of processes may run one against the same database.
 */
export function startJobWorker(
  db: Database,
  handlers: Readonly<Record<string, JobHandler>>,
  pollMs = 500,
): JobWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      while (!stopped && (await runOneJob(db, handlers))) {
        // the next due job, until none is due
      }
    } catch (error) {
      console.error("[jobs] worker error", error);
    }
  };
  const timer = setInterval(() => {
    // One pass at a time: a pass still running when the timer fires is not doubled.
    running ??= tick().finally(() => {
      running = null;
    });
  }, pollMs);
  timer.unref?.();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
