/**
 * Whether the database answers, decided fast (docs/operations.md "Database outages", docs/product.md "Service
 * availability"): the breaker in front of the PostgreSQL connections of one server process.
 *
 * Where requests waited during an outage: every request's first statement (the session lookup) queued in the pool
 * behind connection attempts, each lasting up to DB_CONNECT_TIMEOUT_MS against an address that accepts and never
 * answers; statements already sent on open connections that went silent waited for ever (TCP says nothing), and
 * took the pool's connections with them, so the board stayed down after the database came back. (The driver's own
 * hangs on a refused or closed connection are patched: decision 018, revisit.)
 *
 * What this does instead:
 * - **Suspicion.** Database work (a statement or a transaction of the request pool, through `guardClient`) that
 *   fails as "unavailable" (db/unavailable.ts), or is still unanswered after SUSPECT_AFTER_MS, makes the probe run:
 *   `select 1` on a connection of its own, answered within PROBE_TIMEOUT_MS or not at all. A slow statement on a
 *   database that answers the probe is only slow: nothing happens (the statement timeout deals with it).
 * - **Away.** A probe that fails marks the database away: every socket of the pool, the live-event listener and
 *   the job queue is cut at once (what was waiting on them fails now, as 503), and until the database answers a
 *   probe again no socket is opened and every statement fails at once, without touching the pool.
 * - **Back.** While away, the probe runs every PROBE_EVERY_MS; its first answer lets everything through again.
 *
 * So a request never waits longer than SUSPECT_AFTER_MS + PROBE_TIMEOUT_MS for the database (about 1.2 s), and
 * only while nobody knows yet; once known, it is answered at once.
 */
import { EventEmitter } from "node:events";
import { connect as netConnect, Socket } from "node:net";
import postgres from "postgres";
import { logger, requestContext } from "../logger.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

/** Unanswered database work older than this (ms) makes the probe run. */
export const SUSPECT_AFTER_MS = 400;
/** A probe without an answer after this (ms) finds the database away. */
export const PROBE_TIMEOUT_MS = 750;
/** While the database is away, a probe this often (ms). */
export const PROBE_EVERY_MS = 500;

/** The timings of a breaker (the constants above unless the constructor is given others). */
export interface AvailabilityTimings {
  suspectAfterMs: number;
  probeTimeoutMs: number;
  probeEveryMs: number;
}

/** The error of a statement refused because the database is known to be away (db/unavailable.ts knows its code). */
export function databaseAwayError(): Error {
  return Object.assign(new Error("the database is away (no answer to the last probe)"), {
    code: "DATABASE_AWAY",
  });
}

/** What postgres.js passes to a `socket` factory (its parsed options). */
export interface SocketOptions {
  host: string[];
  port: number[];
  path?: string | false;
}

/** A socket that fails at once (after postgres.js has attached its listeners): a connection refused by us. */
function refusedSocket(): Socket {
  const socket = new Socket();
  setImmediate(() => socket.destroy(databaseAwayError()));
  return socket;
}

/** What a breaker tells its listeners (`on`): each probe's outcome, and each change of state. */
export interface AvailabilityEvents {
  /** A probe ended: true when the database answered it. */
  probe: [answered: boolean];
  /** The database was found away. */
  away: [];
  /** The database answers again after being away. */
  back: [];
}

/** Database work being watched. */
interface Watched {
  startedAt: number;
}

/**
 * The breaker of one database (one per server process, created by openDatabase with `watchAvailability`): what
 * keeps docs/product.md "Service availability" — every request answered within 2 s while the database is away.
 */
export class DatabaseAvailability {
  private readonly events = new EventEmitter<AvailabilityEvents>();
  private away = false;
  private awaySince = 0;
  private probing: Promise<boolean> | null = null;
  private lastProbeAt = 0;
  private readonly watched = new Set<Watched>();
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** A suspicion that came too soon after the last probe waits here for the next one (never dropped). */
  private deferred: ReturnType<typeof setTimeout> | null = null;
  /** A suspicion that came while a probe ran: that probe may have been answered just before the failure. */
  private suspectedDuringProbe = false;
  /** Sockets of the pool, the listener and the job queue: cut when the database is found away. */
  private readonly sockets = new Set<Socket>();
  private probeClient: postgres.Sql | null = null;
  private readonly probeSockets = new Set<Socket>();
  private nextHost = 0;
  private closed = false;

  /**
   * @param databaseUrl what the probe connects to (the pool's URL).
   * @param timings SUSPECT_AFTER_MS, PROBE_TIMEOUT_MS, PROBE_EVERY_MS unless given.
   */
  constructor(
    private readonly databaseUrl: string,
    private readonly timings: AvailabilityTimings = {
      suspectAfterMs: SUSPECT_AFTER_MS,
      probeTimeoutMs: PROBE_TIMEOUT_MS,
      probeEveryMs: PROBE_EVERY_MS,
    },
  ) {}

