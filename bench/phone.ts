/**
 * The phone benchmark (docs/product.md "Phone first", docs/performance.md "Phone on a slow line"):
 *   npx bun bench/phone.ts [--base http://localhost:3000] [--runs 3] [--port 3930] [--client-dir dist/client]
 * Without --base it starts its own server (embedded database with demo data, the build in --client-dir) on
 * --port. Chromium (Debian's) at 390×844 with DevTools throttling: 1.6 Mb/s down, 750 kb/s up, 150 ms RTT
 * (Network.emulateNetworkConditions) and 4× CPU (Emulation.setCPUThrottlingRate). Each run, in a fresh profile:
 *   1. first visit to /posts: time from navigation start until the first request card is in the DOM and painted
 *      (a MutationObserver in the page, then two animation frames), and the layout shift (CLS, every shift summed);
 *   2. repeat visit to /posts in the same profile (HTTP cache warm): the same time;
 *   3. first visit to / in another fresh profile: JavaScript bytes as transferred (encodedDataLength: compressed
 *      bodies plus headers) until the network is idle.
 * Budgets: first card ≤ 3.0 s first, ≤ 1.5 s repeat; JavaScript ≤ 150 KB; CLS ≤ 0.05. Prints one line per run,
 * the load averages before and after, and exits 1 when a run misses a budget.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type BrowserContext, type CDPSession, chromium, type Page } from "@playwright/test";

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const RUNS = Number(argValue("runs") ?? 3);
const PHONE = { width: 390, height: 844 };
const BUDGET = { firstMs: 3000, repeatMs: 1500, jsBytes: 150 * 1024, cls: 0.05 };
/** DevTools throughput is in bytes per second. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

/** Records when the first card is painted and every layout shift, from navigation start. */
async function instrument(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __firstCard?: number; __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    const seen = () => {
      if (w.__firstCard !== undefined || !document.querySelector(".post-card")) return false;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          w.__firstCard ??= performance.now();
        }),
      );
      return true;
    };
    const observer = new MutationObserver(() => {
      if (seen()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

async function firstCardMs(page: Page, url: string): Promise<{ ms: number; cls: number }> {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(
    () => (window as unknown as { __firstCard?: number }).__firstCard !== undefined,
    null,
    {
      timeout: 60_000,
    },
  );
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const w = window as unknown as { __firstCard: number; __cls: number };
    return { ms: w.__firstCard, cls: w.__cls };
  });
}

async function jsBytesOfHome(context: BrowserContext, base: string): Promise<number> {
  const page = await context.newPage();
  const cdp = await throttle(page);
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on(
    "Network.responseReceived",
    (event: { requestId: string; type: string; response: { mimeType: string } }) => {
      if (event.type === "Script" || event.response.mimeType.includes("javascript"))
        scripts.add(event.requestId);
    },
  );
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number }) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await page.locator(".post-card").first().waitFor();
  await page.close();
  return bytes;
}

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn("bun", ["src/server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-bench-phone-")),
      APP_KEY: "bench-app-key-bench-app-key-bench-app-0000",
      DATABASE_URL: "",
      CLIENT_DIR: resolve(argValue("client-dir") ?? "dist/client"),
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/api/regions`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((done) => setTimeout(done, 500));
  }
  server.kill();
  throw new Error("the server did not start");
}

const ownServer = argValue("base") ? undefined : await startServer(Number(argValue("port") ?? 3930));
const base = argValue("base") ?? `http://localhost:${argValue("port") ?? 3930}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic"],
});
const loadBefore = loadavg();
const rows: { first: number; repeat: number; js: number; cls: number }[] = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: "ja-JP",
      isMobile: true,
      hasTouch: true,
    });
    await instrument(context);
    const page = await context.newPage();
    await throttle(page);
    const first = await firstCardMs(page, `${base}/posts`);
    const repeat = await firstCardMs(page, `${base}/posts`);
    await context.close();
    const jsContext = await browser.newContext({
      viewport: PHONE,
      locale: "ja-JP",
      isMobile: true,
      hasTouch: true,
    });
    const js = await jsBytesOfHome(jsContext, base);
    await jsContext.close();
    rows.push({ first: first.ms, repeat: repeat.ms, js, cls: first.cls });
    console.log(
      `run ${run}: first card ${(first.ms / 1000).toFixed(2)} s, repeat ${(repeat.ms / 1000).toFixed(2)} s, ` +
        `JS on / ${(js / 1024).toFixed(1)} KB, CLS ${first.cls.toFixed(3)}`,
    );
  }
} finally {
  await browser.close();
  ownServer?.kill();
}
const loadAfter = loadavg();
console.log(
  `load average before ${loadBefore.map((n) => n.toFixed(2)).join(" ")}, after ${loadAfter.map((n) => n.toFixed(2)).join(" ")}`,
);
const missed = rows.some(
  (row) =>
    row.first > BUDGET.firstMs ||
    row.repeat > BUDGET.repeatMs ||
    row.js > BUDGET.jsBytes ||
    row.cls > BUDGET.cls,
);
console.log(missed ? "a budget was missed" : "every run within budget");
process.exit(missed ? 1 : 0);
