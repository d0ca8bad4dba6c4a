/**
 * Fixed-window rate limits kept in PostgreSQL (`rate_limit_buckets`), so they hold across server instances
 * (REST-CONVENTIONS.md "Throttling"). One atomic upsert per hit: no read-then-write race.
 *
 * Usage in a service:
 *   const limit = await hitRateLimit(db, `board:${viewer.id}`, 5, 60);
 *   if (!limit.allowed) throw rateLimitedError(limit);
 * and in a REST adapter, `applyRateLimitHeaders(c, limit)` adds X-RateLimit-Limit / -Remaining (the 429 itself,
 * with Retry-After, is rendered by app.ts from the AppError).
 */
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client.ts";
import { queryRows } from "../db/client.ts";
import { rateLimitBuckets } from "../db/schema/index.ts";
import { AppError } from "../errors.ts";

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
}

interface BucketRow {
  count: number;
  reset_at: Date | string;
}

function resultOf(row: BucketRow | undefined, max: number): RateLimitResult {
  if (!row) return { allowed: true, retryAfter: 0, remaining: max, limit: max };
  const count = Number(row.count);
  const resetAt = row.reset_at instanceof Date ? row.reset_at : new Date(row.reset_at);
  const seconds = Math.max(0, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return {
    allowed: count <= max,
    retryAfter: count > max ? Math.max(1, seconds) : seconds,
    remaining: Math.max(0, max - count),
    limit: max,
  };
}

/**
 * Counts one hit against `key` in a window of `windowSeconds`; the window starts with the first hit after the
 * previous one expired. Returns whether this hit is allowed (count ≤ max), the seconds until the window resets
 * and the hits remaining.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const [row] = await queryRows<BucketRow>(
    db,
    sql`insert into rate_limit_buckets (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
          reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at
                          else rate_limit_buckets.reset_at end
        returning count, reset_at`,
  );
  return resultOf(row, max);
}

/** The state of `key` without counting a hit (e.g. "is this login already locked?"). */
export async function peekRateLimit(db: Database, key: string, max: number): Promise<RateLimitResult> {
  const [row] = await queryRows<BucketRow>(
    db,
    sql`select count, reset_at from rate_limit_buckets where key = ${key} and reset_at > now()`,
  );
  return resultOf(row, max);
}

/** Forgets `key` (e.g. after a successful login). */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

/** Removes expired buckets (housekeeping; the index on reset_at serves it). Returns how many were removed. */
export async function sweepRateLimits(db: Database): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limit_buckets where reset_at <= now() returning key`,
  );
  return rows.length;
}

/**
 * The 429 error of a refused hit: Laravel's "Too Many Attempts." with Retry-After (REST-CONVENTIONS.md);
 * the tRPC code is TOO_MANY_REQUESTS, which clients turn into their own Japanese text.
 */
export function rateLimitedError(result: RateLimitResult): AppError {
  return new AppError("TOO_MANY_REQUESTS", "Too Many Attempts.", undefined, Math.max(1, result.retryAfter));
}

/** Sets X-RateLimit-Limit and X-RateLimit-Remaining on a REST answer (Laravel's ThrottleRequests headers). */
export function applyRateLimitHeaders(c: Context, result: RateLimitResult): void {
  c.header("X-RateLimit-Limit", String(result.limit));
  c.header("X-RateLimit-Remaining", String(result.remaining));
}
