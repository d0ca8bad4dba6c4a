/**
 * Measuring for the benchmark (bench/run.ts): timed loops, percentiles, and plain-text / Markdown tables.
 */

/** Latency figures of one scenario, in milliseconds. */
export interface Figures {
  name: string;
  /** "not available" when the service function or endpoint does not exist yet. */
  status: "ok" | "not available" | "failed";
  note?: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Requests per second (HTTP runs). */
  throughput?: number;
  budgetMs?: number;
}

/** The q-quantile of sorted samples (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Figures of raw samples. */
export function summarize(name: string, samples: number[], budgetMs?: number, throughput?: number): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    status: "ok",
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    throughput,
    budgetMs,
  };
}

/** Figures of a scenario that could not run. */
export function unavailable(
  name: string,
  status: Figures["status"],
  note: string,
  budgetMs?: number,
): Figures {
  return { name, status, note, count: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN, budgetMs };
}

/**
 * Runs `call(i)` sequentially: `warmup` untimed calls, then up to `iterations` timed ones (stopping early
 * after `maxSeconds`). Returns the samples in ms.
 */
export async function timeSequential(
  call: (i: number) => Promise<unknown>,
  iterations: number,
  warmup: number,
  maxSeconds: number,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await call(i);
  const samples: number[] = [];
  const deadline = performance.now() + maxSeconds * 1000;
  for (let i = 0; i < iterations && performance.now() < deadline; i++) {
    const started = performance.now();
    await call(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * Runs `call(i)` from `concurrency` workers until `total` calls are done or `maxSeconds` have passed (no new
 * call starts after that); returns samples and wall time.
 */
export async function timeConcurrent(
  call: (i: number) => Promise<unknown>,
  total: number,
  concurrency: number,
  maxSeconds = Number.POSITIVE_INFINITY,
): Promise<{ samples: number[]; wallMs: number }> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total && performance.now() < deadline; i = next++) {
        const t = performance.now();
        await call(i);
        samples.push(performance.now() - t);
      }
    }),
  );
  return { samples, wallMs: performance.now() - started };
}

function ms(value: number): string {
  if (!Number.isFinite(value)) return "–";
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}

function verdict(f: Figures): string {
  if (f.status !== "ok") return f.status;
  if (f.budgetMs === undefined) return "";
  return f.p95 <= f.budgetMs ? `ok (≤ ${f.budgetMs})` : `MISS (> ${f.budgetMs})`;
}

/** A Markdown table of figures (also readable as plain text). */
export function figuresTable(rows: readonly Figures[], withThroughput: boolean): string {
  const head = ["scenario", "n", "p50 ms", "p95 ms", "p99 ms", "max ms"];
  if (withThroughput) head.push("req/s");
  head.push("budget p95", "note");
  const lines = [
    `| ${head.join(" | ")} |`,
    `|${head.map((h) => (h === "scenario" || h === "note" ? "---" : "---:")).join("|")}|`,
  ];
  for (const f of rows) {
    const cells = [f.name, String(f.count), ms(f.p50), ms(f.p95), ms(f.p99), ms(f.max)];
    if (withThroughput) cells.push(f.throughput === undefined ? "–" : f.throughput.toFixed(0));
    cells.push(verdict(f), f.note ?? "");
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}
