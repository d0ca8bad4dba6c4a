/**
 * The types of an open database (docs/architecture.md "Database"), apart from db/client.ts so that modules the
 * client opens (db/replicas.ts) can name them without an import cycle. db/client.ts re-exports them.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.ts";

/** The drizzle database both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Database` (what `db.transaction(async (tx) => …)` hands over). */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A database or an open transaction: query helpers that may run inside a transaction take this, so callers
 * never cast a transaction to `Database`.
 */
export type DbOrTx = Database | Transaction;
