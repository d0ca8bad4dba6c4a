/**
 * Is this failure the database being away (docs/operations.md "Database outages")? Such a failure is not a bug
 * of the request: it is answered 503 with Retry-After (errors.ts `unavailableError`), logged as one warning
 * without a stack, and the next request simply tries again — postgres.js opens new connections by itself.
 */

/**
 * postgres.js and Node socket codes of a connection that could not be opened or was lost, and DATABASE_AWAY: a
 * statement refused at once because the database is known to be away (db/availability.ts).
 */
const CONNECTION_CODES = new Set([
  "DATABASE_AWAY",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * SQLSTATEs of a server that cannot serve now (57014, a statement timeout, is errors.ts timeoutError's): 57P01–57P03
 * shutting down / starting up, 53300 too many connections; class 08 (connection exceptions) is matched below.
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** True when `error` or one of its causes says the database could not be reached or could not answer. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
        return true;
    }
    current = current.cause;
  }
  return false;
}
