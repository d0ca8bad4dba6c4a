/**
 * The durable job queue: pg-boss 12 in the `pgboss` schema of the app's database, the same code on PostgreSQL and
 * on embedded PGlite (docs/decisions/022-the-job-queue-is-pg-boss.md).
 *
 * - `enqueueJob` / `enqueueJobs` insert through pg-boss's `send` / `insert` with `{ db }` set to the caller's
 *   drizzle transaction, so a job exists exactly when its cause was committed (a rolled-back post queues nothing).
 * - pg-boss claims a job with `SELECT … FOR UPDATE SKIP LOCKED` (several instances share the table and never
 *   take the same job) and runs the handler with `work(name, { transactional: true }, …)`: the handler's writes
 *   and the job's completion commit together in one drizzle transaction opened for pg-boss (jobs/boss-db.ts
 *   `deferredTransaction`). A handler that throws rolls back; pg-boss records the failure and retries with
 *   exponential backoff; after the last attempt the job stays `failed` for an operator.
 * - A process killed mid-job leaves its job `active`; another instance's supervisor puts it back to `retry` once
 *   its `expireInSeconds` passed (JOB_SEND_EXPIRE_SECONDS for mail and push, 5 minutes for the fan-out).
 */
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { type Db as BossDb, type Job as BossJob, fromPglite, PgBoss, type QueueOptions } from "pg-boss";
import postgres from "postgres";
import {
  type Database,
  type DatabaseHandle,
  type DbOrTx,
  queryRows,
  type Transaction,
} from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { DEFAULT_JOB_SETTINGS, type JobQueueSettings } from "../env.ts";
import { countJobAttempt } from "../metrics/metrics.ts";
import { bossDb, deferredTransaction, postgresAdapter, transactionOf } from "./boss-db.ts";

/** The schema pg-boss keeps its tables in (`pgboss.job`, `pgboss.queue`, …). */
export const JOB_SCHEMA = "pgboss";

/** One job as a handler sees it. */
export interface Job<P = unknown> {
  id: string;
  queue: string;
  payload: P;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
}

/** A job's work: runs inside the transaction its completion commits in (its writes commit exactly with it). */
export type JobHandler = (tx: Transaction, payload: never, job: Job) => Promise<void>;

/**
 * The work of a queue whose jobs wait on a remote server (the pushes: docs/product.md §11 Web push): `run` gets the
 * queue's database outside any transaction — one held across a slow send would pin a pooled connection, and on
 * PGlite stop every request — and is completed after it returns (a process killed in between sends it again).
 * Up to `concurrency` jobs run at once in each process, and at most `perGroup` jobs of one group
 * (`enqueueGroupedJobs`) in each process, so one slow group takes at most that many of the workers (pg-boss's local
 * group limit: counted in memory before a job starts, so workers woken together cannot overshoot it as the
 * database-counted one can). `reserved` of the workers take only trusted jobs (priority 1), which the others also
 * take first: untrusted groups together never hold more than `concurrency - reserved` workers.
 */
export interface ConcurrentJobWork {
  run: (db: Database, payload: never, job: Job) => Promise<void>;
  concurrency: number;
  perGroup: number;
  reserved: number;
}

/** A job of a grouped queue: its payload, its group, and whether it is trusted (ConcurrentJobWork). */
export interface GroupedJob {
  payload: object;
  group: string;
  trusted: boolean;
}

/** How one queue is worked: a transactional handler (one job at a time) or concurrent work. */
export type QueueWork = JobHandler | ConcurrentJobWork;

/** Attempts of a job before it stays failed: the first run and nine retries. */
export const MAX_ATTEMPTS = 10;

/**
 * The retry policy of queue `name`: 10 attempts, exponential backoff from 2 s (2–4 s, 4–8 s, … with pg-boss's
 * jitter) capped at one hour; failed jobs kept 30 days, completed ones 1 day. The fan-out (`notify`) may run 5
 * minutes; every other queue talks to a mail or push server and gets `sendExpireSeconds` (env
 * JOB_SEND_EXPIRE_SECONDS, default 60): the delay before a job whose process was killed mid-send is sent by
 * another instance.
 */
