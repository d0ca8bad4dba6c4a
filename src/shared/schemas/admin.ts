/**
 * Inputs and outputs of user administration (docs/product.md §2 Admin users list / Admin user edit, §3 Admin user
 * edit payload, §4 Admin display status, §5 Admin edit, §7 /api/admin/users*, /api/role/*, §9 page sizes). The
 * input schemas accept what both transports send (form strings, FormData through `formInput`, typed values); the
 * output schemas describe the answers exactly (tRPC parses them).
 */
import { z } from "zod";
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, FIELD_LIMITS } from "../constants.ts";
import { copy } from "../copy.ts";
import {
  booleanField,
  emailField,
  formInt,
  formPage,
  optionalText,
  optionalUpload,
  pageOf,
  requiredId,
  requiredText,
  textField,
} from "./fields.ts";
import { clearableRegionId, ZProfileView, ZRoleView, ZUserIdInput } from "./profile.ts";

const f = copy.fields;
const v = copy.validation;

/** A page size of docs/product.md §9 (10, 20, 50, 100); anything else, "7" or "abc" included, means 20. */
const ZPageSize = formInt(
  z
    .number()
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n))
    .catch(ADMIN_DEFAULT_PAGE_SIZE),
);

/** GET /api/admin/users?page&per_page&q (q: a case-insensitive part of the name or e-mail). */
export const ZAdminListInput = z.object({
  page: formPage(),
  per_page: ZPageSize.default(ADMIN_DEFAULT_PAGE_SIZE),
  q: optionalText(f.keyword, 100),
});
export type TAdminListData = z.output<typeof ZAdminListInput>;

/**
 * Admin user edit payload (docs/product.md §3 Admin user edit payload, §5 Admin edit): PATCH /api/admin/users/{id}
 * (form, multipart or JSON; the path's id) and admin.updateUser (FormData with `id` through `formInput`, or the
 * object). Name and e-mail required; an empty password leaves it unchanged; `region_id` "" unsets the region;
 * `avatar` is an upload judged by the service's image pipeline.
 */
export const ZAdminUserUpdateInput = z.object({
  /** The edited account ("12" from FormData; REST: the path's id). */
  id: requiredId(f.user_id),
  name: requiredText(f.name, FIELD_LIMITS.name),
  email: emailField(f.email),
  role: z.enum(["user", "admin"], { error: v.invalidChoice(copy.profile.fields.role) }).optional(),
  email_verified: booleanField(copy.admin.emailVerified).optional(),
  region_id: clearableRegionId(f.region_id),
  show_sns: booleanField(copy.admin.showSns).optional(),
  password: textField(f.password, { max: FIELD_LIMITS.passwordMax, trim: false, normalize: false })
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || value.length >= FIELD_LIMITS.passwordMin,
      v.minLength(f.password, FIELD_LIMITS.passwordMin),
    ),
  avatar: optionalUpload(),
  avatar_remove: booleanField(copy.profile.fields.avatar).default(false),
});
export type TAdminUserUpdateData = z.output<typeof ZAdminUserUpdateInput>;

/**
 * Suspends (true) or re-activates (false) a member (REST: /suspend and /unsuspend), with the administrator's
 * reason, kept in the moderation log (docs/product.md §12 Suspension).
 */
export const ZAdminSuspendInput = z.object({
  id: ZUserIdInput.shape.id,
  suspended: z.boolean(),
  reason: optionalText(copy.safety.suspension.reasonLabel, 1000),
});
export type TAdminSuspendData = z.output<typeof ZAdminSuspendInput>;

/** PATCH /api/role/attach|detach/{userId} {role}: a role by name (`user`, `admin`, `editor`). */
export const ZRoleChangeInput = z.object({
  userId: ZUserIdInput.shape.id,
  role: requiredText(copy.profile.fields.role, 32),
});
export type TRoleChangeData = z.output<typeof ZRoleChangeInput>;

/** The display status of docs/product.md §4 Admin display status. */
export type AdminDisplayStatus = "suspended" | "inactive" | "deleted" | "active";

const SUSPENDED = new Set(["banned", "suspended", "blocked", "disabled"]);
const INACTIVE = new Set(["inactive", "pending"]);

/**
 * docs/product.md §4 Admin display status: suspended when banned or status banned/suspended/blocked/disabled;
 * inactive when inactive/pending or is_active false; deleted when deleted; otherwise active.
 */
export function adminDisplayStatus(user: {
  is_banned?: boolean | null;
  status?: string | null;
  is_active?: boolean | null;
  deleted_at?: string | null;
}): AdminDisplayStatus {
  const status = (user.status ?? "").toLowerCase();
  if (user.is_banned || SUSPENDED.has(status)) return "suspended";
  if (INACTIVE.has(status) || user.is_active === false) return "inactive";
  if (user.deleted_at) return "deleted";
  return "active";
}

/** One user as the administrator sees it: the full profile view, deleted accounts included. */
export const ZAdminUserView = ZProfileView;
export type AdminUserView = z.infer<typeof ZAdminUserView>;

/** A page of users, newest first: `{data, meta}` (REST wraps it as a Laravel paginated collection). */
export const ZAdminUserPage = pageOf(ZAdminUserView);
export type AdminUserPage = z.infer<typeof ZAdminUserPage>;

/** The answer of a role change: the user's id and roles after it. */
export const ZRoleChangeResult = z.object({ id: z.number().int(), roles: z.array(ZRoleView) });
export type RoleChangeResult = z.infer<typeof ZRoleChangeResult>;

/** The answer of a resent verification mail: `{message: "認証メールを再送しました。"}`. */
export const ZAdminResent = z.object({ message: z.string() });

/** The tRPC answer of a deletion (REST answers `{message}`). */
export const ZAdminDeleted = z.object({ ok: z.literal(true) });
