/**
 * pg-boss's database over ours (docs/decisions/022-the-job-queue-is-pg-boss.md, how it is
 * wired): pg-boss talks to a `Db` (`executeSql`, `listen`, `beginTransaction`). These adapters give it a drizzle
 * database or transaction (`bossDb`), a drizzle transaction it opens and settles itself (`deferredTransaction`,
 * the handler's writes and the job's completion in one commit), and the queue's own postgres.js pool
 * (`postgresAdapter`). jobs/queue.ts opens pg-boss on them.
 */
import { sql } from "drizzle-orm";
import { type Db as BossDb, type DrizzleTransactionLike, fromDrizzle } from "pg-boss";
import type postgres from "postgres";
import type { Database, DbOrTx, Transaction } from "../db/client.ts";

/** Drizzle transactions behind the pg-boss adapters this module hands out (what a handler gets back). */
const transactions = new WeakMap<BossDb, Transaction>();

/** pg-boss's view of a drizzle database or transaction (its statements run there). */
export function bossDb(db: DbOrTx): BossDb {
  return fromDrizzle(db as unknown as DrizzleTransactionLike, sql);
}

/** Thrown inside a deferred transaction to roll it back. */
const ROLLBACK = Symbol("rollback");

/**
 * A pg-boss `beginTransaction` over drizzle: opens `db.transaction` and keeps it open until pg-boss settles it
 * from another call frame. On PostgreSQL this pins one pooled connection; on PGlite it holds PGlite's
 * transaction lock, so the app's other statements wait for it (as they wait for any transaction there).
 */
export function deferredTransaction(db: Database) {
  return () =>
    new Promise<{ db: BossDb; commit(): Promise<void>; rollback(): Promise<void> }>((resolve, reject) => {
      let settle: (commit: boolean) => void = () => {};
      const outcome = new Promise<boolean>((done) => {
        settle = done;
      });
      let begun = false;
      const finished = db.transaction(async (tx) => {
        const adapter = bossDb(tx);
        transactions.set(adapter, tx);
        begun = true;
        resolve({
          db: adapter,
          async commit() {
            settle(true);
            await finished;
          },
          async rollback() {
            settle(false);
            await finished.catch(() => undefined);
          },
        });
        if (!(await outcome)) throw ROLLBACK;
      });
      finished.catch((error) => {
        if (!begun) reject(error);
      });
    });
}

/**
 * A parameter as node-postgres (pg-boss's own driver) would send it: dates as ISO text and objects as JSON;
 * postgres.js, given a parameter the server typed as text or jsonb, accepts only strings there.
 */
function pgValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === "object" && !Array.isArray(value) && !Buffer.isBuffer(value)) {
    return JSON.stringify(value);
  }
  return value;
}

/** pg-boss's database on a postgres.js client (multi-statement texts answer an array of results). */
export function postgresAdapter(client: postgres.Sql, db: Database): BossDb {
  return {
    async executeSql(text, values) {
      // pg-boss sends some maintenance as one `BEGIN; …; COMMIT` text, which postgres.js runs only on a
      // reserved connection (a pooled one could interleave another statement into the transaction).
      let result: unknown[];
      if (!values?.length && /\bBEGIN\b/i.test(text)) {
        const reserved = await client.reserve();
        try {
          result = (await reserved.unsafe(text)) as unknown as unknown[];
        } catch (error) {
          // A statement that failed inside the text leaves its `BEGIN` open and aborted (the `COMMIT` after it never
          // ran): end it here, or the pooled connection answers every later statement with 25P02 "current
          // transaction is aborted" (seen with three instances starting at once on an empty database).
          await reserved.unsafe("rollback").catch(() => undefined);
          throw error;
        } finally {
          reserved.release();
        }
      } else {
        result = (await client.unsafe(text, (values ?? []).map(pgValue) as never[])) as unknown as unknown[];
      }
      const rows =
        result.length > 0 && Array.isArray(result[0]) ? (result as unknown[][]).flat() : [...result];
      return { rows };
    },
    async listen(channel, onNotification, onReconnect) {
      const subscription = await client.listen(channel, onNotification, onReconnect);
      return { close: () => subscription.unlisten() };
    },
    beginTransaction: deferredTransaction(db),
  };
}

/** The drizzle transaction behind an adapter of `deferredTransaction` (what a handler gets), if it is one. */
export function transactionOf(adapter: BossDb): Transaction | undefined {
  return transactions.get(adapter);
}
