/**
 * Keyword search at scale (docs/performance.md "Search that never stalls", docs/product.md
 * "Search that forgives"):
 *   npx bun bench/search.ts [--database-url postgres://…/tasukeai_bench] [--iterations 60] [--rounds 3]
 * Every keyword class through the list service in-process on the bench database (bench/seed.ts, 1,000,000
 * posts): absent 1, 2 and 4 characters, rare (< 200 matches), mid, frequent, katakana ↔ hiragana, several
 * words, category and tag names, and keyword + category / region / nearby / status filters. Each scenario runs
 * `iterations` sequential timed calls per round (after 3 untimed ones); rounds go over the scenarios in turn
 * (interleaved), and the figures are over all rounds. The plan each newest-first keyword page took is reported
 * (posts/list/keyword-plan.ts), and each keyword-only page 1 and total are checked against a sequential scan
 * (bench-keyword-check.ts). Prints a Markdown table with the load average before and after each round.
 */
import { loadavg } from "node:os";
import { and } from "drizzle-orm";
import postgres from "postgres";
import { type TPostListInput, ZPostListInput } from "#shared/schemas/discovery.ts";
import { queryWords } from "#shared/search-text.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { newestKeywordPage } from "../src/server/domains/posts/list/keyword-plan.ts";
import { listPosts } from "../src/server/domains/posts/list/lists.ts";
import { COUNT_CAP } from "../src/server/domains/posts/list/paging.ts";
import { resolveScope, scopeConditions } from "../src/server/domains/posts/list/scope.ts";
import { checkKeyword } from "./bench-keyword-check.ts";
import { quantile } from "./bench-stats.ts";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/tasukeai_bench";
const BUDGET_MS = 50;

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

interface Scenario {
  kind: string;
  input: TPostListInput;
  /** Check page 1 and the total against a sequential scan (keyword-only lists). */
  check?: boolean;
}

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(" / ");

