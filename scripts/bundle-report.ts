/**
 * Keeps the initial-JavaScript measurement of the last `vite build` (dist/client/bundle-report.json, produced by the
 * budget plugin in vite.config.ts; docs/performance.md "Initial JavaScript of the home page"): writes it to
 * bench/results/bundle/ and replaces its row of the latest-figures table of docs/performance.md (bench/results.ts).
 * Usage: `npx vite build && npx bun scripts/bundle-report.ts` (or `npm run bundle:report`); for a build elsewhere
 * (`npx vite build --outDir /tmp/dist`), pass its directory: `npx bun scripts/bundle-report.ts /tmp/dist`.
 * Throws when the build has no bundle-report.json.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { recordRun } from "../bench/results.ts";

interface BundleReport {
  initialJs: {
    files: { file: string; bytes: number; gzipBytes: number }[];
    bytes: number;
    gzipBytes: number;
  };
  budgetGzipBytes: number;
  lazyChunks: number;
}

const root = join(import.meta.dir, "..");
const buildDir = process.argv[2] ? resolve(process.argv[2]) : join(root, "dist/client");
const report = JSON.parse(readFileSync(join(buildDir, "bundle-report.json"), "utf8")) as BundleReport;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const met = report.initialJs.gzipBytes <= report.budgetGzipBytes;
const rows = report.initialJs.files
  .map(
    (file) =>
      `| \`${file.file.replace(/-[\w-]{8}\.js$/, ".js")}\` | ${kb(file.bytes)} | ${kb(file.gzipBytes)} |`,
  )
  .join("\n");
const markdown = `Measured at build time by the \`tasukeai-initial-js-budget\` plugin (vite.config.ts): the entry chunk, every
chunk it imports statically and the service worker's registration (workbox-window), as written, gzipped at level 9 —
what a first visit to \`/\` downloads.
Every other page is a lazy chunk (src/client/app/lazy-pages.tsx), so it does not count here.

| file | raw | gzipped |
|---|---:|---:|
${rows}
| **total** | **${kb(report.initialJs.bytes)}** | **${kb(report.initialJs.gzipBytes)}** |

Budget: ${kb(report.budgetGzipBytes)} gzipped — ${met ? "met" : "MISSED"}. Lazy chunks: ${report.lazyChunks}.
`;

const load = loadavg();
const paths = recordRun({
  benchmark: "bundle",
  title: "Initial JavaScript of the home page",
  command: "npx vite build && npx bun scripts/bundle-report.ts",
  startedAt: new Date(),
  loadStart: load,
  loadEnd: load,
  headline: `${kb(report.initialJs.gzipBytes)} gzipped (budget ${kb(report.budgetGzipBytes)}: ${met ? "met" : "MISSED"}); ${report.lazyChunks} lazy chunks`,
  report: markdown,
  machine: "the build (gzip level 9)",
  data: report,
});
console.log(`initial JS ${kb(report.initialJs.gzipBytes)} gzipped: ${paths.markdown}`);
