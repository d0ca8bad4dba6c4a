/**
 * Fan-out micro-benchmark of the live stream (docs/performance.md "Realtime"): how much server CPU one
 * public-board broadcast to N open SSE streams costs, how long it blocks the event loop, and how long a thread
 * message dispatched right behind it waits — with tRPC's own SSE producer (`fetchRequestHandler` serving the
 * `live.events` procedure) and with the shared-frame writer the app uses (src/server/realtime/live-sse.ts).
 * No database: the hub is fed synthetic bus payloads directly, so only the fan-out is measured.
 *
 *   npx bun bench/realtime-fanout.ts [--subscribers 2000] [--broadcasts 15] [--workers 4]
 *   (one run per producer: tRPC's in one burst as before, ours in slices of BROADCAST_SLICE; --producer
 *   trpc|shared runs one of them; --slice N gives both the same slice)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { initTRPC } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { LIVE_STREAM } from "#shared/live-events.ts";
import { listen } from "../src/server/http/node-listener.ts";
import { BROADCAST_SLICE, type BusEvent, LiveHub } from "../src/server/realtime/event-bus.ts";
import { liveEventsResponse } from "../src/server/realtime/live-sse.ts";
import { liveEventStream } from "../src/server/realtime/live-stream.ts";
import { ms, quantile } from "./realtime-clients.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};

/** The stream owner of a benchmark member (one session each; the hub here runs no session check). */
function ownerOf(userId: number | null) {
  return userId === null ? null : { userId, sessionId: `bench-${userId}` };
}

/** Child mode: the server with one producer; prints its port, then one JSON line per dispatch. */
async function serve(producer: string, slice: number): Promise<void> {
  let deliver: (payload: string) => void = () => {};
  const hub = new LiveHub(
    async (onPayload) => {
      deliver = onPayload;
      return async () => {};
    },
    { broadcastSlice: slice },
  );
  await hub.ready;
  // tRPC's own producer over the same resolver as the app's `live.events` procedure, with the app's SSE options.
  const t = initTRPC.create({
    sse: {
      ping: { enabled: true, intervalMs: LIVE_STREAM.pingMs },
      client: { reconnectAfterInactivityMs: LIVE_STREAM.inactivityReconnectMs },
    },
  });
  const router = t.router({
    live: t.router({
      events: t.procedure.subscription(({ ctx, signal }) =>
        liveEventStream(hub, ownerOf((ctx as { userId: number | null }).userId), signal),
      ),
    }),
  });
  // The app's own listener (http/node-listener.ts), so the socket writes measured are production's.
  const server = await listen({
    hostname: "127.0.0.1",
    port: 0,
    idleTimeoutSeconds: 60,
    async fetch(request) {
      const url = new URL(request.url);
      const userId =
        Number(/tasukeai_session=(\d+)/.exec(request.headers.get("cookie") ?? "")?.[1] ?? 0) || null;
      if (url.pathname === "/dispatch") {
        const payloads = (await request.json()) as string[];
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        for (const payload of payloads) deliver(payload);
        const syncMs = performance.now() - t0;
        // Loop lag: when a macrotask queued now gets to run (what a request arriving now would wait).
        setImmediate(() => {
          const lagMs = performance.now() - t0;
          setTimeout(() => {
            const cpu = process.cpuUsage(cpu0);
            console.log(JSON.stringify({ syncMs, lagMs, cpuMs: (cpu.user + cpu.system) / 1000 }));
          }, 400);
        });
        return new Response(null, { status: 204 });
      }
      if (producer === "shared") return liveEventsResponse(hub, ownerOf(userId), request);
      return fetchRequestHandler({
        endpoint: "/trpc",
        req: request,
        router,
        createContext: () => ({ userId }),
      });
    },
  });
  console.log(`port ${server.port}`);
}

interface Receipt {
  at: number;
  type: string;
  body: string;
}

