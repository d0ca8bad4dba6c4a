/**
 * Per-request overhead of the hot reads (docs/performance.md "Per-request overhead"):
 *   npx bun bench/overhead.ts [--database-url …] [--duration 8] [--rounds 3] [--connections 10,50]
 * Starts the real server twice on the bench database (bench/seed.ts, 1,000,000 posts): with named prepared
 * statements (db/prepared.ts, the default) and with DB_PREPARED_STATEMENTS=off (every statement unnamed, as
 * before). In each round, for each connection count, endpoint and server in turn (interleaved), keep-alive
 * clients in this process send requests for `duration` seconds; the figures are requests per second and the
 * server's CPU time per request (utime + stime of /proc/<pid>/stat before and after, in ms). The load average
 * of each round is printed: the machine is shared, so compare servers within a round.
 * Endpoints: GET /api/posts (page 1), GET /api/posts/{id}, and the tRPC twin of each (GET /trpc/posts.list,
 * /trpc/posts.byId). The answers of both servers are checked to be byte-identical first.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/tasukeai_bench";
const TICKS_PER_SECOND = 100;

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

interface Server {
  name: string;
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

async function start(
  name: string,
  databaseUrl: string,
  port: number,
  env: Record<string, string>,
): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), "tasukeai-overhead-"));
  const entry = fileURLToPath(new URL("../src/server/index.ts", import.meta.url));
  const child = Bun.spawn([process.execPath, entry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/regions`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start within 120 s`);
    await Bun.sleep(200);
  }
  return {
    name,
    baseUrl,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await child.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** `connections` keep-alive loops requesting `path` for `seconds`; requests per second and CPU ms per request. */
async function load(server: Server, path: string, connections: number, seconds: number) {
  const url = `${server.baseUrl}${path}`;
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.ok) done++;
        else failed++;
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  return { rps: done / wall, cpuMs: (cpu * 1000) / Math.max(1, done), failed };
}

async function main(): Promise<void> {
  const url = argValue("database-url") ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const seconds = Number(argValue("duration") ?? 8);
  const rounds = Number(argValue("rounds") ?? 3);
  const connectionCounts = (argValue("connections") ?? "10,50").split(",").map(Number);
  const raw = postgres(url, { max: 1, onnotice: () => {} });
  const [recent] = await raw<{ id: number }[]>`
    select id from posts where is_public order by created_at desc, id desc limit 1 offset 3`;
  await raw.end();
  const id = recent?.id ?? 1;
  const endpoints = [
    { name: "GET /api/posts (page 1)", path: "/api/posts" },
    { name: "GET /api/posts/{id}", path: `/api/posts/${id}` },
    {
      name: "tRPC posts.list (page 1)",
      path: `/trpc/posts.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`,
    },
    { name: "tRPC posts.byId", path: `/trpc/posts.byId?input=${encodeURIComponent(JSON.stringify({ id }))}` },
  ];
  const servers = [
    await start("prepared", url, 4131, {}),
    await start("unnamed", url, 4132, { DB_PREPARED_STATEMENTS: "off" }),
  ];
  try {
    for (const endpoint of endpoints) {
      const bodies = await Promise.all(
        servers.map(async (server) => {
          const response = await fetch(`${server.baseUrl}${endpoint.path}`);
          // Pagination links name the server's own port: compare with it replaced.
          return `${response.status} ${(await response.text()).replaceAll(server.baseUrl, "http://server")}`;
        }),
      );
      const same = bodies.every((body) => body === bodies[0]);
      console.log(
        `${same ? "identical" : "DIFFERENT"} answers: ${endpoint.name} (${bodies[0]?.slice(0, 60)}…)`,
      );
    }
    const rows: string[] = [];
    for (let round = 1; round <= rounds; round++) {
      for (const connections of connectionCounts) {
        for (const endpoint of endpoints) {
          for (const server of servers) {
            const before = loadavg()[0]?.toFixed(2);
            await load(server, endpoint.path, connections, 1); // warm-up
            const r = await load(server, endpoint.path, connections, seconds);
            const row = `| ${round} | ${connections} | ${endpoint.name} | ${server.name} | ${r.rps.toFixed(0)} | ${r.cpuMs.toFixed(2)} | ${r.failed} | ${before} |`;
            rows.push(row);
            console.log(row);
          }
        }
      }
    }
    console.log(
      `\n| round | connections | endpoint | server | req/s | server CPU ms/request | failed | load avg (1 min) |\n|---:|---:|---|---|---:|---:|---:|---:|\n${rows.join("\n")}`,
    );
  } finally {
    for (const server of servers) await server.stop();
  }
}

await main();
