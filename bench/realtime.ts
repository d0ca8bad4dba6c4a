/**
 * Benchmark of the live stream (docs/performance.md "Realtime"):
 *   npx bun bench/realtime.ts [--subscribers 2000] [--messages 300] [--board 20] [--rate 30]
 *                             [--database-url postgres://…] [--no-write] [--profile DIR]
 * 1. A fresh temporary PostgreSQL database (on postgres://postgres@127.0.0.1:5432 unless --database-url or
 *    BENCH_DATABASE_URL names another server), migrated, with N members, N/2 threads (pairs) and N sessions.
 * 2. One server process (`bun src/server/index.ts`, as in production) and N concurrent SSE subscribers.
 * 3. Thread messages sent over REST at a fixed rate (each reaches its recipient's stream) and public-board
 *    messages (each reaches all N streams): latency from the start of the POST to the event's arrival.
 * 4. Server memory per connection (RSS after connecting minus before, over N) and server CPU (idle with N
 *    streams open — the keep-alive pings — and while sending).
 * Prints the figures and keeps the run in bench/results/realtime/ with its row of the latest-figures table of
 * docs/performance.md (bench/results.ts; not with --no-write).
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { issueCsrfToken } from "../src/server/auth/csrf.ts";
import { seedBenchMembers } from "./bench-members.ts";
import { cpuSeconds, ms, quantile, rssBytes, subscribe } from "./realtime-clients.ts";
import { recordRun } from "./results.ts";

const APP_KEY = "bench-app-key-bench-app-key-bench-app-key-00";
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const N = Number(arg("subscribers", "2000"));
const MESSAGES = Number(arg("messages", "300"));
const BOARD = Number(arg("board", "20"));
const RATE = Number(arg("rate", "30"));
const adminUrl = arg(
  "database-url",
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);

const sleep = (msDelay: number) => new Promise((resolve) => setTimeout(resolve, msDelay));

/**
 * Bun's fetch opens at most 256 connections at once by default: the subscribers need N, so the benchmark runs
 * itself again with BUN_CONFIG_MAX_HTTP_REQUESTS raised.
 */
async function relaunchWithConnectionLimit(): Promise<boolean> {
  if (process.env.BUN_CONFIG_MAX_HTTP_REQUESTS) return false;
  const child = Bun.spawn([process.execPath, ...process.argv.slice(1)], {
    env: { ...process.env, BUN_CONFIG_MAX_HTTP_REQUESTS: String(Math.max(N + 512, 1024)) },
    stdio: ["inherit", "inherit", "inherit"],
  });
  process.exitCode = await child.exited;
  return true;
}

