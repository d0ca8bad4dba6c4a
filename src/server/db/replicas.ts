/**
 * Read replicas (docs/operations.md "Read replicas", docs/decisions/030-read-replicas.md): PostgreSQL's own
 * streaming standbys of the primary, named by DATABASE_REPLICA_URLS. Reads that may be a moment old — the
 * operations of kind `public-read` (edge/read-database.ts) — go to a healthy replica; everything else stays on
 * the primary.
 *
 * - **Health.** Every POLL_MS the set asks the primary where its WAL stands (`pg_current_wal_lsn()`) and each
 *   replica what it has replayed (`pg_last_wal_replay_lsn()`). A replica's lag is how long ago the primary first
 *   stood past the replica's replay position (0 when it has replayed everything the primary had), so an idle
 *   primary never makes a caught-up replica look late. A replica lagging more than REPLICA_MAX_LAG_MS, not
 *   answering within PROBE_TIMEOUT_MS, or no longer in recovery (promoted) is out of rotation; the next poll
 *   that finds it well puts it back.
 * - **Read-your-writes.** A member's write records where the primary's WAL stood after it (`recordWrite`, table
 *   write_positions, read back with the member's session); `pick(after)` only offers replicas whose last polled
 *   replay position is at or past it, so the member's reads stay on the primary until a replica has the write.
 * - **Never a failed read.** A statement a replica cannot answer (connection refused or lost, shutting down, a
 *   conflict with recovery, a read-only refusal) is run again on the primary, and the replica is taken out of
 *   rotation at once. Transactions always run on the primary.
 */
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "../env.ts";
import { logger } from "../logger.ts";
import { setReplicaState } from "../metrics/metrics.ts";
import type { Database, DbOrTx } from "./database-types.ts";
import { lazyQuery, meteredClient } from "./metered.ts";
import { preparingClient } from "./prepared.ts";
import * as schema from "./schema/index.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

/** How often the set polls the primary and every replica (ms). */
export const POLL_MS = 200;
/** A replica that does not answer a poll within this (ms) is out of rotation. */
export const PROBE_TIMEOUT_MS = 500;

/** Connections of each replica's pool (as the primary's). */
const REPLICA_POOL_MAX = 10;

/** The application_name of the replica pools' connections (pg_stat_activity on a replica). */
export const REPLICA_APPLICATION_NAME = "tasukeai replica reads";

/** Why a replica serves or does not: shown by GET /readyz and the metrics. */
export type ReplicaStatus = "ok" | "lagging" | "unavailable" | "not_a_replica" | "starting";

/** What the set tells about one replica (GET /readyz, metrics). */
export interface ReplicaReport {
  /** `host:port/database` of its URL (never the credentials). */
  name: string;
  status: ReplicaStatus;
  /** How far behind the primary it was at the last poll (ms), null when unknown. */
  lagMs: number | null;
}

/** One replica: its pool, its drizzle database and what the last poll found. */
interface Replica {
  name: string;
  client: postgres.Sql;
  db: Database;
  status: ReplicaStatus;
  replayLsn: bigint | null;
  lagMs: number | null;
}

/** `"16/B374D848"` (PostgreSQL's pg_lsn text) → bytes since 0/0. */
export function lsnValue(text: string): bigint {
  const [high, low] = text.split("/");
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** `host:port/database` of a postgres URL, without user or password. */
export function describeReplicaUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "(unreadable URL)";
  }
}

/** SQLSTATEs a replica answers that the primary would not: read-only refusal, conflict with recovery. */
const REPLICA_ONLY_STATES = new Set(["25006", "40001"]);

/** True when a statement that failed on a replica should run again on the primary. */
export function isReplicaFailure(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && REPLICA_ONLY_STATES.has(code);
}

/** Rejects after `ms` unless `work` settles first. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: "CONNECT_TIMEOUT" })),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The postgres.js client drizzle uses for a replica: statements go to `replica`; one the replica cannot answer
 * (isReplicaFailure) runs again on `primary` after `onFailure(error)`. `begin` and `reserve` are the primary's:
 * a transaction never runs on a replica.
 */
