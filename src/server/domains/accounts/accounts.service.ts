/**
 * Accounts: register, log in (throttled), log out, the session user (docs/product.md §3 User (session), §4 Auth
 * state, §5 Registration and login, §7 /api/auth/*). E-mail verification, password reset and account settings
 * live in their own services of this domain.
 */
import { and, asc, eq } from "drizzle-orm";
import { ACCOUNT_LIMITS, ROLE_IDS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import { isLanguage, type Language } from "#shared/language.ts";
import type { SessionUser, TLoginData, TRegisterData } from "#shared/schemas/auth.ts";
import { DEFAULT_TEXT_SIZE, isTextSize } from "#shared/text-size.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../auth/passwords.ts";
import {
  createSession,
  generateSessionToken,
  invalidateSession,
  type SessionRecord,
} from "../../auth/sessions.ts";
import type { AppDeps } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import {
  activeUserFilter,
  categories,
  roles,
  userInterests,
  userRoles,
  users,
} from "../../db/schema/index.ts";
import { AppError, type FieldErrors } from "../../errors.ts";
import { clearRateLimit, type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import { AVATAR_FOLDER, AVATAR_RULES } from "../../media/image-rules.ts";
import { storageFor } from "../../media/storage.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { discardUploads, storeUpload } from "../../media/stored-images.ts";
import { referenceErrors } from "../catalog/catalog.references.ts";
import { queueVerificationMail } from "./email-verification.service.ts";

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

/** The throttle key of registrations: the client address (docs/product.md §9 Rate limits). */
export function registrationThrottleKey(ipAddress: string | undefined): string {
  return `register:${ipAddress ?? ""}`;
}

/**
 * The per-address registration limit (docs/product.md §9 Rate limits): registering answers 422 for a taken
 * address (Laravel-compatible, kept for third parties), so every attempt — taken address or not — takes a hit
 * in `register:<IP>`, at most `max` (REGISTRATION_MAX_PER_HOUR, default ACCOUNT_LIMITS.registrationMax = 30) per
 * ACCOUNT_LIMITS.registrationWindowSeconds (1 hour): the form cannot be used to test addresses at speed. Both adapters take it before `register`, so
 * before any lookup, image or password hash; REST writes the returned state as X-RateLimit-*.
 * @throws AppError TOO_MANY_REQUESTS (429: copy.limits.registrations for people, `Too Many Attempts.` on the
 *   wire).
 */
export function takeRegistrationLimit(
  db: Database,
  meta: ClientMeta,
  max: number = ACCOUNT_LIMITS.registrationMax,
): Promise<RateLimitResult> {
  return takeRateLimit(
    db,
    registrationThrottleKey(meta.ipAddress),
    max,
    ACCOUNT_LIMITS.registrationWindowSeconds,
    copy.limits.registrations,
  );
}

/**
 * Registers a member (docs/product.md §5 Registration and login): unverified e-mail, role user, the interests and
 * region given; stores the avatar (re-encoded by the image pipeline, AVATAR_RULES), signs them in and queues the
 * verification mail with the new member (docs/product.md §4 E-mail verification: the worker sends it, with retries
 * while the mail server is away).
 * @param input the register payload (docs/product.md §3 Register payload), `avatar` the uploaded file if any.
 * @param language the request's language, which the verification mail is written in while the new account has
 *   chosen none (docs/product.md "Languages", "Mails and notifications"); Japanese when absent.
 * @returns the new session (token, record, user id); the transport writes the cookies.
 * @throws AppError VALIDATION (422) — `email` already registered; `region_id` / `categories` naming no region /
 *   category; `avatar` too large or not an image. Nothing is stored then.
 */
export async function register(
  deps: AppDeps,
  input: TRegisterData,
  meta: ClientMeta,
  language?: Language,
): Promise<IssuedSession> {
  const { db, env } = deps;
  const fieldErrors: FieldErrors = {};
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (taken) fieldErrors.email = [copy.validation.emailTaken];
  Object.assign(
    fieldErrors,
    await referenceErrors(db, { region_id: input.region_id, categories: input.categories }),
  );
  if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);

  // The image is checked before anything is written; a later failure removes the stored file again.
  const storage = storageFor(env);
  const avatarKey = input.avatar
    ? await storeUpload(storage, input.avatar, AVATAR_RULES, AVATAR_FOLDER)
    : null;
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
          // docs/product.md §10: when the member consented to the terms (null for REST clients that do not ask).
          termsAcceptedAt: input.terms_accepted ? new Date() : null,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      const created = inserted[0];
      if (!created) throw AppError.validation({ email: [copy.validation.emailTaken] });
      await tx.insert(userRoles).values({ userId: created.id, roleId: ROLE_IDS.user });
      const interests = [...new Set(input.categories)];
      if (interests.length > 0) {
        await tx
          .insert(userInterests)
          .values(interests.map((categoryId) => ({ userId: created.id, categoryId })));
      }
      // The verification mail is a job of this transaction: sent by the worker, retried while the mail server is
      // away (account-mail.ts), never lost and never a reason for registration to fail.
      await queueVerificationMail(tx, created.id, input.email, language);
      return created.id;
    });
  } catch (error) {
    await discardUploads(storage, [avatarKey]);
    throw error;
  }
  const token = generateSessionToken();
  const session = await createSession(db, token, userId, { remember: false, ...meta });
  return { token, session, userId };
}

