/**
 * The process's handler of rejections nobody handled (src/server/lifecycle/unhandled.ts, docs/operations.md
 * "Database outages"): a database failure nobody waited for is one warning and the process goes on; anything else
 * still ends it with status 1. Each case runs in a bun process of its own (the handler is process-wide).
 */
import { describe, expect, test } from "bun:test";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Runs a process that installs the handler, then rejects `rejection` (a JS expression) with nobody handling it. */
function runWithRejection(rejection: string): { exitCode: number; lines: Record<string, unknown>[] } {
  const script = `
    const { configureLogger } = await import("./src/server/logger.ts");
    const { installUnhandledRejections } = await import("./src/server/lifecycle/unhandled.ts");
    await configureLogger({ level: "info", format: "json" });
    installUnhandledRejections();
    Promise.reject(${rejection});
    setTimeout(() => { console.log(JSON.stringify({ msg: "still running" })); process.exit(0); }, 200);
  `;
  const run = Bun.spawnSync([process.execPath, "-e", script], { cwd: root, stdout: "pipe", stderr: "pipe" });
  const lines = run.stdout
    .toString()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { exitCode: run.exitCode ?? -1, lines };
}

describe("lifecycle/unhandled.ts", () => {
  test("a lost database connection nobody waited for is one warning, and the process goes on", () => {
    const { exitCode, lines } = runWithRejection(
      `Object.assign(new Error("write CONNECTION_CLOSED 127.0.0.1:5432"), { code: "CONNECTION_CLOSED" })`,
    );
    expect(exitCode).toBe(0);
    expect(lines.map((line) => line.msg)).toEqual([
      "database failure nobody waited for (the process goes on)",
      "still running",
    ]);
    expect(lines[0]).toMatchObject({ level: "warn", code: "CONNECTION_CLOSED" });
  });

  test("the breaker's refusal (DATABASE_AWAY) is a database failure too", () => {
    const { exitCode, lines } = runWithRejection(
      `Object.assign(new Error("the database is away"), { code: "DATABASE_AWAY" })`,
    );
    expect(exitCode).toBe(0);
    expect(lines[0]).toMatchObject({ level: "warn", code: "DATABASE_AWAY" });
  });

  test("any other rejection is a bug: logged as fatal with its stack, and the process ends with status 1", () => {
    const { exitCode, lines } = runWithRejection(`new TypeError("x is not a function")`);
    expect(exitCode).toBe(1);
    expect(lines.map((line) => line.msg)).toEqual(["unhandled promise rejection: stopping"]);
    expect(lines[0]).toMatchObject({ level: "fatal" });
    expect(JSON.stringify(lines[0])).toContain("x is not a function");
  });
});
