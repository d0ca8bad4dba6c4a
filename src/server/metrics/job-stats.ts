/**
 * The job queue's depth and age, read from pg-boss's table at each scrape (docs/operations.md "Metrics"; the
 * queue: docs/operations.md "Job queue", jobs/queue.ts). One statement over the unfinished jobs of the app's
 * queues, answered from pg-boss's partial index `job_i14 (name, state, blocked, start_after) WHERE state IN
 * ('created', 'retry', 'active', 'failed')`: completed jobs (most of the table) are never read.
 *
 * A scrape must answer quickly even while the database is away or slow, with what the process knows: the read
 * gets JOB_STATS_TIMEOUT_MS, after which the scrape goes on without it (the job gauges are then absent and
 * `jobs_stats_up` is 0). A read still running from an earlier scrape is awaited again rather than started twice,
 * so a stuck database never piles up statements (the pool's statement timeout ends it).
 */
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../db/client.ts";
import { APP_QUEUES, JOB_SCHEMA } from "../jobs/queue.ts";
import { type QueueStats, setJobStats } from "./metrics.ts";

/** How long a scrape waits for the job table (ms). */
export const JOB_STATS_TIMEOUT_MS = 500;

interface StatsRow {
  name: string;
  queued: number | string;
  deferred: number | string;
  active: number | string;
  dead: number | string;
  oldest_seconds: number | string | null;
}

/** The unfinished jobs of the app's queues, per queue (see the header: one index, no completed job read). */
async function readJobStats(db: DbOrTx): Promise<QueueStats[]> {
  const queues = `{${APP_QUEUES.join(",")}}`;
  // The state list is the index's predicate word for word, so the planner may use it.
  const rows = await queryRows<StatsRow>(
    db,
    sql`select name,
               count(*) filter (where state in ('created', 'retry') and start_after <= now()) as queued,
               count(*) filter (where state in ('created', 'retry') and start_after > now()) as deferred,
               count(*) filter (where state = 'active') as active,
               count(*) filter (where state = 'failed') as dead,
               extract(epoch from now() - min(start_after)
                 filter (where state in ('created', 'retry') and start_after <= now())) as oldest_seconds
          from ${sql.raw(JOB_SCHEMA)}.job
         where name = any(${queues}::text[])
           and state in ('created', 'retry', 'active', 'failed')
         group by name`,
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  // Every queue is listed, idle ones as zeros, so that a rule comparing a queue's figure finds the series.
  return APP_QUEUES.map((queue) => {
    const row = byName.get(queue);
    return {
      queue,
      queued: Number(row?.queued ?? 0),
      deferred: Number(row?.deferred ?? 0),
      active: Number(row?.active ?? 0),
      dead: Number(row?.dead ?? 0),
      oldestSeconds: Math.max(0, Number(row?.oldest_seconds ?? 0)),
    };
  });
}

/** The read under way, per database handle (a second scrape during a slow read awaits the same one). */
const reading = new WeakMap<object, Promise<QueueStats[] | null>>();

/**
 * Reads the job table of `db` (at most JOB_STATS_TIMEOUT_MS) and sets the job gauges from it (metrics.ts
 * `setJobStats`): figures per queue when read in time, none (`jobs_stats_up` 0) when the read failed or is still
 * running. Never throws.
 */
export async function refreshJobStats(db: DbOrTx): Promise<void> {
  let read = reading.get(db);
  if (!read) {
    const started = readJobStats(db).catch(() => null);
    read = started;
    reading.set(db, started);
    void started.finally(() => {
      if (reading.get(db) === started) reading.delete(db);
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), JOB_STATS_TIMEOUT_MS);
  });
  try {
    setJobStats(await Promise.race([read, late]));
  } finally {
    clearTimeout(timer);
  }
}
