/**
 * Our app against peer servers (docs/performance.md "Our stack against its peers": how do we compare with
 * what others would build?):
 *   npx bun bench/peers.ts [--database-url postgres://postgres@127.0.0.1:5432/tasukeai_bench] [--duration 6]
 *     [--slices 3] [--rounds 3] [--connections 10,50] [--port-base 4210] [--peer-headers same|minimal] [--warmup 10]
 *     [--client wrk|autocannon]
 *
 * Starts on the bench database (bench/seed.ts, 1,000,000 posts): our app (src/server/index.ts in production
 * mode), the Express twin (bench/peers/express-twin.mjs: Express 5 + pg on node, unnamed statements) and the
 * bare Bun peer twice (bench/peers/bare-bun.ts: Bun.serve + postgres.js, unnamed and prepared statements). The
 * peers send the same SQL texts as our app and build the same bytes (bench/peers/post-answers.mjs); that is
 * checked first for GET /api/posts (page 1) and the detail of the newest post, four random ones and a missing
 * one (the origin in pagination links replaced), and the run stops with a diff when any answer differs. With
 * `--peer-headers same` (the default) the peers also send our app's headers (security headers, Vary, a request
 * id: what helmet and a request-id middleware add) and the header sets are compared too; `minimal` sends only
 * the content type, as the runs before 2026-11-24 22:00 UTC did.
 *
 * Every server and path is first warmed up for `warmup` seconds (10 by default: a fresh server is 20-30 % slower
 * until the JIT's upper tiers kick in). Then interleaved rounds: for each connection count and endpoint, every
 * server gets 1 s of warm-up and `duration` s of load in `slices` alternating slices (`measureGroup`), with the
 * CPU time per answer of the server process (utime + stime of /proc/<pid>/stat around each slice), of
 * PostgreSQL (all its processes) and of the load client. The load client is wrk (Debian's `wrk` package: C,
 * one thread, 0.02-0.04 ms of CPU per answer against a core of its own for autocannon) unless `--client
 * autocannon` (bench/peers/node_modules, run by node; runs 1-5 of docs/performance.md used it): on 2 cores, a
 * client that needs a core of its own dilutes every difference between the servers. Our app's tRPC twins (GET
 * /trpc/posts.list, /trpc/posts.byId) run in the same rounds. The load average is printed at the start and end
 * of each round. Markdown tables per round at the end; raw results in /tmp/peers-results.json.
 * The peers' dependencies (bench/peers/package-lock.json, not the root's) are installed when missing.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/tasukeai_bench";
const TICKS_PER_SECOND = 100;
const RESULTS_FILE = "/tmp/peers-results.json";
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PEERS_DIR = join(ROOT, "bench/peers");
const AUTOCANNON = join(PEERS_DIR, "node_modules/autocannon/autocannon.js");

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/**
 * What the peers send besides the body: `same` (default) our app's headers (security headers, Vary, a request id;
 * bench/peers/post-answers.mjs ANSWER_HEADERS), checked equal; `minimal` only the content type, as before.
 */
const peerHeaders = argValue("peer-headers") === "minimal" ? "minimal" : "same";

interface Server {
  name: string;
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

interface ServerSpec {
  name: string;
  command: string[];
  port: number;
  env: Record<string, string>;
  /** A path that answers once the server listens (any status). */
  readyPath: string;
  dataDir?: string;
}

/** `npm ci` in bench/peers when its dependencies are missing (they stay out of the root lock file). */
function ensurePeerDependencies(): void {
  const needed = ["express", "pg", "autocannon"];
  if (needed.every((name) => existsSync(join(PEERS_DIR, "node_modules", name, "package.json")))) return;
  console.log("installing bench/peers dependencies (npm ci --prefix bench/peers) …");
  const result = Bun.spawnSync(["npm", "ci", "--prefix", PEERS_DIR, "--no-audit", "--no-fund"], {
    stdout: "inherit",
    stderr: "inherit",
  });
  if (result.exitCode !== 0) throw new Error(`npm ci --prefix bench/peers failed (${result.exitCode})`);
}

async function start(spec: ServerSpec): Promise<Server> {
  const child = Bun.spawn(spec.command, {
    cwd: ROOT,
    env: { ...process.env, ...spec.env, PORT: String(spec.port) },
    stdout: "ignore",
    stderr: "inherit",
  });
  const baseUrl = `http://127.0.0.1:${spec.port}`;
  const cleanUp = () => {
    if (spec.dataDir) rmSync(spec.dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await (await fetch(`${baseUrl}${spec.readyPath}`)).arrayBuffer();
      break;
    } catch {
      // not listening yet
    }
    const failure =
      child.exitCode !== null
        ? `${spec.name} exited with ${child.exitCode}`
        : Date.now() > deadline
          ? `${spec.name} did not start within 120 s`
          : null;
    if (failure) {
      child.kill("SIGKILL");
      cleanUp();
      throw new Error(failure);
    }
    await Bun.sleep(200);
  }
  return {
    name: spec.name,
    baseUrl,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await child.exited;
      clearTimeout(killer);
      cleanUp();
    },
  };
}

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** What one load run gives, whichever client made it. */
interface LoadResult {
  /** Seconds the run lasted. */
  duration: number;
  /** Answers with a 2xx status. */
  ok: number;
  /** Non-2xx answers, socket errors and timeouts. */
  failed: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU seconds (user + system) the load client itself used. */
  clientCpuSeconds: number;
}

