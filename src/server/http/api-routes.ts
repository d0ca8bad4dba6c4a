/**
 * The REST API under /api (docs/api.md "Routes"): the routes of every declared operation (edge/registry.ts, mounted
 * by edge/rest.ts in declaration order), in one place, so that app.ts and a test enumerate the same routes. Were two
 * routes to match the same method and path, the first declared would answer; none do today (path ids are digits
 * only, e.g. /posts/{id} vs /posts/nearby).
 */
import { Hono } from "hono";
import type { AppBindings } from "../context.ts";
import { allOperations } from "../edge/registry.ts";
import { restAppOf } from "../edge/rest.ts";

/** The REST apps, in mount order (paths relative to /api): the declared operations' routes. */
export const restApps: readonly Hono<AppBindings>[] = [restAppOf(allOperations)];

/** The /api sub-app: every adapter of `restApps` mounted at its root. `app.route("/api", restApi())`. */
export function restApi(): Hono<AppBindings> {
  const api = new Hono<AppBindings>();
  for (const rest of restApps) api.route("/", rest);
  return api;
}
