/**
 * Vite config of the browser client: the SPA lives in src/client and is built into dist/client, where the Bun
 * server serves it. In dev, API-ish paths are proxied to the server on :3000 so cookies stay same-origin.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { copy } from "./src/shared/copy.ts";

/** Where the API server runs in development; override to point at a second instance. */
const SERVER = process.env.TASUKEAI_SERVER_URL ?? "http://localhost:3000";
const proxied = ["/api", "/trpc", "/sanctum", "/storage"];

/**
 * The twins' scripts of the languages other than Japanese (docs/product.md "Languages"): each an entry of its own
 * (`build.rollupOptions.input`), loaded by index.html's start-up script before the app only on a device that chose
 * its language, and never counted in the first visit's JavaScript.
 */
const TWIN_ENTRIES = { en: "copy-en", easy_ja: "copy-easy" } as const;

/**
 * Fills the service name and default description into index.html from the copy catalogue, and the address of each
 * language's twins' script (TWIN_ENTRIES) that the language start-up script loads (docs/product.md "Languages").
 */
function copyIntoHtml(): Plugin {
  return {
    name: "tasukeai-copy-into-html",
    transformIndexHtml: {
      order: "post",
      handler: (html, context) => {
        let page = html
          .replaceAll("%SERVICE_NAME%", copy.serviceName)
          .replaceAll("%DEFAULT_DESCRIPTION%", copy.defaultDescription);
        for (const [language, entry] of Object.entries(TWIN_ENTRIES)) {
          const twins = Object.values(context.bundle ?? {}).find(
            (output) => output.type === "chunk" && output.isEntry && output.name === entry,
          );
          page = page.replaceAll(
            `%COPY_TWINS_SRC_${language}%`,
            twins ? `/${twins.fileName}` : `/${entry}.ts`,
          );
        }
        return page;
      },
    },
  };
}

/** The brand colours of the manifest and the offline page (styles/app.css --color-primary family, background). */
const THEME_COLOR = "#0f8a7e";
const BACKGROUND_COLOR = "#faf7f2";

/**
 * offline.html, the page the service worker answers when a navigation finds neither the network nor the app shell
 * (src/client/sw.ts): static, its texts from the copy catalogue, its style inline (CSP allows inline styles).
 */
function offlinePage(): Plugin {
  const text = copy.phone.pwa;
  const html = `<!doctype html>
<html lang="ja"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${THEME_COLOR}" /><title>${text.offlinePageTitle} — ${copy.serviceName}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:${BACKGROUND_COLOR};color:#23302c}main{max-width:32rem;margin:20vh auto 0;padding:1.5rem;text-align:center;line-height:1.8}h1{font-size:1.25rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.4rem;border-radius:999px;background:#0b776d;color:#fff;text-decoration:none;font-weight:700}</style>
</head><body><main><h1>${text.offlinePageTitle}</h1><p>${text.offlinePageBody}</p><a href="/">${text.offlinePageReload}</a></main></body></html>
`;
  return {
    name: "tasukeai-offline-page",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "offline.html", source: html });
    },
  };
}

/**
 * Initial JavaScript budget of the home page, gzipped (docs/performance.md "Initial JavaScript of the home
 * page").
 */
const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

/**
 * Measures the JavaScript a first visit downloads before the home page can render — the entry chunk and every
 * chunk it imports statically — plus the service worker's registration and workbox-window, which main.tsx loads
 * right after the first render: what the browser journey (tests/e2e/shell.e2e.ts "initial JavaScript") counts. Measured after
 * the bundle is final (Vite adds its preload helper and dependency maps in generateBundle), gzipped at level 9,
 * written to dist/client/bundle-report.json (scripts/bundle-report.ts keeps it in bench/results/bundle/ and the
 * latest figures of docs/performance.md); the build fails above the budget.
 */
