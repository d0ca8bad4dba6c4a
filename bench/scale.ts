/**
 * Benchmark of the scale-out (docs/operations.md "Behind a load balancer: nginx"; docs/performance.md
 * "Scale-out"):
 *   npx bun bench/scale.ts [--posts 300] [--seconds 30] [--rounds 3] [--concurrency 32] [--streams 2000]
 *                          [--database-url postgres://…] [--no-write]
 * 1. A fresh temporary PostgreSQL database (postgres://postgres@127.0.0.1:5432 unless --database-url or
 *    BENCH_DATABASE_URL): migrated, STREAMS members with a session each (bench/bench-members.ts) and POSTS public
 *    posts.
 * 2. Two server processes (`bun src/server/index.ts`, ports 3410 and 3411, same database and APP_KEY) and
 *    Debian's nginx running deploy/nginx/tasukeai.conf (tests/support/scale-cluster.ts) in front of one (3413)
 *    or both (3412).
 * 3. GET /api/posts (pages 1–5 in turn) from CONCURRENCY clients for SECONDS per row, in ROUNDS rounds where the
 *    rows take turns: one instance directly, one instance behind nginx, two instances behind nginx. Throughput = answers / wall time; latency at the client.
 * 4. STREAMS members open their live stream on one instance (worker processes of 250 streams each,
 *    bench/realtime-subscribers.ts);
 *    then SIGTERM, and the time until the process has exited (a process still running after 30 s is killed and
 *    reported as such).
 * 5. Prints the figures with the load averages and keeps the run in bench/results/scale/ with its row of the
 *    latest-figures table of docs/performance.md (bench/results.ts; not with --no-write). About two minutes on
 *    2 cores.
 */
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { openDatabase } from "../src/server/db/client.ts";
import { createMember, createTestPost } from "../tests/support/factories.ts";
import { type BoardInstance, type Nginx, startBoard, startNginx } from "../tests/support/scale-cluster.ts";
import { seedBenchMembers } from "./bench-members.ts";
import { timeConcurrent } from "./bench-stats.ts";
import { ms, quantile } from "./realtime-clients.ts";
import { recordRun } from "./results.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const POSTS = Number(arg("posts", "300"));
const SECONDS = Number(arg("seconds", "30"));
const CONCURRENCY = Number(arg("concurrency", "32"));
const ROUNDS = Number(arg("rounds", "3"));
const STREAMS = Number(arg("streams", "2000"));
const adminUrl = arg(
  "database-url",
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);
const PORTS = { a: 3410, b: 3411, nginxBoth: 3412, nginxOne: 3413 } as const;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

interface ListResult {
  label: string;
  answers: number;
  errors: number;
  throughput: number;
  p50: number;
  p99: number;
  /** The load average after each round of this row. */
  loads: string[];
}

/** One row's samples so far (rounds add to them). */
interface ListRow {
  label: string;
  base: string;
  samples: number[];
  errors: number;
  wallMs: number;
  loads: string[];
}

/** One round of a row: GET /api/posts?page=1…5 from CONCURRENCY clients for SECONDS / ROUNDS against its base. */
async function driveRound(row: ListRow): Promise<void> {
  // Warm-up: the first queries plan and fill caches; connections open.
  await timeConcurrent(
    async (i) => (await fetch(`${row.base}/api/posts?page=${(i % 5) + 1}`)).arrayBuffer(),
    100,
    8,
  );
  const { samples, wallMs } = await timeConcurrent(
    async (i) => {
      const response = await fetch(`${row.base}/api/posts?page=${(i % 5) + 1}`, {
        headers: { Accept: "application/json" },
      });
      await response.arrayBuffer();
      if (response.status !== 200) row.errors += 1;
    },
    Number.MAX_SAFE_INTEGER,
    CONCURRENCY,
    SECONDS / ROUNDS,
  );
  row.samples.push(...samples);
  row.wallMs += wallMs;
  row.loads.push(load());
}

/** The figures of a row after all its rounds. */
function resultOf(row: ListRow): ListResult {
  const sorted = [...row.samples].sort((x, y) => x - y);
  return {
    label: row.label,
    answers: sorted.length,
    errors: row.errors,
    throughput: sorted.length / (row.wallMs / 1000),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    loads: row.loads,
  };
}

/** Streams one worker process opens at once (thousands of simultaneous connects meet resets on a busy machine). */
const STREAMS_PER_WORKER = 250;

/**
 * Opens the streams of `members` on `base`, STREAMS_PER_WORKER per worker process (bench/realtime-subscribers.ts),
 * one worker after the other; resolves with the workers (which hold the streams open) when all are ready.
 * @throws Error when a worker's streams are not ready within 60 s or a worker ends early (its streams failed).
 */