/** The throttle key of a login: lower-cased e-mail and IP (docs/product.md §9 Rate limits). */
export function loginThrottleKey(email: string, ipAddress: string | undefined): string {
  return `login:${email.trim().toLowerCase()}|${ipAddress ?? ""}`;
}

/**
 * Checks e-mail and password and opens a new session (a new token: no session fixation; docs/product.md §5
 * Registration and login). Throttled here, not by a limit the adapters take (docs/product.md §9 Rate limits):
 * every attempt first reserves one of ACCOUNT_LIMITS.loginMaxFailures (5) password checks a minute per e-mail and
 * IP (one atomic upsert in PostgreSQL, so parallel attempts and other instances share it), and only then is the
 * password checked; a failure keeps its reservation, a success clears the bucket. So at most 5 passwords are
 * checked a minute, however many attempts arrive at once. A suspended account with the right password is told
 * copy.safety.suspension.loginRefused (docs/product.md §12 Suspension).
 * @param input `{email (lower-cased), password, remember}`; `remember` makes a 30-day session.
 * @returns the new session (token, record, user id); the transport writes the cookies.
 * @throws AppError TOO_MANY_REQUESTS (429 with the bucket: Retry-After, X-RateLimit-Limit 5 / -Remaining 0)
 *   while locked; VALIDATION (422) `{email: [copy.validation.credentials]}` on wrong credentials.
 */
export async function login(db: Database, input: TLoginData, meta: ClientMeta): Promise<IssuedSession> {
  const key = loginThrottleKey(input.email, meta.ipAddress);
  await takeRateLimit(db, key, ACCOUNT_LIMITS.loginMaxFailures, ACCOUNT_LIMITS.loginWindowSeconds);
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isBanned: users.isBanned })
    .from(users)
    .where(and(eq(users.email, input.email), activeUserFilter))
    .limit(1);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) throw AppError.validation({ email: [copy.validation.credentials] });
  // docs/product.md §12 Suspension: told only to whoever knows the password (no account probing).
  if (user.isBanned) throw AppError.validation({ email: [copy.safety.suspension.loginRefused] });
  await clearRateLimit(db, key);
  const token = generateSessionToken();
  const session = await createSession(db, token, user.id, { remember: input.remember, ...meta });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { token, session, userId: user.id };
}

/**
 * Ends the session `sessionId` and the live streams opened with it (docs/product.md §4 Auth state, Polling); the
 * transport hands out fresh visitor cookies.
 */
export async function logout(db: Database, sessionId: string): Promise<void> {
  await invalidateSession(db, sessionId);
}

/**
 * The session user of docs/product.md §3 User (session) with roles (id order) and interests (tree order), in
 * three small queries. @throws AppError UNAUTHORIZED when the user no longer exists (or was deleted).
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
      textSize: users.textSize,
      language: users.language,
      readReceipts: users.readReceipts,
    })
    .from(users)
    .where(and(eq(users.id, userId), activeUserFilter))
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
    email_verified_at: user.emailVerifiedAt ? toApiDate(user.emailVerifiedAt) : null,
    roles: roleRows,
    is_admin: roleRows.some((role) => role.id === ROLE_IDS.admin),
    avatar_url: storageUrl(user.avatarPath),
    avatar_path: user.avatarPath,
    interests: interestRows,
    region_id: user.regionId,
    text_size: isTextSize(user.textSize) ? user.textSize : DEFAULT_TEXT_SIZE,
    language: isLanguage(user.language) ? user.language : null,
    read_receipts: user.readReceipts,
  };
}