export function queuePolicy(name: string, sendExpireSeconds: number): QueueOptions {
  if (name === "webhook-delivery") {
    // Webhooks (docs/product.md "Webhooks"): 25 attempts from 10 s doubling to a 6-hour cap — about three days in
    // all, when an endpoint failing that long is disabled (domains/webhooks/webhook-delivery.ts).
    return {
      retryLimit: 24,
      retryDelay: 10,
      retryBackoff: true,
      retryDelayMax: 6 * 3600,
      expireInSeconds: sendExpireSeconds,
      deleteAfterSeconds: 24 * 3600,
      retentionSeconds: 30 * 24 * 3600,
    };
  }
  return {
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: name === "notify" || name === "webhook-fanout" ? 300 : sendExpireSeconds,
    deleteAfterSeconds: 24 * 3600,
    retentionSeconds: 30 * 24 * 3600,
  };
}

/** The queues of the app (jobs/handlers.ts imports them; kept here so opening the queue needs no handlers). */
export const APP_QUEUES = [
  "account-mail",
  "notify",
  "notification-mail",
  "comment-mail-batch",
  "notification-digest",
  "thread-mail",
  "notification-push",
  "message-push",
  "webhook-fanout",
  "webhook-delivery",
  "appointment-reminder",
];

/** An open queue: pg-boss on one database, with the drizzle database its handlers' transactions run on. */
export interface JobQueue {
  boss: PgBoss;
  /** Where handler transactions are opened (PostgreSQL: the queue's own pool; PGlite: the app's instance). */
  db: Database;
  /** On embedded PGlite (one database thread in this process, shared with the requests). */
  embedded: boolean;
  /** The expiry and supervision timing it was opened with. */
  settings: JobQueueSettings;
  /** Stops the workers (waiting for the jobs under way) and pg-boss's timers; closes the queue's own pool. */
  stop(): Promise<void>;
}

/** The queue of this process (the last opened): `enqueueJob` sends through it. */
let current: JobQueue | undefined;

/**
 * Opens the queue on `handle`: starts pg-boss (creating or migrating the `pgboss` schema; several instances
 * starting at once are serialised by pg-boss's advisory lock), creates the app's queues with their policy
 * (`queuePolicy`), and makes it this process's queue for `enqueueJob`.
 * @param options `supervise` false in processes that run no worker (tests, scripts): no supervisor, and the
 *   queues' policy is left as the servers set it. `settings`: the server's JOB_SEND_EXPIRE_SECONDS and
 *   JOB_SUPERVISE_SECONDS (env.ts); default 60 s and 10 s.
 * @throws what pg-boss's start throws (database unreachable, a newer schema than this pg-boss).
 */
export async function openJobQueue(
  handle: DatabaseHandle,
  options: { supervise?: boolean; settings?: JobQueueSettings } = {},
): Promise<JobQueue> {
  const settings = options.settings ?? DEFAULT_JOB_SETTINGS;
  let db: BossDb;
  let txDb: Database;
  let client: postgres.Sql | undefined;
  if (handle.kind === "pglite" && handle.pglite) {
    txDb = handle.db;
    db = { ...fromPglite(handle.pglite), beginTransaction: deferredTransaction(handle.db) };
  } else if (handle.databaseUrl) {
    // A pool of its own: handler transactions pin a connection each (one per queue) and must not take the
    // request pool's; statements get the minute background work needs instead of the requests' 3 s. Its sockets
    // are the server's breaker's (db/availability.ts): cut when the database is found away (a worker never waits
    // on a silent connection after it is back) and not opened while it is.
    client = postgres(handle.databaseUrl, {
      max: 8,
      onnotice: () => {},
      ...handle.availability?.driverOptions,
      connection: { statement_timeout: 60_000 },
    });
    txDb = drizzlePostgres(client, { schema, casing: "snake_case" }) as unknown as Database;
    db = postgresAdapter(client, txDb);
  } else {
    throw new Error("openJobQueue needs a PGlite instance or a PostgreSQL URL");
  }
  const supervise = options.supervise ?? true;
  const boss = new PgBoss({
    db,
    schema: JOB_SCHEMA,
    backend: handle.kind === "pglite" ? "pglite" : "postgres",
    supervise,
    schedule: false,
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
    useListenNotify: true,
    registerInstance: supervise,
    monitorVacuum: false,
    reindex: false,
  });
  // An EventEmitter without an `error` listener would throw it; pg-boss reports maintenance errors this way.
  boss.on("error", (error) => console.error("[jobs] pg-boss error", error));
  await boss.start();
  // Only a process that runs the workers sets the policy: a test or script opening the queue beside the servers
  // (with its own environment) must not change their expiry.
  for (const name of APP_QUEUES) await ensureQueue(boss, name, supervise, settings);
  if (supervise) {
    const adopted = await adoptLegacyJobs(boss, txDb);
    if (adopted > 0)
      console.warn(`[jobs] moved ${adopted} unfinished jobs of the old jobs table into pg-boss`);
  }
  // A queue opened beside this process's (a test's second instance) hands it back when stopped.
  const previous = current;
  const queue: JobQueue = {
    boss,
    db: txDb,
    embedded: handle.kind === "pglite",
    settings,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
      if (current === queue) current = previous;
      await client?.end({ timeout: 5 });
    },
  };
  current = queue;
  return queue;
}

