/**
 * The metrics of this process (docs/operations.md "Metrics"), kept in one prom-client registry of our own — never
 * prom-client's global default registry — and registered once, when this module is first loaded: building the app
 * twice in one process (the tests) adds nothing and never throws "already registered". `GET /metrics`
 * (http/metrics.ts) writes it in Prometheus's text format.
 *
 * The rest of the server records through the typed functions below, never through prom-client itself, so every
 * label value comes from a closed set or is bounded here: a label value costs memory in every process and a series
 * in Prometheus for ever, and a value taken from a request (an id, an address, a search) would grow without end.
 * Each string label keeps at most a fixed number of distinct values (`BoundedLabel`); later newcomers are counted
 * under `(other)`.
 *
 * This module imports nothing of the app, so that any part of the server (domains included: architecture rule
 * `domain-imports-core-server-modules-only`) may record without an import cycle.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** The registry of this process: what GET /metrics writes. */
export const metricsRegistry = new Registry();

// Process metrics (CPU, memory, file descriptors, event-loop lag, heap, GC) of prom-client, in our registry.
collectDefaultMetrics({ register: metricsRegistry });

/** A label value standing for every value past a label's bound. */
export const OTHER_LABEL = "(other)";

/**
 * At most `max` distinct values of one label in this process: a value seen before, or one that still fits, is kept;
 * any later newcomer is `(other)`. A safety net behind the callers' own mapping to closed sets.
 */
class BoundedLabel {
  private readonly seen = new Set<string>();

  constructor(private readonly max: number) {}

  of(value: string): string {
    if (this.seen.has(value)) return value;
    if (this.seen.size >= this.max) return OTHER_LABEL;
    this.seen.add(value);
    return value;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP

const httpRequests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by route pattern (tRPC: the procedures), method and status.",
  labelNames: ["route", "method", "status"] as const,
  registers: [metricsRegistry],
});

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's headers, by route pattern, method and status.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Route patterns are written in the code; 400 leaves room for every REST route and the usual tRPC batches. */
const httpRoutes = new BoundedLabel(400);

/** The methods counted by name; any other is `OTHER`. */
const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts one answered request (docs/operations.md "Metrics": `http_requests_total`,
 * `http_request_duration_seconds`).
 * @param route the matched pattern (`/api/posts/:id`) or the tRPC procedures, as http/request-log.ts
 *   `metricRouteOf` gives it — never a raw path.
 * @param method the request's method (any method beyond the usual seven is counted as `OTHER`).
 * @param status the answer's status code.
 * @param seconds from the request's arrival to its answer's headers.
 */
