/**
 * User administration (spec.md §2 Admin users / edit, §4 admin display status, §5 Admin edit, §6 Admin,
 * §7 /api/admin/users*, /api/role/*). Every function takes the acting administrator: the transports gate with
 * adminProcedure / requireAdmin, and the services check the admin flag again so no caller can skip it.
 */
import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { ROLE_IDS } from "../../../shared/constants.ts";
import { copy } from "../../../shared/copy.ts";
import { pageMeta } from "../../../shared/pagination.ts";
import {
  type AdminUserPage,
  ZAdminListInput,
  ZAdminSuspendInput,
  ZAdminUpdateInput,
} from "../../../shared/schemas/admin.ts";
import { type ProfileView, ZRoleChangeInput, ZUserIdInput } from "../../../shared/schemas/profile.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { invalidateUserSessions } from "../../auth/sessions.ts";
import type { AppDeps } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { regions, roles, userRoles, users } from "../../db/schema/index.ts";
import { AppError, type FieldErrors } from "../../errors.ts";
import { hitRateLimit, rateLimitedError } from "../../http/rate-limit.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";
import { sendVerificationMail } from "../accounts/email-verification.service.ts";
import {
  loadProfileView,
  profileColumns,
  profileViews,
  selectProfileRow,
} from "../profile/profile.queries.ts";
import { AVATAR_RULES, discardImages, storeImage } from "../profile/profile-images.ts";
import { deleteUserAccount } from "./user-deletion.service.ts";

/** @throws AppError FORBIDDEN unless the viewer is an administrator. */
function assertAdmin(viewer: Viewer): void {
  if (!viewer.isAdmin) throw AppError.forbidden();
}

/** `%q%` for ILIKE with the wildcard characters of `q` escaped. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * GET /api/admin/users: every account (deleted ones too, shown as deleted), newest first, `per_page` 10/20/50/100
 * (default 20), `q` matching name or e-mail (case-insensitive substring).
 */
export async function listUsers(db: Database, admin: Viewer, raw: unknown): Promise<AdminUserPage> {
  assertAdmin(admin);
  const input = parseInput(ZAdminListInput, raw);
  let where: SQL | undefined;
  if (input.q) {
    const pattern = containsPattern(input.q);
    where = or(ilike(users.name, pattern), ilike(users.email, pattern));
  }
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    db
      .select(profileColumns)
      .from(users)
      .leftJoin(regions, eq(regions.id, users.regionId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
  ]);
  const data = await profileViews(db, rows, admin.id);
  return { data, meta: pageMeta(input.page, input.per_page, Number(totals[0]?.total ?? 0), data.length) };
}

/**
 * GET /api/admin/users/{id}: the full profile of any account, deleted ones included.
 * @throws AppError NOT_FOUND.
 */
export async function getUser(db: Database, admin: Viewer, raw: unknown): Promise<ProfileView> {
  assertAdmin(admin);
  const { id } = parseInput(ZUserIdInput, raw);
  const view = await loadProfileView(db, id, admin.id);
  if (!view) throw AppError.notFound(copy.profile.notFound);
  return view;
}

/** The row of a live (not deleted) account. @throws AppError NOT_FOUND. */
async function liveUser(db: Database, id: number) {
  const row = await selectProfileRow(db, id);
  if (!row) throw AppError.notFound(copy.profile.notFound);
  if (row.deletedAt) throw AppError.notFound(copy.admin.deletedUser);
  return row;
}

/** Number of administrators other than `exceptUserId` (live accounts only). */
async function otherAdminCount(db: Database, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.roleId, ROLE_IDS.admin),
        ne(userRoles.userId, exceptUserId),
        sql`${users.deletedAt} is null`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * POST /api/admin/users/{id} with _method PATCH (spec.md §3 Admin user edit payload): name and e-mail required,
 * role user|admin, email_verified, region_id, show_sns, optional password (empty = unchanged), avatar.
 * A new password ends the member's sessions. The last administrator cannot lose the role.
 * @returns the updated full profile. @throws AppError VALIDATION (422), NOT_FOUND.
 */
