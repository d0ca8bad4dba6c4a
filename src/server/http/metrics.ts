/**
 * `GET /metrics` (docs/operations.md "Metrics"): this process's metrics (metrics/metrics.ts) in Prometheus's text
 * format, never cached, answered before sessions, CSRF and compression, like the health endpoints.
 *
 * Only for a scraper: a client whose address (http/client-address.ts: the socket's peer, or behind TRUSTED_PROXIES
 * the address they forwarded) is in METRICS_ALLOWED (default: this machine), or any client sending
 * `Authorization: Bearer <METRICS_TOKEN>` when that is set (compared in constant time). An unknown address is
 * allowed nothing. Anyone else is answered exactly as a path the board does not have (the route passes the request
 * on: the SPA's page, or its 404), so the endpoint is not revealed.
 *
 * Before writing, a scrape reads the job queue's figures (metrics/job-stats.ts, bounded in time): a scrape during a
 * database outage still answers at once with what the process knows.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Handler } from "hono";
import type { AppBindings, AppDeps } from "../context.ts";
import { DEFAULT_METRICS_ALLOWED } from "../env.ts";
import { refreshJobStats } from "../metrics/job-stats.ts";
import { metricsRegistry } from "../metrics/metrics.ts";
import { addressMatcher } from "./client-address.ts";

/** SHA-256 of `text`: both sides of the token comparison have the same length whatever was sent. */
function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/**
 * The scrape handler: `app.get("/metrics", metrics(deps))`, next to the health routes. Reads `deps.env.metrics`
 * once (METRICS_ALLOWED, METRICS_TOKEN).
 */
export function metrics(deps: AppDeps): Handler<AppBindings> {
  const settings = deps.env.metrics ?? { allowed: DEFAULT_METRICS_ALLOWED, token: undefined };
  const isAllowed = addressMatcher(settings.allowed);
  const token = settings.token === undefined ? undefined : digest(settings.token);
  const hasToken = (header: string | undefined): boolean => {
    if (!token || !header) return false;
    const match = /^bearer\s+(.+)$/i.exec(header);
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1].trim()), token);
  };
  return async (c, next) => {
    const address = c.env?.clientIp;
    if (!(address !== undefined && isAllowed(address)) && !hasToken(c.req.header("authorization"))) {
      // Not for this client: answered as any path the board does not have.
      await next();
      return;
    }
    await refreshJobStats(deps.db);
    return c.body(await metricsRegistry.metrics(), 200, {
      "Content-Type": metricsRegistry.contentType,
      "Cache-Control": "no-store",
    });
  };
}