async function main(): Promise<void> {
  const url = argValue("database-url") ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const iterations = Number(argValue("iterations") ?? 60);
  const rounds = Number(argValue("rounds") ?? 3);
  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
  const db = handle.db;
  const raw = postgres(url, { max: 1, onnotice: () => {} });
  const [top] = await raw<{ slug: string }[]>`
    select c.slug from post_counts pc join categories c on c.id = pc.category_id
    group by c.slug order by sum(pc.count) desc limit 1`;
  const category = top?.slug ?? "moving-furniture";
  const tokyo = { lat: 35.68, lon: 139.76 };
  const k = (
    kind: string,
    keyword: string,
    extra: Partial<TPostListInput> = {},
    check = false,
  ): Scenario => ({
    kind,
    input: { page: 1, keyword, ...extra } as TPostListInput,
    check,
  });
  const scenarios: Scenario[] = [
    k("absent, 1 char", "鰻", {}, true),
    k("absent, 1 char", "傘", {}, true),
    k("absent, 2 chars", "盆栽", {}, true),
    k("absent, 2 chars", "子供", {}, true),
    k("absent, 4 chars", "宇宙旅行", {}, true),
    k("rare (< 200)", "】剪", {}, true),
    k("rare (< 200)", "】慣", {}, true),
    k("mid (~1,000–2,000)", "将棋", {}, true),
    k("mid (~1,000–2,000)", "かぎ針", {}, true),
    k("frequent, 1 char", "犬", {}, true),
    k("frequent, 1 char", "の", {}, true),
    k("frequent, 2 chars", "散歩", {}, true),
    k("frequent, 4 chars", "パソコン", {}, true),
    k("katakana as hiragana", "ぱそこん", {}, true),
    k("katakana as hiragana", "ｿﾌｧ", {}, true),
    k("tag name", "沼津周辺", {}, true),
    k("several words", "犬 散歩", {}, true),
    k("several words", "パソコン 設定", {}, true),
    k("several words, absent", "犬 盆栽", {}, true),
    k("+ category", "犬", { category_slug: category }),
    k("+ category, absent", "盆栽", { category_slug: category }),
    k("+ category, rare", "】剪", { category_slug: category }),
    k("+ region", "犬", { region_slug: "tokyo" }),
    k("+ region, absent", "盆栽", { region_slug: "tokyo" }),
    k("+ nearby (lat/lon)", "犬", { mode: "nearby", lat: tokyo.lat, lon: tokyo.lon }),
    k("+ nearby (lat/lon), absent", "盆栽", { mode: "nearby", lat: tokyo.lat, lon: tokyo.lon }),
    k("+ nearby (lat/lon), rare", "】剪", { mode: "nearby", lat: tokyo.lat, lon: tokyo.lon }),
    k("+ status open", "犬", { status: "open" }),
    k("+ status open, absent", "盆栽", { status: "open" }),
    k("+ status open, rare", "】剪", { status: "open" }),
  ];
  const samples = new Map<number, number[]>();
  const meta = new Map<number, { total: number; capped: boolean; plan: string }>();
  const loads: string[] = [];
  console.log(`posts: ${(await raw`select count(*)::int as n from posts`)[0]?.n}; load ${load()}`);
  for (let round = 1; round <= rounds; round++) {
    const before = load();
    for (const [index, scenario] of scenarios.entries()) {
      const input = ZPostListInput.parse(scenario.input);
      for (let w = 0; w < 3; w++) await listPosts(db, null, input);
      const times = samples.get(index) ?? [];
      for (let i = 0; i < iterations; i++) {
        const started = performance.now();
        const page = await listPosts(db, null, input);
        times.push(performance.now() - started);
        if (i === 0 && round === 1) {
          let plan = "—";
          if (input.mode !== "nearby") {
            const scope = await resolveScope(db, input);
            const picked = await newestKeywordPage(
              db,
              {
                keyword: scope.keyword,
                words: queryWords(scope.keyword),
                where: and(...scopeConditions(scope)),
                withoutGrams: and(...scopeConditions(scope, { grams: false, words: true })),
                baseWhere: and(...scopeConditions(scope, { grams: false, words: false })),
              },
              0,
              15,
            );
            plan = picked.plan;
          }
          meta.set(index, { total: page.meta.total, capped: page.meta.total_capped === true, plan });
        }
      }
      samples.set(index, times);
    }
    loads.push(`round ${round}: ${before} → ${load()}`);
    console.log(loads[loads.length - 1]);
  }

  const lines = [
    `| keyword class | keyword | filter | plan | total | p50 ms | p95 ms | p99 ms | max ms | ≤ ${BUDGET_MS} ms p95 |`,
    "|---|---|---|---|---:|---:|---:|---:|---:|---|",
  ];
  for (const [index, scenario] of scenarios.entries()) {
    const sorted = [...(samples.get(index) ?? [])].sort((a, b) => a - b);
    const m = meta.get(index);
    const { keyword: _k, page: _p, ...filter } = scenario.input as Record<string, unknown>;
    const p95 = quantile(sorted, 0.95);
    lines.push(
      `| ${scenario.kind} | 「${scenario.input.keyword}」 | ${Object.keys(filter).length > 0 ? JSON.stringify(filter) : ""} | ${m?.plan ?? "?"} | ${m ? `${m.total.toLocaleString()}${m.capped ? "+" : ""}` : "?"} | ${quantile(sorted, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${quantile(sorted, 0.99).toFixed(1)} | ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} | ${p95 <= BUDGET_MS ? "yes" : "**no**"} |`,
    );
  }
  console.log(`\n${lines.join("\n")}\n`);
  console.log(loads.join("\n"));

  if (!process.argv.includes("--no-check")) {
    console.log("\ncorrectness (page 1 and total against a sequential scan):");
    for (const scenario of scenarios.filter((s) => s.check)) {
      const input = ZPostListInput.parse(scenario.input);
      const page = await listPosts(db, null, input);
      const result = await checkKeyword(
        raw,
        scenario.input.keyword ?? "",
        page.data.map((post) => post.id),
        page.meta.total,
        15,
        COUNT_CAP,
      );
      console.log(`${result.ok ? "ok  " : "FAIL"} 「${result.keyword}」 ${result.detail}`);
    }
  }
  await raw.end();
  await handle.close();
}

await main();
