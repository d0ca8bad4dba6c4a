/**
 * The viewer of a request: who is calling, carried from the transport into every service
 * (docs/architecture.md "The shape in one picture").
 */
/** A signed-in member as the services see them. */
export interface Viewer {
  id: number;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
  sessionId: string;
  /**
   * The personal access token that authenticated this call (http/bearer.ts); absent for a browser session. Token
   * management needs the session (docs/product.md § API platform).
   */
  apiTokenId?: number;
  /**
   * Where the primary's WAL stood after the member's last write (bytes; db/replicas.ts `recordWrite`), null
   * when none is recorded: the member's public reads go to a replica only once it has replayed this far
   * (docs/operations.md "Read replicas").
   */
  writePosition?: bigint | null;
}

/** The stored write position of a lookup's row (a bigint as postgres.js's string, PGlite's number or bigint). */
export function writePositionOf(value: string | number | bigint | null | undefined): bigint | null {
  return value === null || value === undefined ? null : BigInt(value);
}

/**
 * The viewer of a validated session (auth/sessions.ts `ValidSession`; no query: the session lookup already read
 * the user). Typed by shape, not by importing the session module, which imports this one's type through the
 * event bus (docs/architecture.md "Import rules": no cycles).
 */
export function viewerOf(session: {
  id: string;
  userId: number;
  user: Pick<Viewer, "name" | "emailVerified" | "isAdmin" | "writePosition">;
}): Viewer {
  return { id: session.userId, sessionId: session.id, ...session.user };
}