  /**
   * postgres.js options for every client of this database (the pool, the listener, the job queue's pool): sockets
   * made here, so they can be cut at once and none is opened while the database is away; and no growing pause
   * before reconnecting (postgres.js waits up to 20 s, and a request waited with it after the database was back —
   * while it is away nothing reaches the pool, so nothing hammers it).
   */
  get driverOptions(): { socket: (options: SocketOptions) => Socket; backoff: () => number } {
    return {
      // postgres.js's `socket` option (a function returning the socket), left out of its type declarations.
      socket: (options) => this.openSocket(options, this.sockets, true),
      backoff: () => 0,
    };
  }

  /**
   * The request pool's client `client`, guarded: while the database is away `unsafe` (every drizzle statement),
   * `begin` and `reserve` fail at once with DATABASE_AWAY (a 503, errors.ts unavailableError) without touching the
   * pool; otherwise each is watched (`watch`). Every other property is the client's own.
   */
  guardClient(client: postgres.Sql): postgres.Sql {
    const unsafe = ((...args: Parameters<postgres.Sql["unsafe"]>) => {
      if (this.away) return failedQuery();
      const query = client.unsafe(...args);
      this.watch(query);
      return query;
    }) as postgres.Sql["unsafe"];
    const begin = ((...args: unknown[]) => {
      if (this.away) return Promise.reject(databaseAwayError());
      return this.watch((client.begin as (...a: unknown[]) => Promise<unknown>)(...args));
    }) as postgres.Sql["begin"];
    const reserve = (() => {
      if (this.away) return Promise.reject(databaseAwayError());
      return this.watch(client.reserve());
    }) as postgres.Sql["reserve"];
    return new Proxy(client, {
      get(target, property, receiver) {
        if (property === "unsafe") return unsafe;
        if (property === "begin") return begin;
        if (property === "reserve") return reserve;
        return Reflect.get(target, property, receiver);
      },
    });
  }

  /**
   * Watches `work` (a postgres.js query or any promise of database work) until it settles: a failure that says the
   * database is unavailable, or no answer after SUSPECT_AFTER_MS, makes the probe run. Returns `work` itself; a
   * postgres.js query is not started by being watched (its `then` is not called).
   */
  watch<T extends PromiseLike<unknown>>(work: T): T {
    if (this.closed) return work;
    const entry: Watched = { startedAt: performance.now() };
    this.watched.add(entry);
    this.armWatchdog();
    // The base Promise's `then`: postgres.js's own would start the query before drizzle has set its options.
    Promise.prototype.then.call(
      work,
      () => this.watched.delete(entry),
      (error: unknown) => {
        this.watched.delete(entry);
        if ((error as { code?: unknown })?.code !== "DATABASE_AWAY" && isDatabaseUnavailable(error)) {
          this.suspect();
        }
      },
    );
    return work;
  }

  /**
   * Listens to the breaker's events (AvailabilityEvents: `probe` with its outcome, `away`, `back`) — what tests
   * await instead of polling, and a place for metrics. Returns the breaker.
   */
  on<E extends keyof AvailabilityEvents>(event: E, listener: (...args: AvailabilityEvents[E]) => void): this {
    this.events.on(event, listener as never);
    return this;
  }

  /** Stops the timers and closes the probe's connection (the database is being closed). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.watchdog) clearTimeout(this.watchdog);
    if (this.retry) clearTimeout(this.retry);
    if (this.deferred) clearTimeout(this.deferred);
    this.watched.clear();
    await this.probeClient?.end({ timeout: 0 }).catch(() => undefined);
  }

  private armWatchdog(): void {
    if (this.watchdog || this.closed) return;
    // Outside the request that happens to start it: the breaker's timers and log lines belong to no request.
    this.watchdog = requestContext.exit(() =>
      setTimeout(() => this.checkWatched(), this.timings.suspectAfterMs),
    );
    this.watchdog.unref?.();
  }

  /** The oldest watched work (the set keeps insertion order) decides whether to probe now, and when to look again. */
  private checkWatched(): void {
    this.watchdog = null;
    const oldest = this.watched.values().next().value as Watched | undefined;
    if (!oldest || this.closed) return;
    const age = performance.now() - oldest.startedAt;
    if (age >= this.timings.suspectAfterMs) this.suspect();
    const wait =
      age >= this.timings.suspectAfterMs ? this.timings.probeEveryMs : this.timings.suspectAfterMs - age;
    this.watchdog = setTimeout(() => this.checkWatched(), Math.max(wait, 10));
    this.watchdog.unref?.();
  }

  /**
   * Runs a probe now, or as soon as PROBE_EVERY_MS has passed since the last one; nothing when the database is
   * already known away (the retry probes then). A suspicion is never dropped: the database may have stopped just
   * after a probe it answered, and the failure that says so can arrive while that probe runs or just after it.
   */
  private suspect(): void {
    if (this.away || this.closed) return;
    if (this.probing) {
      this.suspectedDuringProbe = true;
      return;
    }
    const sinceProbe = performance.now() - this.lastProbeAt;
    if (sinceProbe < this.timings.probeEveryMs) {
      if (this.deferred) return;
      this.deferred = requestContext.exit(() =>
        setTimeout(() => {
          this.deferred = null;
          this.suspect();
        }, this.timings.probeEveryMs - sinceProbe),
      );
      this.deferred.unref?.();
      return;
    }
    requestContext.exit(() => {
      void this.runProbe().then((answered) => {
        const again = this.suspectedDuringProbe;
        this.suspectedDuringProbe = false;
        if (!answered) this.markAway();
        else if (again) this.suspect();
      });
    });
  }

