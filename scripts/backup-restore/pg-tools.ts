/**
 * PostgreSQL's own tools for `npm run backup` and `npm run restore` (docs/operations.md "Backups and restore"):
 * which pg_dump or pg_restore to run against a server, and how to hand it the connection without putting the
 * password on a command line that `ps` shows.
 */
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { EnvError } from "../../src/server/env.ts";

/** Where Debian and Ubuntu install each major version's binaries (`/usr/lib/postgresql/15/bin`). */
export const DEBIAN_POSTGRESQL_ROOT = "/usr/lib/postgresql";

/** A refusal or failure the scripts print as one message (no stack) before exiting non-zero. */
export class OperatorError extends Error {
  /** `exitCode` 2: refused before anything was written; 1: failed or found a mismatch. */
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
  }
}

/**
 * Runs a script's `work` and exits as docs/operations.md "Backups and restore" says: an OperatorError or a wrong
 * environment (EnvError, exit 2) is one line `<name> refused|failed: …`; anything else is `<name> failed:` with
 * the error, exit 1.
 */
export async function runOperatorCommand(name: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof OperatorError || error instanceof EnvError) {
      const code = error instanceof OperatorError ? error.exitCode : 2;
      console.error(`${name} ${code === 2 ? "refused" : "failed"}: ${error.message}`);
      process.exit(code);
    }
    console.error(`${name} failed:`, error);
    process.exit(1);
  }
}

/** One installed pg_dump or pg_restore: its path and the version it reports. */
export interface PgTool {
  path: string;
  /** `15.20` */
  version: string;
  /** `15` */
  major: number;
}

/**
 * The version of `pg_dump --version`'s answer: `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` →
 * `{version: "15.20", major: 15}`; null when the line says no version.
 */
export function parseToolVersion(output: string): { version: string; major: number } | null {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(output);
  if (!match?.[1]) return null;
  return { version: match[2] === undefined ? match[1] : `${match[1]}.${match[2]}`, major: Number(match[1]) };
}

/** The major version of `server_version_num` (150020 → 15; 90624 → 9, the old two-part scheme). */
export function majorOfVersionNum(versionNum: number): number {
  return Math.floor(versionNum / 10_000);
}

/**
 * The tool to run against a server of major version `atLeast`: the oldest installed major that is not older
 * than it. pg_dump cannot dump a newer server, and a newer pg_dump writes statements an older server may refuse
 * on restore (pg_dump 17's `SET transaction_timeout`), so the server's own version is best. Among equal majors
 * the first found (PATH before the version folders) wins.
 * @throws OperatorError (exit 2) naming every tool found when all are older than the server.
 */
export function chooseTool(
  name: string,
  candidates: readonly PgTool[],
  atLeast: number,
  what: string,
): PgTool {
  const fitting = candidates.filter((tool) => tool.major >= atLeast);
  const best = fitting.reduce<PgTool | undefined>(
    (chosen, tool) => (chosen === undefined || tool.major < chosen.major ? tool : chosen),
    undefined,
  );
  if (best) return best;
  const found = candidates.length
    ? candidates.map((tool) => `${tool.path} (${tool.version})`).join(", ")
    : "none on PATH or in /usr/lib/postgresql/*/bin";
  throw new OperatorError(
    `${what} is PostgreSQL ${atLeast}, newer than every ${name} found: ${found}. ` +
      `Install the client tools of PostgreSQL ${atLeast} or newer (Debian: apt-get install postgresql-client-${atLeast}) ` +
      `and run again; a ${name} older than the server cannot be used.`,
  );
}

/** Every installed `name` (PATH first, then /usr/lib/postgresql/<major>/bin, newest first), with its version. */
export async function installedTools(name: "pg_dump" | "pg_restore"): Promise<PgTool[]> {
  const paths: string[] = [];
  const onPath = Bun.which(name);
  if (onPath) paths.push(onPath);
  if (existsSync(DEBIAN_POSTGRESQL_ROOT)) {
    const majors = readdirSync(DEBIAN_POSTGRESQL_ROOT)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const path = join(DEBIAN_POSTGRESQL_ROOT, major, "bin", name);
      if (existsSync(path)) paths.push(path);
    }
  }
  const seen = new Set<string>();
  const tools: PgTool[] = [];
  for (const path of paths) {
    const real = realpathSync(path);
    if (seen.has(real)) continue;
    seen.add(real);
    const run = Bun.spawnSync([path, "--version"], { stdout: "pipe", stderr: "pipe" });
    const parsed = run.exitCode === 0 ? parseToolVersion(run.stdout.toString()) : null;
    if (parsed) tools.push({ path, ...parsed });
  }
  return tools;
}

/**
 * How to connect a libpq tool to `databaseUrl`: the URL without its password (for `--dbname`, which `ps` shows)
 * and the environment that carries the password (`PGPASSWORD`), on top of this process's environment.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

/** `databaseUrl` without its password, for messages. */
export function displayUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = "***";
  return url.toString();
}

/**
 * Runs a PostgreSQL tool to its end; its error output goes to ours as it comes.
 * @throws OperatorError (exit 1) with the tool's exit code when it fails.
 */
export async function runTool(tool: PgTool, args: string[], env: Record<string, string>): Promise<void> {
  const child = Bun.spawn([tool.path, ...args], {
    env,
    stdin: "ignore",
    stdout: "inherit",
    stderr: "inherit",
  });
  const code = await child.exited;
  if (code !== 0)
    throw new OperatorError(`${tool.path} exited with status ${code} (its message is above)`, 1);
}
