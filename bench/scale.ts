/**
 * Benchmark of the scale-out (docs/operations.md "Behind a load balancer: nginx" and "Read replicas";
 * docs/performance.md "Scale-out"):
 *   npx bun bench/scale.ts [--posts 300] [--seconds 30] [--rounds 3] [--concurrency 32] [--streams 2000] [--no-write]
 * 1. A PostgreSQL cluster of its own (tests/support/pg-cluster.ts, port 3414, fsync off) with a database holding
 *    STREAMS members with a session each (bench/bench-members.ts) and POSTS public posts, and a streaming standby
 *    of it (`pg_basebackup -R`, port 3415): every row reads the same primary.
 * 2. Four server processes (`bun src/server/index.ts`, same APP_KEY): A and B (ports 3410, 3411) on the primary
 *    alone, C and D (3416, 3417) with DATABASE_REPLICA_URLS naming the standby; Debian's nginx running
 *    deploy/nginx/tasukeai.conf (tests/support/scale-cluster.ts) in front of A (3413), of A and B (3412), and of
 *    C and D (3418).
 * 3. GET /api/posts (pages 1–5 in turn) from CONCURRENCY clients for SECONDS per row, in ROUNDS rounds where the
 *    rows take turns: one instance directly, one instance behind nginx, two instances behind nginx, two instances
 *    behind nginx reading the standby. Throughput = answers / wall time; latency at the client. During each
 *    round the CPU time of every component is read from /proc (bench/proc-cpu.ts): the four board processes, the
 *    three nginx (master and workers), the primary's and the standby's postmaster with all their backends, this
 *    process (the load generator) and the whole machine; and the database statements per answer on each pool
 *    from the driven instances' GET /metrics (`db_query_duration_seconds_count{pool}`).
 * 4. STREAMS members open their live stream on A (worker processes of 250 streams each,
 *    bench/realtime-subscribers.ts), with A's resident memory before and after; then SIGTERM, and the time until
 *    the process has exited (a process still running after 30 s is killed and reported as such).
 * 5. Prints the figures with the load averages and a sentence per row naming where the CPU went, and keeps the
 *    run in bench/results/scale/ with its row of the latest-figures table of docs/performance.md
 *    (bench/results.ts; not with --no-write). About three minutes on 2 cores.
 */
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/server/db/client.ts";
import { openJobQueue } from "../src/server/jobs/queue.ts";
import { createMember, createTestPost } from "../tests/support/factories.ts";
import { createPgCluster, createStandby, type PgCluster } from "../tests/support/pg-cluster.ts";
import { type BoardInstance, type Nginx, startBoard, startNginx } from "../tests/support/scale-cluster.ts";
import { seedBenchMembers } from "./bench-members.ts";
import { timeConcurrent } from "./bench-stats.ts";
import {
  addSpent,
  type Component,
  type CpuSpent,
  cpuBetween,
  postmasterPid,
  readCpu,
  rssBytes,
} from "./proc-cpu.ts";
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
const PORTS = {
  a: 3410,
  b: 3411,
  nginxBoth: 3412,
  nginxOne: 3413,
  primary: 3414,
  standby: 3415,
  c: 3416,
  d: 3417,
  nginxReplica: 3418,
} as const;
/** Four instances of up to 10 + 1 + 8 (+ 1) connections on the primary, two pools of 10 each on the standby. */
const MAX_CONNECTIONS = 150;
const DATABASE = "tasukeai_scale";
const CORES = cpus().length;

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
  /** CPU seconds of every component over the row's timed rounds. */
  cpu: CpuSpent;
  /** Database statements per answer on each pool of the driven instances (their /metrics). */
  statements: { primary: number; replica: number };
}

/** One row's samples so far (rounds add to them). */
interface ListRow {
  label: string;
  base: string;
  /** The instances the row's requests reach (for their /metrics). */
  instances: BoardInstance[];
  samples: number[];
  errors: number;
  wallMs: number;
  loads: string[];
  cpu?: CpuSpent;
  statements: { primary: number; replica: number };
}

