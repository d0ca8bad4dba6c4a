/**
 * Benchmark of answers during a database outage (docs/operations.md "Database outages", docs/product.md "Service
 * availability"):
 *   npx bun bench/outage.ts [--seconds 20] [--clients 50] [--no-write]
 * 1. A PostgreSQL cluster of its own (port 3393, tests/support/pg-cluster.ts) reached through a TCP link that can
 *    black-hole (tests/support/tcp-link.ts), the real server process on it (port 3338), one signed-up member.
 * 2. One busy-loop process per CPU keeps the machine busy for the whole run (on top of whatever else runs on it).
 * 3. CLIENTS clients, each sending the mix of tests/support/request-mix.ts one request after another (a public list
 *    over REST and tRPC, a member's calls with a session cookie, a member's write), first 5 s with the database up,
 *    then SECONDS with the cluster stopped, then SECONDS with the link black-holed (connections accepted and never
 *    answered, open ones silent). An answer that takes more than 10 s is counted as none.
 * 4. After each outage the database comes back (cluster started; link healed) with the clients still sending: the
 *    time until the first 200.
 * Prints per phase the latency p50/p95/p99/max, the status counts, the load average, when the server logged the
 * database away; keeps the run in bench/results/outage/ with its row of the latest-figures table of
 * docs/performance.md (bench/results.ts; not with --no-write).
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createPgCluster } from "../tests/support/pg-cluster.ts";
import { requestMix, signedUpMember, type TimedAnswer, timedRequest } from "../tests/support/request-mix.ts";
import { startServer } from "../tests/support/server-process.ts";
import { TcpLink } from "../tests/support/tcp-link.ts";
import { quantile } from "./bench-stats.ts";
import { recordRun } from "./results.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const SECONDS = Number(arg("seconds", "20"));
const CLIENTS = Number(arg("clients", "50"));
const BASELINE_SECONDS = 5;
/** An answer later than this counts as none (a hang). */
const NO_ANSWER_MS = 10_000;
const CLUSTER_PORT = 3393;
const SERVER_PORT = 3338;

/** One answer with the moment it arrived (ms, performance.now()). */
interface Sample extends TimedAnswer {
  at: number;
}

/** Figures of one phase. */
interface Phase {
  name: string;
  samples: Sample[];
  loadStart: number[];
  loadEnd: number[];
  /** ms from the cut to the server's "database away" line (outages only). */
  detectedAfterMs?: number;
  /** ms from the database answering again to the first 200 (outages only). */
  firstOkAfterMs?: number;
}

