/**
 * REST part of the benchmark: starts the real server (`bun src/server/index.ts`) in its own process on a free
 * port against the bench database, then drives each endpoint from `concurrency` parallel clients.
 * Latency is measured at the client over loopback (server work + HTTP), throughput = requests / wall time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Figures, summarize, timeConcurrent, unavailable } from "./bench-stats.ts";

/** No new request starts after this many seconds on one endpoint (slow endpoints get fewer samples). */
const MAX_SECONDS_PER_ENDPOINT = 45;

/** One REST endpoint to drive: paths are cycled through (several parameter values). */
export interface Endpoint {
  name: string;
  paths: string[];
  budgetMs?: number;
}

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A running server process and its base URL. */
export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Spawns the app on a free port with DATABASE_URL (no demo seed) and waits until it answers. */
export async function startServer(databaseUrl: string): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "tasukeai-bench-"));
  const entry = fileURLToPath(new URL("../src/server/index.ts", import.meta.url));
  const child = Bun.spawn([process.execPath, entry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      NODE_ENV: "production",
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/regions`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("server did not start within 120 s");
    await Bun.sleep(200);
  }
  return {
    baseUrl,
    async stop() {
      child.kill("SIGTERM");
      await child.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drives every endpoint with `requests` calls from `concurrency` clients after a short warm-up.
 * An endpoint answering 404 "could not be found" is reported "not available"; any other non-2xx "failed".
 */
export async function benchEndpoints(
  baseUrl: string,
  endpoints: readonly Endpoint[],
  requests: number,
  concurrency: number,
  log: (line: string) => void,
): Promise<Figures[]> {
  const results: Figures[] = [];
  const headers = { accept: "application/json", "x-requested-with": "XMLHttpRequest" };
  for (const endpoint of endpoints) {
    const first = endpoint.paths[0];
    if (first === undefined) continue;
    const probe = await fetch(`${baseUrl}${first}`, { headers });
    const probeText = await probe.text();
    if (probe.status === 404 && probeText.includes("could not be found")) {
      results.push(unavailable(endpoint.name, "not available", `${first} → 404`, endpoint.budgetMs));
      log(`  ${endpoint.name}: not available`);
      continue;
    }
    if (!probe.ok) {
      results.push(unavailable(endpoint.name, "failed", `${first} → ${probe.status}`, endpoint.budgetMs));
      log(`  ${endpoint.name}: failed (${probe.status})`);
      continue;
    }
    let errors = 0;
    const call = async (i: number) => {
      const path = endpoint.paths[i % endpoint.paths.length] ?? first;
      try {
        const response = await fetch(`${baseUrl}${path}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        // e.g. the server closing a request that waited longer than its idle timeout (30 s)
        errors++;
      }
    };
    await timeConcurrent(call, Math.min(requests, 2 * concurrency), concurrency, 20);
    errors = 0;
    const { samples, wallMs } = await timeConcurrent(call, requests, concurrency, MAX_SECONDS_PER_ENDPOINT);
    const figures = summarize(endpoint.name, samples, endpoint.budgetMs, (samples.length * 1000) / wallMs);
    if (errors > 0) figures.note = `${errors} failed requests (non-2xx or connection closed)`;
    if (samples.length < requests)
      figures.note = `${figures.note ? `${figures.note}; ` : ""}stopped after ${MAX_SECONDS_PER_ENDPOINT} s`;
    results.push(figures);
    log(
      `  ${endpoint.name}: p50 ${figures.p50.toFixed(1)} p95 ${figures.p95.toFixed(1)} ms, ${figures.throughput?.toFixed(0)} req/s`,
    );
  }
  return results;
}
