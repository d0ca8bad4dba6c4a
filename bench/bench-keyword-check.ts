/**
 * Correctness of keyword search at scale: the first page the service returns must be exactly the newest
 * public posts whose NFKC-normalised title + body contains the keyword, found here by a sequential scan in
 * JavaScript (independent of search_text / search_grams); the total must equal a sequential SQL count with
 * every index disabled; and search_text of the scanned rows must equal normalizeSearchText(title + " " + body).
 */
import type postgres from "postgres";
import { normalizeSearchText, queryWords } from "../src/shared/search-text.ts";

/** The outcome of one keyword check. */
export interface KeywordCheck {
  keyword: string;
  ok: boolean;
  detail: string;
}

const SCAN_CAP = 200_000;

/**
 * Checks one keyword. `pageIds` and `total` are what the service answered for page 1; `exactTotal` false when
 * the service reports a capped or estimated total (then total ≥ min(true count, cap) is checked instead).
 */
export async function checkKeyword(
  sql: postgres.Sql,
  keyword: string,
  pageIds: number[],
  total: number,
  perPage: number,
  cap?: number,
): Promise<KeywordCheck> {
  const words = queryWords(normalizeSearchText(keyword));
  const expected: number[] = [];
  let scanned = 0;
  let mismatchedSearchText = 0;
  let cursor: { createdAt: Date; id: number } | null = null;
  while (expected.length < perPage && scanned < SCAN_CAP) {
    const batch: { id: number; title: string; body: string; search_text: string; created_at: Date }[] =
      cursor === null
        ? await sql`select id, title, body, search_text, created_at from posts where is_public
            order by created_at desc, id desc limit 5000`
        : await sql`select id, title, body, search_text, created_at from posts where is_public
            and (created_at, id) < (${cursor.createdAt}, ${cursor.id})
            order by created_at desc, id desc limit 5000`;
    if (batch.length === 0) break;
    for (const row of batch) {
      scanned++;
      const text = normalizeSearchText(`${row.title} ${row.body}`);
      if (text !== row.search_text) mismatchedSearchText++;
      if (expected.length < perPage && words.every((word) => text.includes(word))) expected.push(row.id);
    }
    const last = batch[batch.length - 1];
    if (last) cursor = { createdAt: last.created_at, id: last.id };
  }
  const pageOk =
    expected.length === perPage
      ? expected.every((id, i) => pageIds[i] === id) && pageIds.length === perPage
      : expected.every((id, i) => pageIds[i] === id);

  const [counted] = await sql.begin(async (tx) => {
    await tx`set local enable_indexscan = off`;
    await tx`set local enable_bitmapscan = off`;
    await tx`set local enable_indexonlyscan = off`;
    const clause = words.map((_, i) => `and strpos(search_text, $${i + 1}) > 0`).join(" ");
    return tx.unsafe(`select count(*)::int as n from posts where is_public ${clause}`, words);
  });
  const trueTotal = Number(counted?.n ?? -1);
  const expectedTotal = cap === undefined ? trueTotal : Math.min(trueTotal, cap);
  const totalOk = total === expectedTotal;
  const ok = pageOk && totalOk && mismatchedSearchText === 0;
  const detail =
    `page 1 ${pageOk ? "= " : "≠ "}sequential scan (${expected.length} found in ${scanned.toLocaleString()} newest posts)` +
    `; total ${total.toLocaleString()} ${totalOk ? "=" : "≠"} sequential count ${trueTotal.toLocaleString()}${cap === undefined ? "" : ` (capped at ${cap.toLocaleString()})`}` +
    (mismatchedSearchText > 0 ? `; ${mismatchedSearchText} rows with a stale search_text` : "");
  return { keyword, ok, detail };
}
