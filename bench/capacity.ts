/**
 * What one instance and PostgreSQL cost per request, the figures of the capacity model (docs/capacity.md):
 *   npx bun bench/capacity.ts [--posts 100000] [--members 2000] [--seconds 10] [--concurrency 16]
 *                             [--million-url postgres://postgres@127.0.0.1:5432/tasukeai_bench_1m] [--no-million]
 *                             [--no-write]
 * 1. A PostgreSQL cluster of its own (tests/support/pg-cluster.ts, port 3420, fsync off): bench/seed.ts fills a
 *    database with POSTS posts (and posts / 10 members), then MEMBERS verified members with a session each are
 *    added (bench/bench-members.ts); a streaming standby of it (`pg_basebackup -R`, port 3421).
 * 2. Two server processes (`bun src/server/index.ts`) on the primary: P (port 3422) alone, R (3423) with
 *    DATABASE_REPLICA_URLS naming the standby.
 * 3. Each scenario for SECONDS from CONCURRENCY clients against P, then against R, after 100 untimed calls:
 *    list (GET /api/posts?page=1…5), detail (GET /api/posts/{id} of random public posts), search
 *    (GET /api/posts?keyword=… over keyword classes of bench/search.ts) and write (a bookmark toggle,
 *    POST / DELETE /api/favorites/posts/{id}, by the members in turn with their session cookie: a member write
 *    with no rate limit), plus the list as signed-in members (their session lookup runs on the primary) and a
 *    private read (GET /api/mypage/summary, always on the primary). The CPU of the instance, of the primary's and of the standby's postmaster with all their
 *    backends, of this process and of the machine is read from /proc over the timed part (bench/proc-cpu.ts).
 * 4. Unless --no-million: the same list, detail and search through the service functions in this process on the
 *    1,000,000-post database of MILLION_URL (read only: every connection has default_transaction_read_only on, so
 *    nothing there can change), with the CPU of exactly this benchmark's PostgreSQL backends (found by their
 *    application_name) and of this process. No server runs there: a server's start-up migrates and sweeps.
 * 5. Prints the figures with the load averages and keeps the run in bench/results/capacity/ with its row of the
 *    latest-figures table of docs/performance.md (bench/results.ts; not with --no-write). About four minutes on
 *    2 cores.
 */
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { ZPostListInput } from "#shared/schemas/discovery.ts";
import { ZPostIdInput } from "#shared/schemas/posts.ts";
import { issueCsrfToken } from "../src/server/auth/csrf.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { listPosts } from "../src/server/domains/posts/list/lists.ts";
import { openPost } from "../src/server/domains/posts/post-detail.service.ts";
import { createPgCluster, createStandby, type PgCluster } from "../tests/support/pg-cluster.ts";
import { type BoardInstance, SHARED_APP_KEY, startBoard } from "../tests/support/scale-cluster.ts";
import { seedBenchMembers } from "./bench-members.ts";
import { quantile, timeConcurrent } from "./bench-stats.ts";
import { type Component, type CpuSpent, cpuBetween, postmasterPid, readCpu } from "./proc-cpu.ts";
import { recordRun } from "./results.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const POSTS = Number(arg("posts", "100000"));
const MEMBERS = Number(arg("members", "2000"));
const SECONDS = Number(arg("seconds", "10"));
const CONCURRENCY = Number(arg("concurrency", "16"));
const MILLION_URL = arg("million-url", "postgres://postgres@127.0.0.1:5432/tasukeai_bench_1m");
const PORTS = { primary: 3420, standby: 3421, plain: 3422, replicated: 3423 } as const;
const DATABASE = "tasukeai_capacity_bench";
const CORES = cpus().length;
/** Keyword classes of bench/search.ts: frequent 1, 2 and 4 characters, mid, absent, kana-folded, two words. */
const KEYWORDS = ["犬", "散歩", "パソコン", "将棋", "盆栽", "ぱそこん", "犬 散歩"];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");

/** The figures of one scenario on one target. */
interface Measured {
  scenario: string;
  target: string;
  answers: number;
  errors: number;
  throughput: number;
  p50: number;
  p99: number;
  /** CPU ms per answer: the instance (or this process in-process), the primary, the standby, this process. */
  instanceMs: number;
  primaryMs: number;
  standbyMs: number;
  loadGeneratorMs: number;
  /** Share of the machine's cores busy during the scenario. */
  machineBusy: number;
  load: string;
}

