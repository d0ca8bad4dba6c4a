/**
 * What every request carries into the transports: the app's dependencies, the viewer and the session token
 * (docs/architecture.md "The shape in one picture": every request carries the viewer into the service).
 */
import type { Language } from "#shared/language.ts";
import type { Database } from "./db/client.ts";
import type { ReplicaSet } from "./db/replicas.ts";
import type { AppEnv } from "./env.ts";
import type { Viewer } from "./viewer.ts";

/** Long-lived dependencies shared by every request. */
export interface AppDeps {
  /** The primary database. */
  db: Database;
  env: AppEnv;
  /**
   * The read replicas (DATABASE_REPLICA_URLS), if any: handlers of public reads are given one of theirs as `db`
   * (edge/read-database.ts; docs/operations.md "Read replicas").
   */
  replicas?: ReplicaSet;
}

/** Per-request facts, set by the session middleware. */
export interface RequestState {
  viewer: Viewer | null;
  /** The session cookie value (a member's session or a visitor's CSRF anchor), if any. */
  sessionToken: string | null;
  /** When the member's session expires (null for a visitor): cookies written again keep this lifetime. */
  sessionExpiresAt: Date | null;
  ipAddress: string;
  userAgent: string;
  /** The personal access token that authenticated this /api call (http/bearer.ts), if any. */
  apiToken?: { id: number; abilities: readonly string[] };
}

/** What the entry point (http/served-app.ts) hands the Hono app with each request, as `c.env`. */
export interface RequestBindings {
  /** The client's IP address, read from the request Bun received (before any rewrite), if known. */
  clientIp: string | undefined;
}

/**
 * Hono's typing of our context: the entry point's bindings, the variables set by http/session.ts and the
 * request's language, set by http/language.ts (docs/product.md "Languages").
 */
export interface AppBindings {
  Bindings: RequestBindings;
  Variables: { deps: AppDeps; state: RequestState; language: Language };
}
