/**
 * The maintained per-status post counters held against the posts (docs/product.md §12 Reporting and moderation:
 * hidden content is left out of every count; decision 004 post_counts, decision 012).
 */
import { expect } from "bun:test";
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../src/server/db/client.ts";

/**
 * Expects post_counts summed per status to equal a live count of the listed posts per status: public and not
 * hidden by moderation (other test files of the run may have hidden some).
 */
export async function expectCountersMatch(db: DbOrTx): Promise<void> {
  const counted = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, sum(count)::int as n from post_counts group by 1 having sum(count) <> 0 order by 1`,
  );
  const live = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from posts where is_public and moderation is null group by 1 order by 1`,
  );
  expect(counted.map((r) => [r.status, Number(r.n)])).toEqual(live.map((r) => [r.status, Number(r.n)]));
}