/**
 * Runs `call(i)` from CONCURRENCY clients for SECONDS after 100 untimed calls; reads `components` around the timed
 * part. A call returns false for an unexpected answer (counted as an error).
 */
async function measure(
  scenario: string,
  target: string,
  call: (i: number) => Promise<boolean>,
  components: readonly Component[],
  names: { instance: string; primary: string; standby?: string },
): Promise<Measured> {
  let offset = 0;
  await timeConcurrent(async (i) => call(i), 100, 8);
  offset = 100;
  let errors = 0;
  const before = readCpu(components);
  const { samples, wallMs } = await timeConcurrent(
    async (i) => {
      if (!(await call(i + offset))) errors += 1;
    },
    Number.MAX_SAFE_INTEGER,
    CONCURRENCY,
    SECONDS,
  );
  const spent: CpuSpent = cpuBetween(before, readCpu(components));
  const sorted = samples.sort((x, y) => x - y);
  const answers = sorted.length;
  const perAnswer = (seconds: number) => (seconds * 1000) / Math.max(1, answers);
  const result: Measured = {
    scenario,
    target,
    answers,
    errors,
    throughput: answers / (wallMs / 1000),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    instanceMs: perAnswer(spent.components.get(names.instance) ?? 0),
    primaryMs: perAnswer(spent.components.get(names.primary) ?? 0),
    standbyMs: names.standby ? perAnswer(spent.components.get(names.standby) ?? 0) : 0,
    loadGeneratorMs: perAnswer(spent.loadGenerator),
    machineBusy: spent.machineBusy / (spent.wallSeconds * CORES),
    load: load(),
  };
  console.log(
    `${scenario} on ${target}: ${result.throughput.toFixed(0)}/s, instance ${result.instanceMs.toFixed(3)} ms, primary ${result.primaryMs.toFixed(3)} ms, standby ${result.standbyMs.toFixed(3)} ms per answer; load ${result.load}`,
  );
  return result;
}

/** Fills the benchmark's database: bench/seed.ts with POSTS posts, then MEMBERS members with sessions. */
async function seed(databaseUrl: string): Promise<{ tokens: string[]; version: string }> {
  const child = Bun.spawn(
    [
      process.execPath,
      join(import.meta.dir, "seed.ts"),
      "--posts",
      String(POSTS),
      "--database-url",
      databaseUrl,
    ],
    { stdout: "inherit", stderr: "inherit" },
  );
  if ((await child.exited) !== 0) throw new Error("bench/seed.ts failed");
  const { tokens, version } = await seedBenchMembers(databaseUrl, MEMBERS, "capacity");
  return { tokens, version };
}

/** Ids of `n` random visible public posts (a sample of the table's pages, so it stays cheap at any size). */
async function publicPostIds(databaseUrl: string, n: number): Promise<number[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ id: number }[]>`
      select id from posts tablesample system (5)
      where is_public and moderation is null
      limit ${n}`;
    return rows.map((row) => Number(row.id));
  } finally {
    await sql.end();
  }
}

/** The HTTP scenarios against one instance (see the module comment, step 3). */
async function httpScenarios(
  instance: BoardInstance,
  target: string,
  postIds: number[],
  tokens: string[],
  components: readonly Component[],
  names: { instance: string; primary: string; standby: string },
): Promise<Measured[]> {
  /** A GET as a visitor, or as member `member` (their session cookie) when given. */
  const get = async (path: string, member?: number) => {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (member !== undefined) headers.Cookie = `tasukeai_session=${tokens[member % tokens.length]}`;
    const response = await fetch(`${instance.url}${path}`, { headers });
    await response.arrayBuffer();
    return response.status === 200;
  };
  const results: Measured[] = [];
  results.push(
    await measure("list", target, (i) => get(`/api/posts?page=${(i % 5) + 1}`), components, names),
  );
  // The same list as members: the session lookup (always on the primary) on top of the list.
  results.push(
    await measure(
      "list, signed in",
      target,
      (i) => get(`/api/posts?page=${(i % 5) + 1}`, i),
      components,
      names,
    ),
  );
  results.push(
    await measure(
      "detail",
      target,
      (i) => get(`/api/posts/${postIds[i % postIds.length]}`),
      components,
      names,
    ),
  );
  results.push(
    await measure(
      "search",
      target,
      (i) => get(`/api/posts?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length] as string)}`),
      components,
      names,
    ),
  );
  // Bookmark toggles: member i % MEMBERS saves a post, and its next call takes the bookmark back.
  const saved = new Map<number, number>();
  const toggle = async (i: number) => {
    const member = i % tokens.length;
    const token = tokens[member] as string;
    const held = saved.get(member);
    const postId = held ?? (postIds[(i * 7919) % postIds.length] as number);
    const response = await fetch(`${instance.url}/api/favorites/posts/${postId}`, {
      method: held === undefined ? "POST" : "DELETE",
      headers: {
        Accept: "application/json",
        Cookie: `tasukeai_session=${token}`,
        "X-XSRF-TOKEN": issueCsrfToken(SHARED_APP_KEY, token),
      },
    });
    await response.arrayBuffer();
    if (held === undefined) saved.set(member, postId);
    else saved.delete(member);
    return response.status === 200 || response.status === 201;
  };
  results.push(await measure("write (bookmark toggle)", target, toggle, components, names));
  // A member's own page (private-read: always the primary): counters and the latest own and saved posts.
  results.push(
    await measure(
      "private read (mypage summary)",
      target,
      (i) => get("/api/mypage/summary", i),
      components,
      names,
    ),
  );
  return results;
}