async function main(): Promise<void> {
  const started = new Date();
  const loadStart = loadavg();
  const dbName = `tasukeai_rt_bench_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  let server: ReturnType<typeof Bun.spawn> | null = null;
  let stopWorkers = () => {};
  const interrupted = async () => {
    server?.kill();
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    // 1. Data: N members, pairs in threads, one session each (bench-members.ts).
    const { version, ids, tokens, threadIds } = await seedBenchMembers(databaseUrl, N, "bench");

    // 2. The server, as in production.
    // Below Linux's ephemeral range (32768+), which the 2,000 client connections draw from.
    const port = 20000 + Math.floor(Math.random() * 12000);
    const baseUrl = `http://127.0.0.1:${port}`;
    // --profile DIR: the server writes a CPU profile (.cpuprofile, Chrome DevTools format) into DIR when it exits.
    const profileDir = arg("profile", "");
    const profileArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
    server = Bun.spawn([process.execPath, ...profileArgs, join(import.meta.dir, "../src/server/index.ts")], {
      env: {
        ...process.env,
        PORT: String(port),
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
    // Warm up (JIT, pools, the LISTEN connection) with a few streams and requests.
    const warm = subscribe(baseUrl, ids[0] as number, tokens[0] as string, () => undefined);
    await warm.ready;
    warm.close();
    await sleep(1000);
    Bun.gc(true);
    const rssBefore = rssBytes(pid);

    // 3. N subscribers.
    const sendTimes = new Map<string, number>();
    /** When the sender had the POST's answer (epoch ms), by body. */
    const answerTimes = new Map<string, number>();
    const threadLatencies: number[] = [];
    /** Partner's receipt minus the sender's answer: what delivery adds beyond the request itself. */
    const threadAfterAnswer: { body: string; at: number }[] = [];
    const boardLatencies: number[] = [];
    const boardReceipts = new Map<string, number>();
    interface Receipt {
      at: number;
      type: string;
      body: string;
      mine?: boolean;
    }
    const onReceipt = (receipt: Receipt) => {
      const sentAt = sendTimes.get(receipt.body);
      if (sentAt === undefined) return;
      if (receipt.type === "thread.message" && !receipt.mine) {
        threadLatencies.push(receipt.at - sentAt);
        threadAfterAnswer.push({ body: receipt.body, at: receipt.at });
      }
      if (receipt.type === "board.message") {
        boardLatencies.push(receipt.at - sentAt);
        boardReceipts.set(receipt.body, (boardReceipts.get(receipt.body) ?? 0) + 1);
      }
    };
    const connectStart = performance.now();
    const WORKERS = Number(arg("workers", "4"));
    const workers: ReturnType<typeof Bun.spawn>[] = [];
    const readyWorkers: Promise<void>[] = [];
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
      workers.push(child);
      readyWorkers.push(
        new Promise<void>((resolve) => {
          void (async () => {
            const decoder = new TextDecoder();
            let buffer = "";
            const reader = (child.stdout as ReadableStream<Uint8Array>).getReader();
            for (let r = await reader.read(); !r.done; r = await reader.read()) {
              const chunk = r.value;
              buffer += decoder.decode(chunk, { stream: true });
              let end = buffer.indexOf("\n");
              while (end >= 0) {
                const line = buffer.slice(0, end);
                buffer = buffer.slice(end + 1);
                end = buffer.indexOf("\n");
                if (line === "ready") resolve();
                else if (line) onReceipt(JSON.parse(line) as Receipt);
              }
            }
          })();
        }),
      );
    }
    stopWorkers = () => {
      for (const child of workers) child.kill();
    };
    await Promise.all(readyWorkers);
    const connectMs = performance.now() - connectStart;
    await sleep(2000);
    const rssAfter = rssBytes(pid);
    const perConnection = (rssAfter - rssBefore) / N;

    // Idle CPU with N streams (keep-alive pings only).
    const idleCpu0 = cpuSeconds(pid);
    const idle0 = performance.now();
    await sleep(10_000);
    const idleCpu = (cpuSeconds(pid) - idleCpu0) / ((performance.now() - idle0) / 1000);

    // 4. Messages at a fixed rate: thread messages to random pairs, board messages spread among them.
    const post = async (userIndex: number, path: string, body: string) => {
      const token = tokens[userIndex] as string;
      const t0 = performance.now();
      sendTimes.set(body, performance.timeOrigin + t0);
      const response = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          Cookie: `tasukeai_session=${token}`,
          "X-XSRF-TOKEN": issueCsrfToken(APP_KEY, token),
        },
        body: JSON.stringify({ body }),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      postTimes.push(performance.now() - t0);
      answerTimes.set(body, performance.timeOrigin + performance.now());
    };
    const postTimes: number[] = [];
    const total = MESSAGES + BOARD;
    const boardEvery = Math.max(1, Math.floor(total / Math.max(1, BOARD)));
    const sendCpu0 = cpuSeconds(pid);
    const send0 = performance.now();
    const pending: Promise<void>[] = [];
    let board = 0;
    for (let k = 0; k < total; k++) {
      const due = send0 + (k * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (board < BOARD && k % boardEvery === boardEvery - 1) {
        // Spread over members (each may post 5 a minute): 2 apart, wrapping for small runs.
        pending.push(post((board * 2) % N, "/api/public-messages", `board:${k}`));
        board += 1;
      } else {
        const pair = Math.floor(Math.random() * threadIds.length);
        pending.push(post(pair * 2, `/api/threads/${threadIds[pair]}/messages`, `thread:${k}`));
      }
    }
    await Promise.all(pending);
    const sentThread = total - board;
    const deadline = performance.now() + 10_000;
    while (
      (threadLatencies.length < sentThread || boardLatencies.length < board * N) &&
      performance.now() < deadline
    ) {
      await sleep(50);
    }
    const sendSeconds = (performance.now() - send0) / 1000;
    const sendCpu = (cpuSeconds(pid) - sendCpu0) / sendSeconds;

    // 5. Report.
    const sortedThread = [...threadLatencies].sort((a, b) => a - b);
    const sortedBoard = [...boardLatencies].sort((a, b) => a - b);
    const p99 = quantile(sortedThread, 0.99);
    const sortedPosts = [...postTimes].sort((a, b) => a - b);
    const sortedAfterAnswer = threadAfterAnswer
      .map((r) => r.at - (answerTimes.get(r.body) ?? Number.NaN))
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    const lines = [
      `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM; Bun ${Bun.version}; ${version.split(" on ")[0]} on the same machine (load average during the run: ${load}). One server process; the ${N} subscribers are spread over ${WORKERS} worker processes and the senders run in the benchmark process, all on the same machine.`,
      "",
      `Command: \`npx bun bench/realtime.ts --subscribers ${N} --messages ${MESSAGES} --board ${BOARD} --rate ${RATE}\``,
      "",
      "| figure | value |",
      "|---|---:|",
      `| concurrent SSE subscribers (one instance) | ${N} (all connected and ready in ${ms(connectMs)} ms) |`,
      `| thread messages sent over REST (${RATE}/s, with the board messages) | ${sentThread}, received ${threadLatencies.length} |`,
      `| thread message latency, send → partner's stream: p50 / p99 / max | ${ms(quantile(sortedThread, 0.5))} / ${ms(p99)} / ${ms(sortedThread.at(-1) ?? Number.NaN)} ms — budget p99 ≤ 100 ms: ${p99 <= 100 ? "ok" : "MISS"} |`,
      `| the sending POST's own round trip (auth, checks, transaction, NOTIFY at commit): p50 / p99 | ${ms(quantile(sortedPosts, 0.5))} / ${ms(quantile(sortedPosts, 0.99))} ms |`,
      `| partner's receipt minus the sender's answer (negative: the event came first): p50 / p99 | ${ms(quantile(sortedAfterAnswer, 0.5))} / ${ms(quantile(sortedAfterAnswer, 0.99))} ms |`,
      `| board messages (each to all ${N} streams) | ${board}, receipts ${boardLatencies.length} of ${board * N} |`,
      `| board latency over all receipts: p50 / p99 / max | ${ms(quantile(sortedBoard, 0.5))} / ${ms(quantile(sortedBoard, 0.99))} / ${ms(sortedBoard.at(-1) ?? Number.NaN)} ms |`,
      `| server memory per connection (RSS delta / ${N}) | ${(perConnection / 1024).toFixed(1)} KiB (RSS ${(rssBefore / 2 ** 20).toFixed(0)} → ${(rssAfter / 2 ** 20).toFixed(0)} MiB) |`,
      `| server CPU, ${N} idle streams (a keep-alive ping every 3–4 s each) | ${(idleCpu * 100).toFixed(1)} % of one core |`,
      `| server CPU while sending ${RATE} messages/s | ${(sendCpu * 100).toFixed(1)} % of one core |`,
    ];
    const markdown = lines.join("\n");
    console.log(markdown);
    if (!args.includes("--no-write"))
      recordRun({
        benchmark: "realtime",
        title: "Realtime",
        command: `npx bun bench/realtime.ts --subscribers ${N} --messages ${MESSAGES} --board ${BOARD} --rate ${RATE}`,
        startedAt: started,
        loadStart,
        loadEnd: loadavg(),
        headline:
          `thread message p99 ${ms(p99)} ms (budget 100 ms: ${p99 <= 100 ? "met" : "MISSED"}), board p99 ` +
          `${ms(quantile(sortedBoard, 0.99))} ms to ${N} streams, ${(perConnection / 1024).toFixed(1)} KiB per ` +
          `connection, CPU ${(sendCpu * 100).toFixed(1)} % of a core while sending`,
        report: markdown,
      });
  } finally {
    stopWorkers();
    server?.kill();
    await server?.exited;
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

if (!(await relaunchWithConnectionLimit())) await main();
