/**
 * Cost of the live hub's session check (docs/product.md §4 Polling "Live streams end with the session";
 * src/server/realtime/event-bus.ts `LiveHub.checkSessions`): every LIVE_STREAM.pingMs each instance looks up the
 * sessions of all its member streams in one query and ends the streams whose session is gone.
 *   npx bun bench/live-session-check.ts [--streams 2000] [--rounds 50] [--database-url postgres://…]
 * A fresh temporary PostgreSQL database with N members and sessions (bench-members.ts), one hub on a postgres.js
 * pool with N member streams registered (sinks that only count), then `rounds` checks: wall time per check
 * (p50, p99) and the process CPU per check, then one check after 10 % of the sessions were deleted (each of those
 * streams must end). Prints the figures with the load average; writes nothing.
 */
import { loadavg } from "node:os";
import postgres from "postgres";
import { LIVE_STREAM } from "#shared/live-events.ts";
import { sessionIdFromToken } from "../src/server/auth/sessions.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { closeLiveHub, liveHubFor } from "../src/server/realtime/event-bus.ts";
import { seedBenchMembers } from "./bench-members.ts";
import { ms, quantile } from "./realtime-clients.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const N = Number(arg("streams", "2000"));
const ROUNDS = Number(arg("rounds", "50"));
const adminUrl = arg(
  "database-url",
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);

async function main(): Promise<void> {
  const dbName = `tasukeai_session_check_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  try {
    const { ids, tokens } = await seedBenchMembers(url.toString(), N, "check");
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
    const hub = liveHubFor(handle.db);
    await hub.ready;
    let ended = 0;
    const sink = {
      push: () => {},
      end: () => {
        ended += 1;
      },
    };
    ids.forEach((userId, i) => {
      hub.subscribe({ userId, sessionId: sessionIdFromToken(tokens[i] as string) }, sink);
    });
    await hub.checkSessions();
    const wall: number[] = [];
    const cpu0 = process.cpuUsage();
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      await hub.checkSessions();
      wall.push(performance.now() - t0);
    }
    const cpu = process.cpuUsage(cpu0);
    const cpuPerCheckMs = (cpu.user + cpu.system) / 1000 / ROUNDS;
    const gone = ids.slice(0, Math.floor(N / 10));
    const sql = handle.postgresClient;
    if (!sql) throw new Error("PostgreSQL expected");
    await sql`delete from sessions where user_id = any(${gone}::int[])`;
    const endedBefore = ended;
    const t0 = performance.now();
    const endedNow = await hub.checkSessions();
    const endingMs = performance.now() - t0;
    wall.sort((a, b) => a - b);
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(", ");
    console.log(
      [
        `session check, ${N} member streams, ${ROUNDS} rounds (load average ${load}):`,
        `  wall per check p50 ${ms(quantile(wall, 0.5))}, p99 ${ms(quantile(wall, 0.99))}`,
        `  process CPU per check ${ms(cpuPerCheckMs)} (one every ${LIVE_STREAM.pingMs} ms: ${((cpuPerCheckMs / LIVE_STREAM.pingMs) * 100).toFixed(2)} % of a core)`,
        `  ${gone.length} sessions deleted: the next check ended ${endedNow} streams (sinks told: ${ended - endedBefore}) in ${ms(endingMs)}`,
      ].join("\n"),
    );
    await closeLiveHub(handle.db);
    await handle.close();
  } finally {
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

await main();