/** Parent mode: one run against a fresh server with `producer`. */
async function run(producer: string, n: number, broadcasts: number, workerCount: number, slice: number) {
  const server = Bun.spawn(
    [process.execPath, import.meta.path, "--serve", producer, "--slice", String(slice)],
    { stdout: "pipe", stderr: "inherit", env: process.env },
  );
  const lines = lineReader(server.stdout as ReadableStream<Uint8Array>);
  const first = await lines.next();
  const port = Number(/port (\d+)/.exec(String(first.value))?.[1]);
  const baseUrl = `http://127.0.0.1:${port}`;
  await Bun.sleep(500);
  const rssIdle = rssOf(server.pid);
  const receipts: Receipt[] = [];
  const workers: ReturnType<typeof Bun.spawn>[] = [];
  const ready: Promise<void>[] = [];
  for (let w = 0; w < workerCount; w++) {
    const members = Array.from({ length: n }, (_, i) => i + 1)
      .filter((id) => id % workerCount === w)
      .map((id) => JSON.stringify({ userId: id, token: String(id) }))
      .join("\n");
    const child = Bun.spawn([process.execPath, join(import.meta.dir, "realtime-subscribers.ts"), baseUrl], {
      stdin: new Blob([`${members}\n`]),
      stdout: "pipe",
      stderr: "inherit",
      env: process.env,
    });
    workers.push(child);
    ready.push(
      (async () => {
        const out = lineReader(child.stdout as ReadableStream<Uint8Array>);
        let resolveReady = () => {};
        const isReady = new Promise<void>((resolve) => {
          resolveReady = resolve;
        });
        void (async () => {
          for await (const line of out) {
            if (line === "ready") resolveReady();
            else if (line) receipts.push(JSON.parse(line) as Receipt);
          }
        })();
        await isReady;
      })(),
    );
  }
  await Promise.all(ready);
  await Bun.sleep(1000);
  const rssBefore = rssOf(server.pid);
  const stats: { syncMs: number; lagMs: number; cpuMs: number }[] = [];
  const sent = new Map<string, number>();
  const message = (k: number) => ({
    id: k,
    thread_id: 1,
    body: `thread:${k}`,
    user_id: 2,
    created_at: new Date().toISOString(),
    created_at_date: "2026-11-24",
    created_at_time: "09:00",
    contact_masked: false,
    moderation: null,
    images: [],
    read_at: null,
  });
  for (let k = 0; k < broadcasts; k++) {
    const board: BusEvent = {
      kind: "board",
      message: {
        id: k,
        body: `board:${k}`,
        sender: { id: 3, name: "ベンチ会員", avatar_url: null },
        created_at: new Date().toISOString(),
      },
    };
    // The thread message to member 1 is dispatched right behind the broadcast (the worst case for it).
    const thread: BusEvent = {
      kind: "message",
      thread_id: 1,
      message: message(k),
      participants: [1, 2],
      unread: { "1": 1, "2": 0 },
    };
    const at = performance.timeOrigin + performance.now();
    sent.set(`board:${k}`, at);
    sent.set(`thread:${k}`, at);
    await fetch(`${baseUrl}/dispatch`, {
      method: "POST",
      body: JSON.stringify([JSON.stringify(board), JSON.stringify(thread)]),
    });
    const line = await lines.next();
    stats.push(JSON.parse(String(line.value)));
    await Bun.sleep(300);
  }
  await Bun.sleep(1000);
  const rssAfterLoad = rssOf(server.pid);
  for (const child of workers) child.kill();
  server.kill();
  const boardLast: number[] = [];
  const boardAll: number[] = [];
  const threadLatency: number[] = [];
  for (let k = 0; k < broadcasts; k++) {
    const start = sent.get(`board:${k}`) ?? 0;
    const times = receipts.filter((r) => r.body === `board:${k}`).map((r) => r.at - start);
    boardAll.push(...times);
    boardLast.push(Math.max(...times));
    const thread = receipts.find((r) => r.body === `thread:${k}` && r.type === "thread.message");
    if (thread) threadLatency.push(thread.at - start);
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const median = (xs: number[]) => quantile(sorted(xs), 0.5);
  return {
    producer,
    boardReceipts: `${boardAll.length} of ${broadcasts * n}`,
    cpuPerBroadcastMs: median(stats.map((s) => s.cpuMs)),
    cpuPerStreamUs: (median(stats.map((s) => s.cpuMs)) * 1000) / n,
    loopBlockedMs: median(stats.map((s) => s.lagMs)),
    boardP50: quantile(sorted(boardAll), 0.5),
    boardLastMedian: median(boardLast),
    threadMedian: median(threadLatency),
    threadMax: Math.max(...threadLatency),
    perConnectionKiB: (rssBefore - rssIdle) / n / 1024,
    rssMiB: `${(rssIdle / 2 ** 20).toFixed(0)} → ${(rssBefore / 2 ** 20).toFixed(0)} → ${(rssAfterLoad / 2 ** 20).toFixed(0)}`,
  };
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

async function* lineReader(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    buffer += decoder.decode(r.value, { stream: true });
    let end = buffer.indexOf("\n");
    while (end >= 0) {
      yield buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf("\n");
    }
  }
}

if (args.includes("--serve")) {
  await serve(arg("serve", "shared"), Number(arg("slice", String(BROADCAST_SLICE))));
} else if (!process.env.BUN_CONFIG_MAX_HTTP_REQUESTS) {
  // Bun's fetch opens at most 256 connections at once by default; the subscribers need N.
  const n = Number(arg("subscribers", "2000"));
  const child = Bun.spawn([process.execPath, ...process.argv.slice(1)], {
    env: { ...process.env, BUN_CONFIG_MAX_HTTP_REQUESTS: String(Math.max(n + 512, 1024)) },
    stdio: ["inherit", "inherit", "inherit"],
  });
  process.exitCode = await child.exited;
} else {
  const n = Number(arg("subscribers", "2000"));
  const broadcasts = Number(arg("broadcasts", "15"));
  const workers = Number(arg("workers", "4"));
  const slice = Number(arg("slice", String(BROADCAST_SLICE)));
  const producers = args.includes("--producer") ? [arg("producer", "shared")] : ["trpc", "shared"];
  const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(`${n} streams, ${broadcasts} broadcasts each followed by one thread message`);
  console.log(`load average before: ${load()}`);
  console.log(
    "| producer | receipts | server CPU per broadcast | per stream | event loop blocked | board p50 / last (median) | thread msg behind it: median / max | RSS per stream | RSS idle → N streams → after |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const producer of producers) {
    // By default tRPC's producer runs as before the shared-frame writer (one burst), ours with its slices.
    const sliceOf = args.includes("--slice") ? slice : producer === "trpc" ? 1_000_000 : BROADCAST_SLICE;
    const r = await run(producer, n, broadcasts, workers, sliceOf);
    console.log(
      `| ${r.producer}, slice ${sliceOf >= n ? "none" : sliceOf} | ${r.boardReceipts} | ${ms(r.cpuPerBroadcastMs)} ms | ${r.cpuPerStreamUs.toFixed(1)} µs | ${ms(r.loopBlockedMs)} ms | ${ms(r.boardP50)} / ${ms(r.boardLastMedian)} ms | ${ms(r.threadMedian)} / ${ms(r.threadMax)} ms | ${r.perConnectionKiB.toFixed(1)} KiB | ${r.rssMiB} MiB |`,
    );
  }
  console.log(`load average after: ${load()}`);
}
