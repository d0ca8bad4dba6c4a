/**
 * Benchmark of the live-stream caps (docs/performance.md "Live stream caps";
 * src/server/realtime/stream-limits.ts):
 *   npx bun bench/stream-flood.ts [--members 200] [--flood 5000] [--seconds 15] [--rate 20]
 *                                 [--database-url postgres://…] [--no-write]
 * 1. A fresh temporary PostgreSQL database (as bench/realtime.ts: postgres://postgres@127.0.0.1:5432 unless
 *    --database-url or BENCH_DATABASE_URL), migrated, with N members in N/2 threads (pairs), one session each.
 * 2. One server process (`bun src/server/index.ts`, as in production) and the N members' SSE streams
 *    (bench/realtime-subscribers.ts workers).
 * 3. Quiet phase: thread messages over REST at RATE/s for SECONDS; latency = start of the POST → the event
 *    parsed by the partner's stream.
 * 4. Flood phase: the same load, while one address (this machine, no session — the reported attack) tries
 *    FLOOD streams spread over the phase, keeping every stream it gets open; the flood's answers are counted.
 * 5. Prints the figures with the load averages and keeps the run in bench/results/stream-flood/ with its row of
 *    the latest-figures table of docs/performance.md (bench/results.ts; not with --no-write). About a minute on
 *    2 cores.
 *
 * Run as `--flood-worker URL COUNT SECONDS` it is the flooding client itself (a separate process, so that its
 * work is not done by the measuring process).
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { issueCsrfToken } from "../src/server/auth/csrf.ts";
import { STREAM_LIMITS } from "../src/server/realtime/stream-limits.ts";
import { seedBenchMembers } from "./bench-members.ts";
import { cpuSeconds, ms, quantile, rssBytes } from "./realtime-clients.ts";
import { recordRun } from "./results.ts";

const APP_KEY = "bench-app-key-bench-app-key-bench-app-key-00";
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const N = Number(arg("members", "200"));
const FLOOD = Number(arg("flood", "5000"));
const SECONDS = Number(arg("seconds", "15"));
const RATE = Number(arg("rate", "20"));
const adminUrl = arg(
  "database-url",
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);

const sleep = (msDelay: number) => new Promise((resolve) => setTimeout(resolve, msDelay));
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** What the flooding client reports when its attempts are done. */
interface FloodReport {
  attempts: number;
  accepted: number;
  refused429: number;
  otherStatus: number;
  failed: number;
  /** Answer time of the refusals (ms): p50 / p99. */
  refusedP50: number;
  refusedP99: number;
  seconds: number;
}

/**
 * The flooding client: COUNT attempts at GET /trpc/live.events without a session, evenly spread over SECONDS
 * (at most 256 in flight), every accepted stream kept open and read. Prints one JSON FloodReport line, then
 * holds its streams until it is killed.
 */
async function floodWorker(baseUrl: string, count: number, seconds: number): Promise<void> {
  const report: FloodReport = {
    attempts: 0,
    accepted: 0,
    refused429: 0,
    otherStatus: 0,
    failed: 0,
    refusedP50: 0,
    refusedP99: 0,
    seconds: 0,
  };
  const refusedTimes: number[] = [];
  const held: AbortController[] = [];
  const start = performance.now();
  let inFlight = 0;
  const attempt = async () => {
    const controller = new AbortController();
    const t0 = performance.now();
    try {
      const response = await fetch(`${baseUrl}/trpc/live.events`, {
        headers: { Accept: "text/event-stream" },
        signal: controller.signal,
      });
      if (response.status === 200 && response.body) {
        report.accepted += 1;
        held.push(controller);
        const reader = response.body.getReader();
        void (async () => {
          while (!(await reader.read().catch(() => ({ done: true }))).done) {
            // Keep the stream drained, as a browser would.
          }
        })();
      } else {
        await response.arrayBuffer();
        if (response.status === 429) {
          report.refused429 += 1;
          refusedTimes.push(performance.now() - t0);
        } else report.otherStatus += 1;
      }
    } catch {
      report.failed += 1;
    }
  };
  const pending: Promise<void>[] = [];
  for (let k = 0; k < count; k++) {
    const wait = start + (k * seconds * 1000) / count - performance.now();
    if (wait > 0) await sleep(wait);
    while (inFlight >= 256) await sleep(1);
    inFlight += 1;
    report.attempts += 1;
    pending.push(attempt().finally(() => (inFlight -= 1)));
  }
  await Promise.all(pending);
  report.seconds = (performance.now() - start) / 1000;
  refusedTimes.sort((a, b) => a - b);
  report.refusedP50 = quantile(refusedTimes, 0.5);
  report.refusedP99 = quantile(refusedTimes, 0.99);
  process.stdout.write(`${JSON.stringify(report)}\n`);
  // Hold the accepted streams until killed.
  await new Promise(() => {});
}

/** One phase's figures. */
interface PhaseResult {
  sent: number;
  received: number;
  latency: number[];
  posts: number[];
  serverCpu: number;
  load: string;
}

