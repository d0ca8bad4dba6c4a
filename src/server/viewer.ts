/**
 * The viewer of a request: who is calling, carried from the transport into every service
 * (docs/architecture.md "Data flows one way").
 */
import type { ValidSession } from "./auth/sessions.ts";

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
}

/** The viewer of a validated session (no query: the session lookup already read the user). */
export function viewerOf(session: ValidSession): Viewer {
  return { id: session.userId, sessionId: session.id, ...session.user };
}
