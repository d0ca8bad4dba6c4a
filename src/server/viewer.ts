/**
 * The viewer of a request: who is calling, carried from the transport into every service
 * (ARCHITECTURE.md "Data flows one way").
 */
import { eq, sql } from "drizzle-orm";
import { ROLE_IDS } from "../shared/constants.ts";
import type { Database } from "./db/client.ts";
import { userRoles, users } from "./db/schema/index.ts";

/** A signed-in member as the services see them. */
export interface Viewer {
  id: number;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
  sessionId: string;
}

/** Loads the viewer of a valid session; null when the user is gone. One query. */
export async function loadViewer(db: Database, userId: number, sessionId: string): Promise<Viewer | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role_id = ${ROLE_IDS.admin})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    emailVerified: row.emailVerifiedAt !== null,
    isAdmin: Boolean(row.isAdmin),
    sessionId,
  };
}
