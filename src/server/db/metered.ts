/**
 * Database time and pool waits for the metrics (docs/operations.md "Metrics": `db_query_duration_seconds`,
 * `db_pool_wait_seconds` by pool). postgres.js queues a statement for a free connection without telling anyone, so
 * the pool's `max` connections are handed out here first: a statement (or a whole transaction, `begin`) takes one
 * of `max` slots, the time it waited for one is the pool wait, and the time from then to its result its database
 * time. postgres.js then always finds a connection free. Nesting is as with postgres.js alone: work holding a slot
 * that asks the pool for another waits for one, as it would wait for a connection.
 */
import type postgres from "postgres";
import { type DatabasePool, observeDatabaseQuery, observePoolWait } from "../metrics/metrics.ts";

/**
 * What a wrapped `unsafe` returns: a lazy query as postgres.js's own, run when awaited — drizzle awaits the query
 * itself (`run(false)`) or its `.values()` (`run(true)`, rows as arrays). Used by db/replicas.ts too.
 */
export function lazyQuery(run: (values: boolean) => Promise<unknown>) {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a lazy query, as postgres.js's own: run when awaited.
    then: (resolve: (value: unknown) => unknown, reject: (reason: unknown) => unknown) =>
      run(false).then(resolve, reject),
    catch: (reject: (reason: unknown) => unknown) => run(false).catch(reject),
    values: () => run(true),
  };
}

/** `client` with `unsafe` and `begin` taking one of `max` slots, timed into the metrics of `pool`. */
export function meteredClient(client: postgres.Sql, pool: DatabasePool, max: number): postgres.Sql {
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> | null => {
    if (active < max) {
      active++;
      return null;
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  // A freed slot goes straight to the next waiter, so `active` never drops while someone waits.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const metered = async <T>(work: () => Promise<T>): Promise<T> => {
    const queued = performance.now();
    const wait = acquire();
    if (wait) await wait;
    const started = performance.now();
    observePoolWait(pool, (started - queued) / 1000);
    try {
      return await work();
    } finally {
      release();
      observeDatabaseQuery(pool, (performance.now() - started) / 1000);
    }
  };
  const unsafe = ((text: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) => {
    // drizzle awaits the query itself or its `.values()`; postgres.js runs a query when it is awaited.
    const run = (values: boolean) =>
      metered(async () => {
        const query = client.unsafe(text, params as never, options);
        return values ? await query.values() : await query;
      });
    return lazyQuery(run);
  }) as unknown as postgres.Sql["unsafe"];
  const begin = ((...args: unknown[]) =>
    metered(() => (client.begin as (...a: unknown[]) => Promise<unknown>)(...args))) as postgres.Sql["begin"];
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      if (property === "begin") return begin;
      return Reflect.get(target, property, receiver);
    },
  });
}
