/**
 * The cost of the both-ways block filter and the hidden-post condition on the post lists at a million posts
 * (docs/product.md §12, docs/decisions/012-safety.md):
 *   npx bun bench/safety-lists.ts [--database-url postgres://…/tasukeai_bench] [--iterations 100] [--blocks 200]
 * Times the id-page statements the lists run (posts/list/paging.ts `newestIds`: newest first, a deep page, a category
 * and a region page) as plain SQL for one member, without and with the filter, then after the member blocked
 * `--blocks` of the most active authors and as many other members blocked them; prints p50/p95 per statement and
 * the plan of the newest page. The blocks it adds are removed at the end. Plain SQL on purpose: it measures the
 * filter's shape alone, whatever else the list code does. Needs the bench database of bench/seed.ts.
 */
import os from "node:os";
import postgres from "postgres";
import { type Figures, figuresTable, summarize, timeSequential } from "./bench-stats.ts";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/tasukeai_bench";

function argValue(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const url = argValue("database-url", DEFAULT_URL);
const iterations = Number(argValue("iterations", "100"));
const blockCount = Number(argValue("blocks", "200"));
const sql = postgres(url, { max: 1, onnotice: () => {} });

const [member] = await sql<
  { id: number }[]
>`select id from users where deleted_at is null order by id limit 1`;
if (!member) throw new Error("no member in the bench database (run npm run bench:seed)");
const me = member.id;
const [category] = await sql<{ id: number }[]>`
  select category_id as id from posts where id in (select id from posts tablesample system (1))
   group by 1 order by count(*) desc limit 1`;
const [region] = await sql<{ id: number }[]>`
  select region_id as id from posts where id in (select id from posts tablesample system (1))
   group by 1 order by count(*) desc limit 1`;

/** The list conditions: public, plus (when `filtered`) shown and not blocked either way — as scopeConditions. */
const where = (filtered: boolean) =>
  filtered
    ? `is_public and moderation is null and not exists (select 1 from blocks blk
         where (blk.blocker_id = ${me} and blk.blocked_id = posts.user_id)
            or (blk.blocked_id = ${me} and blk.blocker_id = posts.user_id))`
    : "is_public";
const statements = (filtered: boolean) => [
  {
    name: "newest, page 1",
    text: `select id from posts where ${where(filtered)} order by created_at desc, id desc limit 15`,
  },
  {
    name: "newest, page 20",
    text: `select id from posts where ${where(filtered)} order by created_at desc, id desc limit 15 offset 285`,
  },
  {
    name: "category page 1",
    text: `select id from posts where ${where(filtered)} and category_id = ${category?.id ?? 0}
           order by created_at desc, id desc limit 15`,
  },
  {
    name: "region page 1",
    text: `select id from posts where ${where(filtered)} and region_id = ${region?.id ?? 0}
           order by created_at desc, id desc limit 15`,
  },
];

async function measure(label: string, filtered: boolean): Promise<Figures[]> {
  const rows: Figures[] = [];
  for (const statement of statements(filtered)) {
    const samples = await timeSequential(() => sql.unsafe(statement.text), iterations, 5, 60);
    rows.push(summarize(`${statement.name} — ${label}`, samples));
  }
  return rows;
}

const rows: Figures[] = [];
rows.push(...(await measure("no filter (before the safety filters)", false)));
rows.push(...(await measure("filter, no blocks", true)));
const authors = await sql<{ user_id: number }[]>`
  select user_id from posts where user_id is not null and user_id <> ${me}
   group by user_id order by count(*) desc limit ${blockCount * 2}`;
const blocked = authors.slice(0, blockCount).map((a) => a.user_id);
const blockers = authors.slice(blockCount).map((a) => a.user_id);
await sql`insert into blocks (blocker_id, blocked_id)
  select ${me}, unnest(${sql.array(blocked)}::int[]) on conflict do nothing`;
await sql`insert into blocks (blocker_id, blocked_id)
  select unnest(${sql.array(blockers)}::int[]), ${me} on conflict do nothing`;
await sql`analyze blocks`;
try {
  rows.push(...(await measure(`filter, ${blocked.length} + ${blockers.length} blocks`, true)));
  const plan = await sql.unsafe(`explain (analyze, buffers, costs off) ${statements(true)[0]?.text}`);
  console.log("EXPLAIN newest page 1 with the filter and the blocks:");
  for (const row of plan) console.log(`  ${Object.values(row)[0]}`);
} finally {
  await sql`delete from blocks where blocker_id = ${me} or blocked_id = ${me}`;
}
const [posts] = await sql<{ n: number }[]>`select count(*)::int as n from posts`;
console.log(
  `\n${posts?.n} posts; member ${me}; ${iterations} sequential calls per statement; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}; ${os.cpus().length} cores\n`,
);
console.log(figuresTable(rows, false));
await sql.end();
