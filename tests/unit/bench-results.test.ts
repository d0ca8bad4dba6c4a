/**
 * How a benchmark run is kept (bench/results.ts; docs/performance.md "How to measure"): the report and its data
 * land in the benchmark's folder under the run's UTC stamp, every table of the report is in the JSON, and the
 * benchmark's own row of the latest-figures table is replaced, never duplicated, with the other rows left alone.
 * Written to a temporary folder and document, never to the repository's.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LATEST_BEGIN, LATEST_END, recordRun, tablesOf } from "../../bench/results.ts";

const folder = mkdtempSync(join(tmpdir(), "bench-results-"));
const docPath = join(folder, "performance.md");
const places = { resultsDir: join(folder, "results"), docPath };
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const report = [
  "Some prose first.",
  "",
  "| figure | value |",
  "|---|---:|",
  "| thread p99 | **8.2 ms** |",
  "| board p99 | 31.4 ms |",
  "",
  "```text",
  "| not | a table |",
  "|---|---|",
  "```",
].join("\n");

/** A run of the made-up benchmark `fan` started at `iso`, with `headline` as its figures. */
const run = (iso: string, headline: string) => ({
  benchmark: "fan",
  title: "Fan-out",
  command: "npx bun bench/fan.ts",
  startedAt: new Date(iso),
  loadStart: [1.5, 1, 0.5],
  loadEnd: [2.25, 1.5, 0.75],
  headline,
  report,
  data: { samples: [1, 2, 3] },
  machine: "2 × test CPU",
});

describe("tablesOf", () => {
  test("reads each pipe table with its title, drops bold markers, and ignores fenced blocks", () => {
    expect(tablesOf(report)).toEqual([
      {
        title: "Some prose first.",
        columns: ["figure", "value"],
        rows: [
          ["thread p99", "8.2 ms"],
          ["board p99", "31.4 ms"],
        ],
      },
    ]);
  });
});

describe("recordRun", () => {
  test("writes the report and its data under the run's stamp and replaces only its own latest row", () => {
    writeFileSync(
      docPath,
      [
        "# Performance",
        "",
        LATEST_BEGIN,
        "",
        "| benchmark | figures | date (UTC) | commit | machine | load | results |",
        "|---|---|---|---|---|---|---|",
        "| Lists | 3.8 ms | 2026-11-24 15:03 | abc | x | 1 | y |",
        "| Fan-out | old figures | 2026-11-20 10:00 | def | x | 1 | y |",
        "",
        LATEST_END,
        "",
        "## What the figures decided",
        "",
      ].join("\n"),
    );

    const paths = recordRun(run("2026-11-28T08:11:30Z", "p99 8.2 ms"), places);

    expect(paths.markdown).toBe(join(folder, "results/fan/2026-11-28T0811Z.md"));
    expect(readFileSync(paths.markdown, "utf8")).toContain("board p99");
    const kept = JSON.parse(readFileSync(paths.json, "utf8"));
    expect(kept).toMatchObject({
      benchmark: "fan",
      title: "Fan-out",
      command: "npx bun bench/fan.ts",
      startedAt: "2026-11-28T08:11:30.000Z",
      machine: "2 × test CPU",
      loadStart: [1.5, 1, 0.5],
      loadEnd: [2.25, 1.5, 0.75],
      headline: "p99 8.2 ms",
      data: { samples: [1, 2, 3] },
    });
    expect(kept.tables).toEqual(tablesOf(report));
    expect(typeof kept.commit).toBe("string");

    const doc = readFileSync(docPath, "utf8");
    const rows = doc.split("\n").filter((line) => line.startsWith("| Fan-out |"));
    expect(rows).toEqual([
      `| Fan-out | p99 8.2 ms | 2026-11-28 08:11 | ${kept.commit} | 2 × test CPU | 1.50 → 2.25 | [fan/2026-11-28T0811Z](../bench/results/fan/2026-11-28T0811Z.md) |`,
    ]);
    expect(doc).toContain("| Lists | 3.8 ms | 2026-11-24 15:03 | abc | x | 1 | y |");
    expect(doc.endsWith(`${LATEST_END}\n\n## What the figures decided\n`)).toBe(true);
  });

  test("adds a row for a benchmark the table does not have yet, and refuses a document without the markers", () => {
    recordRun({ ...run("2026-11-28T09:00:00Z", "new"), benchmark: "other", title: "Other" }, places);
    const doc = readFileSync(docPath, "utf8");
    const table = doc.slice(doc.indexOf(LATEST_BEGIN), doc.indexOf(LATEST_END)).trim().split("\n");
    expect(table.at(-1)).toStartWith("| Other | new |");

    writeFileSync(docPath, "# Performance\n");
    expect(() => recordRun(run("2026-11-28T10:00:00Z", "x"), places)).toThrow("no latest-figures markers");
    expect(readFileSync(docPath, "utf8")).toBe("# Performance\n");
  });
});