async function openStreams(
  base: string,
  members: { userId: number; token: string }[],
  children: ReturnType<typeof Bun.spawn>[],
): Promise<void> {
  for (let from = 0; from < members.length; from += STREAMS_PER_WORKER) {
    const lines = members
      .slice(from, from + STREAMS_PER_WORKER)
      .map((m) => JSON.stringify(m))
      .join("\n");
    const child = Bun.spawn([process.execPath, join(import.meta.dir, "realtime-subscribers.ts"), base], {
      stdin: new Blob([`${lines}\n`]),
      stdout: "pipe",
      stderr: "inherit",
      // Bun's fetch keeps at most 256 connections per process unless told otherwise.
      env: { ...process.env, BUN_CONFIG_MAX_HTTP_REQUESTS: "1024" },
    });
    children.push(child);
    const ready = (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      const reader = (child.stdout as ReadableStream<Uint8Array>).getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        buffer += decoder.decode(r.value, { stream: true });
        if (buffer.split("\n").includes("ready")) {
          // Keep draining the worker's output so it never blocks on a full pipe.
          void (async () => {
            for (let more = await reader.read(); !more.done; more = await reader.read()) {}
          })();
          return;
        }
      }
      throw new Error("a stream worker ended before its streams were ready");
    })();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error("a worker's streams were not ready within 60 s")), 60_000);
    });
    try {
      await Promise.race([ready, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

async function main(): Promise<void> {
  const started = new Date();
  const loadStart = loadavg();
  const dbName = `tasukeai_bench_scale_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const running: { stop(): Promise<void> }[] = [];
  const workers: ReturnType<typeof Bun.spawn>[] = [];
  try {
    console.log(`seeding ${STREAMS} members and ${POSTS} posts …`);
    const { version, ids, tokens } = await seedBenchMembers(databaseUrl, STREAMS, "scale");
    const handle = await openDatabase({ databaseUrl, dataDir: "memory://" });
    try {
      const author = await createMember(handle.db, { name: "ベンチ投稿者" });
      for (let i = 0; i < POSTS; i++) {
        await createTestPost(handle.db, author, {
          title: `引っ越しの手伝い ${i}`,
          body: `土曜の午前中に家具を運ぶ手伝いをお願いします（${i}）。`,
          is_public: true,
        });
      }
    } finally {
      await handle.close();
    }

    const appUrl = `http://127.0.0.1:${PORTS.nginxBoth}`;
    const a: BoardInstance = await startBoard({ port: PORTS.a, databaseUrl, appUrl });
    running.push(a);
    const b: BoardInstance = await startBoard({ port: PORTS.b, databaseUrl, appUrl });
    running.push(b);
    const both: Nginx = await startNginx(PORTS.nginxBoth, [PORTS.a, PORTS.b]);
    running.push(both);
    const one: Nginx = await startNginx(PORTS.nginxOne, [PORTS.a]);
    running.push(one);

    // The rows take turns, round after round, so that a change in the machine's other load falls on all three.
    const rows: ListRow[] = [
      ["one instance, direct", a.url],
      ["one instance behind nginx", one.url],
      ["two instances behind nginx", both.url],
    ].map(([label = "", base = ""]) => ({ label, base, samples: [], errors: 0, wallMs: 0, loads: [] }));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const row of rows) {
        console.log(`GET /api/posts, round ${round}/${ROUNDS}: ${row.label} …`);
        await driveRound(row);
      }
    }
    const results = rows.map(resultOf);
    console.log(results);

    // 4. Shutdown with open streams: only A runs now.
    await both.stop();
    await one.stop();
    await b.stop();
    running.splice(0);
    running.push(a);
    console.log(`opening ${STREAMS} streams on one instance …`);
    await openStreams(
      a.url,
      ids.map((userId, i) => ({ userId, token: tokens[i] ?? "" })),
      workers,
    );
    const loadBeforeStop = load();
    const stopped = await Promise.race([
      a.terminate(),
      Bun.sleep(30_000).then(() => ({ code: Number.NaN, ms: Number.POSITIVE_INFINITY })),
    ]);
    const exitText = Number.isFinite(stopped.ms)
      ? `${ms(stopped.ms)} ms (exit code ${stopped.code})`
      : "did not exit within 30 s (killed)";
    console.log(`SIGTERM → exit with ${STREAMS} streams: ${exitText}`);

    const lines = [
      `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, shared with other work while it ran (see the load averages); Bun ${Bun.version}; ${version.split(" on ")[0]} and nginx on the same machine. The load generator (${CONCURRENCY} concurrent fetch loops in the benchmark process) runs on the same 2 cores as the instances, nginx and PostgreSQL. ${POSTS} public posts; GET /api/posts?page=1…5 in turn, ${SECONDS} s per row in ${ROUNDS} rounds where the rows take turns.`,
      "",
      `Command: \`npx bun bench/scale.ts --posts ${POSTS} --seconds ${SECONDS} --rounds ${ROUNDS} --concurrency ${CONCURRENCY} --streams ${STREAMS}\``,
      "",
      "| GET /api/posts | answers | errors | req/s | p50 ms | p99 ms | 1-minute load average after each round |",
      "|---|---:|---:|---:|---:|---:|---|",
      ...results.map(
        (r) =>
          `| ${r.label} | ${r.answers} | ${r.errors} | ${r.throughput.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.loads.map((l) => l.split(",")[0]).join(" / ")} |`,
      ),
      "",
      `SIGTERM with ${STREAMS} open member streams on one instance: exit after ${exitText}; load average before the signal ${loadBeforeStop}.`,
    ];
    const markdown = lines.join("\n");
    console.log(markdown);
    if (!args.includes("--no-write"))
      recordRun({
        benchmark: "scale",
        title: "Scale-out",
        command: `npx bun bench/scale.ts --posts ${POSTS} --seconds ${SECONDS} --rounds ${ROUNDS} --concurrency ${CONCURRENCY} --streams ${STREAMS}`,
        startedAt: started,
        loadStart,
        loadEnd: loadavg(),
        headline:
          `SIGTERM with ${STREAMS} open streams: exit after ${exitText}; ` +
          results.map((r) => `${r.label} ${r.throughput.toFixed(0)} req/s`).join(", "),
        report: markdown,
      });
  } finally {
    for (const worker of workers) worker.kill();
    for (const piece of running) await piece.stop().catch(() => undefined);
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

await main();