/** `db_query_duration_seconds_count` per pool, summed over `instances` (GET /metrics from the loopback). */
async function statementCounts(instances: BoardInstance[]): Promise<{ primary: number; replica: number }> {
  const counts = { primary: 0, replica: 0 };
  for (const instance of instances) {
    const text = await (await fetch(`${instance.url}/metrics`)).text();
    for (const match of text.matchAll(/^db_query_duration_seconds_count\{pool="(primary|replica)"\} (\d+)/gm))
      counts[match[1] as "primary" | "replica"] += Number(match[2]);
  }
  return counts;
}

/**
 * One round of a row: GET /api/posts?page=1…5 from CONCURRENCY clients for SECONDS / ROUNDS against its base,
 * with the CPU of `components` and the statements of the row's instances over the timed part.
 */
async function driveRound(row: ListRow, components: readonly Component[]): Promise<void> {
  // Warm-up: the first queries plan and fill caches; connections open.
  await timeConcurrent(
    async (i) => (await fetch(`${row.base}/api/posts?page=${(i % 5) + 1}`)).arrayBuffer(),
    100,
    8,
  );
  const statementsBefore = await statementCounts(row.instances);
  const cpuBefore = readCpu(components);
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
  row.cpu = addSpent(row.cpu, cpuBetween(cpuBefore, readCpu(components)));
  const statementsAfter = await statementCounts(row.instances);
  row.statements.primary += statementsAfter.primary - statementsBefore.primary;
  row.statements.replica += statementsAfter.replica - statementsBefore.replica;
  row.samples.push(...samples);
  row.wallMs += wallMs;
  row.loads.push(load());
}

/** The figures of a row after all its rounds. */
function resultOf(row: ListRow): ListResult {
  const sorted = [...row.samples].sort((x, y) => x - y);
  const answers = sorted.length;
  return {
    label: row.label,
    answers,
    errors: row.errors,
    throughput: answers / (row.wallMs / 1000),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    loads: row.loads,
    cpu: row.cpu as CpuSpent,
    statements: {
      // The scrapes themselves add a few statements (the job gauges); negligible against thousands of answers.
      primary: row.statements.primary / Math.max(1, answers),
      replica: row.statements.replica / Math.max(1, answers),
    },
  };
}

/** The components of the CPU table, in its column order (the load generator and "other" come after). */
const COMPONENTS = ["board processes", "nginx", "PostgreSQL primary", "PostgreSQL standby"] as const;

/** CPU of one row: ms per answer of each component, this process, the rest of the machine, and shares of the cores. */
function cpuCells(r: ListResult): { perAnswer: number[]; shares: number[]; machine: number } {
  const seconds = [...COMPONENTS.map((name) => r.cpu.components.get(name) ?? 0), r.cpu.loadGenerator];
  const known = seconds.reduce((sum, value) => sum + value, 0);
  // Whatever else ran on the machine meanwhile (other people's work, the kernel's share not charged to a process).
  seconds.push(Math.max(0, r.cpu.machineBusy - known));
  const capacity = r.cpu.wallSeconds * CORES;
  return {
    perAnswer: seconds.map((value) => (value * 1000) / Math.max(1, r.answers)),
    shares: seconds.map((value) => value / capacity),
    machine: r.cpu.machineBusy / capacity,
  };
}

