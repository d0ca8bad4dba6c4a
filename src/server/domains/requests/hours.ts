/**
 * The hours helpers gave (docs/product.md "Organisations": hours): recorded by a request's author when resolving it
 * naming the helper, kept in half hours on the request, summed for the helper's profile (活動時間). No money value.
 */
import { and, eq, inArray, isNotNull, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";

/**
 * The hours each member of `ids` gave on resolved requests naming them as helper (absent: none). One grouped query
 * on the helper index. @returns member id → hours (halves, e.g. 2.5).
 */
export async function hoursGivenOf(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  const hours = new Map<number, number>();
  if (ids.length === 0) return hours;
  const rows = await db
    .select({ helperId: posts.helperId, halves: sum(posts.helperHalfHours) })
    .from(posts)
    .where(and(inArray(posts.helperId, ids), eq(posts.status, "resolved"), isNotNull(posts.helperHalfHours)))
    .groupBy(posts.helperId);
  for (const row of rows) {
    if (row.helperId !== null) hours.set(row.helperId, Number(row.halves ?? 0) / 2);
  }
  return hours;
}
