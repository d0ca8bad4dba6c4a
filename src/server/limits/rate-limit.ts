/**
 * Fixed-window rate limits kept in PostgreSQL (`rate_limit_buckets`), so they hold across server instances
 * (docs/api.md "Rate limits"). One atomic upsert per hit: no read-then-write race.
 *
 * Reserve first, then work: `takeRateLimit` claims a slot of the window in one statement before the guarded
 * work runs (a password check, a mail, an insert), so parallel requests can never run the work more than `max`
 * times a window — whichever instance they reach. A refused hit claims nothing. A check that must not count a
 * success (the login) clears the bucket afterwards; there is no "peek, work, then record".
 *
 * Usage at the edge (both adapters of an operation call the same policy function):
 *   const limit = await takeRateLimit(db, `board:${viewer.id}`, 5, 60); // throws the 429 AppError
 * and REST may name the bucket of its choice with http/rate-limit.ts `applyRateLimitHeaders(c, limit)` (the 429
 * itself, with Retry-After and the same headers, is rendered by http/error-response.ts from the AppError).
 *
 * Every answer of a request that took a limit says so (docs/api.md "Rate limits"): while a request is served
 * inside `recordRateLimits` (http/rate-limit-headers.ts), each take and clear is noted, and the answer gets the
 * X-RateLimit-* headers of the bucket with the fewest hits left when its adapter named none. Domains keep
 * calling takeRateLimit and know nothing of headers.
 *
 * Every refusal is counted in the metrics by the bucket's name (`rateLimitNameOf`; docs/operations.md "Metrics":
 * `rate_limit_refusals_total`).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { queryRows } from "../db/client.ts";
import { rateLimitBuckets } from "../db/schema/index.ts";
import { AppError } from "../errors.ts";
import { countRateLimitRefusal } from "../metrics/metrics.ts";

/** The state of a bucket after a hit (or a peek). */
export interface RateLimitResult {
  /** True when this hit is within the limit. */
  allowed: boolean;
  /** Seconds until the window resets (at least 1 while limited; 0 when the bucket is empty). */
  retryAfter: number;
  /** Hits left in the current window (never negative). */
  remaining: number;
  /** The maximum number of hits per window. */
  limit: number;
  /** When the window resets, in Unix seconds (X-RateLimit-Reset); now when the bucket is empty. */
  resetAt: number;
}

interface BucketRow {
  count: number;
  reset_at: Date | string;
}

/** The Unix second `ms` (milliseconds since the epoch) falls in, rounded up: a reset is never announced early. */
function unixSeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}

/** The state of an empty bucket of `max` hits: nothing used, the window (not yet started) resets now. */
function emptyBucket(max: number): RateLimitResult {
  return { allowed: true, retryAfter: 0, remaining: max, limit: max, resetAt: unixSeconds(Date.now()) };
}

