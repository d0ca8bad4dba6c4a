/**
 * Benchmark of push delivery with slow push services (docs/product.md §11 Web push):
 *   npx bun bench/push.ts [--members 200] [--stalled 20] [--database-url postgres://…] [--no-write]
 * 1. A fresh temporary PostgreSQL database (postgres://postgres@127.0.0.1:5432 unless --database-url or
 *    BENCH_DATABASE_URL), migrated, with M members each subscribed on a fast loopback push service (HTTPS, answers
 *    201 at once) and S members subscribed on push services that never answer.
 * 2. The push workers of the server (jobs/handlers.ts, the production settings: 3 s connect and 10 s total
 *    timeout, 8 workers a queue, 2 at a time per push service host) in this process, while another process keeps
 *    one core busy.
 * 3. Five rounds: the M members' pushes alone; after one stalled push queued ahead of them; after S stalled pushes
 *    on one push service host; after S stalled pushes on S different hosts, the members' pushes on another unknown
 *    host (they share the general workers) and then on a browser's push service (fcm.googleapis.com, resolved to
 *    the loopback service: the reserved workers). Each round reports the M members' delivery latency (from the
 *    commit that queued them to the push service receiving the request: p50, p95, max) and how long the first
 *    stalled sends were held before being abandoned, with os.loadavg().
 * Prints the figures and keeps the run in bench/results/push/ with its row of the latest-figures table of
 * docs/performance.md (bench/results.ts; not with --no-write).
 */
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type Database, migrateDatabase, openDatabase, queryRows } from "../src/server/db/client.ts";
import { pushSubscriptions } from "../src/server/db/schema/index.ts";
import { seedReference } from "../src/server/db/seed/seed-reference.ts";
import {
  MESSAGE_PUSH_QUEUE,
  PUSH_QUEUE,
  PUSH_WORKERS,
  queuePushes,
  trustPushCertificates,
} from "../src/server/domains/notifications/push.ts";
import { setPushResolver } from "../src/server/domains/notifications/push-endpoint.ts";
import { loadEnv } from "../src/server/env.ts";
import { jobHandlersFor } from "../src/server/jobs/handlers.ts";
import { type JobQueue, openJobQueue, startJobWorker } from "../src/server/jobs/queue.ts";
import { createMember } from "../tests/support/factories.ts";
import { deleteAllJobs } from "../tests/support/jobs.ts";
import {
  makeTestCertificate,
  type PushService,
  type ReceivedPush,
  startPushService,
} from "../tests/support/push-service.ts";
import { quantile } from "./bench-stats.ts";
import { recordRun } from "./results.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const MEMBERS = Number(arg("members", "200"));
const STALLED = Number(arg("stalled", "20"));
const adminUrl = arg(
  "database-url",
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);

/** The q-quantile of unsorted samples (nearest rank). */
const quantileOf = (values: readonly number[], q: number) =>
  quantile(
    [...values].sort((a, b) => a - b),
    q,
  );
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const loads = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" / ");

/** One browser's keys (a valid P-256 point and secret: what the pushes are encrypted for). */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** Inserts an administrator's notice for each member of `userIds` and queues their pushes, in one transaction. */
async function queueNotices(db: Database, userIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`insert into notifications (user_id, type, data)
          select u, 'admin_notice', ${JSON.stringify({ title: "bench", body: "push bench" })}::jsonb
          from unnest(${`{${userIds.join(",")}}`}::int[]) as u returning id`,
    );
    await queuePushes(
      tx,
      rows.map((row) => Number(row.id)),
    );
  });
}

