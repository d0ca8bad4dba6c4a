/**
 * Opens the database: PostgreSQL through postgres.js when DATABASE_URL is set, otherwise embedded PGlite in
 * DATA_DIR (docs/architecture.md "Database"). Migrations of drizzle/ are applied by `migrateDatabase`.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "../env.ts";
import { DatabaseAvailability } from "./availability.ts";
import type { Database, DbOrTx } from "./database-types.ts";
import { meteredClient } from "./metered.ts";
import { preparingClient } from "./prepared.ts";
import { ReplicaSet } from "./replicas.ts";
import * as schema from "./schema/index.ts";

export type { Database, DbOrTx, Transaction } from "./database-types.ts";

/** An open database with its driver, for migrations, raw rows and shutdown. */
export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The postgres.js client (kind "postgres"), used for LISTEN/NOTIFY. */
  postgresClient?: postgres.Sql;
  /** The PGlite instance (kind "pglite"). */
  pglite?: PGlite;
  /** The PostgreSQL URL (kind "postgres"): migrations open their own connection with it. */
  databaseUrl?: string;
  /**
   * The breaker of a server's database (db/availability.ts; opened with `watchAvailability`): other clients of the
   * same database (the job queue's pool) take its `driverOptions`, so their sockets are cut and refused with the pool's.
   */
  availability?: DatabaseAvailability;
  /** The read replicas (kind "postgres" with replica URLs; db/replicas.ts), else undefined. */
  replicas?: ReplicaSet;
  close(): Promise<void>;
}

/** Connections of a server's PostgreSQL pool (and of each replica's). */
export const POOL_MAX = 10;

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite stored in `dataDir/pglite`
 * (or in memory when `dataDir` is "memory://"). The server passes `connectTimeoutMs` (DB_CONNECT_TIMEOUT_MS):
 * opening a connection to an unreachable host fails after it instead of postgres.js's 30 s; and
 * `watchAvailability`: the breaker of db/availability.ts, so that during an outage every request is answered 503
 * within about a second, at once once the outage is known, and the pool comes back by itself (docs/operations.md
 * "Database outages"). Scripts and tests keep the driver's defaults.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  connectTimeoutMs?: number;
  /**
   * PostgreSQL statement timeout of the pool in ms, 0 for none; default 3,000 (the server passes env
   * STATEMENT_TIMEOUT_MS). PGlite runs one statement at a time in-process and has none.
   */
  statementTimeoutMs?: number;
  /** Hot statements become named prepared statements (default true; the server passes DB_PREPARED_STATEMENTS). */
  preparedStatements?: boolean;
  /** Guard the pool with a DatabaseAvailability breaker (the server: true). */
  watchAvailability?: boolean;
  /** Read replicas of `databaseUrl` (DATABASE_REPLICA_URLS; db/replicas.ts); none when empty or unset. */
  replicaUrls?: readonly string[];
  /** A replica further behind than this (ms) serves no reads (REPLICA_MAX_LAG_MS; default 5,000). */
  replicaMaxLagMs?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const availability = options.watchAvailability
      ? new DatabaseAvailability(options.databaseUrl)
      : undefined;
    // Every statement of the pool is cancelled after the statement timeout (a 503 with a Japanese text,
    // errors.ts timeoutError): a query that somehow runs long never holds a connection for seconds
    // (decision 015). Migrations run on a connection of their own without it.
    const client = postgres(options.databaseUrl, {
      max: POOL_MAX,
      onnotice: () => {},
      ...(options.connectTimeoutMs ? { connect_timeout: options.connectTimeoutMs / 1000 } : {}),
      ...availability?.driverOptions,
      connection: { statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS },
    });
    const guarded = availability ? availability.guardClient(client) : client;
    // Hot statements become named prepared statements (db/prepared.ts, decision 015);
    // DB_PREPARED_STATEMENTS=off sends every statement unnamed (for comparing, bench/overhead.ts).
    const prepare = options.preparedStatements ?? true;
    // Database time and pool waits for the metrics (db/metered.ts): the pool's 10 connections handed out there.
    const metered = meteredClient(guarded, "primary", POOL_MAX);
    const primaryClient = prepare ? preparingClient(metered) : metered;
    const db = drizzlePostgres(primaryClient, {
      schema,
      casing: "snake_case",
    }) as unknown as Database;
    // Public reads may go to a replica (docs/operations.md "Read replicas"); a statement a replica cannot
    // answer runs again on `primaryClient`.
    let replicas: ReplicaSet | undefined;
    if (options.replicaUrls && options.replicaUrls.length > 0) {
      replicas = new ReplicaSet({
        primaryUrl: options.databaseUrl,
        primaryClient,
        replicaUrls: options.replicaUrls,
        maxLagMs: options.replicaMaxLagMs ?? 5000,
        connectTimeoutMs: options.connectTimeoutMs,
        statementTimeoutMs: options.statementTimeoutMs,
        preparedStatements: prepare,
      });
      await replicas.start();
    }
    return {
      db,
      kind: "postgres",
      postgresClient: client,
      databaseUrl: options.databaseUrl,
      availability,
      replicas,
      close: async () => {
        await replicas?.close();
        await availability?.close();
        await client.end({ timeout: 5 });
      },
    };
  }
  let dataPath = options.dataDir;
  if (dataPath !== "memory://") {
    mkdirSync(options.dataDir, { recursive: true });
    dataPath = join(options.dataDir, "pglite");
  }
  const pglite = await PGlite.create({
    dataDir: dataPath,
    extensions: { btree_gin, cube, earthdistance, pg_trgm },
  });
  const db = drizzlePglite(pglite, { schema, casing: "snake_case" }) as unknown as Database;
  return { db, kind: "pglite", pglite, close: () => pglite.close() };
}

/** The key of the start-up advisory lock (any constant; these digits spell nothing). */
const STARTUP_LOCK_KEY = "7461735204823";

/**
 * Runs `work` while holding PostgreSQL's session advisory lock of start-up on a connection of its own (handed to
 * `work`), so instances started at once migrate and seed one after the other (docs/operations.md "Start-up"):
 * the first does the work, the others wait, then find nothing left to do. The lock is released when `work`
 * ends, also on failure; a process that dies releases it with its connection. No statement timeout applies.
 */
export async function withStartupLock<T>(
  databaseUrl: string,
  work: (client: postgres.Sql) => Promise<T>,
): Promise<T> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`;
    try {
      return await work(client);
    } finally {
      await client`select pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`.catch(() => undefined);
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * Resolves when the database answers `select 1` within `timeoutMs`; rejects with the driver's error (or a
 * CONNECT_TIMEOUT error) otherwise. Used at start-up (one clear line before migrating) and by GET /readyz.
 */
export async function pingDatabase(db: Database, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: "CONNECT_TIMEOUT" })),
      timeoutMs,
    );
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Applies every migration of drizzle/ that has not run yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else if (handle.databaseUrl) {
    // Its own connection, without the pool's statement timeout: a migration may rewrite a large table. Under
    // the start-up lock: drizzle's migrator alone lets instances started at once both create its table and
    // one of them fail (docs/operations.md "Start-up"). The lock's client has one connection, shared with the
    // migration.
    await withStartupLock(handle.databaseUrl, (client) =>
      migratePostgres(drizzlePostgres(client, { schema, casing: "snake_case" }), { migrationsFolder }),
    );
  } else {
    await migratePostgres(handle.db as never, { migrationsFolder });
  }
}

/**
 * Runs raw SQL and returns its rows on either driver (PGlite answers `{ rows }`, postgres.js an array:
 * docs/architecture.md "Known traps").
 */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}
