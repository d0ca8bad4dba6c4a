/**
 * User administration (docs/product.md §2 Admin users list / Admin user edit, §4 Admin display status, §5 Admin
 * edit, §6 Roles and Gates, §7 /api/admin/users*, /api/role/*). The services take typed data parsed at the edge by
 * the shared schemas of shared/schemas/admin.ts. Every function takes the acting administrator: the transports
 * gate with their declarations' `gate: "admin"` (edge/define.ts), and the services check the admin flag again so no caller can skip it.
 */
import { and, count, desc, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import { ROLE_IDS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { pageMeta } from "#shared/pagination.ts";
import type {
  AdminUserPage,
  AdminUserView,
  RoleChangeResult,
  TAdminListData,
  TAdminSuspendData,
  TAdminUserUpdateData,
  TRoleChangeData,
} from "#shared/schemas/admin.ts";
import type { TUserIdData } from "#shared/schemas/profile.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { invalidateUserSessions } from "../../auth/sessions.ts";
import type { AppDeps } from "../../context.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { activeUserFilter, moderationLog, regions, roles, userRoles, users } from "../../db/schema/index.ts";
import { AppError, type FieldErrors } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import { AVATAR_FOLDER, AVATAR_RULES } from "../../media/image-rules.ts";
import { storageFor } from "../../media/storage.ts";
import { discardUploads, storeUpload } from "../../media/stored-images.ts";
import type { Viewer } from "../../viewer.ts";
import { queueVerificationMail } from "../accounts/email-verification.service.ts";
import { referenceErrors } from "../catalog/catalog.references.ts";
import {
  loadProfileView,
  profileColumns,
  profileViews,
  selectProfileRow,
} from "../profile/profile.queries.ts";
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
 * GET /api/admin/users and admin.users (docs/product.md §2 Admin users list): every account (deleted ones too,
 * shown as deleted), newest first, `per_page` 10/20/50/100 (default 20), `q` matching name or e-mail
 * (case-insensitive substring, wildcards taken literally).
 * @returns `{data: AdminUserView[], meta}`. @throws AppError FORBIDDEN for a non-administrator.
 */
export async function listUsers(db: Database, admin: Viewer, input: TAdminListData): Promise<AdminUserPage> {
  assertAdmin(admin);
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
 * GET /api/admin/users/{id} and admin.user: the full profile of any account, deleted ones included.
 * @returns AdminUserView. @throws AppError FORBIDDEN, NOT_FOUND (copy.profile.notFound).
 */
export async function getUser(db: Database, admin: Viewer, { id }: TUserIdData): Promise<AdminUserView> {
  assertAdmin(admin);
  const view = await loadProfileView(db, id, admin.id);
  if (!view) throw AppError.notFound("user_not_found");
  return view;
}

/** The row of a live (not deleted) account. @throws AppError NOT_FOUND. */
async function liveUser(db: Database, id: number) {
  const row = await selectProfileRow(db, id);
  if (!row) throw AppError.notFound("user_not_found");
  if (row.deletedAt) throw AppError.notFound("user_deleted");
  return row;
}

/** Number of administrators other than `exceptUserId` (live accounts only). */
async function otherAdminCount(db: DbOrTx, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, ROLE_IDS.admin), ne(userRoles.userId, exceptUserId), activeUserFilter));
  return Number(row?.n ?? 0);
}

/**
 * PATCH /api/admin/users/{id} and admin.updateUser (docs/product.md §3 Admin user edit payload, §5 Admin edit):
 * name and e-mail required (not taken by another account), role user|admin, email_verified, region_id (null
 * unsets it), show_sns, optional password (absent = unchanged), avatar upload or `avatar_remove`. A new password
 * ends the member's sessions (the acting administrator keeps the current one); a changed e-mail without
 * `email_verified` becomes unverified. The last administrator cannot lose the role. A replaced avatar file is
 * removed after the save.
 * @returns the updated AdminUserView.
 * @throws AppError FORBIDDEN, VALIDATION (422: e-mail taken, unknown region, last admin, avatar too large or not
 *   an image), NOT_FOUND (unknown or deleted account).
 */
export async function updateUser(
  deps: AppDeps,
  admin: Viewer,
  input: TAdminUserUpdateData,
): Promise<AdminUserView> {
  assertAdmin(admin);
  const { db, env } = deps;
  const current = await liveUser(db, input.id);
  const [[taken], referenceFieldErrors, isAdminNow] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, input.id)))
      .limit(1),
    referenceErrors(db, { region_id: input.region_id }, { region_id: copy.fields.region_id }),
    db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, input.id), eq(userRoles.roleId, ROLE_IDS.admin)))
      .then((rows) => rows.length > 0),
  ]);
  const fieldErrors: FieldErrors = {};
  if (taken) fieldErrors.email = [copy.validation.emailTaken];
  Object.assign(fieldErrors, referenceFieldErrors);
  if (input.role === "user" && isAdminNow && (await otherAdminCount(db, input.id)) === 0) {
    fieldErrors.role = [copy.admin.lastAdmin];
  }
  if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);

  const storage = storageFor(env);
  const avatarKey = input.avatar
    ? await storeUpload(storage, input.avatar, AVATAR_RULES, AVATAR_FOLDER)
    : undefined;
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
    await db.transaction(async (tx) => {
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
      // A new password ends the member's sessions and their live streams, with the change itself.
      if (input.password) {
        await invalidateUserSessions(tx, input.id, input.id === admin.id ? admin.sessionId : undefined);
      }
    });
  } catch (error) {
    await discardUploads(storage, [avatarKey]);
    // Another save took the address between the check above and this one.
    if (error instanceof Error && /users_email_unique/.test(error.message)) {
      throw AppError.validation({ email: [copy.validation.emailTaken] });
    }
    throw error;
  }
  if ("avatarPath" in changes && changes.avatarPath !== current.avatarPath) {
    await discardUploads(storage, [current.avatarPath]);
  }
  return getUser(db, admin, { id: input.id });
}

