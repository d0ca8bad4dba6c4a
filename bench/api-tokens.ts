/**
 * Cost of a personal-access-token call against a cookie-session call (docs/performance.md "API tokens";
 * docs/decisions/010):
 *   npx bun bench/api-tokens.ts [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--requests 1500]
 *                               [--connections 8] [--no-write]
 * A fresh temporary PostgreSQL database, one real server (`bun src/server/index.ts`), one member signed in with
 * a session cookie and holding a token. GET /api/auth/me is sent `requests` times by `connections` keep-alive
 * clients, alternating rounds of cookie calls and Bearer calls (the token path adds one primary-key lookup joined
 * with the member, the rate-limit upsert and, once a minute, the last_used_at update). The token's rate-limit
 * bucket is deleted between batches of 50 so the 60-a-minute limit does not answer 429 during the measurement.
 * Prints p50/p99 latency (ms) and requests per second of both, with the load average, and keeps the run in
 * bench/results/api-tokens/ with its row of the latest-figures table of docs/performance.md (bench/results.ts; not
 * with --no-write).
 */
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { recordRun } from "./results.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const ADMIN_URL = arg(
  "database-url",
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);
const REQUESTS = Number(arg("requests", "1500"));
const CONNECTIONS = Number(arg("connections", "8"));
const PORT = Number(process.env.BENCH_PORT ?? 3520);
const BASE = `http://127.0.0.1:${PORT}`;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const dbName = `tasukeai_tokens_${Date.now().toString(36)}`;
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
await admin.unsafe(`create database ${dbName}`);
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
const entry = fileURLToPath(new URL("../src/server/index.ts", import.meta.url));
const server = Bun.spawn([process.execPath, entry], {
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-bench-tokens-")),
    SEED_DEMO: "0",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
  },
  stdout: "ignore",
  stderr: "inherit",
});
const db = postgres(databaseUrl, { max: 2, onnotice: () => undefined });

try {
  for (const deadline = Date.now() + 120_000; ; ) {
    try {
      if ((await fetch(`${BASE}/api/regions`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error("the server did not start");
    await Bun.sleep(300);
  }
  // A member with a session cookie (the Sanctum flow) and a token.
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        "X-XSRF-TOKEN": decodeURIComponent(jar.get("XSRF-TOKEN") ?? ""),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    return response;
  };
  await call("GET", "/sanctum/csrf-cookie");
  const password = "bench-pass-1234";
  const registered = await call("POST", "/api/auth/register", {
    name: "ベンチ 会員",
    email: "bench-tokens@example.test",
    password,
    password_confirmation: password,
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const created = await call("POST", "/api/tokens", { name: "bench" });
  const { plain_text_token: token } = (await created.json()) as {
    plain_text_token: string;
  };
  const [member] = await db<{ id: number }[]>`select id from users where email = 'bench-tokens@example.test'`;
  const bucket = `api-token:${member?.id}`;

  const cookieHeaders = {
    Accept: "application/json",
    Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
  };
  const bearerHeaders = { Accept: "application/json", Authorization: `Bearer ${token}` };

  async function batch(headers: Record<string, string>, count: number, times: number[]): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < count) {
          next += 1;
          const start = performance.now();
          const response = await fetch(`${BASE}/api/auth/me`, { headers });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`answered ${response.status}`);
          times.push(performance.now() - start);
        }
      }),
    );
  }

  const results: Record<"cookie" | "bearer", { times: number[]; ms: number }> = {
    cookie: { times: [], ms: 0 },
    bearer: { times: [], ms: 0 },
  };
  // Warm-up, then interleaved batches of 50.
  await batch(cookieHeaders, 100, []);
  await db`delete from rate_limit_buckets where key = ${bucket}`;
  await batch(bearerHeaders, 50, []);
  const startedAt = new Date();
  const loadStart = loadavg();
  const loadBefore = loadStart[0] ?? 0;
  for (let done = 0; done < REQUESTS; done += 50) {
    for (const kind of ["cookie", "bearer"] as const) {
      if (kind === "bearer") await db`delete from rate_limit_buckets where key = ${bucket}`;
      const start = performance.now();
      await batch(kind === "cookie" ? cookieHeaders : bearerHeaders, 50, results[kind].times);
      results[kind].ms += performance.now() - start;
    }
  }
  const loadEnd = loadavg();
  const loadAfter = loadEnd[0] ?? 0;
  const lines: string[] = [];
  const headline: string[] = [];
  for (const kind of ["cookie", "bearer"] as const) {
    const sorted = [...results[kind].times].sort((a, b) => a - b);
    const rps = (sorted.length / results[kind].ms) * 1000;
    lines.push(
      `| ${kind === "cookie" ? "session cookie" : "Bearer token"} | ${sorted.length} | ${quantile(sorted, 0.5).toFixed(2)} | ${quantile(sorted, 0.99).toFixed(2)} | ${rps.toFixed(0)} |`,
    );
    headline.push(
      `p50 ${quantile(sorted, 0.5).toFixed(2)} ms (${rps.toFixed(0)}/s) with ${kind === "cookie" ? "a session cookie" : "a Bearer token"}`,
    );
  }
  const section = `\`npx bun bench/api-tokens.ts\` (${new Date().toISOString().slice(0, 10)}): GET /api/auth/me on one server over
PostgreSQL, ${CONNECTIONS} keep-alive clients, interleaved batches of 50; load average ${loadBefore.toFixed(1)} before,
${loadAfter.toFixed(1)} after (a shared 2-core machine: compare the rows with each other, not with other runs).

| authentication | requests | p50 ms | p99 ms | requests/s |
|---|---|---|---|---|
${lines.join("\n")}

A token call reads the token joined with its member (one primary-key lookup) and reserves its rate-limit slot
(one upsert) where a cookie call validates the session (one lookup); \`last_used_at\` is written at most once a
minute.
`;
  console.log(section);
  if (!args.includes("--no-write"))
    recordRun({
      benchmark: "api-tokens",
      title: "API tokens",
      command: `npx bun bench/api-tokens.ts --requests ${REQUESTS} --connections ${CONNECTIONS}`,
      startedAt,
      loadStart,
      loadEnd,
      headline: `GET /api/auth/me ${headline.join(", ")}`,
      report: section,
    });
} finally {
  server.kill();
  await server.exited;
  await db.end();
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
