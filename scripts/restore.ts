/**
 * `npm run restore -- --from DIR [--jobs N]` (docs/operations.md "Backups and restore"): brings a folder
 * written by `npm run backup` back into an EMPTY PostgreSQL database (DATABASE_URL) and an EMPTY store
 * (S3_BUCKET or DATA_DIR/uploads, through media/storage.ts), and proves it came back whole.
 *
 * 1. The backup is checked before anything is written: backup.json, the dump's sha256, and every file of
 *    uploads/ against the size and sha256 of uploads.tsv.
 * 2. The database and the store must be empty; otherwise it refuses (a restore never merges).
 * 3. pg_restore --no-owner --no-privileges --exit-on-error, in one transaction (or with --jobs N in parallel,
 *    not in one transaction), then ANALYZE.
 * 4. The files are put into the store, listed and read back: keys, sizes and sha256 must equal the manifest.
 * 5. The row count of every table and the applied migrations must equal backup.json.
 *
 * Exit status: 0 restored and equal; 1 failed or a mismatch (printed); 2 refused before writing anything
 * (not a backup, a damaged file, a database or store that is not empty, no DATABASE_URL).
 */
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { loadEnv } from "../src/server/env.ts";
import { storageFor } from "../src/server/media/storage.ts";
import { databaseFacts, occupants } from "./backup-restore/database-facts.ts";
import { prepareExtensions } from "./backup-restore/extensions.ts";
import {
  type BackupManifest,
  formatBytes,
  formatDuration,
  MANIFEST_FILE,
  parseManifest,
  parseUploadList,
} from "./backup-restore/manifest.ts";
import {
  chooseTool,
  displayUrl,
  installedTools,
  libpqConnection,
  majorOfVersionNum,
  OperatorError,
  parseToolVersion,
  runOperatorCommand,
  runTool,
} from "./backup-restore/pg-tools.ts";
import {
  checkFolder,
  firstStoredKey,
  restoreFolderToStore,
  sha256OfFile,
  type UploadProblem,
} from "./backup-restore/uploads.ts";

const USAGE = `usage: npm run restore -- --from DIR [--jobs N]
  DIR  a folder written by npm run backup; restored into DATABASE_URL (an empty database) and into the
       empty store of S3_BUCKET (S3_*) or DATA_DIR/uploads
  N    pg_restore jobs in parallel (default 1: one transaction, nothing left half-restored on a failure)`;

interface Options {
  from: string;
  jobs: number;
}

/** The options of the arguments. @throws OperatorError on anything else. */
function optionsOf(args: readonly string[]): Options {
  let from: string | undefined;
  let jobs = 1;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split("=", 2) : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      i += 1;
      const next = args[i];
      if (next === undefined) throw new OperatorError(`${name} needs a value\n${USAGE}`);
      return next;
    };
    if (name === "--help" || name === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else if (name === "--from") from = value();
    else if (name === "--jobs") {
      jobs = Number(value());
      if (!Number.isInteger(jobs) || jobs < 1 || jobs > 64)
        throw new OperatorError(`--jobs takes 1 to 64\n${USAGE}`);
    } else throw new OperatorError(`unknown argument ${arg}\n${USAGE}`);
  }
  if (!from) throw new OperatorError(`--from DIR is required\n${USAGE}`);
  return { from: resolve(from), jobs };
}

/** One line per problem, at most `max`, then how many more. */
function listProblems(problems: readonly UploadProblem[], max = 20): string {
  const lines = problems.slice(0, max).map((p) => `  ${p.key}: ${p.problem}`);
  if (problems.length > max) lines.push(`  … and ${problems.length - max} more`);
  return lines.join("\n");
}

/** The differences of two sets of row counts, one line each. */
function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const lines: string[] = [];
  for (const [table, rows] of Object.entries(expected)) {
    if (!(table in found)) lines.push(`  ${table}: ${rows} rows in the backup, table missing`);
    else if (found[table] !== rows)
      lines.push(`  ${table}: ${rows} rows in the backup, ${found[table]} restored`);
  }
  for (const [table, rows] of Object.entries(found)) {
    if (!(table in expected)) lines.push(`  ${table}: not in the backup, ${rows} rows restored`);
  }
  return lines;
}