/**
 * The reads through the service functions in this process on the 1,000,000-post database, read only, with the
 * CPU of this benchmark's own backends there (see the module comment, step 4).
 */
async function millionScenarios(): Promise<Measured[]> {
  const url = new URL(MILLION_URL);
  const applicationName = `tasukeai capacity ${process.pid}`;
  url.searchParams.set("default_transaction_read_only", "on");
  url.searchParams.set("application_name", applicationName);
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
  const admin = postgres(MILLION_URL, { max: 1, onnotice: () => {} });
  try {
    const [{ n } = { n: 0 }] = await admin<{ n: number }[]>`select count(*)::int as n from posts`;
    console.log(`${MILLION_URL}: ${n} posts`);
    const postIds = await publicPostIds(MILLION_URL, 2000);
    const backends = async () =>
      (
        await admin<{ pid: number }[]>`
          select pid from pg_stat_activity where application_name = ${applicationName}`
      ).map((row) => Number(row.pid));
    // The pool opens its connections on demand: fill it first, so the backends read are the ones that work.
    await Promise.all(Array.from({ length: 12 }, () => handle.db.execute("select pg_sleep(0.05)")));
    const pids = await backends();
    // This process is the "instance" here: the service functions without HTTP. The backends are read on their
    // own (not their postmaster: it serves other people's work too).
    const components: Component[] = [
      { name: "services", pids: () => [process.pid] },
      { name: "backends", pids: () => pids },
    ];
    const names = { instance: "services", primary: "backends" };
    const results: Measured[] = [];
    const scenarios: [string, (i: number) => Promise<boolean>][] = [
      [
        "list",
        async (i) =>
          (await listPosts(handle.db, null, ZPostListInput.parse({ page: (i % 5) + 1 }))).data.length > 0,
      ],
      [
        "detail",
        async (i) =>
          (await openPost(handle.db, null, ZPostIdInput.parse({ id: postIds[i % postIds.length] }))).id > 0,
      ],
      [
        "search",
        async (i) => {
          await listPosts(
            handle.db,
            null,
            ZPostListInput.parse({ page: 1, keyword: KEYWORDS[i % KEYWORDS.length] }),
          );
          return true;
        },
      ],
    ];
    for (const [scenario, call] of scenarios) {
      results.push(await measure(scenario, "1,000,000 posts, in process", call, components, names));
    }
    return results;
  } finally {
    await admin.end();
    await handle.close();
  }
}

