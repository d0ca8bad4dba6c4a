/**
 * Health endpoints (docs/operations.md "Health endpoints"), JSON and never the SPA, never cached, answered before
 * sessions, CSRF and compression:
 * - `GET /up`: liveness. 200 `{"status":"ok"}` while the process serves HTTP; nothing else is checked, so a
 *   supervisor restarts the process only when it is really stuck.
 * - `GET /readyz`: readiness. 200 `{"status":"ready","database":"ok"}` when the database answers `select 1`
 *   within READY_TIMEOUT_MS; 503 `{"status":"unavailable","database":"unavailable"}` otherwise, and 503
 *   `{"status":"draining"}` once shutdown has begun, so a load balancer stops sending new requests here.
 *   With read replicas (DATABASE_REPLICA_URLS) the answer also lists them, `replicas: [{name, status, lag_ms}]`
 *   (status ok, lagging, unavailable, not_a_replica or starting; db/replicas.ts): readiness depends on the
 *   primary only, since every read falls back to it.
 * - `GET /health`, `GET /healthz`: the readiness answer under the names other tools probe.
 * HEAD is answered like GET without a body (Hono does that for GET routes).
 */
import { Hono } from "hono";
import type { AppBindings } from "../context.ts";
import { type Database, pingDatabase } from "../db/client.ts";
import type { ReplicaSet } from "../db/replicas.ts";

/** How long readiness waits for the database's answer. */
export const READY_TIMEOUT_MS = 1000;

/** What the health endpoints read of the process's state (lifecycle/shutdown.ts sets `draining`). */
export interface HealthState {
  readonly draining: boolean;
}

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The health routes over `db` (and its `replicas`, when configured): `app.route("/", health(db, state,
 * replicas))`, before everything else.
 */
export function health(
  db: Database,
  state: HealthState = { draining: false },
  replicas?: ReplicaSet,
): Hono<AppBindings> {
  const app = new Hono<AppBindings>();
  const replicaStates = () =>
    replicas
      ? {
          replicas: replicas.reports().map(({ name, status, lagMs }) => ({ name, status, lag_ms: lagMs })),
        }
      : {};
  const ready = async () => {
    if (state.draining) return Response.json({ status: "draining" }, { status: 503, headers: NO_STORE });
    try {
      await pingDatabase(db, READY_TIMEOUT_MS);
      return Response.json({ status: "ready", database: "ok", ...replicaStates() }, { headers: NO_STORE });
    } catch {
      return Response.json(
        { status: "unavailable", database: "unavailable", ...replicaStates() },
        { status: 503, headers: { ...NO_STORE, "Retry-After": "5" } },
      );
    }
  };
  app.get("/up", () => Response.json({ status: "ok" }, { headers: NO_STORE }));
  app.get("/readyz", ready);
  app.get("/healthz", ready);
  app.get("/health", ready);
  return app;
}