/** The load client: `wrk` (C, epoll; Debian's package) by default, or autocannon (Node) with `--client autocannon`. */
const loadClient = argValue("client") === "autocannon" ? "autocannon" : "wrk";

/** CPU seconds a finished child used (user + system), from its resource usage (microseconds). */
function childCpuSeconds(child: Bun.Subprocess): number {
  const usage = child.resourceUsage();
  return usage ? Number(usage.cpuTime.user + usage.cpuTime.system) / 1e6 : Number.NaN;
}

/**
 * wrk's summary as one JSON line (its Lua `done` hook). Latency in microseconds; `status` counts non-2xx/3xx
 * answers, the others socket errors.
 */
const WRK_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"duration_us":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"p50_us":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, e.status, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;
const WRK_SCRIPT_FILE = join(tmpdir(), "tasukeai-peers-wrk.lua");

/** One run of `seconds` with `connections` keep-alive connections, by the chosen load client. */
async function loadRun(url: string, connections: number, seconds: number): Promise<LoadResult> {
  return loadClient === "wrk" ? wrk(url, connections, seconds) : autocannon(url, connections, seconds);
}

/** One wrk run: one thread (it handles thousands of connections on one core), JSON summary from WRK_SCRIPT. */
async function wrk(url: string, connections: number, seconds: number): Promise<LoadResult> {
  if (!existsSync(WRK_SCRIPT_FILE)) writeFileSync(WRK_SCRIPT_FILE, WRK_SCRIPT);
  const child = Bun.spawn(
    ["wrk", "-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", WRK_SCRIPT_FILE, url],
    { stdout: "pipe", stderr: "pipe" },
  );
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (code !== 0) throw new Error(`wrk exited with ${code}: ${err}`);
  const line = out.trim().split("\n").pop() ?? "";
  const r = JSON.parse(line) as Record<string, number>;
  const at = (key: string) => r[key] ?? 0;
  const socketErrors = at("connect") + at("read") + at("write") + at("timeout");
  return {
    duration: at("duration_us") / 1e6,
    ok: at("requests") - at("status"),
    failed: at("status") + socketErrors,
    p50Ms: at("p50_us") / 1000,
    p99Ms: at("p99_us") / 1000,
    clientCpuSeconds: childCpuSeconds(child),
  };
}

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  latency: { p50: number; p99: number };
}

/** One autocannon run (node, JSON output) of `seconds` with `connections` keep-alive connections. */
async function autocannon(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const child = Bun.spawn(
    ["node", AUTOCANNON, "-j", "-n", "-c", String(connections), "-d", String(seconds), url],
    { stdout: "pipe", stderr: "pipe" },
  );
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (code !== 0) throw new Error(`autocannon exited with ${code}: ${err}`);
  const line = out.trim().split("\n").pop() ?? "";
  const result = JSON.parse(line) as AutocannonResult;
  return {
    duration: result.duration,
    ok: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    clientCpuSeconds: childCpuSeconds(child),
  };
}

