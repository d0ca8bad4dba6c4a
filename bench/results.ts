/**
 * Where benchmark runs are kept (docs/performance.md "How to measure"). A run writes two files under
 * `bench/results/<benchmark>/`, named by its UTC start (`2026-11-28T0811Z`):
 * - `<stamp>.md`: the report as the benchmark printed it (Markdown: tables and the prose a reader needs);
 * - `<stamp>.json`: the same run as data — benchmark, title, command, start, commit, machine, load averages
 *   (1 / 5 / 15 min at the start and the end), the headline, every table of the report as columns and rows, and
 *   whatever structured figures the benchmark adds (`data`, e.g. the query plans of bench/run.ts).
 * It then replaces its own row of the latest-figures table of docs/performance.md (between the
 * `latest-figures` markers), so that table always shows the newest run of each benchmark.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "..");
export const RESULTS_DIR = join(ROOT, "bench/results");
const DOC_PATH = join(ROOT, "docs/performance.md");
export const LATEST_BEGIN =
  "<!-- latest-figures:begin (one row per benchmark, replaced by its script: bench/results.ts) -->";
export const LATEST_END = "<!-- latest-figures:end -->";

/** One Markdown table as data: its column titles and its rows of cells (text as written, `**` removed). */
export interface ResultTable {
  title: string;
  columns: string[];
  rows: string[][];
}

/** What a benchmark hands over when it has measured. */
export interface BenchRun {
  /** Folder under bench/results, e.g. `lists`. */
  benchmark: string;
  /** First cell of its row in the latest-figures table, e.g. `Lists at 1,000,000 posts`. */
  title: string;
  command: string;
  startedAt: Date;
  /** `os.loadavg()` (1, 5, 15 min) when the run started and when it ended. */
  loadStart: number[];
  loadEnd: number[];
  /** The figures cell of the latest-figures row: the few numbers a reader compares with the budgets. */
  headline: string;
  /** The report as printed (Markdown). */
  report: string;
  /** Structured figures beyond the report's tables, when the benchmark has them. */
  data?: unknown;
  /** Defaults to `machineSummary()`; a benchmark that knows more (the PostgreSQL version) passes its own. */
  machine?: string;
}

/** `2 × AMD EPYC 7B13, 24 GB RAM; Bun 1.4.5`: the processor, memory and runtime of this machine. */
export function machineSummary(): string {
  const cpu = cpus();
  const model = (cpu[0]?.model ?? "unknown CPU").replace(/\s+\d+-Core Processor$/, "").trim();
  return `${cpu.length} × ${model}, ${Math.round(totalmem() / 2 ** 30)} GB RAM; Bun ${Bun.version}`;
}

/** The commit the working tree is at, with `+` when tracked files differ from it (the code measured was not committed). */
export function currentCommit(): string {
  const git = (args: string[]) =>
    Bun.spawnSync(["git", ...args], { cwd: ROOT, stdout: "pipe", stderr: "ignore" })
      .stdout.toString()
      .trim();
  const head = git(["rev-parse", "--short", "HEAD"]) || "unknown";
  return git(["status", "--porcelain", "--untracked-files=no"]) === "" ? head : `${head}+`;
}

