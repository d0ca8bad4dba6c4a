/**
 * Accounts: register, log in, log out, the session user (spec.md §3 User (session), §7 /api/auth/*).
 * E-mail verification and password reset widen this domain later (issue 4).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ROLE_IDS } from "../../../shared/constants.ts";
import { copy } from "../../../shared/copy.ts";
import type { SessionUser } from "../../../shared/schemas/auth.ts";
import { ZLoginInput, ZRegisterInput } from "../../../shared/schemas/auth.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../auth/passwords.ts";
import {
  createSession,
  generateSessionToken,
  invalidateSession,
  type SessionRecord,
} from "../../auth/sessions.ts";
import type { Database } from "../../db/client.ts";
import { categories, regions, roles, userInterests, userRoles, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { parseInput } from "../../validation.ts";

/** A new session to hand to the transport, which writes the cookies. */
export interface IssuedSession {
  token: string;
  session: SessionRecord;
  userId: number;
}

/** Request facts stored with a session. */
export interface ClientMeta {
  ipAddress?: string;
  userAgent?: string;
}

/**
 * Registers a member (unverified e-mail, role user) and signs them in.
 * @param raw Register payload (spec.md §3). @throws AppError VALIDATION (422) with Japanese field errors.
 */
export async function register(db: Database, raw: unknown, meta: ClientMeta): Promise<IssuedSession> {
  const input = parseInput(ZRegisterInput, raw);
  const fieldErrors: Record<string, string[]> = {};
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (taken) fieldErrors.email = [copy.validation.emailTaken];
  if (input.region_id !== undefined) {
    const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, input.region_id));
    if (!region) fieldErrors.region_id = [copy.validation.invalidChoice(copy.fields.region_id)];
  }
  if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);

  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, regionId: input.region_id ?? null })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    const created = inserted[0];
    if (!created) throw AppError.validation({ email: [copy.validation.emailTaken] });
    await tx.insert(userRoles).values({ userId: created.id, roleId: ROLE_IDS.user });
    if (input.categories.length > 0) {
      const known = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, input.categories));
      if (known.length > 0) {
        await tx.insert(userInterests).values(known.map((c) => ({ userId: created.id, categoryId: c.id })));
      }
    }
    return created.id;
  });
  const token = generateSessionToken();
  const session = await createSession(db, token, userId, { remember: false, ...meta });
  return { token, session, userId };
}

/**
 * Checks e-mail and password and opens a new session (a new token: no session fixation).
 * @throws AppError VALIDATION (422) `{ email: [copy.validation.credentials] }`.
 */
export async function login(db: Database, raw: unknown, meta: ClientMeta): Promise<IssuedSession> {
  const input = parseInput(ZLoginInput, raw);
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isBanned: users.isBanned })
    .from(users)
    .where(and(eq(users.email, input.email), sql`${users.deletedAt} is null`))
    .limit(1);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok || user.isBanned) {
    throw AppError.validation({ email: [copy.validation.credentials] });
  }
  const token = generateSessionToken();
  const session = await createSession(db, token, user.id, { remember: input.remember, ...meta });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { token, session, userId: user.id };
}

/** Ends the current session. */
export async function logout(db: Database, sessionId: string): Promise<void> {
  await invalidateSession(db, sessionId);
}

/**
 * The session user of spec.md §3 with roles and interests, in three small queries.
 * @throws AppError UNAUTHORIZED when the user no longer exists.
 */
export async function getSessionUser(db: Database, userId: number): Promise<SessionUser> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      avatarPath: users.avatarPath,
      regionId: users.regionId,
    })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
    .limit(1);
  if (!user) throw AppError.unauthorized();
  const [roleRows, interestRows] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(roles.id)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(userInterests)
      .innerJoin(categories, eq(categories.id, userInterests.categoryId))
      .where(eq(userInterests.userId, userId))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email ?? "",
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    roles: roleRows,
    is_admin: roleRows.some((role) => role.id === ROLE_IDS.admin),
    avatar_url: storageUrl(user.avatarPath),
    avatar_path: user.avatarPath,
    interests: interestRows,
    region_id: user.regionId,
  };
}