/** The resident set of a process, in MB (VmRSS of /proc/<pid>/status). */
function rssMegabytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * CPU seconds (user + system) all PostgreSQL server processes on this machine have used so far, with those of
 * the backends that have ended (the postmaster's reaped children: cutime + cstime), so that a connection a
 * peer's pool closes meanwhile does not take its time out of the sum.
 */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (!stat.includes("(postgres)")) continue;
      const fields = stat.split(") ")[1]?.split(" ") ?? [];
      // utime, stime, cutime, cstime: fields 11-14 after the command.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}

interface Measurement {
  round: number;
  connections: number;
  endpoint: string;
  server: string;
  path: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** The server process's CPU time per 2xx answer. */
  cpuMsPerRequest: number;
  /** PostgreSQL's (all its processes) CPU time per 2xx answer. */
  postgresCpuMsPerRequest: number;
  /** The load client's CPU time per 2xx answer. */
  clientCpuMsPerRequest: number;
  requests: number;
  failed: number;
  seconds: number;
  /** The server process's resident set after the run, MB. */
  rssMb: number;
  /** `speedProbeMs` just before the group: the machine's speed then. */
  probeMs: number;
}

/**
 * A fixed piece of CPU work (20 million integer steps) timed three times while no load runs, the median in ms:
 * how fast this virtual machine is right now. On a steady machine it stays the same all run long; the rounds'
 * figures are only comparable when it does (docs/performance.md "Our stack against its peers", run 6).
 */
function speedProbeMs(): number {
  const times: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const start = performance.now();
    let x = 0;
    for (let i = 0; i < 20_000_000; i++) x = (x * 31 + i) | 0;
    times.push(performance.now() - start + (x === 0.5 ? 1 : 0));
  }
  return times.sort((a, b) => a - b)[1] ?? Number.NaN;
}

/** One server and path of a group: what a row of the tables measures. */
interface Run {
  server: Server;
  label: string;
  path: string;
}

/** What one measured slice of a run gave. */
interface Slice {
  result: LoadResult;
  cpu: number;
  postgresCpu: number;
}

/** One slice of `seconds` of `run`, with the CPU time of the server and of PostgreSQL around it. */
async function measureSlice(run: Run, connections: number, seconds: number): Promise<Slice> {
  const cpuBefore = cpuSeconds(run.server.pid);
  const postgresBefore = postgresCpuSeconds();
  const result = await loadRun(`${run.server.baseUrl}${run.path}`, connections, seconds);
  return {
    result,
    cpu: cpuSeconds(run.server.pid) - cpuBefore,
    postgresCpu: postgresCpuSeconds() - postgresBefore,
  };
}

/**
 * The runs of one group (same connection count and endpoint), measured in alternating slices: each run gets
 * 1 s of warm-up, then `slices` slices of `seconds / slices` each, the runs taking turns (A B C A B C …). The
 * speed of this shared virtual machine changes from minute to minute (docs/performance.md "Our stack against its
 * peers", run 6), so runs measured one after the other in whole blocks compare different machines; in turns,
 * every run sees the same mix. Per run: requests and CPU summed over its slices, the median of the slices' p50
 * and the highest slice p99.
 */
async function measureGroup(
  runs: Run[],
  connections: number,
  seconds: number,
  slices: number,
): Promise<Omit<Measurement, "round" | "connections" | "endpoint" | "server" | "path" | "probeMs">[]> {
  for (const run of runs) await loadRun(`${run.server.baseUrl}${run.path}`, connections, 1);
  const sliceSeconds = Math.max(1, Math.round(seconds / slices));
  const measured: Slice[][] = runs.map(() => []);
  for (let slice = 0; slice < slices; slice++) {
    for (const [index, run] of runs.entries())
      measured[index]?.push(await measureSlice(run, connections, sliceSeconds));
  }
  return runs.map((run, index) => {
    const parts = measured[index] ?? [];
    const sum = (pick: (part: Slice) => number) => parts.reduce((total, part) => total + pick(part), 0);
    const requests = sum((part) => part.result.ok);
    const duration = sum((part) => part.result.duration);
    const perRequest = (cpuSecondsUsed: number) => (cpuSecondsUsed * 1000) / Math.max(1, requests);
    const p50s = parts.map((part) => part.result.p50Ms).sort((a, b) => a - b);
    return {
      rps: requests / duration,
      p50Ms: p50s[Math.floor(p50s.length / 2)] ?? Number.NaN,
      p99Ms: Math.max(...parts.map((part) => part.result.p99Ms)),
      cpuMsPerRequest: perRequest(sum((part) => part.cpu)),
      postgresCpuMsPerRequest: perRequest(sum((part) => part.postgresCpu)),
      clientCpuMsPerRequest: perRequest(sum((part) => part.result.clientCpuSeconds)),
      requests,
      failed: sum((part) => part.result.failed),
      seconds: duration,
      rssMb: rssMegabytes(run.server.pid),
    };
  });
}

