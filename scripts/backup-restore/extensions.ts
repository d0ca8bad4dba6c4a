/**
 * The one thing a plain pg_restore of the board gets wrong (docs/operations.md "Backups and restore"): the
 * `earthdistance` extension of PostgreSQL 15 (version 1.1) defines `ll_to_earth` as an SQL function whose body
 * names `cube`, `earth()` and the type `earth` without their schema. pg_restore runs with an empty search_path
 * (a safety rule since PostgreSQL 10.3), so creating the nearby indexes (`posts_location_idx`, which index
 * `ll_to_earth(latitude, longitude)`) fails with `type "earth" does not exist` and the whole restore with it.
 *
 * The restore therefore creates the dump's `cube` and `earthdistance` extensions itself, in the schema the dump
 * names, before pg_restore runs (its own `CREATE EXTENSION IF NOT EXISTS` then does nothing), and replaces that
 * one function's body by the same expression with every name schema-qualified. The function stays an inlinable
 * SQL function, so the indexes and the queries that use them behave as before. A function whose body is already
 * qualified (a newer earthdistance) is left alone.
 */
import type postgres from "postgres";
import type { PgTool } from "./pg-tools.ts";

/** `CREATE EXTENSION IF NOT EXISTS name WITH SCHEMA schema;` lines of a pre-data script → name → schema. */
export function extensionsOfScript(script: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of script.matchAll(
    /^CREATE EXTENSION IF NOT EXISTS ("?[\w$]+"?) WITH SCHEMA ("?[\w$]+"?);$/gm,
  )) {
    if (match[1] && match[2]) found.set(match[1], match[2]);
  }
  return found;
}

/** The body of earthdistance 1.1's `ll_to_earth` with cube's and earthdistance's names in their schemas. */
export function qualifiedLlToEarthBody(cubeSchema: string, earthSchema: string): string {
  const c = cubeSchema;
  const e = earthSchema;
  return (
    `SELECT ${c}.cube(${c}.cube(${c}.cube(${e}.earth()*cos(radians($1))*cos(radians($2))),` +
    `${e}.earth()*cos(radians($1))*sin(radians($2))),${e}.earth()*sin(radians($1)))::${e}.earth`
  );
}

/** True when an SQL body calls `earth()` or names `cube(` without a schema (earthdistance 1.1). */
export function hasUnqualifiedNames(body: string): boolean {
  return /(^|[^.\w])(earth\(\)|cube\()/.test(body) || /::earth\b/.test(body);
}

/** The pre-data section of the dump as SQL (schema only, no rows: small even for a large board). */
async function preDataScript(pgRestore: PgTool, dumpPath: string): Promise<string> {
  const child = Bun.spawn([pgRestore.path, "--section=pre-data", "--file=-", dumpPath], {
    stdin: "ignore",
    stdout: "pipe",
    stderr: "inherit",
  });
  const [script, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
  if (code !== 0) throw new Error(`${pgRestore.path} --section=pre-data exited with status ${code}`);
  return script;
}

/**
 * Prepares an empty database for the dump at `dumpPath`: when the dump uses earthdistance, creates `cube` and
 * `earthdistance` in the dump's schemas and makes `ll_to_earth` search_path-safe.
 * @returns what was done, for the summary ("" when the dump needs nothing).
 */
export async function prepareExtensions(
  sql: postgres.Sql,
  pgRestore: PgTool,
  dumpPath: string,
): Promise<string> {
  const extensions = extensionsOfScript(await preDataScript(pgRestore, dumpPath));
  const earthSchema = extensions.get("earthdistance");
  if (!earthSchema) return "";
  const cubeSchema = extensions.get("cube") ?? earthSchema;
  await sql.unsafe(`create extension if not exists cube with schema ${cubeSchema}`);
  await sql.unsafe(`create extension if not exists earthdistance with schema ${earthSchema}`);
  const [fn] = await sql<{ body: string }[]>`
    select p.prosrc as body from pg_proc p
    join pg_depend d on d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
    join pg_extension x on x.oid = d.refobjid and x.extname = 'earthdistance'
    where p.proname = 'll_to_earth'`;
  if (!fn || !hasUnqualifiedNames(fn.body))
    return `extensions cube and earthdistance created in ${earthSchema}`;
  await sql.unsafe(
    `create or replace function ${earthSchema}.ll_to_earth(float8, float8) returns ${earthSchema}.earth ` +
      `language sql immutable strict parallel safe as '${qualifiedLlToEarthBody(cubeSchema, earthSchema)}'`,
  );
  return `extensions cube and earthdistance created in ${earthSchema}, ll_to_earth schema-qualified`;
}