interface Round {
  label: string;
  latencies: number[];
  /** Stalled sends: ms from their request reaching the stalling service to the sender closing it. */
  heldMs: number[];
  /** Stalled sends: ms from the commit that queued them to the sender closing them. */
  abandonedAfterQueueMs: number[];
  loadBefore: string;
  loadAfter: string;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadStart = loadavg();
  const dbName = `tasukeai_push_bench_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ databaseUrl, dataDir: "memory://", statementTimeoutMs: 0 });
  const busy = Bun.spawn([process.execPath, "-e", "for (;;) {}"], { stdio: ["ignore", "ignore", "ignore"] });
  const certificate = makeTestCertificate();
  const fast = startPushService(certificate);
  trustPushCertificates(certificate.cert);
  let jobQueue: JobQueue | undefined;
  try {
    await migrateDatabase(handle);
    await seedReference(handle.db);
    const env = loadEnv({
      DATABASE_URL: databaseUrl,
      APP_KEY: "bench-app-key-bench-app-key-bench-app-key-00",
      DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-push-bench-")),
      PUSH_ALLOWED_HOSTS: "127.0.0.1, fcm.googleapis.com",
      NODE_ENV: "production",
      LOG_LEVEL: "error",
    });
    jobQueue = await openJobQueue(handle, { supervise: false });
    const handlers = jobHandlersFor(env);
    const pushWork = {
      [PUSH_QUEUE]: handlers[PUSH_QUEUE],
      [MESSAGE_PUSH_QUEUE]: handlers[MESSAGE_PUSH_QUEUE],
    } as Parameters<typeof startJobWorker>[1];

    const members = [];
    for (let i = 0; i < MEMBERS + STALLED; i++) members.push(await createMember(handle.db));
    const fastMembers = members.slice(0, MEMBERS);
    const stalledMembers = members.slice(MEMBERS);
    // A browser's push service, here on loopback (its certificate names it; this process alone trusts it).
    setPushResolver(async (hostname) => {
      if (hostname === "fcm.googleapis.com") return [{ address: "127.0.0.1", family: 4 }];
      throw new Error(`bench resolves only fcm.googleapis.com, not ${hostname}`);
    });
    /** Points the M members' subscriptions at the fast service under `host` (an IP or a name). */
    async function pointFast(host: string): Promise<void> {
      await handle.db.execute(
        sql`delete from push_subscriptions where user_id = any(${`{${fastMembers.map((m) => m.id).join(",")}}`}::int[])`,
      );
      await handle.db.insert(pushSubscriptions).values(
        fastMembers.map((member) => ({
          userId: member.id,
          endpoint: `https://${host}:${fast.port}/fast-${member.id}`,
          ...browserKeys(),
        })),
      );
    }

    let round = 0;
    /** Points the stalled members' subscriptions at `hostOf(i)` for this round (a path unique to the round). */
    async function pointStalled(count: number, hostOf: (index: number) => PushService): Promise<string[]> {
      await handle.db.execute(
        sql`delete from push_subscriptions where user_id = any(${`{${stalledMembers.map((m) => m.id).join(",")}}`}::int[])`,
      );
      const chosen = stalledMembers.slice(0, count);
      if (chosen.length === 0) return [];
      const paths = chosen.map((member) => `/stall-${round}-${member.id}`);
      await handle.db.insert(pushSubscriptions).values(
        chosen.map((member, index) => ({
          userId: member.id,
          endpoint: `https://127.0.0.1:${hostOf(index).port}${paths[index]}`,
          ...browserKeys(),
        })),
      );
      return paths;
    }

    /**
     * One round: `stalledCount` never-answered pushes on `hostCount` new stalling services (new ones each round: a
     * host that timed out is left alone for a while), queued before the M members' pushes to `fastHost`.
     */
    async function runRound(label: string, stalledCount: number, hostCount: number, fastHost = "127.0.0.1") {
      round += 1;
      const worker = await startJobWorker(jobQueue as JobQueue, pushWork);
      const hosts = Array.from({ length: hostCount }, () =>
        startPushService(certificate, { stalling: true }),
      );
      const hostOf = (index: number) => hosts[index % hosts.length] as PushService;
      await pointFast(fastHost);
      const stalledPaths = await pointStalled(stalledCount, hostOf);
      const loadBefore = loads();
      const queuedStalledAt = performance.now();
      if (stalledPaths.length > 0)
        await queueNotices(
          handle.db,
          stalledMembers.slice(0, stalledCount).map((m) => m.id),
        );
      // The stalled pushes are queued first: they are fetched before the others. The first ones to reach their
      // host (at most two a host, the rest wait or, once their host timed out, are not tried) are timed.
      const timed = Math.min(stalledPaths.length, PUSH_WORKERS.perGroup);
      const firstHeld = new Promise<{ push: ReceivedPush; closedAt: number }[]>((resolve) => {
        const held: Promise<{ push: ReceivedPush; closedAt: number }>[] = [];
        if (timed === 0) resolve([]);
        stalledPaths.forEach((path, index) => {
          void hostOf(index)
            .arrival(path)
            .then((push) => {
              if (held.length >= timed) return;
              held.push(
                hostOf(index)
                  .abandonment(path)
                  .then((closedAt) => ({ push, closedAt })),
              );
              if (held.length === timed) resolve(Promise.all(held));
            });
        });
      });
      const committedAt = performance.now();
      await queueNotices(
        handle.db,
        fastMembers.map((member) => member.id),
      );
      const deliveries = await Promise.all(
        fastMembers.map((member) => fast.arrival(`/fast-${member.id}`).then((push) => push.at)),
      );
      const held = await firstHeld;
      const result: Round = {
        label,
        latencies: deliveries.map((at) => at - committedAt),
        heldMs: held.map((entry) => entry.closedAt - entry.push.at),
        abandonedAfterQueueMs: held.map((entry) => entry.closedAt - queuedStalledAt),
        loadBefore,
        loadAfter: loads(),
      };
      // Clean slate for the next round: the workers stopped (after the sends under way), no job left to retry.
      await worker.stop();
      await deleteAllJobs();
      fast.received.length = 0;
      for (const host of hosts) host.stop();
      console.log(
        `${label}: p50 ${seconds(quantileOf(result.latencies, 0.5))}, p95 ${seconds(quantileOf(result.latencies, 0.95))}, max ${seconds(Math.max(...result.latencies))}; stalled held ${result.heldMs.map(seconds).join(", ") || "-"}; load ${result.loadBefore} → ${result.loadAfter}`,
      );
      return result;
    }

    const rounds = [
      await runRound(`${MEMBERS} members, no slow push service`, 0, 0),
      await runRound(`${MEMBERS} members after 1 push that is never answered`, 1, 1),
      await runRound(`${MEMBERS} members after ${STALLED} never-answered pushes on one host`, STALLED, 1),
      await runRound(
        `${MEMBERS} members after ${STALLED} never-answered pushes on ${STALLED} hosts`,
        STALLED,
        STALLED,
      ),
      await runRound(
        `${MEMBERS} members on a browser's push service after ${STALLED} never-answered pushes on ${STALLED} hosts`,
        STALLED,
        STALLED,
        "fcm.googleapis.com",
      ),
    ];

    const lines = [
      `Measured by \`npx bun bench/push.ts\` (${new Date().toISOString().slice(0, 16)}Z) on PostgreSQL, ${cpus().length} cores shared with other work and one more process spinning on a core; load average (1/5/15 min) before → after each round in the table. The push workers of the server in the benchmark's process, with the production settings (docs/product.md §11 Web push): ${PUSH_WORKERS.concurrency} workers a queue of which ${PUSH_WORKERS.reserved} take only the browsers' push services, ${PUSH_WORKERS.perGroup} at a time per other host, a 3 s connect and a 10 s total timeout. Push services on loopback over HTTPS; the stalled ones read the request and never answer. Latency: from the commit that queued the ${MEMBERS} members' pushes (after the stalled ones) to their push service receiving each request.`,
      "",
      "Before these changes (at fe65b3d) push jobs ran one at a time per queue, inside a database transaction, with no timeout: one never-answered push held every later push until pg-boss gave its job up (the report measured 88 s; push-delivery.test.ts's isolation case, written first, hung until its 30 s test timeout), and on the embedded database that transaction held every request.",
      "",
      "| round | p50 | p95 | max | first stalled sends held | load before → after |",
      "|---|---|---|---|---|---|",
      ...rounds.map(
        (r) =>
          `| ${r.label} | ${seconds(quantileOf(r.latencies, 0.5))} | ${seconds(quantileOf(r.latencies, 0.95))} | ${seconds(Math.max(...r.latencies))} | ${r.heldMs.map(seconds).join(", ") || "—"} | ${r.loadBefore} → ${r.loadAfter} |`,
      ),
      "",
      `A stalled send is abandoned after the total timeout, counted from before resolving and connecting (so a little less after its request arrived), and retried later with backoff; at most ${PUSH_WORKERS.perGroup} of them wait on one host at a time, and a host that timed out is left alone for 5 minutes, so each stalling host holds a worker once. Stalled pushes on many unknown hosts take the ${PUSH_WORKERS.concurrency - PUSH_WORKERS.reserved} general workers until their timeouts (about one total timeout per wave of ${PUSH_WORKERS.concurrency - PUSH_WORKERS.reserved}): pushes to another unknown host wait behind them (fourth round); pushes to the browsers' push services, where members' browsers subscribe, have workers of their own (last round).`,
      "",
    ];
    const text = lines.join("\n");
    console.log(text);
    if (!args.includes("--no-write"))
      recordRun({
        benchmark: "push",
        title: "Push delivery with slow endpoints",
        command: `npx bun bench/push.ts --members ${MEMBERS} --stalled ${STALLED}`,
        startedAt,
        loadStart,
        loadEnd: loadavg(),
        headline: rounds.map((r) => `${r.label}: p95 ${seconds(quantileOf(r.latencies, 0.95))}`).join("; "),
        report: text,
      });
  } finally {
    busy.kill();
    await jobQueue?.stop();
    trustPushCertificates(undefined);
    setPushResolver(undefined);
    fast.stop();
    await handle.close();
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

await main();
