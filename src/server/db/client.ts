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
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema/index.ts";

/** The drizzle database both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Database` (what `db.transaction(async (tx) => …)` hands over). */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A database or an open transaction: query helpers that may run inside a transaction take this, so callers
 * never cast a transaction to `Database`.
 */
export type DbOrTx = Database | Transaction;

/** An open database with its driver, for migrations, raw rows and shutdown. */
export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The postgres.js client (kind "postgres"), used for LISTEN/NOTIFY. */
  postgresClient?: postgres.Sql;
  /** The PGlite instance (kind "pglite"). */
  pglite?: PGlite;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite stored in `dataDir/pglite`
 * (or in memory when `dataDir` is "memory://").
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema, casing: "snake_case" }) as unknown as Database;
    return { db, kind: "postgres", postgresClient: client, close: () => client.end({ timeout: 5 }) };
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

/** Applies every migration of drizzle/ that has not run yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, { migrationsFolder });
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
