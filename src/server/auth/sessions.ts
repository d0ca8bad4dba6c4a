/**
 * Sessions after Lucia's design (lucia-auth.com, docs/api.md "Sessions and CSRF"): a random token lives in an
 * HttpOnly cookie; the database keeps only its SHA-256 as the session id; expiry slides on use. Ending sessions
 * also ends the live streams opened with them, on every server instance (docs/product.md §4 Polling "Live
 * streams end with the session"): the `signout` bus event is published in the transaction that deletes them.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, lt, ne, sql } from "drizzle-orm";
import { ROLE_IDS, SESSION_LIFETIME_MS } from "#shared/constants.ts";
import type { Database, DbOrTx } from "../db/client.ts";
import { sessions, userRoles, users, writePositions } from "../db/schema/index.ts";
import { publishBusEvent } from "../realtime/event-bus.ts";
import { writePositionOf } from "../viewer.ts";

/** A stored session. */
export interface SessionRecord {
  id: string;
  userId: number;
  expiresAt: Date;
  remember: boolean;
}

/** A validated session with the facts about its user that every request needs. */
export interface ValidSession extends SessionRecord {
  /** True when the expiry moved, so the cookie must be written again. */
  refreshed: boolean;
  user: { name: string; emailVerified: boolean; isAdmin: boolean; writePosition: bigint | null };
}

/** A new random session token (20 bytes, base32): the cookie value. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The session id stored for a token: lowercase hex SHA-256. */
export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Lifetime in ms of a session (normal or remember-me). */
export function sessionLifetimeMs(remember: boolean): number {
  return remember ? SESSION_LIFETIME_MS.remember : SESSION_LIFETIME_MS.normal;
}

/** Stores a new session for `token`. Returns its expiry. */
export async function createSession(
  db: Database,
  token: string,
  userId: number,
  options: { remember: boolean; ipAddress?: string; userAgent?: string },
): Promise<SessionRecord> {
  const id = sessionIdFromToken(token);
  const expiresAt = new Date(Date.now() + sessionLifetimeMs(options.remember));
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt,
    remember: options.remember,
    ipAddress: options.ipAddress ?? null,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
  });
  return { id, userId, expiresAt, remember: options.remember };
}

/**
 * Looks a token up, with its user, in one query. Expired sessions and sessions of deleted or banned users are
 * removed and give null. Past half of its lifetime a session is extended (sliding expiry).
 */
export async function validateSessionToken(db: Database, token: string): Promise<ValidSession | null> {
  const id = sessionIdFromToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      remember: sessions.remember,
      deletedAt: users.deletedAt,
      isBanned: users.isBanned,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role_id = ${ROLE_IDS.admin})`,
      writePosition: sql<
        string | null
      >`(select wp.lsn from ${writePositions} wp where wp.user_id = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.deletedAt !== null || row.isBanned) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const lifetime = sessionLifetimeMs(row.remember);
  let expiresAt = row.expiresAt;
  let refreshed = false;
  if (expiresAt.getTime() - now < lifetime / 2) {
    expiresAt = new Date(now + lifetime);
    refreshed = true;
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  }
  return {
    id,
    userId: row.userId,
    expiresAt,
    remember: row.remember,
    refreshed,
    user: {
      name: row.name,
      emailVerified: row.emailVerifiedAt !== null,
      isAdmin: Boolean(row.isAdmin),
      writePosition: writePositionOf(row.writePosition),
    },
  };
}

/**
 * Ends one session (logout) and the live streams opened with it, in one transaction (a savepoint inside the
 * caller's). An unknown id (already ended, or a token call's `token:<id>`) ends nothing.
 */
export async function invalidateSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(eq(sessions.id, sessionId))
      .returning({ userId: sessions.userId });
    if (ended) await publishBusEvent(tx, { kind: "signout", user_id: ended.userId, sessions: [sessionId] });
  });
}

/**
 * Ends every session of a user, except `keepSessionId` when given (a password change keeps the session that
 * made it), and every live stream of the user but those of `keepSessionId` — also streams whose session row
 * is already gone. One transaction (a savepoint inside the caller's, e.g. a suspension's or a deletion's).
 */
export async function invalidateUserSessions(
  db: DbOrTx,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(
        keepSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
          : eq(sessions.userId, userId),
      );
    await publishBusEvent(tx, { kind: "signout", user_id: userId, keep: keepSessionId });
  });
}

/** Removes expired sessions (housekeeping). */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
