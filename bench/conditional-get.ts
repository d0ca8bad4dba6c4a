/**
 * The cost of conditional GETs (http/conditional-get.ts; docs/api.md "Caching and conditional requests"):
 *   npx bun bench/conditional-get.ts [--iterations 20000] [--rounds 3]
 * In this process, a Hono app answers one list page (15 posts of Japanese text, about 18 KB of JSON, the shape of
 * GET /api/posts) through compression() with and without conditionalGet, alternating in batches of 200 requests.
 * Figures: the CPU time of this process (user + system, process.cpuUsage) per request in µs, for an identity
 * answer, a Brotli answer and a revalidation (If-None-Match → 304; without the middleware the full 200), plus the
 * hash alone. CPU time rather than wall time: on a shared machine wall time mostly measures the wait for a core.
 * The load average is printed; compare within a round. Kept with bench/results.ts recordRun (bench/results/
 * conditional-get/, and its row of docs/performance.md's latest figures) unless `--no-write`.
 */
import { loadavg } from "node:os";
import { Hono } from "hono";
import { compression } from "../src/server/http/compression.ts";
import { conditionalGet, weakEtagOf } from "../src/server/http/conditional-get.ts";
import { recordRun } from "./results.ts";

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const ITERATIONS = Number(argValue("iterations") ?? 20_000);
const ROUNDS = Number(argValue("rounds") ?? 3);

/** A list page shaped like GET /api/posts: 15 posts, each with its own text, tags, user and dates. */
function listPage(): unknown {
  const data = Array.from({ length: 15 }, (_, i) => ({
    id: 1_000_000 - i,
    title: `週末に庭の草むしりを手伝ってくれる方を探しています（${i + 1}件目）`,
    body: `高齢の母が一人で暮らす家の庭が荒れてしまいました。半日ほどで終わる量です。道具はこちらで用意します。${"お礼に昼食をご用意します。".repeat(3)}`,
    excerpt: "高齢の母が一人で暮らす家の庭が荒れてしまいました。半日ほどで終わる量です。",
    status: "open",
    status_label: "募集中",
    reward_type: "gift",
    reward_label: "お礼の品",
    reward_amount: null,
    needed_by: "2026-12-05",
    helpers_needed: 2,
    image: null,
    thumbnail: null,
    category: {
      id: 31 + i,
      name: "庭の手入れ",
      slug: `garden-${i}`,
      parent: { id: 3, name: "家のこと", slug: "home" },
    },
    region: { id: 13, name: "東京都", slug: "tokyo" },
    tags: [
      { id: 1, name: "週末", slug: "weekend" },
      { id: 7 + i, name: `庭${i}`, slug: `garden-tag-${i}` },
    ],
    user: { id: 4200 + i, name: `山田 太郎${i}`, avatar_url: `/storage/avatars/${4200 + i}.jpg` },
    comments_count: i % 4,
    is_bookmarked: false,
    moderation: null,
    created_at: `2026-11-22T05:${String(10 + i).padStart(2, "0")}:48.712000Z`,
    created_at_relative: `${i + 3}分前`,
  }));
  return {
    data,
    links: { first: "/api/posts?page=1", last: "/api/posts?page=17", prev: null, next: "/api/posts?page=2" },
    meta: { current_page: 1, from: 1, last_page: 17, path: "/api/posts", per_page: 15, to: 15, total: 241 },
  };
}

const page = listPage();
const bytes = new TextEncoder().encode(JSON.stringify(page)).byteLength;

function appWith(conditional: boolean): Hono {
  const app = new Hono();
  app.use("*", compression());
  if (conditional) app.use("/api/*", conditionalGet);
  app.get("/api/posts", (c) => c.json(page));
  return app;
}

const apps = { with: appWith(true), without: appWith(false) };
const etag = (await apps.with.request("http://localhost/api/posts")).headers.get("ETag") ?? "";