export function failoverClient(
  replica: postgres.Sql,
  primary: postgres.Sql,
  onFailure: (error: unknown) => void,
): postgres.Sql {
  const unsafe = ((text: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) => {
    // drizzle awaits the query itself, or its `.values()`: both run the replica first, the primary on failure.
    const run = (values: boolean): Promise<unknown> => {
      const onReplica = replica.unsafe(text, params as never, options);
      return (values ? onReplica.values() : onReplica).then(
        (rows) => rows,
        (error: unknown) => {
          if (!isReplicaFailure(error)) throw error;
          onFailure(error);
          const onPrimary = primary.unsafe(text, params as never, options);
          return values ? onPrimary.values() : onPrimary;
        },
      );
    };
    return lazyQuery(run);
  }) as unknown as postgres.Sql["unsafe"];
  return new Proxy(replica, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      if (property === "begin") return primary.begin.bind(primary);
      if (property === "reserve") return primary.reserve.bind(primary);
      return Reflect.get(target, property, receiver);
    },
  });
}

/** What opens a ReplicaSet (db/client.ts openDatabase). */
export interface ReplicaSetOptions {
  primaryUrl: string;
  /** The primary's client as drizzle uses it (guarded by the breaker, preparing hot statements). */
  primaryClient: postgres.Sql;
  replicaUrls: readonly string[];
  /** REPLICA_MAX_LAG_MS. */
  maxLagMs: number;
  pollMs?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  preparedStatements?: boolean;
}

/** The replicas of one server process (see the module comment). */
export class ReplicaSet {
  private readonly replicas: Replica[];
  private readonly monitor: postgres.Sql;
  private readonly maxLagMs: number;
  private readonly pollMs: number;
  /** Where the primary's WAL stood at each recent poll, oldest first. */
  private history: { at: number; lsn: bigint }[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private polling = false;
  private turn = 0;

  constructor(options: ReplicaSetOptions) {
    this.maxLagMs = options.maxLagMs;
    this.pollMs = options.pollMs ?? POLL_MS;
    const connectTimeout = options.connectTimeoutMs
      ? { connect_timeout: options.connectTimeoutMs / 1000 }
      : {};
    // One connection of its own for the primary's position: a busy pool never delays the poll.
    this.monitor = postgres(options.primaryUrl, {
      max: 1,
      onnotice: () => {},
      ...connectTimeout,
      connection: { application_name: "tasukeai replica monitor" },
    });
    this.replicas = options.replicaUrls.map((url) => {
      const client = postgres(url, {
        max: REPLICA_POOL_MAX,
        onnotice: () => {},
        ...connectTimeout,
        // Named for the replica's pg_stat_activity (and the tests, which look for it there).
        connection: {
          statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
          application_name: REPLICA_APPLICATION_NAME,
        },
      });
      const replica: Replica = {
        name: describeReplicaUrl(url),
        client,
        db: undefined as unknown as Database,
        status: "starting",
        replayLsn: null,
        lagMs: null,
      };
      const metered = meteredClient(client, "replica", REPLICA_POOL_MAX);
      const prepared = (options.preparedStatements ?? true) ? preparingClient(metered) : metered;
      const routed = failoverClient(prepared, options.primaryClient, (error) => this.fail(replica, error));
      replica.db = drizzlePostgres(routed, { schema, casing: "snake_case" }) as unknown as Database;
      return replica;
    });
  }

  /** Polls once (so the first requests already know the replicas), then every pollMs. */
  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref?.();
  }

  /**
   * A healthy replica's database for a read, in turn, or null when none may serve it: none is healthy, or
   * `after` (a member's last write position, bytes) is past what every healthy replica had replayed at the
   * last poll.
   */
  pick(after: bigint | null): Database | null {
    const count = this.replicas.length;
    for (let step = 0; step < count; step++) {
      const replica = this.replicas[(this.turn + step) % count] as Replica;
      if (replica.status !== "ok" || replica.replayLsn === null) continue;
      if (after !== null && replica.replayLsn < after) continue;
      this.turn = (this.turn + step + 1) % count;
      return replica.db;
    }
    return null;
  }

