/**
 * The real server as a child process (the operations tests of docs/operations.md): `bun src/server/index.ts`
 * with an environment of the test's own, its JSON log lines collected as they arrive, and awaitable events (a
 * log line, the exit) instead of sleeps.
 */
import { resolve } from "node:path";
import type { Subprocess } from "bun";

const ENTRY = resolve(import.meta.dir, "../../src/server/index.ts");

/** One parsed log line (pino JSON); `raw` is the line as written. */
export type LogLine = Record<string, unknown> & { raw: string };

/** A started server process. */
export interface ServerProcess {
  readonly process: Subprocess<"ignore", "pipe", "pipe">;
  /** Every line written so far (stdout and stderr), parsed when JSON. */
  readonly lines: LogLine[];
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Resolves with the first line (already written or to come) matching `test`; rejects after `timeoutMs`. */
  waitForLine(test: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** The exit code, once exited. */
  readonly exited: Promise<number>;
  /** Kills the process if still running (test clean-up). */
  kill(): void;
}

/** Starts the server with `env` (plus PATH and HOME) on `port`. Does not wait for it to listen. */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = Bun.spawn([process.execPath, ENTRY], {
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/tmp",
      HOST: "127.0.0.1",
      PORT: String(port),
      NODE_ENV: "production",
      LOG_FORMAT: "json",
      SEED_DEMO: "0",
      ...env,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const lines: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  const onLine = (raw: string) => {
    let line: LogLine;
    try {
      line = { ...(JSON.parse(raw) as Record<string, unknown>), raw };
    } catch {
      line = { raw };
    }
    lines.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.test(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        onLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf("\n");
      }
    }
    if (buffer) onLine(buffer);
  };
  const pumped = Promise.all([pump(child.stdout), pump(child.stderr)]);
  const exited = child.exited.then(async (code) => {
    await pumped;
    return code;
  });
  return {
    process: child,
    lines,
    url: `http://127.0.0.1:${port}`,
    exited,
    waitForLine(test, timeoutMs = 30_000) {
      const found = lines.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolvePromise, reject) => {
        const timer = setTimeout(() => {
          reject(
            new Error(
              `no matching log line within ${timeoutMs} ms; lines:\n${lines.map((l) => l.raw).join("\n")}`,
            ),
          );
        }, timeoutMs);
        waiters.push({
          test,
          resolve: (line) => {
            clearTimeout(timer);
            resolvePromise(line);
          },
        });
      });
    },
    kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** Resolves once `server` logged that it listens (its start-up line carries `port`). */
export function listening(server: ServerProcess, timeoutMs = 45_000): Promise<LogLine> {
  return server.waitForLine(
    (line) => typeof line.port === "number" && typeof line.url === "string",
    timeoutMs,
  );
}
