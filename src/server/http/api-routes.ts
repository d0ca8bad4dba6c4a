/**
 * The REST API under /api (docs/api.md "Routes"): the domain REST adapters in the order they are mounted, in one
 * place, so that app.ts and a test enumerate the same routes. Were two adapters to match the same method and path,
 * the first mounted would answer; none do today (path ids are digits only, e.g. /posts/{id} vs /posts/nearby).
 */
import { Hono } from "hono";
import type { AppBindings } from "../context.ts";
import { allOperations } from "../edge/registry.ts";
import { restAppOf } from "../edge/rest.ts";

/** Every domain's REST adapter, in mount order (paths relative to /api). */
export const restApps: readonly Hono<AppBindings>[] = [restAppOf(allOperations)];

/** The /api sub-app: every adapter of `restApps` mounted at its root. `app.route("/api", restApi())`. */
export function restApi(): Hono<AppBindings> {
  const api = new Hono<AppBindings>();
  for (const rest of restApps) api.route("/", rest);
  return api;
}
