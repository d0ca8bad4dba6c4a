/**
 * Periodic clean-up (started by index.ts): expired sessions every hour, expired rate-limit buckets
 * (`rate_limit_buckets`, one row per limited key: login e-mail+IP, contact IP, …) every 10 minutes, and the
 * leaving backlog — members who left before leaving deleted or anonymised what they wrote (docs/product.md §4
 * Leaving) — every 10 minutes, at most LEAVING_BACKLOG_BATCH members a run; the requests' stored link cards that
 * are no longer current (docs/product.md "Link previews") and webhook deliveries older than 30 days
 * (docs/product.md "Webhooks") every hour. Each runs once at start. A failed sweep
 * is logged and tried again next time; the timers never keep the process alive on their own, and `stop()` ends
 * them at shutdown.
 */
import { deleteExpiredSessions } from "./auth/sessions.ts";
import type { AppDeps } from "./context.ts";
import { sweepLeavingBacklog } from "./domains/admin/leaving-backlog.ts";
import { sweepPostCards } from "./domains/previews/post-cards.ts";
import { sweepWebhookDeliveries } from "./domains/webhooks/webhooks.service.ts";
import { sweepRateLimits } from "./limits/rate-limit.ts";
import { logger } from "./logger.ts";
import { storageFor } from "./media/storage.ts";

/** How often expired sessions are removed (ms). */
const SESSION_SWEEP_MS = 60 * 60 * 1000;
/** How often expired rate-limit buckets are removed (ms). */
const RATE_LIMIT_SWEEP_MS = 10 * 60 * 1000;
/** How often members of the leaving backlog are settled (ms). */
const LEAVING_BACKLOG_SWEEP_MS = 10 * 60 * 1000;
/** How often stale link cards are removed from the file store (ms). */
const POST_CARDS_SWEEP_MS = 60 * 60 * 1000;
/** How often finished webhook deliveries past their 30 days are removed from the log (ms). */
const WEBHOOK_DELIVERIES_SWEEP_MS = 60 * 60 * 1000;

/** The running sweeps. */
export interface Housekeeping {
  /** Stops the timers (a sweep already running finishes). */
  stop(): void;
}

/**
 * Runs every sweep once (awaited), then on its interval. `deps`: the database, and the environment for the file
 * storage (the leaving backlog's request images, the link cards).
 */
export async function startHousekeeping(deps: Pick<AppDeps, "db" | "env">): Promise<Housekeeping> {
  const { db } = deps;
  const sweeps: [name: string, sweep: () => Promise<unknown>, everyMs: number][] = [
    ["sessions", () => deleteExpiredSessions(db), SESSION_SWEEP_MS],
    ["rate limits", () => sweepRateLimits(db), RATE_LIMIT_SWEEP_MS],
    ["leaving backlog", () => sweepLeavingBacklog(deps), LEAVING_BACKLOG_SWEEP_MS],
    ["link cards", () => sweepPostCards(db, storageFor(deps.env)), POST_CARDS_SWEEP_MS],
    ["webhook deliveries", () => sweepWebhookDeliveries(db), WEBHOOK_DELIVERIES_SWEEP_MS],
  ];
  const timers = await Promise.all(
    sweeps.map(async ([name, sweep, everyMs]) => {
      const run = () =>
        sweep().catch((err) => logger.warn({ err, sweep: name }, "housekeeping sweep failed"));
      await run();
      const timer = setInterval(run, everyMs);
      timer.unref();
      return timer;
    }),
  );
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