/** `2026-11-28T0811Z`: a run's file stem. */
export function runStamp(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace(":", "")}Z`;
}

/** `2.11 / 3.17 / 4.06`. */
export function formatLoad(load: number[]): string {
  return load.map((n) => n.toFixed(2)).join(" / ");
}

/**
 * Every pipe table of a Markdown text, titled by the nearest heading or bold lead-in above it. Cells keep their
 * text; bold markers are dropped. Lines inside fenced code blocks are not tables.
 */
export function tablesOf(markdown: string): ResultTable[] {
  const tables: ResultTable[] = [];
  const lines = markdown.split("\n");
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\|/, "")
      .replace(/\|$/, "")
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/\*\*/g, ""));
  let title = "";
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) title = (heading[1] ?? "").replace(/<[^>]*>/g, "").trim();
    else if (line.trim() !== "" && !line.trim().startsWith("|")) title = line.trim().slice(0, 160);
    const separator = lines[i + 1] ?? "";
    if (!line.trim().startsWith("|") || !/^\s*\|?\s*:?-{3,}/.test(separator)) continue;
    const table: ResultTable = { title, columns: cells(line), rows: [] };
    i += 2;
    while (i < lines.length && (lines[i] ?? "").trim().startsWith("|"))
      table.rows.push(cells(lines[i++] ?? ""));
    i--;
    tables.push(table);
  }
  return tables;
}

/**
 * Writes JSON, then formats it and the run's Markdown as Biome does (the repository's formatter checks bench/, JSON
 * and Markdown alike), when Biome is installed.
 */
function writeFormatted(json: string, value: unknown, markdown: string, report: string): void {
  writeFileSync(markdown, report);
  writeFileSync(json, `${JSON.stringify(value, null, 2)}\n`);
  const biome = join(ROOT, "node_modules/.bin/biome");
  if (existsSync(biome))
    Bun.spawnSync([biome, "format", "--write", json, markdown], { stdout: "ignore", stderr: "ignore" });
}

/** The cells of one row of the latest-figures table, links relative to docs/. */
function latestRow(run: BenchRun, stem: string, commit: string, machine: string): string {
  const date = run.startedAt.toISOString().slice(0, 16).replace("T", " ");
  const load = `${run.loadStart[0]?.toFixed(2) ?? "?"} → ${run.loadEnd[0]?.toFixed(2) ?? "?"}`;
  const link = `[${run.benchmark}/${stem}](../bench/results/${run.benchmark}/${stem}.md)`;
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
  return `| ${[run.title, run.headline, date, commit, machine, load, link].map(cell).join(" | ")} |`;
}

/** Where a run is written: the results folder and the document holding the latest-figures table. */
export interface ResultPlaces {
  resultsDir: string;
  docPath: string;
}
const PLACES: ResultPlaces = { resultsDir: RESULTS_DIR, docPath: DOC_PATH };

/**
 * Replaces the row titled `title` in the latest-figures table of docs/performance.md (or `docPath`) with `row`, or
 * adds it at the end of the table. Throws when the document has no latest-figures markers (nothing is written).
 */
export function replaceLatestRow(title: string, row: string, docPath = DOC_PATH): void {
  const doc = readFileSync(docPath, "utf8");
  const begin = doc.indexOf(LATEST_BEGIN);
  const end = doc.indexOf(LATEST_END);
  if (begin < 0 || end < begin) throw new Error("docs/performance.md has no latest-figures markers");
  const table = doc
    .slice(begin + LATEST_BEGIN.length, end)
    .trim()
    .split("\n");
  const at = table.findIndex((line) => line.startsWith(`| ${title} |`));
  if (at >= 0) table[at] = row;
  else table.push(row);
  writeFileSync(
    docPath,
    `${doc.slice(0, begin + LATEST_BEGIN.length)}\n\n${table.join("\n")}\n\n${doc.slice(end)}`,
  );
}

/**
 * Keeps one run: writes `bench/results/<benchmark>/<stamp>.md` and `.json` and replaces the benchmark's row of
 * the latest-figures table in docs/performance.md (`places` moves both, for tests). Returns the two paths.
 * Throws when a file cannot be written or the document has lost its markers (the run's files are kept).
 */
export function recordRun(run: BenchRun, places: ResultPlaces = PLACES): { markdown: string; json: string } {
  const folder = join(places.resultsDir, run.benchmark);
  mkdirSync(folder, { recursive: true });
  const stem = runStamp(run.startedAt);
  const commit = currentCommit();
  const machine = run.machine ?? machineSummary();
  const markdown = join(folder, `${stem}.md`);
  const json = join(folder, `${stem}.json`);
  const header = [
    `# ${run.title}: ${run.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Command: \`${run.command}\`. Commit ${commit}. Machine: ${machine}. Load average (1 / 5 / 15 min) ${formatLoad(run.loadStart)} at the start, ${formatLoad(run.loadEnd)} at the end.`,
    "",
  ].join("\n");
  writeFormatted(
    json,
    {
      benchmark: run.benchmark,
      title: run.title,
      command: run.command,
      startedAt: run.startedAt.toISOString(),
      commit,
      machine,
      loadStart: run.loadStart,
      loadEnd: run.loadEnd,
      headline: run.headline,
      tables: tablesOf(run.report),
      ...(run.data === undefined ? {} : { data: run.data }),
    },
    markdown,
    `${header}\n${run.report.trim()}\n`,
  );
  replaceLatestRow(run.title, latestRow(run, stem, commit, machine), places.docPath);
  return { markdown, json };
}
