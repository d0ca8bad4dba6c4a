/**
 * `npm run backup [-- --to DIR]` (docs/operations.md "Backups and restore"): a backup of the board that
 * `npm run restore` can bring back — the PostgreSQL database of DATABASE_URL (pg_dump --format=custom), the
 * row count of every table and the applied migrations read in the same snapshot as the dump, and every
 * uploaded file of the store (DATA_DIR/uploads or S3_BUCKET, through media/storage.ts) with its size and
 * sha256, into a new folder (default `./backups/<UTC time>`), `backup.json` written last.
 *
 * The database is dumped from one exported snapshot (pg_export_snapshot, pg_dump --snapshot), so the counts in
 * backup.json are the dump's own however busy the board is; the uploads are copied after it, so every file the
 * dump refers to exists unless the board removed it meanwhile (a request deleted during the backup: counted in
 * the output as vanished).
 *
 * Exit status: 0 written; 1 failed (the folder is left without backup.json); 2 refused before writing (the
 * embedded database, a pg_dump older than the server, a destination that is not empty or not a folder).
 */
import { existsSync, readdirSync } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { loadEnv } from "../src/server/env.ts";
import { storageFor } from "../src/server/media/storage.ts";
import { databaseFacts } from "./backup-restore/database-facts.ts";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  DUMP_FILE,
  formatBytes,
  formatDuration,
  formatUploadList,
  MANIFEST_FILE,
  timestampName,
  UPLOADS_FOLDER,
  UPLOADS_LIST_FILE,
} from "./backup-restore/manifest.ts";
import {
  chooseTool,
  displayUrl,
  installedTools,
  libpqConnection,
  majorOfVersionNum,
  OperatorError,
  runOperatorCommand,
  runTool,
} from "./backup-restore/pg-tools.ts";
import { copyStoreToFolder, sha256OfFile, writeFileAtomically } from "./backup-restore/uploads.ts";

const USAGE = `usage: npm run backup [-- --to DIR]
  DIR  a new or empty folder (default ./backups/<UTC time>); the database comes from DATABASE_URL, the
       uploads from S3_BUCKET (S3_*) or DATA_DIR/uploads`;

/** The destination folder of the arguments. @throws OperatorError on anything but `--to DIR`. */
function destinationOf(args: readonly string[]): string {
  let to: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === "--to" && args[i + 1]) {
      to = args[i + 1];
      i += 1;
    } else if (arg?.startsWith("--to=")) to = arg.slice("--to=".length);
    else throw new OperatorError(`unknown argument ${arg}\n${USAGE}`);
  }
  if (to && /^[a-z][a-z0-9+.-]*:\/\//i.test(to)) {
    throw new OperatorError(
      `--to takes a folder, not ${to}: write the backup to a folder, then copy the folder to the bucket ` +
        `(e.g. aws s3 cp --recursive DIR s3://bucket/prefix/) — docs/operations.md "Backups and restore"`,
    );
  }
  return resolve(to ?? join("backups", timestampName()));
}

/** Creates `folder` (mode 700: a backup holds password hashes and sessions). @throws OperatorError when it is not empty. */
async function prepareDestination(folder: string): Promise<void> {
  if (existsSync(folder)) {
    if (!(await stat(folder)).isDirectory()) throw new OperatorError(`${folder} exists and is not a folder`);
    if (readdirSync(folder).length > 0)
      throw new OperatorError(`${folder} is not empty: give a new or empty folder`);
  }
  await mkdir(folder, { recursive: true, mode: 0o700 });
}