const cases: Record<string, Record<string, string>> = {
  identity: {},
  brotli: { "Accept-Encoding": "br" },
  revalidation: { "If-None-Match": etag },
};

const BATCH = 200;

/** CPU µs (user + system) this process spends on `count` requests to `app` with `headers`. */
async function cpuMicros(app: Hono, headers: Record<string, string>, count: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < count; i += 1) {
    const response = await app.request("http://localhost/api/posts", { headers });
    await response.arrayBuffer();
  }
  const spent = process.cpuUsage(before);
  return spent.user + spent.system;
}

/** Per-request CPU µs of both apps with `headers`, in alternating batches so that both meet the same load. */
async function perRequestMicros(headers: Record<string, string>): Promise<{ with: number; without: number }> {
  let withTotal = 0;
  let withoutTotal = 0;
  let count = 0;
  for (; count < ITERATIONS; count += BATCH) {
    withoutTotal += await cpuMicros(apps.without, headers, BATCH);
    withTotal += await cpuMicros(apps.with, headers, BATCH);
  }
  return { with: withTotal / count, without: withoutTotal / count };
}

function hashMicros(): number {
  const body = new TextEncoder().encode(JSON.stringify(page));
  const started = performance.now();
  for (let i = 0; i < ITERATIONS * 10; i += 1) weakEtagOf(body);
  return ((performance.now() - started) / (ITERATIONS * 10)) * 1000;
}

// Warm up both apps and every path.
for (const app of Object.values(apps)) {
  for (const headers of Object.values(cases)) await cpuMicros(app, headers, 2000);
}

const startedAt = new Date();
const loadStart = loadavg();
const rows: string[] = [];
const rounds: unknown[] = [];
const extra: Record<string, number[]> = { identity: [], brotli: [], revalidation: [] };
const hashes: number[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const load = loadavg()[0] ?? 0;
  const figures: Record<string, { with: number; without: number }> = {};
  for (const [name, headers] of Object.entries(cases)) {
    const measured = await perRequestMicros(headers);
    figures[name] = { with: measured.with, without: measured.without };
    extra[name]?.push(measured.with - measured.without);
  }
  const hash = hashMicros();
  hashes.push(hash);
  rounds.push({ round, load, hashMicros: hash, cpuMicrosPerRequest: figures });
  for (const [name, f] of Object.entries(figures)) {
    rows.push(
      `| ${round} | ${load.toFixed(2)} | ${name} | ${f.without.toFixed(1)} | ${f.with.toFixed(1)} | ${(f.with - f.without).toFixed(1)} |`,
    );
  }
}
const range = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
const report = `\`npx bun bench/conditional-get.ts --iterations ${ITERATIONS} --rounds ${ROUNDS}\`
(${startedAt.toISOString().slice(0, 10)}): one list page of ${bytes} bytes of JSON through compression() with and
without http/conditional-get.ts, in process, alternating batches of ${BATCH}; CPU µs per request (user + system).
The hash alone (xxHash3): ${range(hashes, 1)} µs.

| round | load (1 min) | answer | without µs | with µs | added µs |
|---|---|---|---|---|---|
${rows.join("\n")}

"revalidation" sends the page's ETag as If-None-Match: the 304 with the middleware, the full 200 without it (the
handler still builds the answer; the 304 saves its bytes on the wire).
`;
console.log(report);
if (!process.argv.includes("--no-write")) {
  recordRun({
    benchmark: "conditional-get",
    title: "Conditional GETs",
    command: `npx bun bench/conditional-get.ts --iterations ${ITERATIONS} --rounds ${ROUNDS}`,
    startedAt,
    loadStart,
    loadEnd: loadavg(),
    headline: `ETag on an ${(bytes / 1024).toFixed(0)} KB list page: +${range(extra.identity ?? [])} µs CPU (identity), +${range(extra.brotli ?? [])} µs (Brotli); hash ${range(hashes, 1)} µs`,
    report,
    data: { bodyBytes: bytes, iterations: ITERATIONS, rounds },
  });
}