async function main(): Promise<void> {
  const started = new Date();
  const loadStart = loadavg();
  const dbName = `tasukeai_flood_bench_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  let server: ReturnType<typeof Bun.spawn> | null = null;
  const children: ReturnType<typeof Bun.spawn>[] = [];
  const cleanUp = async () => {
    for (const child of children) child.kill();
    server?.kill();
    await server?.exited;
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
  };
  const interrupted = async () => {
    await cleanUp();
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    // 1. Data: N members, pairs in threads, one session each (bench-members.ts).
    const { version, ids, tokens, threadIds } = await seedBenchMembers(databaseUrl, N, "flood");

    // 2. The server, as in production.
    const port = 20000 + Math.floor(Math.random() * 12000);
    const baseUrl = `http://127.0.0.1:${port}`;
    server = Bun.spawn([process.execPath, join(import.meta.dir, "../src/server/index.ts")], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(tmpdir(), dbName),
        APP_KEY,
        SEED_DEMO: "0",
        NODE_ENV: "production",
      },
      stdout: "ignore",
      stderr: "inherit",
    });
    const pid = server.pid;
    for (let i = 0; ; i++) {
      if (i > 300) throw new Error("server did not start");
      const ok = await fetch(`${baseUrl}/api/regions`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await sleep(100);
    }

    // The members' streams, in 2 worker processes (bench/realtime-subscribers.ts).
    const sendTimes = new Map<string, number>();
    let phaseLatencies: number[] = [];
    const onReceipt = (receipt: { at: number; type: string; body: string; mine?: boolean }) => {
      const sentAt = sendTimes.get(receipt.body);
      if (sentAt !== undefined && receipt.type === "thread.message" && !receipt.mine) {
        phaseLatencies.push(receipt.at - sentAt);
      }
    };
    const WORKERS = 2;
    const ready: Promise<void>[] = [];
    for (let w = 0; w < WORKERS; w++) {
      const lines = ids
        .map((userId, i) => ({ userId, token: tokens[i] }))
        .filter((_m, i) => i % WORKERS === w)
        .map((m) => JSON.stringify(m))
        .join("\n");
      const child = Bun.spawn([process.execPath, join(import.meta.dir, "realtime-subscribers.ts"), baseUrl], {
        stdin: new Blob([`${lines}\n`]),
        stdout: "pipe",
        stderr: "inherit",
        env: process.env,
      });
      children.push(child);
      ready.push(
        new Promise<void>((resolve) => {
          void (async () => {
            const decoder = new TextDecoder();
            let buffer = "";
            const reader = (child.stdout as ReadableStream<Uint8Array>).getReader();
            for (let r = await reader.read(); !r.done; r = await reader.read()) {
              buffer += decoder.decode(r.value, { stream: true });
              let end = buffer.indexOf("\n");
              while (end >= 0) {
                const line = buffer.slice(0, end);
                buffer = buffer.slice(end + 1);
                end = buffer.indexOf("\n");
                if (line === "ready") resolve();
                else if (line) onReceipt(JSON.parse(line));
              }
            }
          })();
        }),
      );
    }
    await Promise.all(ready);
    await sleep(1000);

    // 3./4. A phase: thread messages at RATE/s for SECONDS to random pairs.
    let serial = 0;
    const runPhase = async (name: string): Promise<PhaseResult> => {
      phaseLatencies = [];
      const posts: number[] = [];
      const total = RATE * SECONDS;
      const cpu0 = cpuSeconds(pid);
      const t0 = performance.now();
      const pending: Promise<void>[] = [];
      for (let k = 0; k < total; k++) {
        const wait = t0 + (k * 1000) / RATE - performance.now();
        if (wait > 0) await sleep(wait);
        const pair = Math.floor(Math.random() * threadIds.length);
        const token = tokens[pair * 2] as string;
        const body = `${name}:${serial++}`;
        pending.push(
          (async () => {
            const s0 = performance.now();
            sendTimes.set(body, performance.timeOrigin + s0);
            const response = await fetch(`${baseUrl}/api/threads/${threadIds[pair]}/messages`, {
              method: "POST",
              headers: {
                "Content-Type": "application/json",
                Accept: "application/json",
                Cookie: `tasukeai_session=${token}`,
                "X-XSRF-TOKEN": issueCsrfToken(APP_KEY, token),
              },
              body: JSON.stringify({ body }),
            });
            if (!response.ok) throw new Error(`message answered ${response.status}`);
            await response.arrayBuffer();
            posts.push(performance.now() - s0);
          })(),
        );
      }
      await Promise.all(pending);
      const deadline = performance.now() + 5000;
      while (phaseLatencies.length < total && performance.now() < deadline) await sleep(50);
      const seconds = (performance.now() - t0) / 1000;
      return {
        sent: total,
        received: phaseLatencies.length,
        latency: [...phaseLatencies].sort((a, b) => a - b),
        posts: posts.sort((a, b) => a - b),
        serverCpu: (cpuSeconds(pid) - cpu0) / seconds,
        load: loadAverage(),
      };
    };

    const rssQuiet = rssBytes(pid);
    const quiet = await runPhase("quiet");

    const floodChild = Bun.spawn(
      [process.execPath, import.meta.path, "--flood-worker", baseUrl, String(FLOOD), String(SECONDS)],
      { stdout: "pipe", stderr: "inherit", env: { ...process.env, BUN_CONFIG_MAX_HTTP_REQUESTS: "1024" } },
    );
    children.push(floodChild);
    const floodReport = (async (): Promise<FloodReport> => {
      const reader = (floodChild.stdout as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        buffer += decoder.decode(r.value, { stream: true });
        const end = buffer.indexOf("\n");
        if (end >= 0) return JSON.parse(buffer.slice(0, end)) as FloodReport;
      }
      throw new Error("the flood worker ended without a report");
    })();
    const flooded = await runPhase("flood");
    const flood = await floodReport;
    const rssFlood = rssBytes(pid);
    // While the flood holds its streams: a new visitor stream from the same address, a new member stream.
    const probe = async (headers: Record<string, string>) => {
      const controller = new AbortController();
      const response = await fetch(`${baseUrl}/trpc/live.events`, { headers, signal: controller.signal });
      controller.abort();
      return response.status;
    };
    const visitorProbe = await probe({ Accept: "text/event-stream" });
    const memberProbe = await probe({ Accept: "text/event-stream", Cookie: `tasukeai_session=${tokens[0]}` });
    floodChild.kill();

    // 5. Report.
    const row = (label: string, pick: (phase: PhaseResult) => string) =>
      `| ${label} | ${pick(quiet)} | ${pick(flooded)} |`;
    const lines = [
      `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM; Bun ${Bun.version}; ${version.split(" on ")[0]} on the same machine. One server process; the ${N} members' streams in ${WORKERS} worker processes, the senders in the benchmark process and the flooding client in its own process, all on the same machine. Caps: ${STREAM_LIMITS.perSession} per member session, ${STREAM_LIMITS.perMember} per member, ${STREAM_LIMITS.visitorsPerAddress} visitor streams per address, ${STREAM_LIMITS.visitorsTotal} visitor streams per instance.`,
      "",
      `Command: \`npx bun bench/stream-flood.ts --members ${N} --flood ${FLOOD} --seconds ${SECONDS} --rate ${RATE}\``,
      "",
      "| figure | no flood | one address flooding |",
      "|---|---:|---:|",
      row("thread messages sent / received", (p) => `${p.sent} / ${p.received}`),
      row(
        "thread message latency, send → partner's stream: p50 / p99 / max (ms)",
        (p) =>
          `${ms(quantile(p.latency, 0.5))} / ${ms(quantile(p.latency, 0.99))} / ${ms(p.latency.at(-1) ?? Number.NaN)}`,
      ),
      row(
        "the sending POST's round trip: p50 / p99 (ms)",
        (p) => `${ms(quantile(p.posts, 0.5))} / ${ms(quantile(p.posts, 0.99))}`,
      ),
      row("server CPU (% of one core)", (p) => (p.serverCpu * 100).toFixed(1)),
      row("load average at the end of the phase (1, 5, 15 min)", (p) => p.load),
      `| server RSS (MiB): before the phase without flood; after the flood | ${(rssQuiet / 2 ** 20).toFixed(0)} | ${(rssFlood / 2 ** 20).toFixed(0)} |`,
      "",
      `The flood: ${flood.attempts} attempts at \`GET /trpc/live.events\` without a session in ${flood.seconds.toFixed(1)} s (${Math.round(flood.attempts / flood.seconds)}/s) from one address; ${flood.accepted} streams opened and held, ${flood.refused429} refused with 429 (answered in p50 ${ms(flood.refusedP50)} / p99 ${ms(flood.refusedP99)} ms), ${flood.otherStatus} other answers, ${flood.failed} connection failures. While it held its streams, a new visitor stream from that address answered ${visitorProbe} and a new member stream ${memberProbe}.`,
    ];
    const markdown = lines.join("\n");
    console.log(markdown);
    if (!args.includes("--no-write"))
      recordRun({
        benchmark: "stream-flood",
        title: "Live stream caps",
        command: `npx bun bench/stream-flood.ts --members ${N} --flood ${FLOOD} --seconds ${SECONDS} --rate ${RATE}`,
        startedAt: started,
        loadStart,
        loadEnd: loadavg(),
        headline:
          `${flood.refused429} of ${flood.attempts} flood streams refused (p50 ${ms(flood.refusedP50)} ms); ` +
          `members' thread message p99 ${ms(quantile(quiet.latency, 0.99))} → ${ms(quantile(flooded.latency, 0.99))} ms`,
        report: markdown,
      });
  } finally {
    await cleanUp();
    await admin.end();
  }
}

if (args[0] === "--flood-worker") {
  await floodWorker(args[1] ?? "", Number(args[2] ?? 5000), Number(args[3] ?? 15));
} else {
  await main();
}
