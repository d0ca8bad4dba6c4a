/**
 * Benchmark of the main queries and REST endpoints (docs/performance.md "Lists at 1,000,000 posts"), one
 * command (`npm run bench`):
 *   npx bun bench/run.ts [--database-url postgres://…/tasukeai_bench] [--concurrency 8] [--iterations 200]
 *                        [--requests 400] [--only <text>] [--no-http] [--no-explain] [--no-write]
 *                        [--seed] [--posts 1000000] [--users 100000]
 * 0. When the bench database is missing or has no posts (or with --seed), fills it first with bench/seed.ts
 *    (--posts / --users, default 1,000,000 / 100,000).
 * 1. Each main query through the app's service functions (in-process, sequential, p50/p95/p99 against the
 *    budgets), with keyword results checked against a sequential scan.
 * 2. Each REST endpoint through the real server (spawned on a free port) under concurrency.
 * 3. EXPLAIN (ANALYZE, BUFFERS) of the statements of the main queries.
 * Prints the tables and keeps the run in bench/results/lists/ (the report, and the figures and plans as JSON) with
 * its row of the latest-figures table in docs/performance.md (bench/results.ts; not with --no-write).
 */
import { loadavg } from "node:os";
import postgres from "postgres";
import { migrateDatabase, openDatabase } from "../src/server/db/client.ts";
import type { Viewer } from "../src/server/viewer.ts";
import { explainingDatabase } from "./bench-explain.ts";
import { benchEndpoints, type Endpoint, startServer } from "./bench-http.ts";
import { checkKeyword, type KeywordCheck } from "./bench-keyword-check.ts";
import { describeMachine } from "./bench-report.ts";
import { type ServiceScenario, serviceScenarios } from "./bench-scenarios.ts";
import { type Figures, figuresTable, summarize, timeSequential, unavailable } from "./bench-stats.ts";
import { recordRun } from "./results.ts";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/tasukeai_bench";

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

