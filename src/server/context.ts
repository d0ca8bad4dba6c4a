/**
 * What every request carries into the transports: the app's dependencies, the viewer and the session token
 * (ARCHITECTURE.md "Requests carry the viewer into the service").
 */
import type { Database } from "./db/client.ts";
import type { AppEnv } from "./env.ts";
import type { Viewer } from "./viewer.ts";

/** Long-lived dependencies shared by every request. */
export interface AppDeps {
  db: Database;
  env: AppEnv;
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
}

/** Hono's typing of our context variables. */
export interface AppBindings {
  Variables: { deps: AppDeps; state: RequestState };
}