function resultOf(row: BucketRow | undefined, max: number): RateLimitResult {
  if (!row) return emptyBucket(max);
  const count = Number(row.count);
  const resetAt = row.reset_at instanceof Date ? row.reset_at : new Date(row.reset_at);
  const seconds = Math.max(0, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return {
    allowed: count <= max,
    retryAfter: count > max ? Math.max(1, seconds) : seconds,
    remaining: Math.max(0, max - count),
    limit: max,
    resetAt: unixSeconds(resetAt.getTime()),
  };
}

/** A bucket key's words that name a window of the same limit (`messages:hour:<id>`), not its subject. */
const WINDOW_WORDS = new Set(["minute", "hour", "day"]);

/**
 * The name of the limit a bucket key belongs to, without its subject (a member's id, an address, an e-mail):
 * `posts:42` → `posts`, `login:someone@example.com|10.0.0.1` → `login`, `messages:hour:42` → `messages:hour`. A
 * key that does not start with a lower-case word is `(other)`. For the metrics' label, which must never carry
 * the subject (docs/operations.md "Metrics").
 */
export function rateLimitNameOf(key: string): string {
  const [first = "", second] = key.split(":", 3);
  if (!/^[a-z][a-z-]{0,39}$/.test(first)) return "(other)";
  return second !== undefined && WINDOW_WORDS.has(second) ? `${first}:${second}` : first;
}

/** The buckets a request took or cleared, by key, in the order first met (see recordRateLimits). */
const requestBuckets = new AsyncLocalStorage<Map<string, RateLimitResult>>();

/** Notes `result` as the state of `key` for the request being served, if one is being recorded. */
function noteBucket(key: string, result: RateLimitResult): void {
  const buckets = requestBuckets.getStore();
  if (!buckets) return;
  // Re-inserted so that the latest state of a key is also the latest entry (ties go to the latest bucket).
  buckets.delete(key);
  buckets.set(key, result);
}

/**
 * Runs `serve` (one request) while noting every bucket it takes or clears, for the X-RateLimit-* headers of its
 * answer (http/rate-limit-headers.ts). Work outside such a run (jobs, tests calling services) is not noted.
 * @returns what `serve` returns.
 */
export function recordRateLimits<T>(serve: () => Promise<T>): Promise<T> {
  return requestBuckets.run(new Map(), serve);
}

/**
 * The bucket the answer of the request being recorded should name: of the buckets it took (refused ones
 * included) or cleared, the one with the fewest hits left — the limit the caller meets first; on a tie the one
 * met last (an operation's own limit after the token limit). Undefined when it took none, or outside a record.
 */
export function tightestRateLimitTaken(): RateLimitResult | undefined {
  let tightest: RateLimitResult | undefined;
  for (const result of requestBuckets.getStore()?.values() ?? []) {
    if (!tightest || result.remaining <= tightest.remaining) tightest = result;
  }
  return tightest;
}

/** The state of `key` without counting a hit (e.g. "is this login already locked?"). */
export async function peekRateLimit(db: DbOrTx, key: string, max: number): Promise<RateLimitResult> {
  const [row] = await queryRows<BucketRow>(
    db,
    sql`select count, reset_at from rate_limit_buckets where key = ${key} and reset_at > now()`,
  );
  return resultOf(row, max);
}

/**
 * Forgets `key` (e.g. after a successful login). When the request being served took `key`, its answer then names
 * the empty bucket (all hits left), not the state before the clear.
 */
export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
  const taken = requestBuckets.getStore()?.get(key);
  if (taken) noteBucket(key, emptyBucket(taken.limit));
}

/** Removes expired buckets (housekeeping; the index on reset_at serves it). Returns how many were removed. */
export async function sweepRateLimits(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limit_buckets where reset_at <= now() returning key`,
  );
  return rows.length;
}

/**
 * The 429 error of a refused hit: Laravel's "Too Many Attempts." on the wire with Retry-After and X-RateLimit-*,
 * 「操作が多すぎます…」 (or `message`) for people.
 */
function rateLimitedError(result: RateLimitResult, message?: string): AppError {
  return AppError.tooManyRequests(result, message);
}

/**
 * Reserves one hit against `key` — at most `max` per `windowSeconds` — before the work it guards runs. One atomic
 * upsert: it counts the hit only while the window has room (a new window starts with the first hit after the
 * previous one expired), so `max` parallel calls at most get through and a refused call leaves the count as it
 * is (the bucket holds the hits that were let through).
 * Both outcomes are noted for the answer's X-RateLimit-* headers (recordRateLimits).
 * @returns the bucket state (for the X-RateLimit-* headers of REST; `resetAt` in Unix seconds).
 * @throws AppError TOO_MANY_REQUESTS (429; `message` for people, `Too Many Attempts.` on the wire, Retry-After and
 *   X-RateLimit-* from the bucket) when the window is full.
 */
export async function takeRateLimit(
  db: DbOrTx,
  key: string,
  max: number,
  windowSeconds: number,
  message?: string,
): Promise<RateLimitResult> {
  // ON CONFLICT … DO UPDATE … WHERE: a full, unexpired bucket is locked but not updated and returns no row.
  const [row] = await queryRows<BucketRow>(
    db,
    sql`insert into rate_limit_buckets (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
          reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at
                          else rate_limit_buckets.reset_at end
        where rate_limit_buckets.reset_at <= now() or rate_limit_buckets.count < ${max}
        returning count, reset_at`,
  );
  if (row) {
    const taken = resultOf(row, max);
    noteBucket(key, taken);
    return taken;
  }
  // Refused: read when the window ends, for Retry-After (the decision above was already atomic).
  const refused: RateLimitResult = { ...(await peekRateLimit(db, key, max)), allowed: false, remaining: 0 };
  noteBucket(key, refused);
  countRateLimitRefusal(rateLimitNameOf(key));
  throw rateLimitedError(refused, message);
}
