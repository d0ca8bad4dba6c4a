/**
 * The one way tests call tRPC procedures directly (docs/architecture.md "Tests"): a caller of the app router
 * for `viewer` (null = a visitor) over the shared test dependencies, with the request facts a transport would
 * set. Replaces the context literal each test file used to copy.
 */
import type { AppDeps } from "../../src/server/context.ts";
import { createCallerFactory } from "../../src/server/trpc/init.ts";
import { appRouter } from "../../src/server/trpc/root.ts";
import type { Viewer } from "../../src/server/viewer.ts";

const createCaller = createCallerFactory(appRouter);

/** Request facts a test may set (the client address for rate limits, the session token for auth procedures). */
export interface CallerOptions {
  sessionToken?: string | null;
  sessionExpiresAt?: Date | null;
  ipAddress?: string;
  userAgent?: string;
  /** Receives the cookies auth procedures write. */
  resHeaders?: Headers;
}

/** A tRPC caller acting as `viewer` (a member from the factories, or null for a visitor). */
export function callerFor(deps: AppDeps, viewer: Viewer | null, options: CallerOptions = {}) {
  return createCaller({
    ...deps,
    viewer,
    sessionToken: options.sessionToken ?? null,
    sessionExpiresAt: options.sessionExpiresAt ?? null,
    ipAddress: options.ipAddress ?? "127.0.0.1",
    userAgent: options.userAgent ?? "test",
    resHeaders: options.resHeaders ?? new Headers(),
  });
}
