/**
 * A PostgreSQL cluster of a test's own (docs/operations.md "Database outages"): `initdb` into a fresh
 * temporary directory and `pg_ctl` on a loopback port of the caller's range, using Debian's postgresql-15
 * binaries (/usr/lib/postgresql/15/bin; `.ci/run` installs them when missing). The test stops and starts it to
 * cut the board's database for real; the machine's own cluster is never touched. PostgreSQL refuses to run as
 * root, so as root (CI) every command runs as the `postgres` user on a directory it owns.
 */
import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where Debian's postgresql-15 package puts initdb, pg_ctl and postgres. */
export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** A running (or stopped) cluster of the test. */
export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** Stops the server (fast mode: open connections are cut at once). */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Creates a database (as the superuser). */
  createDatabase(name: string): void;
  /** Stops it and deletes its directory. */
  destroy(): void;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when this process is root; throws with its output on failure. */
function run(binary: string, args: string[]): string {
  const command = [join(PG_BIN, binary), ...args];
  const result = asRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", ...command], { encoding: "utf8" })
    : spawnSync(command[0] as string, command.slice(1), { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${binary} ${args.join(" ")} failed (${result.status}): ${result.stderr}${result.stdout}`,
    );
  }
  return result.stdout;
}

/** Creates and starts a cluster on 127.0.0.1:`port` with trust authentication (loopback only). */
export function createPgCluster(port: number): PgCluster {
  const dir = mkdtempSync(join(tmpdir(), "tasukeai-pg-"));
  if (asRoot) {
    const ids = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim();
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const data = join(dir, "data");
  const log = join(dir, "server.log");
  run("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
  ]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=60`;
  const start = () => run("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "-t", "30", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
  start();
  let running = true;
  return {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      stop();
      running = false;
    },
    start: () => {
      start();
      running = true;
    },
    createDatabase: (name) => {
      run("psql", [
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-U",
        "postgres",
        "-d",
        "postgres",
        "-qc",
        `CREATE DATABASE ${name}`,
      ]);
    },
    destroy: () => {
      if (running) {
        try {
          stop();
        } catch {
          // Already gone.
        }
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
