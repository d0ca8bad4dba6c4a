/**
 * Graceful shutdown (docs/operations.md "Shutdown"). On SIGTERM or SIGINT the instance:
 * 1. turns /readyz to 503 `draining` and stops accepting connections (`server.stop(false)`,
 *    http/node-listener.ts: a new connection is refused, so a load balancer sends it to another instance);
 * 2. tells every live stream to reconnect (`{type:"reconnect"}`) and ends it — a stream never ends on its own,
 *    which is why a deploy used to wait forever; the browser reconnects, through the balancer, to another
 *    instance and refetches what is live;
 * 3. lets the requests in flight (an upload, a slow list) finish;
 * 4. after `timeoutMs` at the latest cuts whatever is still open (`server.stop(true)`), stops its timers and
 *    workers, closes the database and exits 0. A second signal exits at once (status 130).
 */
import type { HttpListener } from "../http/node-listener.ts";
import { logger } from "../logger.ts";
import { closeAllLiveStreams } from "../realtime/live-sse.ts";

/** What the health endpoints read; `draining` turns true when shutdown begins. */
export interface DrainState {
  draining: boolean;
}

/** What a shutdown needs. */
export interface ShutdownOptions {
  server: HttpListener;
  state: DrainState;
  /** The longest a shutdown may take before connections are cut (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Stops timers and workers and closes the database (after the HTTP side is done). */
  cleanup: () => Promise<void>;
}

/** Resolves after `ms`, without keeping the process alive. */
function delay(ms: number): Promise<"timeout"> {
  return new Promise((resolve) => setTimeout(() => resolve("timeout"), ms).unref?.());
}

/** Drains and stops the server as described above; resolves with the exit status (the caller exits). */
export async function shutdown(options: ShutdownOptions, signal: string): Promise<number> {
  const started = performance.now();
  const { server, state } = options;
  state.draining = true;
  const inFlight = server.pendingRequests;
  const stopped = server.stop(false).then(() => "stopped" as const);
  const streams = closeAllLiveStreams();
  logger.info({ signal, inFlight, streams, timeoutMs: options.timeoutMs }, "shutting down");
  const deadline = delay(options.timeoutMs);
  if ((await Promise.race([stopped, deadline])) === "timeout") {
    logger.warn({ open: server.pendingRequests }, "shutdown timeout: cutting the requests still open");
    await Promise.race([server.stop(true), delay(500)]);
  }
  // Whatever is left of the budget (at least 1 s) for the database and the workers.
  const left = Math.max(1000, options.timeoutMs - (performance.now() - started));
  if ((await Promise.race([options.cleanup().then(() => "done" as const), delay(left)])) === "timeout") {
    logger.warn("shutdown timeout: the database or a worker did not close in time");
  }
  logger.info({ ms: Math.round(performance.now() - started) }, "stopped");
  return 0;
}

/** Runs `shutdown` on the first SIGTERM/SIGINT and exits with its status; a second signal exits at once. */
export function installShutdown(options: ShutdownOptions): void {
  let running = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (running) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(130);
    }
    running = true;
    shutdown(options, signal).then(
      (status) => process.exit(status),
      (error) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
