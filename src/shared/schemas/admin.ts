/**
 * Inputs and outputs of user administration (spec.md §2 Admin users, §3 Admin user edit payload, §4 admin
 * display status, §5 Admin edit, §7 /api/admin/users*, §9 page sizes).
 */
import { z } from "zod";
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, FIELD_LIMITS } from "../constants.ts";
import { copy } from "../copy.ts";
import type { PageMeta } from "../pagination.ts";
import { booleanField, emailField, MAX_DB_ID, requiredText } from "./fields.ts";
import { type ProfileView, ZUserIdInput } from "./profile.ts";

const f = copy.fields;
const v = copy.validation;

/** A page size of spec.md §9; anything else means the default (20). */
const ZPageSize = z
  .number()
  .int()
  .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n))
  .catch(ADMIN_DEFAULT_PAGE_SIZE);

/** GET /api/admin/users?page&per_page&q. */
export const ZAdminListInput = z.object({
  page: z.number().int().min(1).catch(1).default(1),
  per_page: ZPageSize.default(ADMIN_DEFAULT_PAGE_SIZE),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((q) => (q ? q : undefined)),
});
export type TAdminListInput = z.input<typeof ZAdminListInput>;

/**
 * Admin user edit payload (spec.md §3): name and e-mail required; an empty password leaves it unchanged
 * (spec.md §5). The avatar travels separately over multipart.
 */
export const ZAdminUpdateInput = z.object({
  id: ZUserIdInput.shape.id,
  name: requiredText(f.name, FIELD_LIMITS.name),
  email: emailField(f.email),
  role: z.enum(["user", "admin"], { error: v.invalidChoice(copy.profile.fields.role) }).optional(),
  email_verified: booleanField(copy.admin.emailVerified).optional(),
  region_id: z
    .number({ error: v.integer(f.region_id) })
    .int(v.integer(f.region_id))
    .positive(v.invalidChoice(f.region_id))
    .max(MAX_DB_ID, v.invalidChoice(f.region_id))
    .nullable()
    .optional(),
  show_sns: booleanField(copy.admin.showSns).optional(),
  password: z
    .string()
    .max(FIELD_LIMITS.passwordMax, v.maxLength(f.password, FIELD_LIMITS.passwordMax))
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || value.length >= FIELD_LIMITS.passwordMin,
      v.minLength(f.password, FIELD_LIMITS.passwordMin),
    ),
  avatar_remove: booleanField(copy.profile.fields.avatar).default(false),
});
export type TAdminUpdateInput = z.input<typeof ZAdminUpdateInput>;

/** Suspends (true) or re-activates (false) a member. */
export const ZAdminSuspendInput = z.object({ id: ZUserIdInput.shape.id, suspended: z.boolean() });

/** The display status of spec.md §4. */
export type AdminDisplayStatus = "suspended" | "inactive" | "deleted" | "active";

const SUSPENDED = new Set(["banned", "suspended", "blocked", "disabled"]);
const INACTIVE = new Set(["inactive", "pending"]);

/**
 * spec.md §4: suspended when banned or status banned/suspended/blocked/disabled; inactive when inactive/pending or
 * is_active false; deleted when deleted; otherwise active.
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

/** One row of the admin list (a ProfileView: the admin sees everything). */
export type AdminUserView = ProfileView;

/** A page of users. */
export interface AdminUserPage {
  data: AdminUserView[];
  meta: PageMeta;
}
