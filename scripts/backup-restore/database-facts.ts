/**
 * What `npm run backup` records about the database and `npm run restore` checks again (docs/operations.md
 * "Backups and restore"): the server version, the applied migrations (drizzle's `drizzle.__drizzle_migrations`)
 * and the number of rows of every table.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type postgres from "postgres";

/** A connection or an open transaction of postgres.js. */
type Sql = postgres.Sql | postgres.TransactionSql;

/** The applied migrations as drizzle records them; `tag` is the file name from drizzle/meta/_journal.json. */
export interface MigrationFacts {
  count: number;
  last: { id: number; tag: string | null; hash: string; created_at: number } | null;
}

/** The facts of backup.json's `database` section that a restore must find again. */
export interface DatabaseFacts {
  /** `15.20` */
  server_version: string;
  /** `150020` */
  server_version_num: number;
  migrations: MigrationFacts;
  /** Rows per table, `schema.table` → count, sorted by name. */
  tables: Record<string, number>;
}

const JOURNAL = fileURLToPath(new URL("../../drizzle/meta/_journal.json", import.meta.url));

/** The migration tag (`0017_write_positions`) of drizzle's `created_at` (the journal's `when`), or null. */
function migrationTag(createdAt: number): string | null {
  try {
    const journal = JSON.parse(readFileSync(JOURNAL, "utf8")) as { entries: { when: number; tag: string }[] };
    return journal.entries.find((entry) => entry.when === createdAt)?.tag ?? null;
  } catch {
    return null;
  }
}

/**
 * The user tables of the database (ordinary tables and partitions; no system or extension-owned table),
 * as `schema.table`, sorted.
 */
export async function userTables(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r'
      and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname !~ '^pg_(toast|temp)'
      and not exists (
        select 1 from pg_depend d
        where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e'
      )
    order by 1`;
  return rows.map((row) => row.name);
}

/** The number of rows of each table in `tables` (`schema.table`), counted one table after the other. */
export async function rowCounts(sql: Sql, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [schema = "", name = ""] = splitTable(table);
    const [row] = await sql.unsafe<{ n: string }[]>(
      `select count(*) as n from ${quoteIdent(schema)}.${quoteIdent(name)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** `public.users` → `["public", "users"]` (our names hold no dot). */
function splitTable(table: string): [string, string] {
  const dot = table.indexOf(".");
  return [table.slice(0, dot), table.slice(dot + 1)];
}

/** A PostgreSQL identifier in double quotes. */
function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The applied migrations; none when drizzle's table is missing (a database never migrated). */
export async function migrationFacts(sql: Sql): Promise<MigrationFacts> {
  const [present] = await sql<{ found: boolean }[]>`
    select to_regclass('drizzle.__drizzle_migrations') is not null as found`;
  if (!present?.found) return { count: 0, last: null };
  const [summary] = await sql<
    { count: string }[]
  >`select count(*) as count from drizzle.__drizzle_migrations`;
  const [last] = await sql<{ id: number; hash: string; created_at: string }[]>`
    select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`;
  return {
    count: Number(summary?.count ?? 0),
    last: last
      ? {
          id: last.id,
          tag: migrationTag(Number(last.created_at)),
          hash: last.hash,
          created_at: Number(last.created_at),
        }
      : null,
  };
}

/** Server version, migrations and the rows of every user table, read through `sql` (one snapshot inside a transaction). */
export async function databaseFacts(sql: Sql): Promise<DatabaseFacts> {
  const [version] = await sql<{ version: string; num: string }[]>`
    select current_setting('server_version') as version, current_setting('server_version_num') as num`;
  return {
    server_version: (version?.version ?? "").split(" ")[0] ?? "",
    server_version_num: Number(version?.num ?? 0),
    migrations: await migrationFacts(sql),
    tables: await rowCounts(sql, await userTables(sql)),
  };
}

/**
 * What makes a database not empty for a restore: its user tables, views, sequences and schemas other than
 * `public` (pg_restore would fail on the first one it meets, half-way). Extensions alone do not count.
 */
export async function occupants(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname !~ '^pg_(toast|temp)'
      and not exists (
        select 1 from pg_depend d
        where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e'
      )
    union all
    select 'schema ' || nspname from pg_namespace
    where nspname not in ('public', 'pg_catalog', 'information_schema') and nspname !~ '^pg_'
    order by 1`;
  return rows.map((row) => row.name);
}