/**
 * POST /api/admin/users/{id}/suspend|unsuspend and admin.setSuspended (docs/product.md §4 Admin display status):
 * suspends a member (status suspended, is_banned: they cannot log in; their sessions and live streams end on
 * every instance at once) or lifts it.
 * @returns the AdminUserView after it. @throws AppError FORBIDDEN, BAD_REQUEST (copy.admin.cannotSelf) for one's
 *   own account, NOT_FOUND.
 */
export async function setSuspended(
  db: Database,
  admin: Viewer,
  input: TAdminSuspendData,
): Promise<AdminUserView> {
  assertAdmin(admin);
  if (input.id === admin.id) throw AppError.of("cannot_target_self");
  await liveUser(db, input.id);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        status: input.suspended ? "suspended" : "active",
        isBanned: input.suspended,
        updatedAt: new Date(),
      })
      .where(eq(users.id, input.id));
    // docs/product.md §12 Suspension: the sessions and the member's live streams end at this commit.
    if (input.suspended) await invalidateUserSessions(tx, input.id);
    // docs/product.md §12: every suspension and its lifting is kept in the moderation log with the reason.
    await tx.insert(moderationLog).values({
      adminId: admin.id,
      action: input.suspended ? "suspend_user" : "unsuspend",
      targetType: "user",
      targetId: input.id,
      note: input.reason ?? null,
    });
  });
  return getUser(db, admin, { id: input.id });
}

/**
 * DELETE /api/admin/users/{id} and admin.deleteUser: the account deletion of user-deletion.service.ts, the same as the
 * member's own 退会 (docs/product.md §4 Leaving). An administrator cannot delete their own account here.
 * @throws AppError FORBIDDEN, BAD_REQUEST (copy.admin.cannotSelf), NOT_FOUND.
 */
export async function deleteUser(deps: AppDeps, admin: Viewer, { id }: TUserIdData): Promise<void> {
  assertAdmin(admin);
  if (id === admin.id) throw AppError.of("cannot_target_self");
  await deleteUserAccount(deps, id);
}

/** Re-sends per target account and minute (docs/product.md §9 Rate limits), so a double click does not flood. */
const RESEND_LIMIT = { max: 6, windowSeconds: 60 } as const;

/**
 * The administrators' resend limit (docs/product.md §9 Rate limits "verification resend (admin)"): one hit in the
 * bucket `admin-verification:<target id>`, at most 6 a minute. Both adapters take it before
 * resendUserVerification; the REST answer carries no X-RateLimit-* on success (docs/api.md "Rate limits").
 * @throws AppError TOO_MANY_REQUESTS (429 `Too Many Attempts.`, Retry-After and X-RateLimit-* from the error).
 */
export function takeAdminResendLimit(db: Database, { id }: TUserIdData): Promise<RateLimitResult> {
  return takeRateLimit(db, `admin-verification:${id}`, RESEND_LIMIT.max, RESEND_LIMIT.windowSeconds);
}

/**
 * POST /api/admin/users/{id}/resend-verification and admin.resendVerification (docs/product.md §4 E-mail
 * verification): queues a fresh verification link for the member (the adapters take takeAdminResendLimit first);
 * the worker sends it, with retries while the mail server is away, so the answer never depends on that server.
 * @returns `{ message: copy.admin.resent }`. @throws AppError FORBIDDEN, BAD_REQUEST (copy.admin.alreadyVerified),
 *   NOT_FOUND.
 */
export async function resendUserVerification(
  deps: AppDeps,
  admin: Viewer,
  { id }: TUserIdData,
): Promise<{ message: string }> {
  assertAdmin(admin);
  const user = await liveUser(deps.db, id);
  if (user.emailVerifiedAt) throw AppError.of("already_verified");
  if (user.email) await queueVerificationMail(deps.db, id, user.email);
  return { message: copy.admin.resent };
}

/**
 * PATCH /api/role/attach|detach/{userId} {role} and admin.attachRole / detachRole (docs/product.md §5 Admin
 * edit, §3 Cover presets and roles): gives or takes a role (user, admin, editor) by name. The last administrator
 * cannot lose the admin role.
 * @returns `{ id, roles }` after the change. @throws AppError FORBIDDEN, VALIDATION on `role` (unknown role, last
 *   admin), NOT_FOUND.
 */
export async function changeRole(
  db: Database,
  admin: Viewer,
  input: TRoleChangeData,
  mode: "attach" | "detach",
): Promise<RoleChangeResult> {
  assertAdmin(admin);
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
