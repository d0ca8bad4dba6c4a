/**
 * Preloaded by `bun test` (bunfig.toml): the in-process apps of the tests log warnings and errors only, as JSON,
 * so thousands of access lines do not bury the results. LOG_LEVEL=info (or debug) shows them when debugging.
 */
import { configureLogger } from "../../src/server/logger.ts";

/** The tests' logger: stdout JSON at LOG_LEVEL, default `warn`. */
export async function resetTestLogger(): Promise<void> {
  await configureLogger({ level: process.env.LOG_LEVEL ?? "warn", format: "json" });
}

await resetTestLogger();
