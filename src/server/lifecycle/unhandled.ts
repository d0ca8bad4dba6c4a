/**
 * A rejection nobody handled (docs/operations.md "Database outages"). Bun, like Node, ends the process on one;
 * during an outage the driver can reject database work whose caller has already gone (a query queued on a
 * connection cut by the breaker, the same failure handed to several queries at once), and ending the process then
 * broke "the same process serves again by itself". Such a rejection is logged as one warning and the process goes
 * on; any other is still a bug: logged as fatal with its stack, and the process ends with status 1 as before.
 */
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { logger } from "../logger.ts";

/** Installs the process's `unhandledRejection` handler (once, at start-up). Never throws. */
export function installUnhandledRejections(): void {
  process.on("unhandledRejection", (reason) => {
    if (isDatabaseUnavailable(reason)) {
      const error = reason as { code?: unknown; message?: unknown };
      logger.warn(
        { code: error.code, reason: String(error.message) },
        "database failure nobody waited for (the process goes on)",
      );
      return;
    }
    logger.fatal({ err: reason }, "unhandled promise rejection: stopping");
    process.exit(1);
  });
}
