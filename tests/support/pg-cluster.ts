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
  /** The cluster's data directory (its `postmaster.pid` names the server's process, for CPU figures). */
  dataDir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** Stops the server (fast mode: open connections are cut at once). */
  stop(): void;
  /**
   * Stops the server (fast mode) without blocking this process's event loop, so requests the test has in flight
   * keep being answered while it stops.
   */
  stopInBackground(): Promise<void>;
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

/** A fresh directory for a cluster, owned by the postgres user when this process is root. */
function clusterDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), "tasukeai-pg-"));
  if (asRoot) {
    const ids = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim();
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  return dir;
}

/** Settings of a cluster beyond the defaults. */
export interface PgClusterOptions {
  /** `max_connections` (default 60; a standby needs at least its primary's). */
  maxConnections?: number;
}

/** Creates and starts a cluster on 127.0.0.1:`port` with trust authentication (loopback only). */
export function createPgCluster(port: number, options: PgClusterOptions = {}): PgCluster {
  const dir = clusterDirectory();
  const data = join(dir, "data");
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
  return started(dir, data, port, options);
}

/**
 * Creates and starts a streaming standby of `primary` on 127.0.0.1:`port` (docs/operations.md "Read replicas"):
 * `pg_basebackup -R` (a base backup that writes standby.signal and primary_conninfo) from the primary's
 * replication connection, which initdb's trust authentication allows on loopback. Hot standby: it answers reads.
 */
export function createStandby(primary: PgCluster, port: number, options: PgClusterOptions = {}): PgCluster {
  const dir = clusterDirectory();
  const data = join(dir, "data");
  run("pg_basebackup", [
    "-D",
    data,
    "-h",
    "127.0.0.1",
    "-p",
    String(primary.port),
    "-U",
    "postgres",
    "-R",
    "-X",
    "stream",
    // At once, instead of waiting for the next spread checkpoint (minutes on an idle cluster).
    "--checkpoint=fast",
    "--no-sync",
  ]);
  return started(dir, data, port, options);
}

/** Starts the cluster of `data` (in `dir`) on `port` and returns its handle. */
function started(dir: string, data: string, port: number, settings: PgClusterOptions): PgCluster {
  const log = join(dir, "server.log");
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=${settings.maxConnections ?? 60}`;
  const start = () => run("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "-t", "30", "start"]);
  const stopArgs = ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"];
  const stop = () => run("pg_ctl", stopArgs);
  start();
  let running = true;
  return {
    port,
    dataDir: data,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      stop();
      running = false;
    },
    stopInBackground: async () => {
      const command = [join(PG_BIN, "pg_ctl"), ...stopArgs];
      const child = Bun.spawn(asRoot ? ["runuser", "-u", "postgres", "--", ...command] : command, {
        stdout: "ignore",
        stderr: "pipe",
      });
      const code = await child.exited;
      if (code !== 0)
        throw new Error(`pg_ctl stop failed (${code}): ${await new Response(child.stderr).text()}`);
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
