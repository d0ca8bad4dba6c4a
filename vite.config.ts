/**
 * Vite config of the browser client: the SPA lives in src/client and is built into dist/client, where the Bun
 * server serves it. In dev, API-ish paths are proxied to the server on :3000 so cookies stay same-origin.
 */
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { copy } from "./src/shared/copy.ts";

/** Where the API server runs in development; override to point at a second instance. */
const SERVER = process.env.TASUKEAI_SERVER_URL ?? "http://localhost:3000";
const proxied = ["/api", "/trpc", "/sanctum", "/storage"];

/** Fills the service name and default description into index.html from the copy catalogue. */
function copyIntoHtml(): Plugin {
  return {
    name: "tasukeai-copy-into-html",
    transformIndexHtml: (html) =>
      html
        .replaceAll("%SERVICE_NAME%", copy.serviceName)
        .replaceAll("%DEFAULT_DESCRIPTION%", copy.defaultDescription),
  };
}

/** Initial JavaScript budget of the home page, gzipped (issue 6; docs/performance.md). */
const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

/**
 * Measures the JavaScript a first visit downloads before the home page can render — the entry chunk and every
 * chunk it imports statically — gzipped, writes it to dist/client/bundle-report.json (scripts/bundle-report.ts
 * copies it into docs/performance.md) and fails the build above the budget.
 */
function initialJsBudget(): Plugin {
  return {
    name: "tasukeai-initial-js-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { code: string; imports: string[]; isEntry: boolean }>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === "chunk") chunks.set(fileName, output);
      }
      const initial = new Set<string>();
      const visit = (fileName: string) => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName);
      const files = [...initial].map((fileName) => {
        const code = chunks.get(fileName)?.code ?? "";
        return {
          file: fileName,
          bytes: Buffer.byteLength(code),
          gzipBytes: gzipSync(code, { level: 9 }).length,
        };
      });
      const gzipTotal = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      const rawTotal = files.reduce((sum, file) => sum + file.bytes, 0);
      const lazyChunks = chunks.size - initial.size;
      this.emitFile({
        type: "asset",
        fileName: "bundle-report.json",
        source: JSON.stringify(
          {
            initialJs: { files, bytes: rawTotal, gzipBytes: gzipTotal },
            budgetGzipBytes: INITIAL_JS_BUDGET_BYTES,
            lazyChunks,
          },
          null,
          2,
        ),
      });
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      this.info(
        `initial JS of the home page: ${kb(gzipTotal)} gzipped (${kb(rawTotal)} raw, ${initial.size} files; ${lazyChunks} lazy chunks); budget ${kb(INITIAL_JS_BUDGET_BYTES)}`,
      );
      if (gzipTotal > INITIAL_JS_BUDGET_BYTES) {
        this.error(`initial JS ${kb(gzipTotal)} gzipped is over the ${kb(INITIAL_JS_BUDGET_BYTES)} budget`);
      }
    },
  };
}

export default defineConfig({
  root: "src/client",
  publicDir: "../../public",
  plugins: [react(), copyIntoHtml(), initialJsBudget()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: SERVER, changeOrigin: false }])),
  },
});
