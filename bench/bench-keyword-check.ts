/**
 * Correctness of keyword search at scale: the first page the service returns must be exactly the newest
 * public posts whose normalised (NFKC, lower case, katakana as hiragana) title + body + category name + tag
 * names contains the keyword, found here by a sequential scan in JavaScript (independent of search_text /
 * search_grams); the total must equal a sequential SQL count with every index disabled; and search_text of the
 * scanned rows must hold exactly those words (tag order aside).
 */
import type postgres from "postgres";
import { normalizeSearchText, postSearchSource, queryWords } from "#shared/search-text.ts";

/** The words of a search text, sorted: the tag names' order is not part of the text's meaning. */
const wordsOf = (text: string) => text.split(" ").sort().join(" ");

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
    const after = cursor;
    const batch: {
      id: number;
      title: string;
      body: string;
      category: string | null;
      tags: string[] | null;
      search_text: string;
      created_at: Date;
    }[] = await sql`select p.id, p.title, p.body, c.name as category,
          (select array_agg(t.name) from post_tags pt join tags t on t.id = pt.tag_id where pt.post_id = p.id) as tags,
          p.search_text, p.created_at
        from posts p left join categories c on c.id = p.category_id
        where p.is_public ${after === null ? sql`` : sql`and (p.created_at, p.id) < (${after.createdAt}, ${after.id})`}
        order by p.created_at desc, p.id desc limit 5000`;
    if (batch.length === 0) break;
    for (const row of batch) {
      scanned++;
      const text = normalizeSearchText(postSearchSource(row.title, row.body, row.category, row.tags ?? []));
      if (wordsOf(text) !== wordsOf(row.search_text)) mismatchedSearchText++;
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