/** One sentence naming where a row's CPU went and whether the cores were the limit. */
function bottleneck(r: ListResult): string {
  const { shares, machine } = cpuCells(r);
  const names = [...COMPONENTS, "the load generator", "other work on the machine"];
  const ranked = names.map((name, i) => ({ name, share: shares[i] ?? 0 })).sort((x, y) => y.share - x.share);
  const [first, second] = ranked;
  const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
  const lead = `${first?.name} use ${pct(first?.share ?? 0)} of the machine's CPU, ${second?.name} ${pct(second?.share ?? 0)}`;
  return machine >= 0.85
    ? `${lead}; the machine's ${CORES} cores are saturated (${pct(machine)} busy), so ${first?.name} are the bottleneck.`
    : `${lead}; the cores are ${pct(machine)} busy, not saturated: the limit is the ${CONCURRENCY} clients' round trips, not CPU.`;
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
  const running: { stop(): Promise<void> }[] = [];
  const workers: ReturnType<typeof Bun.spawn>[] = [];
  const clusters: PgCluster[] = [];
  try {
    const primary = createPgCluster(PORTS.primary, { maxConnections: MAX_CONNECTIONS });
    clusters.push(primary);
    primary.createDatabase(DATABASE);
    const databaseUrl = primary.url(DATABASE);
    console.log(`seeding ${STREAMS} members and ${POSTS} posts …`);
    const { version, ids, tokens } = await seedBenchMembers(databaseUrl, STREAMS, "scale");
    const handle = await openDatabase({ databaseUrl, dataDir: "memory://" });
    // Creating a post queues its notification job: the queue must be open in this process.
    const jobQueue = await openJobQueue(handle, { supervise: false });
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
      await jobQueue.stop();
      await handle.close();
    }
    const standby = createStandby(primary, PORTS.standby, { maxConnections: MAX_CONNECTIONS });
    clusters.push(standby);

    const appUrl = `http://127.0.0.1:${PORTS.nginxBoth}`;
    const replicaEnv = { DATABASE_REPLICA_URLS: standby.url(DATABASE) };
    const a: BoardInstance = await startBoard({ port: PORTS.a, databaseUrl, appUrl });
    running.push(a);
    const b: BoardInstance = await startBoard({ port: PORTS.b, databaseUrl, appUrl });
    running.push(b);
    const c: BoardInstance = await startBoard({ port: PORTS.c, databaseUrl, appUrl, extraEnv: replicaEnv });
    running.push(c);
    const d: BoardInstance = await startBoard({ port: PORTS.d, databaseUrl, appUrl, extraEnv: replicaEnv });
    running.push(d);
    const both: Nginx = await startNginx(PORTS.nginxBoth, [PORTS.a, PORTS.b]);
    running.push(both);
    const one: Nginx = await startNginx(PORTS.nginxOne, [PORTS.a]);
    running.push(one);
    const replicated: Nginx = await startNginx(PORTS.nginxReplica, [PORTS.c, PORTS.d]);
    running.push(replicated);
    const readiness = (await (await fetch(`${c.url}/readyz`)).text()).slice(0, 300);
    console.log(`C's /readyz: ${readiness}`);

    const components: Component[] = [
      { name: "board processes", pids: () => [a.pid, b.pid, c.pid, d.pid] },
      { name: "nginx", pids: () => [both.pid, one.pid, replicated.pid] },
      { name: "PostgreSQL primary", pids: () => [postmasterPid(primary.dataDir)] },
      { name: "PostgreSQL standby", pids: () => [postmasterPid(standby.dataDir)] },
    ];

    // The rows take turns, round after round, so that a change in the machine's other load falls on all four.
    const rows: ListRow[] = (
      [
        ["one instance, direct", a.url, [a]],
        ["one instance behind nginx", one.url, [a]],
        ["two instances behind nginx", both.url, [a, b]],
        ["two instances behind nginx, reads on the standby", replicated.url, [c, d]],
      ] as const
    ).map(([label, base, instances]) => ({
      label,
      base,
      instances: [...instances],
      samples: [],
      errors: 0,
      wallMs: 0,
      loads: [],
      statements: { primary: 0, replica: 0 },
    }));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const row of rows) {
        console.log(`GET /api/posts, round ${round}/${ROUNDS}: ${row.label} …`);
        await driveRound(row, components);
      }
    }
    const results = rows.map(resultOf);
    console.log(results);

    // 4. Shutdown with open streams: only A runs now.
    for (const piece of [replicated, both, one, d, c, b]) await piece.stop();
    running.splice(0);
    running.push(a);
    console.log(`opening ${STREAMS} streams on one instance …`);
    const rssBefore = rssBytes(a.pid);
    await openStreams(
      a.url,
      ids.map((userId, i) => ({ userId, token: tokens[i] ?? "" })),
      workers,
    );
    const rssAfter = rssBytes(a.pid);
    const perStreamKiB = (rssAfter - rssBefore) / 1024 / Math.max(1, STREAMS);
    const memoryText = `resident memory ${(rssBefore / 2 ** 20).toFixed(0)} MiB before the streams, ${(rssAfter / 2 ** 20).toFixed(0)} MiB with them: ${perStreamKiB.toFixed(1)} KiB per stream`;
    const loadBeforeStop = load();
    const stopped = await Promise.race([
      a.terminate(),
      Bun.sleep(30_000).then(() => ({ code: Number.NaN, ms: Number.POSITIVE_INFINITY })),
    ]);
    const exitText = Number.isFinite(stopped.ms)
      ? `${ms(stopped.ms)} ms (exit code ${stopped.code})`
      : "did not exit within 30 s (killed)";
    console.log(`SIGTERM → exit with ${STREAMS} streams: ${exitText}`);

    const command = `npx bun bench/scale.ts --posts ${POSTS} --seconds ${SECONDS} --rounds ${ROUNDS} --concurrency ${CONCURRENCY} --streams ${STREAMS}`;
    const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
    const lines = [
      `Machine: ${CORES} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, shared with other work while it ran (see the load averages); Bun ${Bun.version}; ${version.split(" on ")[0]} (a cluster of the benchmark's own, fsync off, with a streaming standby made by pg_basebackup -R) and nginx on the same machine. The load generator (${CONCURRENCY} concurrent fetch loops in the benchmark process) runs on the same ${CORES} cores as the instances, nginx and both PostgreSQL servers. ${POSTS} public posts; GET /api/posts?page=1…5 in turn, ${SECONDS} s per row in ${ROUNDS} rounds where the rows take turns.`,
      "",
      `Command: \`${command}\``,
      "",
      "| GET /api/posts | answers | errors | req/s | p50 ms | p99 ms | statements per answer: primary / standby | 1-minute load average after each round |",
      "|---|---:|---:|---:|---:|---:|---:|---|",
      ...results.map(
        (r) =>
          `| ${r.label} | ${r.answers} | ${r.errors} | ${r.throughput.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.statements.primary.toFixed(2)} / ${r.statements.replica.toFixed(2)} | ${r.loads.map((l) => l.split(",")[0]).join(" / ")} |`,
      ),
      "",
      `CPU per answer (ms), from /proc over the timed rounds: every board process and every nginx counted in every row (the idle ones use next to nothing: a replica poll every 200 ms on C and D); PostgreSQL = the postmaster with all its backends; "other" = the machine's busy time (/proc/stat) minus the columns before it — other people's work on the machine and kernel time not charged to these processes. Shares: of ${CORES} cores × the rows' wall time.`,
      "",
      "| row | board | nginx | PG primary | PG standby | load generator | other | machine busy |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...results.map((r) => {
        const { perAnswer, shares, machine } = cpuCells(r);
        return `| ${r.label} | ${perAnswer.map((value, i) => `${value.toFixed(3)} (${pct(shares[i] ?? 0)})`).join(" | ")} | ${pct(machine)} |`;
      }),
      "",
      ...results.map((r) => `- ${r.label}: ${bottleneck(r)}`),
      "",
      `SIGTERM with ${STREAMS} open member streams on one instance: exit after ${exitText}; load average before the signal ${loadBeforeStop}. The instance's ${memoryText}.`,
    ];
    const markdown = lines.join("\n");
    console.log(markdown);
    if (!args.includes("--no-write"))
      recordRun({
        benchmark: "scale",
        title: "Scale-out",
        command,
        startedAt: started,
        loadStart,
        loadEnd: loadavg(),
        headline:
          `SIGTERM with ${STREAMS} open streams: exit after ${exitText}; ` +
          results.map((r) => `${r.label} ${r.throughput.toFixed(0)} req/s`).join(", ") +
          `; ${perStreamKiB.toFixed(1)} KiB per stream`,
        report: markdown,
        data: results.map((r) => ({
          label: r.label,
          throughput: r.throughput,
          cpuSeconds: Object.fromEntries(r.cpu.components),
          loadGeneratorSeconds: r.cpu.loadGenerator,
          machineBusySeconds: r.cpu.machineBusy,
          wallSeconds: r.cpu.wallSeconds,
          statementsPerAnswer: r.statements,
        })),
      });
  } finally {
    for (const worker of workers) worker.kill();
    for (const piece of running) await piece.stop().catch(() => undefined);
    for (const cluster of clusters.reverse()) cluster.destroy();
  }
}

await main();