async function restore(args: readonly string[]): Promise<void> {
  const started = performance.now();
  const options = optionsOf(args);
  // Looked at before loadEnv, which would create DATA_DIR/app-key for an embedded board.
  const env = process.env.DATABASE_URL ? loadEnv() : undefined;
  if (!env?.databaseUrl) {
    throw new OperatorError(
      "DATABASE_URL is not set: give the empty PostgreSQL database to restore into (createdb tasukeai_restored). " +
        'The embedded board is restored by copying its DATA_DIR back — docs/operations.md "Backups and restore".',
    );
  }

  // 1. The backup, checked whole before anything is written.
  const checkStarted = performance.now();
  const manifestPath = join(options.from, MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    throw new OperatorError(
      `${options.from} holds no ${MANIFEST_FILE}: not a backup, or one that did not finish (backup.json is written last)`,
    );
  }
  const manifest: BackupManifest = parseManifest(await readFile(manifestPath, "utf8"));
  const dumpPath = join(options.from, manifest.database.file);
  if (!existsSync(dumpPath)) throw new OperatorError(`${dumpPath} is missing`);
  const dumpSha256 = await sha256OfFile(dumpPath);
  if (dumpSha256 !== manifest.database.sha256 || (await stat(dumpPath)).size !== manifest.database.bytes) {
    throw new OperatorError(
      `${dumpPath} is damaged: sha256 ${dumpSha256}, the manifest says ${manifest.database.sha256}`,
    );
  }
  const entries = parseUploadList(await readFile(join(options.from, manifest.uploads.list), "utf8"));
  if (entries.length !== manifest.uploads.count) {
    throw new OperatorError(
      `${manifest.uploads.list} lists ${entries.length} files, ${MANIFEST_FILE} says ${manifest.uploads.count}`,
    );
  }
  const uploadsFolder = join(options.from, manifest.uploads.folder);
  const damaged = await checkFolder(uploadsFolder, entries);
  if (damaged.length > 0) {
    throw new OperatorError(
      `${damaged.length} of ${entries.length} uploaded files of the backup differ from ${manifest.uploads.list}; ` +
        `nothing was restored:\n${listProblems(damaged)}`,
    );
  }
  const checkMs = performance.now() - checkStarted;

  const sql = postgres(env.databaseUrl, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: "tasukeai-restore" },
  });
  try {
    // 2. Targets: an empty database and an empty store, and a pg_restore that can read the dump into this server.
    const [server] = await sql<{ num: string; version: string; name: string }[]>`
      select current_setting('server_version_num') as num, current_setting('server_version') as version,
             current_database() as name`;
    const found = await occupants(sql);
    if (found.length > 0) {
      throw new OperatorError(
        `the database "${server?.name}" is not empty (${found.length} objects: ${found.slice(0, 5).join(", ")}` +
          `${found.length > 5 ? ", …" : ""}). A restore never writes over a database: create an empty one ` +
          "(createdb tasukeai_restored), point DATABASE_URL at it and run the restore again.",
      );
    }
    const storage = storageFor(env);
    const store = env.s3 ? `bucket ${env.s3.bucket}` : join(env.dataDir, "uploads");
    const occupied = await firstStoredKey(storage);
    if (occupied !== null) {
      throw new OperatorError(
        `the store ${store} is not empty (it holds ${occupied}). A restore writes only into an empty store: ` +
          "give an empty DATA_DIR, or an empty bucket in S3_BUCKET.",
      );
    }
    const dumpMajor = parseToolVersion(`(PostgreSQL) ${manifest.database.pg_dump}`)?.major ?? 0;
    const serverMajor = majorOfVersionNum(Number(server?.num ?? 0));
    const pgRestore = chooseTool(
      "pg_restore",
      await installedTools("pg_restore"),
      Math.max(serverMajor, dumpMajor),
      dumpMajor > serverMajor ? `The dump (pg_dump ${manifest.database.pg_dump})` : "The database server",
    );
    console.log(
      `restore of ${options.from} (backup of ${manifest.created_at}, PostgreSQL ${manifest.database.server_version}) ` +
        `into ${displayUrl(env.databaseUrl)} (PostgreSQL ${server?.version}) and ${store}`,
    );
    console.log(
      `checked the backup in ${formatDuration(checkMs)}: ${manifest.database.file} ` +
        `${formatBytes(manifest.database.bytes)} and ${entries.length} uploaded files match their sha256`,
    );

    // 3. The database (earthdistance's ll_to_earth made safe first: backup-restore/extensions.ts).
    const databaseStarted = performance.now();
    const prepared = await prepareExtensions(sql, pgRestore, dumpPath);
    if (prepared) console.log(`database: ${prepared} (for pg_restore's empty search_path)`);
    const connection = libpqConnection(env.databaseUrl);
    await runTool(
      pgRestore,
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        ...(options.jobs > 1 ? [`--jobs=${options.jobs}`] : ["--single-transaction"]),
        `--dbname=${connection.dbname}`,
        dumpPath,
      ],
      connection.env,
    );
    const restoreMs = performance.now() - databaseStarted;
    const analyzeStarted = performance.now();
    await sql.unsafe("set statement_timeout = 0");
    await sql.unsafe("analyze");
    const analyzeMs = performance.now() - analyzeStarted;
    console.log(
      `database: pg_restore ${pgRestore.version} (${options.jobs > 1 ? `${options.jobs} jobs` : "one transaction"}) ` +
        `in ${formatDuration(restoreMs)}, ANALYZE in ${formatDuration(analyzeMs)}`,
    );

    // 4. The uploads.
    const uploadsStarted = performance.now();
    const uploadProblems = await restoreFolderToStore(uploadsFolder, entries, storage);
    const uploadsMs = performance.now() - uploadsStarted;

    // 5. Row counts and migrations.
    const verifyStarted = performance.now();
    const facts = await databaseFacts(sql);
    const differences = countDifferences(manifest.database.tables, facts.tables);
    const expectedLast = manifest.database.migrations.last?.hash ?? null;
    if (
      facts.migrations.count !== manifest.database.migrations.count ||
      (facts.migrations.last?.hash ?? null) !== expectedLast
    ) {
      differences.push(
        `  migrations: ${manifest.database.migrations.count} in the backup (last ${expectedLast}), ` +
          `${facts.migrations.count} restored (last ${facts.migrations.last?.hash ?? null})`,
      );
    }
    const verifyMs = performance.now() - verifyStarted;
    const tables = Object.keys(manifest.database.tables).length;
    const rows = Object.values(facts.tables).reduce((sum, n) => sum + n, 0);
    if (uploadProblems.length === 0) {
      console.log(
        `uploads: ${entries.length} files, ${formatBytes(manifest.uploads.bytes)} written, listed and read back ` +
          `with their sha256 in ${formatDuration(uploadsMs)}`,
      );
    } else {
      console.error(
        `uploads: ${uploadProblems.length} files differ from the backup:\n${listProblems(uploadProblems)}`,
      );
    }
    if (differences.length === 0) {
      console.log(
        `row counts: ${tables} of ${tables} tables (${rows.toLocaleString("en")} rows) and ` +
          `${facts.migrations.count} migrations equal the backup (checked in ${formatDuration(verifyMs)})`,
      );
    } else {
      console.error(`the restored database differs from the backup:\n${differences.join("\n")}`);
    }
    const total = performance.now() - started;
    if (uploadProblems.length > 0 || differences.length > 0) {
      throw new OperatorError(`the restore does not equal the backup (after ${formatDuration(total)})`, 1);
    }
    console.log(
      `restored in ${formatDuration(total)} (check ${formatDuration(checkMs)}, database ${formatDuration(restoreMs)}, ` +
        `analyze ${formatDuration(analyzeMs)}, uploads ${formatDuration(uploadsMs)}, counts ${formatDuration(verifyMs)})`,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

await runOperatorCommand("restore", () => restore(process.argv.slice(2)));