/** Where two texts first differ, with some context of each. */
function describeDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 160);
  return `first difference at character ${i} (lengths ${a.length} / ${b.length}):\n  - ${a.slice(from, i + 160)}\n  + ${b.slice(from, i + 160)}`;
}

interface Answer {
  status: number;
  contentType: string | null;
  /** The other headers, sorted, as "name: value" lines (Date, Content-Length and connection headers left out; X-Request-Id as whether it is there). */
  headers: string;
  body: string;
}

/** Headers that differ by answer or by connection, not by server. */
const PER_ANSWER_HEADERS = new Set(["date", "content-length", "connection", "keep-alive", "x-request-id"]);

async function answerOf(server: Server, path: string): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { "accept-encoding": "identity" } });
  // Pagination links name the server's own origin: compare with it replaced.
  const body = (await response.text()).replaceAll(server.baseUrl, "http://server");
  const lines = [...response.headers]
    .filter(([name]) => !PER_ANSWER_HEADERS.has(name.toLowerCase()))
    .map(([name, value]) => `${name.toLowerCase()}: ${value}`)
    .sort();
  lines.push(`x-request-id: ${response.headers.has("x-request-id") ? "(present)" : "(absent)"}`);
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    headers: lines.join("\n"),
    body,
  };
}

/**
 * The answers of every server to `path`, asked at once; asked again (up to 3 times) when they differ, since a
 * relative time (「5秒前」) can tick between two answers. @returns null when identical, else a description.
 */
async function compareAnswers(servers: Server[], path: string): Promise<string | null> {
  let problem: string | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const answers = await Promise.all(servers.map((server) => answerOf(server, path)));
    const [first] = answers;
    if (!first) return "no servers";
    problem = null;
    for (const [index, answer] of answers.entries()) {
      const name = servers[index]?.name;
      if (answer.status !== first.status) problem = `${name}: status ${answer.status}, not ${first.status}`;
      else if (answer.body !== first.body)
        problem = `${name} differs from ${servers[0]?.name}: ${describeDifference(first.body, answer.body)}`;
      else if (answer.contentType !== "application/json; charset=utf-8")
        problem = `${name}: content-type ${answer.contentType}`;
      else if (peerHeaders === "same" && answer.headers !== first.headers)
        problem = `${name}: headers differ from ${servers[0]?.name}:\n${describeDifference(first.headers, answer.headers)}`;
      if (problem) break;
    }
    if (!problem) return null;
    await Bun.sleep(300);
  }
  return problem;
}

/** Post ids to compare: the newest public post and `count` random public ones. */
async function sampleIds(
  databaseUrl: string,
  count: number,
): Promise<{ newest: number[]; random: number[] }> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const newest = await sql<{ id: number }[]>`
      select id from posts where is_public and moderation is null order by created_at desc, id desc limit 4`;
    const [range] = await sql<
      { min: number; max: number }[]
    >`select min(id) as min, max(id) as max from posts`;
    const random = new Set<number>();
    for (let tries = 0; random.size < count && tries < count * 10 && range; tries++) {
      const from = range.min + Math.floor(Math.random() * (range.max - range.min + 1));
      const [row] = await sql<{ id: number }[]>`
        select id from posts where id >= ${from} and is_public order by id limit 1`;
      if (row) random.add(row.id);
    }
    return { newest: newest.map((row) => row.id), random: [...random] };
  } finally {
    await sql.end();
  }
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