export async function updateUser(
  deps: AppDeps,
  admin: Viewer,
  raw: unknown,
  files: { avatar?: Blob } = {},
): Promise<ProfileView> {
  assertAdmin(admin);
  const { db, env } = deps;
  const input = parseInput(ZAdminUpdateInput, raw);
  const current = await liveUser(db, input.id);
  const fieldErrors: FieldErrors = {};
  const [[taken], region, isAdminNow] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, input.id)))
      .limit(1),
    typeof input.region_id === "number"
      ? db.select({ id: regions.id }).from(regions).where(eq(regions.id, input.region_id)).limit(1)
      : Promise.resolve([{ id: 0 }]),
    db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, input.id), eq(userRoles.roleId, ROLE_IDS.admin)))
      .then((rows) => rows.length > 0),
  ]);
  if (taken) fieldErrors.email = [copy.validation.emailTaken];
  if (region.length === 0) fieldErrors.region_id = [copy.validation.invalidChoice(copy.fields.region_id)];
  if (input.role === "user" && isAdminNow && (await otherAdminCount(db, input.id)) === 0) {
    fieldErrors.role = [copy.admin.lastAdmin];
  }
  if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);

  const avatarKey = files.avatar ? await storeImage(env, files.avatar, AVATAR_RULES, "avatars") : undefined;
  const changes: Partial<typeof users.$inferInsert> = {
    name: input.name,
    email: input.email,
    updatedAt: new Date(),
  };
  const emailChanged = input.email !== current.email;
  if (input.email_verified !== undefined) {
    changes.emailVerifiedAt = input.email_verified ? (current.emailVerifiedAt ?? new Date()) : null;
  } else if (emailChanged) {
    changes.emailVerifiedAt = null;
  }
  if (input.region_id !== undefined) changes.regionId = input.region_id;
  if (input.show_sns !== undefined) changes.showSns = input.show_sns;
  if (input.password) changes.passwordHash = await hashPassword(input.password);
  if (avatarKey) changes.avatarPath = avatarKey;
  else if (input.avatar_remove) changes.avatarPath = null;

  try {
    await db.transaction(async (raw) => {
      const tx = raw as unknown as Database;
      await tx.update(users).set(changes).where(eq(users.id, input.id));
      if (input.role === "admin" && !isAdminNow) {
        await tx.insert(userRoles).values({ userId: input.id, roleId: ROLE_IDS.admin }).onConflictDoNothing();
      } else if (input.role === "user" && isAdminNow) {
        await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, input.id), eq(userRoles.roleId, ROLE_IDS.admin)));
      }
      if (input.role) {
        await tx.insert(userRoles).values({ userId: input.id, roleId: ROLE_IDS.user }).onConflictDoNothing();
      }
    });
  } catch (error) {
    if (error instanceof Error && /users_email_unique/.test(error.message)) {
      await discardImages(env, [avatarKey]);
      throw AppError.validation({ email: [copy.validation.emailTaken] });
    }
    await discardImages(env, [avatarKey]);
    throw error;
  }
  if (input.password) {
    await invalidateUserSessions(db, input.id, input.id === admin.id ? admin.sessionId : undefined);
  }
  if ("avatarPath" in changes && changes.avatarPath !== current.avatarPath) {
    await discardImages(env, [current.avatarPath]);
  }
  return getUser(db, admin, { id: input.id });
}

/**
 * Suspends a member (status suspended, is_banned: they cannot log in and their sessions end) or lifts it.
 * @throws AppError BAD_REQUEST for one's own account, NOT_FOUND.
 */
export async function setSuspended(db: Database, admin: Viewer, raw: unknown): Promise<ProfileView> {
  assertAdmin(admin);
  const input = parseInput(ZAdminSuspendInput, raw);
  if (input.id === admin.id) throw new AppError("BAD_REQUEST", copy.admin.cannotSelf);
  await liveUser(db, input.id);
  await db
    .update(users)
    .set({
      status: input.suspended ? "suspended" : "active",
      isBanned: input.suspended,
      updatedAt: new Date(),
    })
    .where(eq(users.id, input.id));
  if (input.suspended) await invalidateUserSessions(db, input.id);
  return getUser(db, admin, { id: input.id });
}

/**
 * DELETE /api/admin/users/{id}: the account deletion of user-deletion.service.ts (posts stay as
 * copy.post.deletedUser). An administrator cannot delete their own account here.
 * @throws AppError BAD_REQUEST (own account), NOT_FOUND.
 */
export async function deleteUser(deps: AppDeps, admin: Viewer, raw: unknown): Promise<void> {
  assertAdmin(admin);
  const { id } = parseInput(ZUserIdInput, raw);
  if (id === admin.id) throw new AppError("BAD_REQUEST", copy.admin.cannotSelf);
  await deleteUserAccount(deps, id);
}

/** Re-sends per account and minute, so a double click does not flood an inbox. */
const RESEND_LIMIT = { max: 6, windowSeconds: 60 } as const;

/**
 * POST /api/admin/users/{id}/resend-verification: mails a fresh verification link to the member.
 * @returns `{ message }`. @throws AppError BAD_REQUEST when already verified, NOT_FOUND, TOO_MANY_REQUESTS.
 */
export async function resendUserVerification(
  deps: AppDeps,
  admin: Viewer,
  raw: unknown,
): Promise<{ message: string }> {
  assertAdmin(admin);
  const { id } = parseInput(ZUserIdInput, raw);
  const user = await liveUser(deps.db, id);
  if (user.emailVerifiedAt) throw new AppError("BAD_REQUEST", copy.admin.alreadyVerified);
  const limit = await hitRateLimit(
    deps.db,
    `admin-verification:${id}`,
    RESEND_LIMIT.max,
    RESEND_LIMIT.windowSeconds,
  );
  if (!limit.allowed) throw rateLimitedError(limit);
  await sendVerificationMail(deps.db, deps.env, id);
  return { message: copy.admin.resent };
}

/**
 * PATCH /api/role/attach|detach/{userId} {role}: gives or takes a role (user, admin, editor) by name.
 * The last administrator cannot lose the admin role.
 * @returns `{ id, roles }`. @throws AppError VALIDATION (unknown role, last admin), NOT_FOUND.
 */
export async function changeRole(
  db: Database,
  admin: Viewer,
  raw: unknown,
  mode: "attach" | "detach",
): Promise<{ id: number; roles: { id: number; name: string }[] }> {
  assertAdmin(admin);
  const input = parseInput(ZRoleChangeInput, raw);
  const [role] = await db.select().from(roles).where(eq(roles.name, input.role)).limit(1);
  if (!role) throw AppError.validation({ role: [copy.validation.invalidChoice(copy.profile.fields.role)] });
  await liveUser(db, input.userId);
  if (mode === "attach") {
    await db.insert(userRoles).values({ userId: input.userId, roleId: role.id }).onConflictDoNothing();
  } else {
    if (role.id === ROLE_IDS.admin && (await otherAdminCount(db, input.userId)) === 0) {
      throw AppError.validation({ role: [copy.admin.lastAdmin] });
    }
    await db.delete(userRoles).where(and(eq(userRoles.userId, input.userId), eq(userRoles.roleId, role.id)));
  }
  const view = await getUser(db, admin, { id: input.userId });
  return { id: view.id, roles: view.roles };
}