async function main(): Promise<void> {
  const started = new Date();
  const loadStart = loadavg();
  const clusters: PgCluster[] = [];
  const running: BoardInstance[] = [];
  try {
    const primary = createPgCluster(PORTS.primary, { maxConnections: 100 });
    clusters.push(primary);
    primary.createDatabase(DATABASE);
    const databaseUrl = primary.url(DATABASE);
    console.log(`seeding ${POSTS} posts and ${MEMBERS} members with sessions …`);
    const { tokens, version } = await seed(databaseUrl);
    const standby = createStandby(primary, PORTS.standby, { maxConnections: 100 });
    clusters.push(standby);
    const appUrl = `http://127.0.0.1:${PORTS.plain}`;
    const plain = await startBoard({ port: PORTS.plain, databaseUrl, appUrl });
    running.push(plain);
    const replicated = await startBoard({
      port: PORTS.replicated,
      databaseUrl,
      appUrl,
      extraEnv: { DATABASE_REPLICA_URLS: standby.url(DATABASE) },
    });
    running.push(replicated);
    const postIds = await publicPostIds(databaseUrl, 2000);
    const components: Component[] = [
      { name: "P", pids: () => [plain.pid] },
      { name: "R", pids: () => [replicated.pid] },
      { name: "primary", pids: () => [postmasterPid(primary.dataDir)] },
      { name: "standby", pids: () => [postmasterPid(standby.dataDir)] },
    ];
    const http = [
      ...(await httpScenarios(plain, "one instance, primary only", postIds, tokens, components, {
        instance: "P",
        primary: "primary",
        standby: "standby",
      })),
      ...(await httpScenarios(replicated, "one instance with a replica", postIds, tokens, components, {
        instance: "R",
        primary: "primary",
        standby: "standby",
      })),
    ];
    for (const instance of running.splice(0)) await instance.stop();
    for (const cluster of clusters.splice(0).reverse()) cluster.destroy();

    const million = args.includes("--no-million") ? [] : await millionScenarios();

    const command = `npx bun bench/capacity.ts --posts ${POSTS} --members ${MEMBERS} --seconds ${SECONDS} --concurrency ${CONCURRENCY}${args.includes("--no-million") ? " --no-million" : ""}`;
    const f = (value: number) => value.toFixed(3);
    const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
    const lines = [
      `Machine: ${CORES} × ${cpus()[0]?.model.trim() ?? "CPU"}; Bun ${Bun.version}; ${version.split(" on ")[0]}. The load generator (${CONCURRENCY} concurrent fetch loops in the benchmark process), the instances and PostgreSQL share the ${CORES} cores. CPU from /proc over the timed part of each scenario (${SECONDS} s after 100 untimed calls): the instance's process, the postmaster with all its backends of the benchmark's own cluster (${POSTS} posts by bench/seed.ts, ${MEMBERS} members with sessions, fsync off) and of its streaming standby. Keywords: ${KEYWORDS.join(", ")}.`,
      "",
      `Command: \`${command}\``,
      "",
      "| scenario | instance | answers | errors | answers/s | p50 ms | p99 ms | instance CPU ms/answer | primary CPU ms/answer | standby CPU ms/answer | load generator ms/answer | machine busy | load average after |",
      "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
      ...http.map(
        (r) =>
          `| ${r.scenario} | ${r.target} | ${r.answers} | ${r.errors} | ${r.throughput.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(1)} | ${f(r.instanceMs)} | ${f(r.primaryMs)} | ${f(r.standbyMs)} | ${f(r.loadGeneratorMs)} | ${pct(r.machineBusy)} | ${r.load} |`,
      ),
    ];
    if (million.length > 0)
      lines.push(
        "",
        `At 1,000,000 posts (${MILLION_URL.replace(/^.*\//, "")} on the machine's PostgreSQL, read only; the service functions in this process from ${CONCURRENCY} concurrent callers, no HTTP): "services" is this process's CPU, "backends" the CPU of exactly this benchmark's PostgreSQL backends.`,
        "",
        "| scenario | calls | errors | calls/s | p50 ms | p99 ms | services CPU ms/call | backends CPU ms/call | machine busy | load average after |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
        ...million.map(
          (r) =>
            `| ${r.scenario} | ${r.answers} | ${r.errors} | ${r.throughput.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(1)} | ${f(r.instanceMs)} | ${f(r.primaryMs)} | ${pct(r.machineBusy)} | ${r.load} |`,
        ),
      );
    const markdown = lines.join("\n");
    console.log(markdown);
    const headline = http
      .filter((r) => r.target === "one instance, primary only")
      .map((r) => `${r.scenario} ${f(r.instanceMs)} ms instance + ${f(r.primaryMs)} ms PostgreSQL CPU`)
      .join("; ");
    if (!args.includes("--no-write"))
      recordRun({
        benchmark: "capacity",
        title: "Capacity per request",
        command,
        startedAt: started,
        loadStart,
        loadEnd: loadavg(),
        headline: `per answer, ${POSTS} posts: ${headline}`,
        report: markdown,
        data: { http, million },
      });
  } finally {
    for (const instance of running) await instance.stop().catch(() => undefined);
    for (const cluster of clusters.reverse()) cluster.destroy();
  }
}

await main();