function initialJsBudget(): Plugin {
  return {
    name: "tasukeai-initial-js-budget",
    apply: "build",
    writeBundle(options, bundle) {
      const chunks = new Map<
        string,
        {
          code: string;
          imports: string[];
          dynamicImports: string[];
          isEntry: boolean;
          facadeModuleId: string | null;
        }
      >();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === "chunk") chunks.set(fileName, output);
      }
      const initial = new Set<string>();
      const visit = (fileName: string, withDynamic = false) => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        const chunk = chunks.get(fileName);
        for (const imported of chunk?.imports ?? []) visit(imported, withDynamic);
        // The registration loads workbox-window on demand, at once.
        if (withDynamic) for (const imported of chunk?.dynamicImports ?? []) visit(imported, true);
      };
      for (const [fileName, chunk] of chunks) {
        // The app's entry; the twins' entries (TWIN_ENTRIES) load only on a device that chose their language.
        const twinEntry = Object.values(TWIN_ENTRIES).some((entry) =>
          chunk.facadeModuleId?.endsWith(`/${entry}.ts`),
        );
        if (!chunk.isEntry || twinEntry) continue;
        visit(fileName);
        for (const dynamic of chunk.dynamicImports) {
          if (chunks.get(dynamic)?.facadeModuleId?.endsWith("/lib/service-worker.ts")) visit(dynamic, true);
        }
      }
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
      writeFileSync(
        join(options.dir ?? "dist/client", "bundle-report.json"),
        JSON.stringify(
          {
            initialJs: { files, bytes: rawTotal, gzipBytes: gzipTotal },
            budgetGzipBytes: INITIAL_JS_BUDGET_BYTES,
            lazyChunks,
          },
          null,
          2,
        ),
      );
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

/** The JSX import source of the client's build: resolved to src/client/jsx/ (`resolve.alias`). */
const JSX_SOURCE = "tasukeai-jsx";

const SHARED_DIR = join(import.meta.dirname, "src", "shared");
const LANGUAGE_MODULE = join(import.meta.dirname, "src", "client", "lib", "language.ts");

/**
 * The catalogue's languages in the browser (docs/product.md "Languages", docs/decisions/034-languages-as-typed-catalogue-twins.md):
 * each catalogue module (src/shared/copy.ts, src/shared/copy/*.ts) ends, in the client build only, by laying the
 * twins of the device's language over its objects when its twins' script (src/client/copy-en.ts, copy-easy.ts) has
 * left them (client/lib/language.ts `layTwins`): index.html's start-up script runs that script before the app's. Synchronous on purpose: a top-level
 * await in the graph makes the bundler split the first screen's code into three times as many chunks (+8 KB
 * gzipped). The server and the tests read the modules as written.
 */
function catalogueTwins(): Plugin {
  return {
    name: "tasukeai-catalogue-twins",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      const relative = file.startsWith(`${SHARED_DIR}/`) ? file.slice(SHARED_DIR.length + 1) : "";
      if (relative !== "copy.ts" && !/^copy\/[a-z-]+\.ts$/.test(relative)) return null;
      const exported = [...code.matchAll(/^export const (\w+)/gm)].map((match) => match[1] as string);
      if (exported.length === 0) return null;
      return {
        code: `${code}
import { layTwins as __layTwins } from ${JSON.stringify(LANGUAGE_MODULE)};
__layTwins({ ${exported.join(", ")} });
`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  root: "src/client",
  publicDir: "../../public",
  plugins: [
    catalogueTwins(),
    // The client's JSX runtime: React's, drawing ふりがな on a やさしい日本語 page (src/client/jsx/jsx-runtime.ts).
    react({ jsxImportSource: JSX_SOURCE }),
    copyIntoHtml(),
    initialJsBudget(),
    offlinePage(),
    // Installable (docs/product.md #phone-first-installable): the manifest, and src/client/sw.ts built with the
    // precache list of the build injected; registered by lib/service-worker.ts, which prompts for updates.
    VitePWA({
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: copy.serviceName,
        short_name: copy.phone.pwa.shortName,
        description: copy.defaultDescription,
        lang: "ja",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        // The shell and the code; not the 30 cover presets (fetched when shown) nor the compressed twins.
        globPatterns: ["**/*.{js,css,html,svg,webmanifest}", "icons/icon-192.png"],
        globIgnores: ["**/*.br", "**/*.gz", "bundle-report.json", "covers/**"],
      },
    }),
    // Every text file of the build also as .gz and .br (best levels: it runs once per build); the server sends
    // the one the browser accepts (http/spa.ts, docs/decisions/014-phone-first.md). Images are left as they are.
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      threshold: 256,
      algorithms: [defineAlgorithm("gzip", { level: 9 }), defineAlgorithm("brotliCompress")],
    }),
  ],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    rollupOptions: {
      // The twins: loaded before the app only on a device that chose their language (copyIntoHtml).
      input: {
        index: join(import.meta.dirname, "src", "client", "index.html"),
        ...Object.fromEntries(
          Object.values(TWIN_ENTRIES).map((entry) => [
            entry,
            join(import.meta.dirname, "src", "client", `${entry}.ts`),
          ]),
        ),
      },
    },
  },
  resolve: {
    alias: [
      {
        find: new RegExp(`^${JSX_SOURCE}/(jsx-runtime|jsx-dev-runtime)$`),
        replacement: join(import.meta.dirname, "src", "client", "jsx", "$1.ts"),
      },
    ],
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: SERVER, changeOrigin: false }])),
  },
});