  /** What each replica's last poll found (GET /readyz, metrics). */
  reports(): ReplicaReport[] {
    return this.replicas.map(({ name, status, lagMs }) => ({ name, status, lagMs }));
  }

  /** Stops polling and closes every pool. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([
      this.monitor.end({ timeout: 2 }),
      ...this.replicas.map((replica) => replica.client.end({ timeout: 2 })),
    ]);
  }

  /** A statement the replica could not answer: out of rotation until a poll finds it well. */
  private fail(replica: Replica, error: unknown): void {
    if (replica.status === "unavailable") return;
    replica.status = "unavailable";
    logger.warn(
      { replica: replica.name, code: (error as { code?: unknown } | null)?.code },
      "replica out of rotation: a statement failed there and ran on the primary",
    );
  }

  /** One poll: the primary's position, then each replica's replay position, lag and status. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const now = Date.now();
      try {
        const [row] = await within(
          this.monitor<{ lsn: string }[]>`select pg_current_wal_lsn()::text as lsn`,
          PROBE_TIMEOUT_MS,
        );
        if (row) this.history.push({ at: now, lsn: lsnValue(row.lsn) });
      } catch {
        // The primary is the breaker's business (db/availability.ts); lags are judged on what is known.
      }
      // Kept long enough to tell any lag up to the limit, and a little more.
      const horizon = now - this.maxLagMs - 5 * this.pollMs - 1000;
      while (this.history.length > 1 && (this.history[1] as { at: number }).at < horizon)
        this.history.shift();
      await Promise.all(this.replicas.map((replica) => this.pollReplica(replica, now)));
    } finally {
      this.polling = false;
    }
  }

  private async pollReplica(replica: Replica, now: number): Promise<void> {
    const before = replica.status;
    try {
      const [row] = await within(
        replica.client<{ recovering: boolean; lsn: string | null }[]>`
          select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as lsn`,
        PROBE_TIMEOUT_MS,
      );
      if (!row?.recovering || row.lsn === null) {
        replica.status = "not_a_replica";
        replica.replayLsn = null;
        replica.lagMs = null;
      } else {
        const replayed = lsnValue(row.lsn);
        replica.replayLsn = replayed;
        const behindSince = this.history.find((point) => point.lsn > replayed);
        replica.lagMs = behindSince ? now - behindSince.at : 0;
        replica.status = replica.lagMs > this.maxLagMs ? "lagging" : "ok";
      }
    } catch {
      replica.status = "unavailable";
      replica.lagMs = null;
    }
    // NaN (Prometheus's "no value") while the lag is unknown: an unanswering replica is not "0 s behind".
    setReplicaState(
      replica.name,
      replica.lagMs === null ? Number.NaN : replica.lagMs / 1000,
      replica.status === "ok",
    );
    if (replica.status !== before && before !== "starting") {
      const line = { replica: replica.name, status: replica.status, lagMs: replica.lagMs };
      if (replica.status === "ok") logger.info(line, "replica back in rotation");
      else logger.warn(line, "replica out of rotation");
    }
  }
}

/**
 * Records where the primary's WAL stands after `userId`'s write (read-your-writes, see the module comment):
 * one upsert on the primary, after the write has committed. Only called when replicas are configured.
 */
export async function recordWrite(db: DbOrTx, userId: number): Promise<void> {
  // The insert position is at or past the end of every record written so far, the write's commit included
  // (whatever synchronous_commit says); bytes since 0/0, as lsnValue reads a replica's replay position.
  const position = sql<bigint>`(pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::bigint`;
  await db
    .insert(schema.writePositions)
    .values({ userId, lsn: position })
    .onConflictDoUpdate({
      target: schema.writePositions.userId,
      set: { lsn: sql`excluded.lsn`, writtenAt: sql`excluded.written_at` },
    });
}