/** Resolves once GET /up answers 200 (the start-up line is info, not logged here); throws after a minute. */
async function servingAt(base: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const up = await fetch(`${base}/up`).catch(() => null);
    if (up?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${base} did not start within a minute`);
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : "—");
const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(" / ");

async function main(): Promise<void> {
  const startedAt = new Date();
  const cluster = createPgCluster(CLUSTER_PORT);
  cluster.createDatabase("tasukeai_outage_bench");
  const link = await TcpLink.start({ host: "127.0.0.1", port: CLUSTER_PORT });
  const server = startServer(SERVER_PORT, {
    DATABASE_URL: link.url("tasukeai_outage_bench"),
    DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-outage-bench-")),
    APP_URL: `http://127.0.0.1:${SERVER_PORT}`,
    APP_KEY: "outage-bench-key-outage-bench-key-0000000",
    // Warnings only (the "database away" line): an access line per request would be ~100,000 lines a phase.
    LOG_LEVEL: "warn",
  });
  // Busy loops, one per CPU: the machine is busy for the whole run.
  const burners = cpus().map(() =>
    spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore", detached: false }),
  );
  try {
    await servingAt(server.url);
    const { cookies: member } = await signedUpMember(server.url, "outage-bench@example.test");
    const mix = requestMix(member);

    let running = false;
    let sink: Sample[] = [];
    const clientLoop = async (client: number) => {
      for (let i = client; running; i += 1) {
        const answer = await timedRequest(server.url, mix[i % mix.length] as never, NO_ANSWER_MS);
        if (running) sink.push({ ...answer, at: performance.now() });
      }
    };
    /** Runs the clients until `until` resolves; returns their answers. */
    const run = async (until: Promise<unknown>): Promise<Sample[]> => {
      sink = [];
      running = true;
      const clients = Array.from({ length: CLIENTS }, (_, client) => clientLoop(client));
      await until;
      running = false;
      await Promise.all(clients);
      return sink;
    };
    const seconds = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));
    /** Runs the clients until the first 200 after `back`; ms from then to that answer. */
    const untilFirstOk = async (back: number): Promise<number> => {
      let resolveOk: (at: number) => void = () => {};
      const firstOk = new Promise<number>((resolve) => {
        resolveOk = resolve;
      });
      const watcher = setInterval(() => {
        const ok = sink.find((sample) => sample.status === 200);
        if (ok) resolveOk(ok.at);
      }, 5);
      const timeout = seconds(60).then(() => Number.NaN);
      let okAt = Number.NaN;
      await run(Promise.race([firstOk, timeout]).then((at) => (okAt = at)));
      clearInterval(watcher);
      return okAt - back;
    };
    /** When the server logged the database away after `cutAt` (its log time, ms since the epoch). */
    const detection = (cutAt: number, fromLine: number) => {
      const line = server.lines
        .slice(fromLine)
        .find((l) => String(l.msg).startsWith("database away") && typeof l.time === "string");
      return line ? Date.parse(String(line.time)) - cutAt : Number.NaN;
    };

    const phases: Phase[] = [];
    const phase = async (
      name: string,
      work: () => Promise<Omit<Phase, "name" | "loadStart" | "loadEnd">>,
    ) => {
      const loadStart = loadavg();
      const result = await work();
      phases.push({ name, loadStart, loadEnd: loadavg(), ...result });
      console.log(`${name}: ${result.samples.length} answers`);
    };

    await phase("database up", async () => ({ samples: await run(seconds(BASELINE_SECONDS)) }));

    /** An outage: `cut`, the clients for SECONDS, when the server found it, `heal`, the time to the first 200. */
    const outage = (cut: () => void, heal: () => void) => async () => {
      const from = server.lines.length;
      const cutAt = Date.now();
      cut();
      const samples = await run(seconds(SECONDS));
      const detectedAfterMs = detection(cutAt, from);
      heal();
      const firstOkAfterMs = await untilFirstOk(performance.now());
      return { samples, detectedAfterMs, firstOkAfterMs };
    };
    await phase(
      "cluster stopped",
      outage(
        () => cluster.stop(),
        () => cluster.start(),
      ),
    );
    await phase(
      "black hole",
      outage(
        () => link.blackhole(),
        () => link.forward(),
      ),
    );

    const rows = phases.map((p) => {
      const times = p.samples.map((s) => s.ms).sort((a, b) => a - b);
      const statuses = new Map<string, number>();
      for (const s of p.samples) {
        const key = s.status === 0 ? "none" : String(s.status);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      const counts = [...statuses]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, n]) => `${status}: ${n.toLocaleString("en")}`)
        .join(", ");
      const withRetryAfter = p.samples.filter((s) => s.status === 503 && s.retryAfter === "5").length;
      const outage = p.detectedAfterMs !== undefined;
      return {
        phase: p,
        line: `| ${p.name} | ${p.samples.length.toLocaleString("en")} | ${counts}${outage ? ` (Retry-After on ${withRetryAfter.toLocaleString("en")})` : ""} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.95))} | ${ms(quantile(times, 0.99))} | ${ms(times.at(-1) ?? Number.NaN)} | ${outage ? ms(p.detectedAfterMs ?? Number.NaN) : "—"} | ${outage ? ms(p.firstOkAfterMs ?? Number.NaN) : "—"} | ${loads(p.loadStart)} → ${loads(p.loadEnd)} |`,
      };
    });
    const text = [
      `Measured by \`npx bun bench/outage.ts\` (${startedAt.toISOString().slice(0, 16)}Z): the real server process (\`bun src/server/index.ts\`, PostgreSQL 15 cluster of its own on the same machine, reached through a TCP link that can black-hole), ${CLIENTS} clients each sending one request after another — a visitor's list over REST and tRPC, a member's \`/api/auth/me\` and \`threads.unreadCount\` with a session cookie, a member's board write — while ${cpus().length} busy-loop processes (one per CPU, ${cpus()[0]?.model.trim() ?? "unknown CPU"}) keep the machine busy, beside whatever else ran on it. ${BASELINE_SECONDS} s with the database up, then ${SECONDS} s with the cluster stopped, then ${SECONDS} s with the link black-holed (connections accepted and never answered, open ones silent). An answer later than ${NO_ANSWER_MS / 1000} s would count as none. Load averages (1 / 5 / 15 min) at the start and the end of each phase. Design: docs/operations.md "Database outages".`,
      "",
      "| phase | answers | status counts | p50 | p95 | p99 | max | database found away after | first 200 after it answers again | load average |",
      "|---|---|---|---|---|---|---|---|---|---|",
      ...rows.map((row) => row.line),
      "",
      "Before the breaker and the driver patches (2026-11-28 07:38-07:45Z, load average ~5, one burst of 50 requests at once, no busy loops): with the cluster stopped, 32 of 50 answered 503 (p50 20.4 s, the last after 29 s) and 18 had no answer after 30 s (in another run the server process ended during the burst: a postgres.js write timer threw); with the driver patched but no breaker, the stopped cluster was answered within 0.3 s, but through the black hole the 50 took p50 6.2 s and 2 never answered.",
      "",
      '"Found away" is the server\'s `database away` log line, counted from the moment the cut was asked (for the cluster that includes `pg_ctl stop -m fast`, which closes the connections itself); "first 200" counts from `pg_ctl start` returning (cluster) or the link forwarding again (black hole) to the first 200 any client received, with all clients still sending. The member\'s write answers 403 while the database is up (the member has not verified the address) and 503 during the outages.',
      "",
    ].join("\n");
    console.log(text);
    if (!args.includes("--no-write"))
      recordRun({
        benchmark: "outage",
        title: "Answers during a database outage",
        command: `npx bun bench/outage.ts --seconds ${SECONDS} --clients ${CLIENTS}`,
        startedAt,
        loadStart: phases[0]?.loadStart ?? [],
        loadEnd: phases.at(-1)?.loadEnd ?? [],
        headline: outageHeadline(rows.map((row) => row.phase)),
        report: text,
      });
  } finally {
    for (const burner of burners) burner.kill("SIGKILL");
    server.kill();
    await link.close();
    cluster.destroy();
  }
}

/**
 * The latest-figures cell: per outage phase its p99, whether every answer was a 503 with Retry-After, and the time
 * to the first 200 once the database answered again.
 */
function outageHeadline(phases: Phase[]): string {
  return phases
    .filter((p) => p.detectedAfterMs !== undefined)
    .map((p) => {
      const times = p.samples.map((s) => s.ms).sort((a, b) => a - b);
      const all503 = p.samples.every((s) => s.status === 503 && s.retryAfter === "5");
      return `${p.name}: ${all503 ? "every answer 503 with Retry-After" : "NOT every answer 503"}, p99 ${ms(quantile(times, 0.99))}, first 200 ${ms(p.firstOkAfterMs ?? Number.NaN)} after`;
    })
    .join("; ");
}

await main();