async function main(): Promise<void> {
  const databaseUrl = argValue("database-url") ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const seconds = Number(argValue("duration") ?? 6);
  const slices = Number(argValue("slices") ?? 3);
  const rounds = Number(argValue("rounds") ?? 3);
  const connectionCounts = (argValue("connections") ?? "10,50").split(",").map(Number);
  const portBase = Number(argValue("port-base") ?? 4210);

  ensurePeerDependencies();
  if (loadClient === "wrk" && !Bun.which("wrk"))
    throw new Error("wrk is not installed: apt-get install -y wrk (or run with --client autocannon)");
  const ids = await sampleIds(databaseUrl, 4);
  const loadId = ids.newest[3] ?? ids.newest[0] ?? 1;
  console.log(
    `database ${databaseUrl.replace(/\/\/[^@]*@/, "//")}; detail of post ${loadId} under load; load avg ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );

  const appDataDir = mkdtempSync(join(tmpdir(), "tasukeai-peers-"));
  const db = { DATABASE_URL: databaseUrl };
  const specs: ServerSpec[] = [
    {
      name: "project",
      command: [process.execPath, join(ROOT, "src/server/index.ts")],
      port: portBase,
      env: { ...db, DATA_DIR: appDataDir, SEED_DEMO: "0", NODE_ENV: "production", LOG_LEVEL: "warn" },
      readyPath: "/api/regions",
      dataDir: appDataDir,
    },
    {
      name: "express-twin",
      command: ["node", join(PEERS_DIR, "express-twin.mjs")],
      port: portBase + 1,
      env: { ...db, PEER_HEADERS: peerHeaders },
      readyPath: "/ready",
    },
    {
      name: "bare-bun-unnamed",
      command: [process.execPath, join(PEERS_DIR, "bare-bun.ts")],
      port: portBase + 2,
      env: { ...db, PG_PREPARE: "0", PEER_HEADERS: peerHeaders },
      readyPath: "/ready",
    },
    {
      name: "bare-bun-prepared",
      command: [process.execPath, join(PEERS_DIR, "bare-bun.ts")],
      port: portBase + 3,
      env: { ...db, PG_PREPARE: "1", PEER_HEADERS: peerHeaders },
      readyPath: "/ready",
    },
  ];

  const servers: Server[] = [];
  const stopAll = async () => {
    for (const server of servers.splice(0)) await server.stop();
  };
  process.on("SIGINT", () => {
    stopAll().finally(() => process.exit(130));
  });
  try {
    for (const spec of specs) servers.push(await start(spec));
    const [project] = servers;
    if (!project) throw new Error("our app did not start");

    // Byte-equality first: a peer that answers differently measures something else.
    const checkPaths = [
      "/api/posts",
      ...[...new Set([...ids.newest.slice(0, 1), ...ids.random])].map((id) => `/api/posts/${id}`),
      "/api/posts/2147483647",
    ];
    const verification: { path: string; identical: boolean; problem: string | null }[] = [];
    for (const path of checkPaths) {
      const problem = await compareAnswers(servers, path);
      verification.push({ path, identical: problem === null, problem });
      console.log(`${problem ? "DIFFERENT" : "identical"}: GET ${path}${problem ? `\n${problem}` : ""}`);
    }
    if (verification.some((check) => !check.identical)) {
      writeFileSync(RESULTS_FILE, JSON.stringify({ databaseUrl, verification }, null, 2));
      throw new Error("the servers' answers differ: no measurement (see above)");
    }

    const trpcList = `/trpc/posts.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`;
    const trpcById = `/trpc/posts.byId?input=${encodeURIComponent(JSON.stringify({ id: loadId }))}`;
    const endpoints = [
      { name: "GET /api/posts (page 1)", path: "/api/posts", trpc: trpcList },
      { name: "GET /api/posts/{id}", path: `/api/posts/${loadId}`, trpc: trpcById },
    ];
    // Every server starts fresh: its first seconds run before the JIT's upper tiers and answer 20-30 % slower
    // (docs/performance.md "Our stack against its peers"). Each path of each server gets `warmup` seconds first.
    const warmup = Number(argValue("warmup") ?? 10);
    if (warmup > 0) {
      console.log(`warm-up: ${warmup} s per server and path at 10 connections`);
      for (const endpoint of endpoints) {
        await loadRun(`${project.baseUrl}${endpoint.trpc}`, 10, warmup);
        for (const server of servers) await loadRun(`${server.baseUrl}${endpoint.path}`, 10, warmup);
      }
    }
    const results: Measurement[] = [];
    const roundLoads: { round: number; start: number[]; end: number[] }[] = [];
    for (let round = 1; round <= rounds; round++) {
      const startLoad = loadavg();
      console.log(`\nround ${round}: load avg ${startLoad.map((n) => n.toFixed(2)).join(" ")} (1/5/15 min)`);
      for (const connections of connectionCounts) {
        for (const endpoint of endpoints) {
          const runs: Run[] = [
            { server: project, label: "project (REST)", path: endpoint.path },
            { server: project, label: "project (tRPC)", path: endpoint.trpc },
            ...servers.slice(1).map((server) => ({ server, label: server.name, path: endpoint.path })),
          ];
          const probeMs = speedProbeMs();
          const measurements = await measureGroup(runs, connections, seconds, slices);
          console.log(`  (speed probe before the group: ${fixed(probeMs, 1)} ms)`);
          for (const [index, run] of runs.entries()) {
            const m = measurements[index];
            if (!m) continue;
            const row: Measurement = {
              round,
              connections,
              endpoint: endpoint.name,
              server: run.label,
              path: run.path,
              ...m,
              probeMs,
            };
            results.push(row);
            console.log(
              `  c=${connections} ${endpoint.name} ${run.label}: ${fixed(m.rps, 0)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ${fixed(m.cpuMsPerRequest, 3)} CPU ms/req (PostgreSQL ${fixed(m.postgresCpuMsPerRequest, 3)}, ${loadClient} ${fixed(m.clientCpuMsPerRequest, 3)}), RSS ${fixed(m.rssMb, 0)} MB${m.failed ? `, ${m.failed} failed` : ""}`,
            );
          }
        }
      }
      const endLoad = loadavg();
      roundLoads.push({ round, start: startLoad, end: endLoad });
      console.log(`round ${round} end: load avg ${endLoad.map((n) => n.toFixed(2)).join(" ")}`);
    }

    writeFileSync(
      RESULTS_FILE,
      JSON.stringify(
        { databaseUrl, seconds, rounds, connectionCounts, loadId, verification, roundLoads, results },
        null,
        2,
      ),
    );
    printTables(results, roundLoads);
    console.log(`\nraw results: ${RESULTS_FILE}`);
  } finally {
    await stopAll();
  }
}

/** The Markdown tables of each round: the figures, then our app's ratios to each peer. */
function printTables(
  results: Measurement[],
  loads: { round: number; start: number[]; end: number[] }[],
): void {
  const load = (values: number[]) => values.map((n) => n.toFixed(2)).join(" / ");
  for (const { round, start, end } of loads) {
    const rows = results.filter((r) => r.round === round);
    console.log(`\n### Round ${round} (load avg 1/5/15: ${load(start)} → ${load(end)})\n`);
    console.log(
      `| endpoint | connections | server | req/s | p50 ms | p99 ms | CPU ms/request | PostgreSQL CPU ms/request | ${loadClient} CPU ms/request | failed |`,
    );
    console.log("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(
        `| ${r.endpoint} | ${r.connections} | ${r.server} | ${fixed(r.rps, 0)} | ${r.p50Ms} | ${r.p99Ms} | ${fixed(r.cpuMsPerRequest, 3)} | ${fixed(r.postgresCpuMsPerRequest, 3)} | ${fixed(r.clientCpuMsPerRequest, 3)} | ${r.failed} |`,
      );
    }
    console.log(
      "\nRatios of our app to each peer (req/s: below 1 = fewer requests than the peer; CPU ms/request: above 1 = more CPU per request than the peer):\n",
    );
    console.log(
      "| endpoint | connections | project | req/s ÷ twin | req/s ÷ bare-Bun (prepared) | req/s ÷ bare-Bun (unnamed) | CPU ÷ twin | CPU ÷ bare-Bun (prepared) | CPU ÷ bare-Bun (unnamed) |",
    );
    console.log("|---|---:|---|---:|---:|---:|---:|---:|---:|");
    for (const r of rows.filter((row) => row.server.startsWith("project"))) {
      const peer = (name: string) =>
        rows.find((p) => p.server === name && p.endpoint === r.endpoint && p.connections === r.connections);
      const ratios = ["express-twin", "bare-bun-prepared", "bare-bun-unnamed"].map((name) => {
        const p = peer(name);
        return {
          rps: p ? r.rps / p.rps : Number.NaN,
          cpu: p ? r.cpuMsPerRequest / p.cpuMsPerRequest : Number.NaN,
        };
      });
      console.log(
        `| ${r.endpoint} | ${r.connections} | ${r.server} | ${ratios.map((x) => fixed(x.rps, 2)).join(" | ")} | ${ratios.map((x) => fixed(x.cpu, 2)).join(" | ")} |`,
      );
    }
  }
}

await main();
