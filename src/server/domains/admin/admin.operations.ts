/**
 * The operations of user administration (docs/product.md §6 Gates, §6 Admin, §7 /api/admin/users*,
 * /api/role/*; docs/api.md "Administration"). All behind the admin gate (401 visitor, 403 member); the services
 * check the role again. Inputs and outputs are the shared schemas of shared/schemas/admin.ts; a user id in a path
 * that no account can have is copy.profile.notFound on both transports.
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
import {
  ZAdminDeleted,
  ZAdminListInput,
  ZAdminResent,
  ZAdminSuspendInput,
  ZAdminUserPage,
  ZAdminUserUpdateInput,
  ZAdminUserView,
  ZRoleChangeInput,
  ZRoleChangeResult,
} from "#shared/schemas/admin.ts";
import { formInput } from "#shared/schemas/fields.ts";
import { ZUserIdInput } from "#shared/schemas/profile.ts";
import { defineOperation } from "../../edge/define.ts";
import {
  changeRole,
  deleteUser,
  getUser,
  listUsers,
  resendUserVerification,
  setSuspended,
  takeAdminResendLimit,
  updateUser,
} from "./admin.service.ts";

const summaries = openapiCopy.summaries;
const userId = { id: copy.profile.notFound };
const roleUserId = { userId: copy.profile.notFound };
const memberAccount = "the member's account (the member themself is refused too: 403)";

export const adminOperations = {
  /**
   * `{page?, per_page? (10/20/50/100, else 20), q?}` → a page of users newest first (REST: Laravel's paginated
   * collection of AdminUserView). @throws UNAUTHORIZED, FORBIDDEN.
   */
  users: defineOperation({
    name: "admin.users",
    summary: summaries["admin.users"],
    gate: "admin",
    kind: "private-read",
    owner: null,
    input: ZAdminListInput,
    output: ZAdminUserPage,
    rest: { method: "GET", path: "/admin/users" },
    handler: (ctx, input) => listUsers(ctx.db, ctx.viewer, input),
  }),
  /** `{id}` → one user's AdminUserView, deleted included (REST `{data}`). @throws UNAUTHORIZED, FORBIDDEN, NOT_FOUND. */
  user: defineOperation({
    name: "admin.user",
    summary: summaries["admin.user"],
    gate: "admin",
    kind: "private-read",
    owner: memberAccount,
    input: ZUserIdInput,
    output: ZAdminUserView,
    pathIds: userId,
    rest: { method: "GET", path: "/admin/users/{id}" },
    handler: (ctx, input) => getUser(ctx.db, ctx.viewer, input),
  }),
  /**
   * The edit form (FormData with `id` and the `avatar` file, or the object; REST: PATCH or PUT — or POST with
   * `_method` — multipart, form or JSON with the path's id; docs/product.md §3 Admin user edit payload) → the
   * updated AdminUserView (REST: `{message, data}`).
   * @throws UNAUTHORIZED, FORBIDDEN, UNPROCESSABLE_CONTENT (Japanese field errors), NOT_FOUND (unknown or deleted).
   */
  updateUser: defineOperation({
    name: "admin.updateUser",
    summary: summaries["admin.updateUser"],
    gate: "admin",
    kind: "mutation",
    owner: memberAccount,
    input: formInput(ZAdminUserUpdateInput),
    output: ZAdminUserView,
    pathIds: userId,
    rest: { method: ["PATCH", "PUT"], path: "/admin/users/{id}", message: copy.admin.updated },
    handler: (ctx, input) => updateUser(ctx, ctx.viewer, input),
  }),
  /**
   * `{id}` → `{ok: true}` (REST: `{message}`) after deleting the account as the member's own 退会 does
   * (docs/product.md §4 Leaving). @throws UNAUTHORIZED, FORBIDDEN, BAD_REQUEST (oneself), NOT_FOUND.
   */
  deleteUser: defineOperation({
    name: "admin.deleteUser",
    summary: summaries["admin.deleteUser"],
    gate: "admin",
    kind: "mutation",
    owner: "the member's account (not the administrator's own)",
    note: "the same deletion as the member's own account deletion: requests deleted unless someone is helping (then anonymised), messages and comments kept with contact details masked, partners' threads closed to new messages",
    input: ZUserIdInput,
    output: ZAdminDeleted,
    refusals: [400],
    pathIds: userId,
    rest: { method: "DELETE", path: "/admin/users/{id}", answer: "message", message: copy.admin.deleted },
    handler: async (ctx, input) => {
      await deleteUser(ctx, ctx.viewer, input);
      return { ok: true as const };
    },
  }),
  /**
   * `{id}` → `{message}` (REST: the same, with X-RateLimit-*) after queueing a new verification link; the resend
   * limit (6 a minute per member, docs/product.md §9 Rate limits) is taken first.
   * @throws UNAUTHORIZED, FORBIDDEN, BAD_REQUEST (already verified), NOT_FOUND, TOO_MANY_REQUESTS.
   */
  resendVerification: defineOperation({
    name: "admin.resendVerification",
    summary: summaries["admin.resendVerification"],
    gate: "admin",
    kind: "mutation",
    owner: "the member's unverified address",
    input: ZUserIdInput,
    output: ZAdminResent,
    refusals: [400],
    pathIds: userId,
    rest: { method: "POST", path: "/admin/users/{id}/resend-verification", answer: "same" },
    rateLimit: (ctx, input) => takeAdminResendLimit(ctx.db, input),
    handler: (ctx, input) => resendUserVerification(ctx, ctx.viewer, input),
  }),
  /**
   * `{id, suspended, reason?}` → the AdminUserView after suspending or re-activating (REST: POST …/suspend and
   * …/unsuspend `{reason?}` → `{message, data}`); the reason goes to the moderation log (docs/product.md §12).
   * @throws UNAUTHORIZED, FORBIDDEN, BAD_REQUEST (oneself), NOT_FOUND.
   */
  setSuspended: defineOperation({
    name: "admin.setSuspended",
    summary: summaries["admin.setSuspended"],
    gate: "admin",
    kind: "mutation",
    owner: "the member's account (not the administrator's own)",
    input: ZAdminSuspendInput,
    output: ZAdminUserView,
    refusals: [400],
    pathIds: userId,
    rest: [
      {
        method: "POST",
        path: "/admin/users/{id}/suspend",
        fixed: { suspended: true },
        message: copy.admin.suspended,
      },
      {
        method: "POST",
        path: "/admin/users/{id}/unsuspend",
        fixed: { suspended: false },
        message: copy.admin.unsuspended,
      },
    ],
    handler: (ctx, input) => setSuspended(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{userId, role}` → `{id, roles}` after giving the role (REST: PATCH /api/role/attach/{userId} `{role}` →
   * `{message, data}`). @throws UNAUTHORIZED, FORBIDDEN, UNPROCESSABLE_CONTENT (unknown role), NOT_FOUND.
   */
  attachRole: defineOperation({
    name: "admin.attachRole",
    summary: summaries["admin.attachRole"],
    gate: "admin",
    kind: "mutation",
    owner: "the member's roles",
    input: ZRoleChangeInput,
    output: ZRoleChangeResult,
    pathIds: roleUserId,
    rest: { method: "PATCH", path: "/role/attach/{userId}", message: copy.profile.roleChanged },
    handler: (ctx, input) => changeRole(ctx.db, ctx.viewer, input, "attach"),
  }),
  /**
   * `{userId, role}` → `{id, roles}` after taking the role, never the last administrator's admin role (REST:
   * PATCH /api/role/detach/{userId} `{role}` → `{message, data}`).
   * @throws UNAUTHORIZED, FORBIDDEN, UNPROCESSABLE_CONTENT (unknown role, last administrator), NOT_FOUND.
   */
  detachRole: defineOperation({
    name: "admin.detachRole",
    summary: summaries["admin.detachRole"],
    gate: "admin",
    kind: "mutation",
    owner: "the member's roles (not the last administrator's admin role)",
    input: ZRoleChangeInput,
    output: ZRoleChangeResult,
    pathIds: roleUserId,
    rest: { method: "PATCH", path: "/role/detach/{userId}", message: copy.profile.roleChanged },
    handler: (ctx, input) => changeRole(ctx.db, ctx.viewer, input, "detach"),
  }),
};