export function observeHttpRequest(route: string, method: string, status: number, seconds: number): void {
  const labels = {
    route: httpRoutes.of(route),
    method: HTTP_METHODS.has(method) ? method : "OTHER",
    status: String(status),
  };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

// ---------------------------------------------------------------------------------------------------------------
// Database

/** The database pools a statement may run on: the primary, or a read replica (docs/operations.md "Metrics"). */
export type DatabasePool = "primary" | "replica";

const dbQueryDuration = new Histogram({
  name: "db_query_duration_seconds",
  help: "Time of a database statement from sending it to its result, by pool (primary, replica).",
  labelNames: ["pool"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

const dbPoolWait = new Histogram({
  name: "db_pool_wait_seconds",
  help: "Time a statement waited for a free connection of its pool, by pool (primary, replica).",
  labelNames: ["pool"] as const,
  buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

/**
 * Records one database statement's time on `pool` (`db_query_duration_seconds`), for the database layer
 * (src/server/db/) to call around each statement.
 * @param seconds from sending the statement to its result (failed statements count too).
 */
export function observeDatabaseQuery(pool: DatabasePool, seconds: number): void {
  dbQueryDuration.observe({ pool }, seconds);
}

/**
 * Records how long a statement waited for a connection of `pool` (`db_pool_wait_seconds`), for the database layer
 * to call when a connection is handed to a waiting statement (0 when one was free at once).
 */
export function observePoolWait(pool: DatabasePool, seconds: number): void {
  dbPoolWait.observe({ pool }, seconds);
}

const replicaLag = new Gauge({
  name: "db_replica_lag_seconds",
  help: "How far a read replica is behind the primary, in seconds, as last measured.",
  labelNames: ["replica"] as const,
  registers: [metricsRegistry],
});

const replicaHealthy = new Gauge({
  name: "db_replica_healthy",
  help: "1 while a read replica answers and is close enough to serve reads, 0 while it is out of rotation.",
  labelNames: ["replica"] as const,
  registers: [metricsRegistry],
});

/** Replica names come from the configuration: a handful. */
const replicaNames = new BoundedLabel(16);

/**
 * The last measured state of read replica `name` (`db_replica_lag_seconds`, `db_replica_healthy`), for the
 * database layer's replica check to call each time it measures.
 * @param name a name of the replica that carries no secret (its host and port, or `replica-1`), never its URL.
 * @param lagSeconds how far it is behind the primary (s).
 * @param healthy whether it serves reads now.
 */
export function setReplicaState(name: string, lagSeconds: number, healthy: boolean): void {
  const replica = replicaNames.of(name);
  replicaLag.set({ replica }, lagSeconds);
  replicaHealthy.set({ replica }, healthy ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Live streams

let openStreams: () => number = () => 0;

new Gauge({
  name: "live_streams_open",
  help: "Live event streams (GET /trpc/live.events) open on this instance now.",
  registers: [metricsRegistry],
  collect() {
    this.set(openStreams());
  },
});

/** Where `live_streams_open` reads the number of open streams at each scrape (realtime/live-sse.ts). */
export function countLiveStreamsWith(reader: () => number): void {
  openStreams = reader;
}

// ---------------------------------------------------------------------------------------------------------------
// Job queue

const jobsFailed = new Counter({
  name: "jobs_failed_total",
  help: "Job attempts that failed in this process (each is retried with backoff until its 10th), by queue.",
  labelNames: ["queue"] as const,
  registers: [metricsRegistry],
});

const jobsCompleted = new Counter({
  name: "jobs_completed_total",
  help: "Job attempts that succeeded in this process, by queue.",
  labelNames: ["queue"] as const,
  registers: [metricsRegistry],
});

/** Queue names are the app's (jobs/queue.ts APP_QUEUES). */
const queueNames = new BoundedLabel(32);

/** Counts one attempt of a job of `queue` (jobs/queue.ts's workers): `ok` false when its handler threw. */
export function countJobAttempt(queue: string, ok: boolean): void {
  (ok ? jobsCompleted : jobsFailed).inc({ queue: queueNames.of(queue) });
}

const jobsQueued = new Gauge({
  name: "jobs_queued",
  help: "Jobs due and waiting for a worker (created or retrying, start time reached), by queue; read at scrape.",
  labelNames: ["queue"] as const,
  registers: [metricsRegistry],
});

const jobsDeferred = new Gauge({
  name: "jobs_deferred",
  help: "Jobs waiting for their start time (a later send, a retry's backoff), by queue; read at scrape.",
  labelNames: ["queue"] as const,
  registers: [metricsRegistry],
});

const jobsActive = new Gauge({
  name: "jobs_active",
  help: "Jobs being worked on by some instance, by queue; read at scrape.",
  labelNames: ["queue"] as const,
  registers: [metricsRegistry],
});

const jobsOldest = new Gauge({
  name: "jobs_oldest_age_seconds",
  help: "How long the longest-waiting due job has waited since its start time, by queue (0: none); read at scrape.",
  labelNames: ["queue"] as const,
  registers: [metricsRegistry],
});

const jobsDead = new Gauge({
  name: "jobs_dead",
  help: "Jobs that failed all 10 attempts and are kept (30 days) for an operator, by queue; read at scrape.",
  labelNames: ["queue"] as const,
  registers: [metricsRegistry],
});

const jobsStatsUp = new Gauge({
  name: "jobs_stats_up",
  help: "1 when this scrape read the job table in time, 0 when it could not (the jobs_* gauges are then absent).",
  registers: [metricsRegistry],
});

/** The job table's figures of one queue at a scrape (metrics/job-stats.ts). */
export interface QueueStats {
  queue: string;
  queued: number;
  deferred: number;
  active: number;
  oldestSeconds: number;
  dead: number;
}

/**
 * Sets the job-queue gauges from a scrape's reading (`jobs_queued`, `jobs_deferred`, `jobs_active`,
 * `jobs_oldest_age_seconds`, `jobs_dead`, `jobs_stats_up`); null when the table could not be read in time: the
 * gauges are dropped rather than left stale, and `jobs_stats_up` says 0.
 */
export function setJobStats(stats: readonly QueueStats[] | null): void {
  for (const gauge of [jobsQueued, jobsDeferred, jobsActive, jobsOldest, jobsDead]) gauge.reset();
  jobsStatsUp.set(stats ? 1 : 0);
  for (const row of stats ?? []) {
    const labels = { queue: queueNames.of(row.queue) };
    jobsQueued.set(labels, row.queued);
    jobsDeferred.set(labels, row.deferred);
    jobsActive.set(labels, row.active);
    jobsOldest.set(labels, row.oldestSeconds);
    jobsDead.set(labels, row.dead);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Mail and web push

/** How a mail leaves: through SMTP_URL, or into the outbox folder (mail/mailer.ts). */
export type MailTransport = "smtp" | "outbox";

const mailsSent = new Counter({
  name: "mails_sent_total",
  help: "Mails handed to the SMTP server (or written to the outbox), by transport.",
  labelNames: ["transport"] as const,
  registers: [metricsRegistry],
});

const mailsFailed = new Counter({
  name: "mails_failed_total",
  help: "Mails the SMTP server refused or could not take (the job retries them), by transport.",
  labelNames: ["transport"] as const,
  registers: [metricsRegistry],
});

/** Counts one mail sent (`ok`) or failed through `transport` (mail/mailer.ts). */
export function countMail(transport: MailTransport, ok: boolean): void {
  (ok ? mailsSent : mailsFailed).inc({ transport });
}

/**
 * Why a push was not delivered: `gone` (404/410: the browser dropped the subscription, removed), `refused` (the
 * endpoint breaks the rules now, removed), `timeout`, `rejected` (another status: 429, 5xx) or `unreachable` (no
 * DNS answer, connection refused, TLS, a host cooling down) — the last three are retried.
 */
export type PushFailure = "gone" | "refused" | "timeout" | "rejected" | "unreachable";

const pushesSent = new Counter({
  name: "pushes_sent_total",
  help: "Web pushes a push service accepted (2xx).",
  registers: [metricsRegistry],
});

const pushesFailed = new Counter({
  name: "pushes_failed_total",
  help: "Web pushes not delivered, by reason (gone, refused: subscription removed; timeout, rejected, unreachable: retried).",
  labelNames: ["reason"] as const,
  registers: [metricsRegistry],
});

/** Counts one web push delivered (domains/notifications/push.ts). */
export function countPushSent(): void {
  pushesSent.inc();
}

/** Counts one web push not delivered, and why (domains/notifications/push.ts). */
export function countPushFailed(reason: PushFailure): void {
  pushesFailed.inc({ reason });
}

// ---------------------------------------------------------------------------------------------------------------
// Rate limits

const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused by a rate limit or a stream cap (429), by limit name.",
  labelNames: ["limit"] as const,
  registers: [metricsRegistry],
});

/** Limit names are written in the code (the bucket keys' prefixes and the stream caps). */
const limitNames = new BoundedLabel(64);

/**
 * Counts one refusal by limit `limit` (`rate_limit_refusals_total`): a bucket's name without its subject
 * (limits/rate-limit.ts `rateLimitNameOf`: `login`, `posts`, `messages:hour`) or a stream cap
 * (`live-streams:perMember`).
 */
export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.inc({ limit: limitNames.of(limit) });
}