  /** One probe: true when `select 1` was answered within PROBE_TIMEOUT_MS. Never rejects. */
  private runProbe(): Promise<boolean> {
    if (this.probing) return this.probing;
    this.lastProbeAt = performance.now();
    const probe = (async () => {
      this.probeClient ??= postgres(this.databaseUrl, {
        max: 1,
        connect_timeout: this.timings.probeTimeoutMs / 1000,
        idle_timeout: null as never,
        max_lifetime: null as never,
        fetch_types: false,
        prepare: false,
        backoff: () => 0,
        onnotice: () => {},
        connection: { application_name: "tasukeai-probe" },
        // The probe's sockets are its own: never refused (it is what finds the database back), cut on a timeout.
        socket: ((options: SocketOptions) => this.openSocket(options, this.probeSockets, false)) as never,
      } as postgres.Options<Record<string, never>>);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), this.timings.probeTimeoutMs);
      });
      try {
        const outcome = await Promise.race([
          this.probeClient.unsafe("select 1").then(
            () => "answered" as const,
            (error: unknown) => error,
          ),
          timedOut,
        ]);
        if (outcome === "answered") return true;
        // The probe's client is given up with its connection (the next probe makes a new one): a silent connection
        // never answers, and a driver that lost its socket mid-connect could keep a stale state that no later
        // probe gets past — the board would stay away after the database came back.
        this.dropProbeClient();
        // Refused, lost, timed out, shutting down: away. Anything else (a wrong password) is not an outage.
        return !(outcome === "timeout" || isDatabaseUnavailable(outcome));
      } finally {
        clearTimeout(timer);
      }
    })()
      .catch(() => {
        this.dropProbeClient();
        return false;
      })
      .then((answered) => {
        this.probing = null;
        this.events.emit("probe", answered);
        return answered;
      });
    this.probing = probe;
    return probe;
  }

  /** Ends the probe's client and cuts its sockets; the next probe connects afresh. */
  private dropProbeClient(): void {
    const stale = this.probeClient;
    this.probeClient = null;
    for (const socket of this.probeSockets) socket.destroy();
    this.probeSockets.clear();
    void stale?.end({ timeout: 0 }).catch(() => undefined);
  }

  /** The database did not answer: cut every socket, refuse new ones, probe until it answers. */
  private markAway(): void {
    if (this.away || this.closed) return;
    this.away = true;
    this.awaySince = performance.now();
    logger.warn(
      { waiting: this.watched.size, sockets: this.sockets.size },
      "database away: answering 503 until it answers again",
    );
    this.events.emit("away");
    // What waits on these sockets fails now (DATABASE_AWAY, a 503) instead of waiting for an answer that will not
    // come; the pool reconnects when the database is back.
    for (const socket of this.sockets) socket.destroy(databaseAwayError());
    this.sockets.clear();
    this.watched.clear();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    this.retry = setTimeout(async () => {
      this.retry = null;
      if (await this.runProbe()) {
        this.away = false;
        logger.info({ awayMs: Math.round(performance.now() - this.awaySince) }, "database available again");
        this.events.emit("back");
      } else {
        this.scheduleRetry();
      }
    }, this.timings.probeEveryMs);
    this.retry.unref?.();
  }

  /** A socket to the database for postgres.js (`options.socket`), kept in `into` until it closes. */
  private openSocket(options: SocketOptions, into: Set<Socket>, refuseWhileAway: boolean): Socket {
    if (refuseWhileAway && this.away) return refusedSocket();
    let socket: Socket;
    if (options.path) {
      socket = netConnect(options.path);
    } else {
      // Several hosts are tried in turn, as postgres.js does with its own sockets; host and port name the
      // address in the driver's error messages.
      const index = this.nextHost++ % options.host.length;
      const host = options.host[index];
      const port = options.port[index] ?? options.port[0] ?? 5432;
      socket = Object.assign(netConnect(port, host), { host, port });
    }
    into.add(socket);
    socket.once("close", () => into.delete(socket));
    return socket;
  }
}

/** A statement that failed before it was sent: what drizzle awaits (also through `.values()`). */
function failedQuery(): ReturnType<postgres.Sql["unsafe"]> {
  const failed = Promise.reject(databaseAwayError());
  // Whoever awaits it gets the rejection; this only keeps it from counting as unhandled before that.
  failed.catch(() => undefined);
  return Object.assign(failed, {
    values: () => failed,
    raw: () => failed,
    simple: () => failed,
    execute: () => failed,
    cancel: () => undefined,
  }) as unknown as ReturnType<postgres.Sql["unsafe"]>;
}