/** Number of posts in the database of `url`; 0 when the database or its posts table does not exist. */
async function postsIn(url: string): Promise<number> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const server = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  const [found] = await server`select 1 as one from pg_database where datname = ${name}`;
  await server.end();
  if (!found) return 0;
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client<{ n: number | null }[]>`
      select case when to_regclass('public.posts') is null then 0
        else (select count(*)::int from (select 1 from posts limit 1) one) end as n`;
    return Number(row?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Runs bench/seed.ts for `url` (it creates the database when missing), passing the sizes through. */
function seed(url: string): void {
  const posts = argValue("posts") ?? "1000000";
  const users = argValue("users") ?? String(Math.max(100, Math.round(Number(posts) / 10)));
  console.log(`seeding ${url} with ${posts} posts and ${users} users (bench/seed.ts)…`);
  const result = Bun.spawnSync(
    [process.execPath, "bench/seed.ts", "--database-url", url, "--posts", posts, "--users", users],
    { cwd: `${import.meta.dir}/..`, stdout: "inherit", stderr: "inherit" },
  );
  if (result.exitCode !== 0) throw new Error(`bench/seed.ts failed (exit ${result.exitCode})`);
}

async function main(): Promise<void> {
  const url = argValue("database-url") ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  if (flag("seed") || (await postsIn(url)) === 0) seed(url);
  const concurrency = Number(argValue("concurrency") ?? 8);
  const iterations = Number(argValue("iterations") ?? 200);
  const requests = Number(argValue("requests") ?? 400);
  const only = argValue("only");
  const started = new Date();
  const loadStart = loadavg();

  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
  await migrateDatabase(handle);
  const db = handle.db;
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  const [dataset] = await sql<
    { posts: number; public: number; users: number; comments: number; tags: number }[]
  >`
    select (select count(*)::int from posts) as posts, (select count(*)::int from posts where is_public) as public,
      (select count(*)::int from users) as users, (select count(*)::int from comments) as comments,
      (select count(*)::int from post_tags) as tags`;
  if (!dataset || dataset.posts === 0) throw new Error("the bench database has no posts after seeding");
  const machine = await describeMachine(sql);
  console.log(`dataset: ${JSON.stringify(dataset)}\n${machine}\n`);

  const member: Viewer = { id: 1, name: "bench", emailVerified: true, isAdmin: false, sessionId: "bench" };
  const scenarios = (await serviceScenarios(sql, member)).filter(
    (s) => only === undefined || s.name.includes(only),
  );

  // 1. Service functions, sequential.
  console.log("service functions (sequential, in-process):");
  const serviceFigures: Figures[] = [];
  for (const scenario of scenarios) {
    const call = scenario.call;
    try {
      const samples = await timeSequential((i) => call(db, i), iterations, 5, 20);
      const figures = summarize(scenario.name, samples, scenario.budgetMs);
      if (scenario.note) figures.note = scenario.note;
      serviceFigures.push(figures);
      console.log(
        `  ${scenario.name}: p50 ${figures.p50.toFixed(2)} p95 ${figures.p95.toFixed(2)} p99 ${figures.p99.toFixed(2)} ms`,
      );
    } catch (error) {
      serviceFigures.push(
        unavailable(scenario.name, "failed", String(error).slice(0, 120), scenario.budgetMs),
      );
      console.log(`  ${scenario.name}: failed ${error}`);
    }
  }

  // Keyword correctness.
  const checks: KeywordCheck[] = [];
  for (const scenario of scenarios) {
    if (!scenario.keyword) continue;
    const page = (await scenario.call(db, 0)) as { data: { id: number }[]; meta: { total: number } };
    const check = await checkKeyword(
      sql,
      scenario.keyword,
      page.data.map((p) => p.id),
      page.meta.total,
      15,
      scenario.keywordCap,
    );
    checks.push({ ...check, keyword: scenario.name });
    console.log(`  check ${scenario.name}: ${check.ok ? "OK" : "WRONG"} — ${check.detail}`);
  }

  // 2. REST endpoints through the real server.
  let httpFigures: Figures[] = [];
  if (!flag("no-http")) {
    console.log(`\nREST endpoints (${concurrency} concurrent clients, ${requests} requests each):`);
    const server = await startServer(url);
    try {
      const endpoints = (await restEndpoints(sql)).filter((e) => only === undefined || e.name.includes(only));
      httpFigures = await benchEndpoints(server.baseUrl, endpoints, requests, concurrency, console.log);
    } finally {
      await server.stop();
    }
  }

  // 3. Plans.
  const plans: { scenario: string; statements: { sql: string; plan: string }[] }[] = [];
  if (!flag("no-explain")) {
    const explaining = explainingDatabase(url);
    for (const scenario of scenarios) {
      if (!scenario.explain) continue;
      const call = scenario.call;
      const statements = await explaining.explain((recording) => call(recording, 0));
      plans.push({
        scenario: scenario.name,
        statements: statements.map((s) => ({ sql: s.query.trim(), plan: s.plan })),
      });
    }
    await explaining.close();
  }

  console.log(`\n${figuresTable(serviceFigures, false)}\n`);
  if (httpFigures.length > 0) console.log(`${figuresTable(httpFigures, true)}\n`);
  const command = `npx bun bench/run.ts --concurrency ${concurrency} --iterations ${iterations} --requests ${requests}`;
  const report = [
    `Data: ${dataset.posts.toLocaleString()} posts (${dataset.public.toLocaleString()} public), ${dataset.users.toLocaleString()} users, ` +
      `${dataset.comments.toLocaleString()} comments, ${dataset.tags.toLocaleString()} post tags.`,
    "",
    `Machine: ${machine}`,
    "",
    "## Service functions (in-process, sequential; budgets are p95)",
    "",
    figuresTable(serviceFigures, false),
    "",
    "## Keyword results checked against a sequential scan",
    "",
    ...checks.map((c) => `- ${c.keyword}: ${c.ok ? "correct" : "**WRONG**"} — ${c.detail}`),
    "",
    ...(httpFigures.length > 0
      ? [
          `## REST endpoints (real server, ${concurrency} concurrent clients, latency seen by the client)`,
          "",
          figuresTable(httpFigures, true),
          "",
        ]
      : []),
    ...(plans.length > 0
      ? [
          "## Plans (EXPLAIN ANALYZE, BUFFERS; one run, warm cache)",
          "",
          `Every statement of ${plans.length} scenarios with its plan: in the JSON of this run (\`data.plans\`).`,
        ]
      : []),
  ].join("\n");
  if (!flag("no-write")) {
    const paths = recordRun({
      benchmark: "lists",
      title: "Lists at 1,000,000 posts",
      command,
      startedAt: started,
      loadStart,
      loadEnd: loadavg(),
      headline: listsHeadline(serviceFigures, checks),
      report,
      data: { dataset, service: serviceFigures, keywordChecks: checks, rest: httpFigures, plans },
    });
    console.log(`wrote ${paths.markdown} and ${paths.json}`);
  }
  await sql.end();
  await handle.close();
}

/**
 * The latest-figures cell of a run: how many budgets were met, and the p95 of the budgeted lists by kind (newest,
 * keywords, nearby, category, detail; ms), with the keyword checks when one failed.
 */
function listsHeadline(figures: Figures[], checks: KeywordCheck[]): string {
  const budgeted = figures.filter((f) => f.budgetMs !== undefined);
  const met = budgeted.filter((f) => f.status === "ok" && f.p95 <= (f.budgetMs ?? 0)).length;
  const p95 = (test: (name: string) => boolean) => {
    const values = budgeted.filter((f) => test(f.name) && f.status === "ok").map((f) => f.p95);
    if (values.length === 0) return "—";
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? `${low.toFixed(2)} ms` : `${low.toFixed(2)}–${high.toFixed(2)} ms`;
  };
  const wrong = checks.filter((c) => !c.ok).length;
  return (
    `${met} of ${budgeted.length} budgets met (p95): newest ${p95((n) => n.includes("newest list"))}, ` +
    `keywords ${p95((n) => n.includes("keyword"))}, ` +
    `nearby ${p95((n) => n.includes("nearby") && !n.includes("keyword"))}, ` +
    `category ${p95((n) => n.includes("category") && !n.includes("keyword"))}, detail ${p95((n) => n === "post detail")}` +
    (wrong > 0 ? `; ${wrong} keyword checks WRONG` : "")
  );
}

/** The REST endpoints of docs/product.md §7 that serve the lists, detail and catalog, with sample parameters. */
async function restEndpoints(sql: postgres.Sql): Promise<Endpoint[]> {
  const ids = (
    await sql<{ id: number }[]>`select id from posts tablesample system (1) where is_public limit 200`
  ).map((r) => r.id);
  const [top] = await sql<{ slug: string }[]>`
    select coalesce(parent.slug, c.slug) as slug from posts p join categories c on c.id = p.category_id
    left join categories parent on parent.id = c.parent_id
    where p.id in (select id from posts tablesample system (1)) group by 1 order by count(*) desc limit 1`;
  const slug = top?.slug ?? "moving";
  const q = (s: string) => encodeURIComponent(s);
  const near = [
    "lat=35.6895&lon=139.6917",
    "lat=34.6863&lon=135.52",
    "lat=43.0642&lon=141.3469",
    "lat=33.5597&lon=133.5311",
  ];
  return [
    { name: "GET /api/posts (page 1)", paths: ["/api/posts?page=1"] },
    { name: "GET /api/posts (page 200)", paths: ["/api/posts?page=200"] },
    { name: "GET /api/posts?keyword=犬", paths: [`/api/posts?keyword=${q("犬")}`] },
    { name: "GET /api/posts?keyword=散歩", paths: [`/api/posts?keyword=${q("散歩")}`] },
    { name: "GET /api/posts?keyword=引っ越し", paths: [`/api/posts?keyword=${q("引っ越し")}`] },
    { name: "GET /api/posts?keyword=ｔｅｓｔ", paths: [`/api/posts?keyword=${q("ｔｅｓｔ")}`] },
    { name: "GET /api/posts?tags[]=weekend", paths: ["/api/posts?tags[]=weekend"] },
    { name: "GET /api/posts/nearby (lat, lon)", paths: near.map((p) => `/api/posts/nearby?${p}`) },
    { name: "GET /api/posts/recommended", paths: ["/api/posts/recommended?page=1"] },
    { name: "GET /api/posts?status=open", paths: ["/api/posts?page=1&status=open"] },
    {
      name: "GET /api/posts/nearby?status=open (lat, lon)",
      paths: near.map((p) => `/api/posts/nearby?${p}&status=open`),
    },
    { name: `GET /api/category/${slug}/posts`, paths: [`/api/category/${slug}/posts?page=1`] },
    {
      name: `GET /api/category/${slug}/nearby-posts`,
      paths: near.map((p) => `/api/category/${slug}/nearby-posts?${p}`),
    },
    { name: "GET /api/categories (with counts)", paths: ["/api/categories"] },
    { name: "GET /api/categories/popular", paths: ["/api/categories/popular"] },
    { name: "GET /api/regions/tokyo/active-categories", paths: ["/api/regions/tokyo/active-categories"] },
    { name: "GET /api/posts/{id}", paths: ids.map((id) => `/api/posts/${id}`) },
    { name: "GET /api/suggest?q=犬", paths: [`/api/suggest?q=${q("犬")}&limit=6`] },
    { name: "GET /api/tags?search=週", paths: [`/api/tags?search=${q("週")}&limit=8`] },
  ];
}

export type { ServiceScenario };

await main();