/** Writes the backup of the configured board into the folder of `args`; returns its manifest. */
async function backup(args: readonly string[]): Promise<BackupManifest> {
  const started = performance.now();
  const folder = destinationOf(args);
  // Looked at before loadEnv, which would create DATA_DIR/app-key for an embedded board.
  if (!process.env.DATABASE_URL) {
    throw new OperatorError(
      "DATABASE_URL is not set: this board runs on the embedded database (PGlite in DATA_DIR), which only the " +
        `running board can open. Stop the board (SIGTERM), copy ${resolve(process.env.DATA_DIR || ".data")} whole ` +
        '(pglite/, uploads/, app-key, vapid.json), and start it again — docs/operations.md "Backups and restore", ' +
        "The embedded board.",
    );
  }
  const env = loadEnv();
  if (!env.databaseUrl) throw new OperatorError("DATABASE_URL is empty");
  const sql = postgres(env.databaseUrl, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: "tasukeai-backup" },
  });
  try {
    const [server] = await sql<{ num: string; version: string; name: string }[]>`
      select current_setting('server_version_num') as num, current_setting('server_version') as version,
             current_database() as name`;
    const serverMajor = majorOfVersionNum(Number(server?.num ?? 0));
    const pgDump = chooseTool("pg_dump", await installedTools("pg_dump"), serverMajor, "The database server");
    await prepareDestination(folder);
    const store = env.s3 ? `bucket ${env.s3.bucket}` : join(env.dataDir, "uploads");
    console.log(
      `backup of ${displayUrl(env.databaseUrl)} (PostgreSQL ${server?.version}) and ${store} into ${folder}`,
    );
    console.log(`pg_dump ${pgDump.version}: ${pgDump.path}`);

    // One snapshot for the dump and the counts: exported by this repeatable-read transaction, imported by
    // pg_dump, and kept open (never timed out as idle) until pg_dump is done.
    const databaseStarted = performance.now();
    const dumpPath = join(folder, DUMP_FILE);
    const connection = libpqConnection(env.databaseUrl);
    const snapshot = await sql.begin("isolation level repeatable read read only", async (tx) => {
      await tx`set local idle_in_transaction_session_timeout = 0`;
      await tx`set local statement_timeout = 0`;
      const [exported] = await tx<{ id: string; at: Date }[]>`select pg_export_snapshot() as id, now() as at`;
      const facts = await databaseFacts(tx);
      await runTool(
        pgDump,
        [
          "--format=custom",
          `--snapshot=${exported?.id}`,
          `--file=${dumpPath}`,
          `--dbname=${connection.dbname}`,
        ],
        connection.env,
      );
      return { facts, at: exported?.at ?? new Date() };
    });
    const dumpBytes = (await stat(dumpPath)).size;
    const dumpSha256 = await sha256OfFile(dumpPath);
    const databaseMs = performance.now() - databaseStarted;
    const rows = Object.values(snapshot.facts.tables).reduce((sum, n) => sum + n, 0);
    const last = snapshot.facts.migrations.last;
    console.log(
      `database: ${Object.keys(snapshot.facts.tables).length} tables, ${rows.toLocaleString("en")} rows, ` +
        `${snapshot.facts.migrations.count} migrations (last ${last?.tag ?? last?.hash ?? "none"}) → ` +
        `${DUMP_FILE} ${formatBytes(dumpBytes)} in ${formatDuration(databaseMs)}`,
    );

    const uploadsStarted = performance.now();
    const copied = await copyStoreToFolder(storageFor(env), join(folder, UPLOADS_FOLDER));
    await writeFileAtomically(join(folder, UPLOADS_LIST_FILE), formatUploadList(copied.entries));
    const uploadBytes = copied.entries.reduce((sum, entry) => sum + entry.bytes, 0);
    const uploadsMs = performance.now() - uploadsStarted;
    console.log(
      `uploads: ${copied.entries.length} files, ${formatBytes(uploadBytes)} → ${UPLOADS_FOLDER}/ in ` +
        `${formatDuration(uploadsMs)}` +
        (copied.vanished.length
          ? ` (${copied.vanished.length} removed by the board while copying, left out)`
          : ""),
    );

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: snapshot.at.toISOString(),
      finished_at: new Date().toISOString(),
      database: {
        file: DUMP_FILE,
        bytes: dumpBytes,
        sha256: dumpSha256,
        name: server?.name ?? "",
        pg_dump: pgDump.version,
        rows,
        ...snapshot.facts,
      },
      uploads: {
        store: env.s3 ? "s3" : "disk",
        ...(env.s3 ? { bucket: env.s3.bucket } : {}),
        count: copied.entries.length,
        bytes: uploadBytes,
        list: UPLOADS_LIST_FILE,
        folder: UPLOADS_FOLDER,
      },
      durations_ms: {
        database: Math.round(databaseMs),
        uploads: Math.round(uploadsMs),
        total: Math.round(performance.now() - started),
      },
    };
    await writeFileAtomically(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`backup written to ${folder} in ${formatDuration(manifest.durations_ms.total)}`);
    return manifest;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

await runOperatorCommand("backup", () => backup(process.argv.slice(2)));