/**
 * Creates queue `name` with its policy when missing, else brings its policy up to date (a changed
 * JOB_SEND_EXPIRE_SECONDS applies to the jobs queued from then on); either way `boss` caches the queue, so a
 * send inside a caller's transaction reads no row through another connection (on PGlite it would wait for that
 * very transaction).
 */
async function ensureQueue(
  boss: PgBoss,
  name: string,
  update: boolean,
  settings: JobQueueSettings,
): Promise<void> {
  await boss.createQueue(name, { ...queuePolicy(name, settings.sendExpireSeconds), notify: true });
  if (!update) return;
  const { retryDelayMax: _fixedAtCreation, ...policy } = queuePolicy(name, settings.sendExpireSeconds);
  await boss.updateQueue(name, policy);
}

/**
 * Moves the unfinished rows of the old `jobs` table (drizzle/0009, the queue before pg-boss) into pg-boss, in one
 * transaction (deleted there, inserted here: several instances starting at once move each row once). Failed rows
 * stay in the old table for an operator. @returns how many rows were moved (0 once the table is gone).
 */
async function adoptLegacyJobs(boss: PgBoss, db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [table] = await queryRows<{ name: string | null }>(
      tx,
      sql`select to_regclass('public.jobs')::text as name`,
    );
    if (!table?.name) return 0;
    const rows = await queryRows<{ queue: string; payload: object }>(
      tx,
      sql`delete from jobs where failed_at is null and queue = any(${`{${APP_QUEUES.join(",")}}`}::text[])
          returning queue, payload`,
    );
    for (const name of APP_QUEUES) {
      const jobs = rows.filter((row) => row.queue === name).map((row) => ({ data: row.payload }));
      if (jobs.length > 0) await boss.insert(name, jobs, { db: bossDb(tx) });
    }
    return rows.length;
  });
}

/** The queue of this process (the last opened). @throws when none was opened (`openJobQueue`). */
export function activeJobQueue(): JobQueue {
  if (!current) throw new Error("no job queue is open in this process: call openJobQueue(handle) first");
  return current;
}

/**
 * Queues a job on `queue`. Pass the transaction that writes the job's cause.
 * @param options `startAfter` (default now).
 * @throws when no queue is open in this process, or `queue` was never created.
 */
export async function enqueueJob(
  db: DbOrTx,
  queue: string,
  payload: object,
  options: { startAfter?: Date } = {},
): Promise<void> {
  await activeJobQueue().boss.send(queue, payload, { db: bossDb(db), ...options });
}

/** Queues one job per payload on `queue` in one statement (inside `db`'s transaction, like `enqueueJob`). */
export async function enqueueJobs(db: DbOrTx, queue: string, payloads: object[]): Promise<void> {
  if (payloads.length === 0) return;
  await activeJobQueue().boss.insert(
    queue,
    payloads.map((data) => ({ data })),
    { db: bossDb(db) },
  );
}

/**
 * Queues one job per entry on `queue` in one statement (inside `db`'s transaction, like `enqueueJob`), each in its
 * `group` (at most ConcurrentJobWork.perGroup jobs of a group run at once in a process; trusted jobs go first and
 * may use the reserved workers).
 */
export async function enqueueGroupedJobs(
  db: DbOrTx,
  queue: string,
  jobs: readonly GroupedJob[],
): Promise<void> {
  if (jobs.length === 0) return;
  await activeJobQueue().boss.insert(
    queue,
    jobs.map((job) =>
      job.trusted
        ? { data: job.payload, group: { id: job.group }, priority: 1 }
        : { data: job.payload, group: { id: job.group } },
    ),
    { db: bossDb(db) },
  );
}

/**
 * SQL that is true when queue `queue` holds an unfinished job (created, retry or active) whose payload satisfies
 * `condition` (written over `j.data`): the schedules queue nothing twice.
 */
export function pendingJobSql(queue: string, condition: ReturnType<typeof sql>) {
  return sql`exists (select 1 from ${sql.raw(JOB_SCHEMA)}.job j where j.name = ${queue}
    and j.state in ('created', 'retry', 'active') and ${condition})`;
}

