/**
 * Accounts: register, log in (throttled), log out, the session user (spec.md §3 User (session), §7 /api/auth/*).
 * E-mail verification, password reset and account settings live in their own services of this domain.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ACCOUNT_LIMITS, ROLE_IDS } from "../../../shared/constants.ts";
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
import type { AppDeps } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { categories, regions, roles, userInterests, userRoles, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { clearRateLimit, hitRateLimit, peekRateLimit, rateLimitedError } from "../../http/rate-limit.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { parseInput } from "../../validation.ts";
import { AVATAR_RULES, discardImages, storeImage } from "../profile/profile-images.ts";
import { sendVerificationMail } from "./email-verification.service.ts";

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

/** The avatar file of a register form, if one was sent (an empty file input sends an empty string). */
export function avatarOf(value: unknown): Blob | null {
  return value instanceof Blob && value.size > 0 ? value : null;
}

/**
 * Registers a member (unverified e-mail, role user), stores the avatar (re-encoded with sharp), signs them in
 * and mails the verification link. A failed mail is logged, not fatal: the member can resend it.
 * @param raw Register payload of spec.md §3 (`avatar` may be a File).
 * @throws AppError VALIDATION (422) with Japanese field errors (also for an avatar that is not an image).
 */
export async function register(deps: AppDeps, raw: unknown, meta: ClientMeta): Promise<IssuedSession> {
  const { db, env } = deps;
  const input = parseInput(ZRegisterInput, raw);
  const avatar = avatarOf((raw as { avatar?: unknown } | null)?.avatar);
  const fieldErrors: Record<string, string[]> = {};
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (taken) fieldErrors.email = [copy.validation.emailTaken];
  if (input.region_id !== undefined) {
    const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, input.region_id));
    if (!region) fieldErrors.region_id = [copy.validation.invalidChoice(copy.fields.region_id)];
  }
  if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);

  // The image is checked before anything is written; a later failure removes the stored file again.
  const avatarKey = avatar ? await storeImage(env, avatar, AVATAR_RULES, "avatars") : null;
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          regionId: input.region_id ?? null,
          avatarPath: avatarKey,
          // Registering signs the member in: it is their first login (admin list 最終ログイン).
          lastLoginAt: new Date(),
        })
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
  } catch (error) {
    if (avatarKey) await discardImages(env, [avatarKey]);
    throw error;
  }
  const token = generateSessionToken();
  const session = await createSession(db, token, userId, { remember: false, ...meta });
  try {
    await sendVerificationMail(db, env, userId);
  } catch (error) {
    console.error("[mail] verification mail after registration failed", error);
  }
  return { token, session, userId };
}

/** The throttle key of a login: lower-cased e-mail and IP (REST-CONVENTIONS.md "Throttling"). */
export function loginThrottleKey(email: string, ipAddress: string | undefined): string {
  return `login:${email.trim().toLowerCase()}|${ipAddress ?? ""}`;
}

/**
 * Checks e-mail and password and opens a new session (a new token: no session fixation). Five failures a
 * minute per e-mail and IP lock the login until the window ends; a success clears the count.
 * @throws AppError TOO_MANY_REQUESTS (429, Retry-After) while locked; VALIDATION (422)
 * `{ email: [copy.validation.credentials] }` on wrong credentials.
 */
export async function login(db: Database, raw: unknown, meta: ClientMeta): Promise<IssuedSession> {
  const input = parseInput(ZLoginInput, raw);
  const key = loginThrottleKey(input.email, meta.ipAddress);
  const max = ACCOUNT_LIMITS.loginMaxFailures;
  const state = await peekRateLimit(db, key, max);
  if (state.remaining === 0) throw rateLimitedError({ ...state, retryAfter: Math.max(1, state.retryAfter) });
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isBanned: users.isBanned })
    .from(users)
    .where(and(eq(users.email, input.email), sql`${users.deletedAt} is null`))
    .limit(1);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok || user.isBanned) {
    await hitRateLimit(db, key, max, ACCOUNT_LIMITS.loginWindowSeconds);
    throw AppError.validation({ email: [copy.validation.credentials] });
  }
  await clearRateLimit(db, key);
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
