/**
 * The cost of conditional GETs (http/conditional-get.ts; docs/api.md "Caching and conditional requests"):
 *   npx bun bench/conditional-get.ts [--iterations 20000] [--rounds 3]
 * In this process, a Hono app answers one list page (15 posts of Japanese text, about 16 KB of JSON, the shape of
 * GET /api/posts) through compression() with and without conditionalGet, interleaved in each round. Figures: the
 * mean wall time per request in µs for an identity answer, a Brotli answer and a revalidation (If-None-Match →
 * 304; without the middleware the full 200), plus the hash alone. The load average is printed: the machine is
 * shared, so compare within a round. Writes bench/results/conditional-get/<date>.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { Hono } from "hono";
import { compression } from "../src/server/http/compression.ts";
import { conditionalGet, weakEtagOf } from "../src/server/http/conditional-get.ts";

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

async function perRequestMicros(app: Hono, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < ITERATIONS; i += 1) {
    const response = await app.request("http://localhost/api/posts", { headers });
    await response.arrayBuffer();
  }
  return ((performance.now() - started) / ITERATIONS) * 1000;
}

function hashMicros(): number {
  const body = new TextEncoder().encode(JSON.stringify(page));
  const started = performance.now();
  for (let i = 0; i < ITERATIONS * 10; i += 1) weakEtagOf(body);
  return ((performance.now() - started) / (ITERATIONS * 10)) * 1000;
}

// Warm up both apps and every path.
for (const app of Object.values(apps))
  for (const headers of Object.values(cases)) await perRequestMicros(app, headers);

const rounds: unknown[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const load = loadavg().map((n) => n.toFixed(2));
  const figures: Record<string, { with: number; without: number }> = {};
  for (const [name, headers] of Object.entries(cases)) {
    const without = await perRequestMicros(apps.without, headers);
    const withMiddleware = await perRequestMicros(apps.with, headers);
    figures[name] = { with: Number(withMiddleware.toFixed(1)), without: Number(without.toFixed(1)) };
  }
  const hash = Number(hashMicros().toFixed(2));
  rounds.push({ round, load, hashMicros: hash, perRequestMicros: figures });
  console.log(`round ${round} (load ${load.join(" ")}): hash ${hash} µs`);
  for (const [name, f] of Object.entries(figures)) {
    console.log(
      `  ${name.padEnd(13)} with ${f.with} µs, without ${f.without} µs (${(f.with - f.without).toFixed(1)})`,
    );
  }
}

const result = {
  date: new Date().toISOString(),
  bodyBytes: bytes,
  iterations: ITERATIONS,
  bun: Bun.version,
  rounds,
};
const dir = new URL("./results/conditional-get/", import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(new URL(`${result.date.slice(0, 10)}.json`, dir), `${JSON.stringify(result, null, 2)}\n`);
console.log(`body ${bytes} bytes; written to bench/results/conditional-get/${result.date.slice(0, 10)}.json`);