/** A job of queue `queue` as its handler sees it (Job), from pg-boss's row (`retryCount` 0 is attempt 1). */
export function jobOf(queue: string, job: BossJob<unknown>): Job {
  return { id: job.id, queue, payload: job.data, attempt: job.retryCount + 1 };
}

/** A running worker. */
export interface JobWorker {
  /** Stops fetching; resolves when the jobs under way have finished. */
  stop(): Promise<void>;
}

/**
 * How often a worker looks for jobs (s) besides LISTEN/NOTIFY, which wakes it as soon as a job is queued (also on
 * PGlite, whose NOTIFY is delivered in process): `pollingIntervalSeconds` while the listener is down,
 * `notifyPollingIntervalSeconds` as the backstop for a missed notification. On PostgreSQL a poll is a cheap indexed
 * statement. On embedded PGlite each fetch of the six queues takes its one database thread for tens of
 * milliseconds, shared with every request: polling every 0.5–2 s kept an idle board at about half a core and made
 * the browser journeys twice as slow, so there it polls every 5–10 s.
 */
export function pollingFor(queue: Pick<JobQueue, "embedded">): {
  pollingIntervalSeconds: number;
  notifyPollingIntervalSeconds: number;
} {
  return queue.embedded
    ? { pollingIntervalSeconds: 5, notifyPollingIntervalSeconds: 10 }
    : { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 2 };
}

/**
 * Awaits one attempt of a job of `queue`, counting it as completed or failed (docs/operations.md "Metrics":
 * `jobs_completed_total`, `jobs_failed_total`). @throws what the attempt throws.
 */
async function counting(queue: string, attempt: Promise<void>): Promise<void> {
  try {
    await attempt;
  } catch (error) {
    countJobAttempt(queue, false);
    throw error;
  }
  countJobAttempt(queue, true);
}

/**
 * Runs the handled queues with pg-boss workers (woken by LISTEN/NOTIFY, polling besides: `pollingFor`): a
 * JobHandler one job at a time per queue, each in a transaction its completion commits in; a ConcurrentJobWork
 * outside transactions, several at once (see there). Any number of processes may run one.
 */
export async function startJobWorker(
  queue: JobQueue,
  handlers: Readonly<Record<string, QueueWork>>,
): Promise<JobWorker> {
  const names = Object.keys(handlers);
  for (const name of names) {
    const work = handlers[name] as QueueWork;
    if (typeof work !== "function") {
      const run = async ([job]: BossJob<unknown>[]) => {
        if (!job) throw new Error(`[jobs] ${name}: no job`);
        try {
          await counting(name, work.run(queue.db, job.data as never, jobOf(name, job)));
        } finally {
          // pg-boss wakes each worker once per notification, however many jobs it announced (a fan-out inserts
          // them in one statement), and a worker that found a job then waits for its next poll: the rest of a
          // burst would go at one job per worker and poll. A worker that just ran a job looks again at once
          // instead (the busy ones are this one and its peers mid-job; idle ones are not woken).
          for (const worker of queue.boss.getWipData()) {
            if (worker.name === name && worker.count > 0) queue.boss.notifyWorker(worker.id);
          }
        }
      };
      const options = {
        batchSize: 1,
        ...pollingFor(queue),
        localGroupConcurrency: work.perGroup,
      };
      if (work.concurrency > work.reserved) {
        await queue.boss.work(name, { ...options, localConcurrency: work.concurrency - work.reserved }, run);
      }
      if (work.reserved > 0) {
        await queue.boss.work(name, { ...options, localConcurrency: work.reserved, minPriority: 1 }, run);
      }
      continue;
    }
    const handler = work;
    await queue.boss.work(
      name,
      {
        transactional: true,
        batchSize: 1,
        ...pollingFor(queue),
        // One job per fetch (a mail that fails must not roll back its neighbours' completion), so a backlog
        // (the mails of a large fan-out) is fetched back to back while the queue's cached count shows more than one.
        burstWhenReadyExceeds: 1,
      },
      async ([job]: BossJob<unknown>[], txDb: BossDb) => {
        const tx = transactionOf(txDb);
        if (!job || !tx) throw new Error(`[jobs] ${name}: no job or no transaction of this module`);
        await counting(name, handler(tx, job.data as never, jobOf(name, job)));
      },
    );
  }
  return {
    async stop() {
      await Promise.all(names.map((name) => queue.boss.offWork(name, { wait: true })));
    },
  };
}
