/**
 * tRPC procedures of user administration (docs/product.md §6 Gates, §7 /api/admin/users*, /api/role/*). All
 * behind adminProcedure (401 visitor, 403 member); the services check the role again. Inputs and outputs are the
 * shared schemas of shared/schemas/admin.ts; admin.rest.ts parses with the same input schemas.
 */
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
import { adminProcedure, router } from "../../trpc/init.ts";
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

export const adminRouter = router({
  /**
   * `{page?, per_page? (10/20/50/100, else 20), q?}` → a page of users newest first `{data: AdminUserView[], meta}`.
   * @throws UNAUTHORIZED, FORBIDDEN.
   */
  users: adminProcedure
    .input(ZAdminListInput)
    .output(ZAdminUserPage)
    .query(({ ctx, input }) => listUsers(ctx.db, ctx.viewer, input)),
  /** `{id}` → one user's AdminUserView (deleted included). @throws UNAUTHORIZED, FORBIDDEN, NOT_FOUND. */
  user: adminProcedure
    .input(ZUserIdInput)
    .output(ZAdminUserView)
    .query(({ ctx, input }) => getUser(ctx.db, ctx.viewer, input)),
  /**
   * The edit form (FormData incl. `id` and the `avatar` file, or the object; docs/product.md §3 Admin user edit
   * payload) → the updated AdminUserView. @throws UNAUTHORIZED, FORBIDDEN, UNPROCESSABLE_CONTENT, NOT_FOUND.
   */
  updateUser: adminProcedure
    .input(formInput(ZAdminUserUpdateInput))
    .output(ZAdminUserView)
    .mutation(({ ctx, input }) => updateUser(ctx, ctx.viewer, input)),
  /**
   * `{id, suspended}` → the AdminUserView after suspending or re-activating.
   * @throws UNAUTHORIZED, FORBIDDEN, BAD_REQUEST (oneself), NOT_FOUND.
   */
  setSuspended: adminProcedure
    .input(ZAdminSuspendInput)
    .output(ZAdminUserView)
    .mutation(({ ctx, input }) => setSuspended(ctx.db, ctx.viewer, input)),
  /**
   * `{id}` → `{ok: true}` after deleting the account (posts stay as copy.post.deletedUser).
   * @throws UNAUTHORIZED, FORBIDDEN, BAD_REQUEST (oneself), NOT_FOUND.
   */
  deleteUser: adminProcedure
    .input(ZUserIdInput)
    .output(ZAdminDeleted)
    .mutation(async ({ ctx, input }) => {
      await deleteUser(ctx, ctx.viewer, input);
      return { ok: true as const };
    }),
  /**
   * `{id}` → `{message}` after mailing a new verification link; the resend limit (shared with REST) is taken first.
   * @throws UNAUTHORIZED, FORBIDDEN, BAD_REQUEST (already verified), NOT_FOUND, TOO_MANY_REQUESTS.
   */
  resendVerification: adminProcedure
    .input(ZUserIdInput)
    .output(ZAdminResent)
    .mutation(async ({ ctx, input }) => {
      await takeAdminResendLimit(ctx.db, input);
      return resendUserVerification(ctx, ctx.viewer, input);
    }),
  /** `{userId, role}` → `{id, roles}` after giving the role. @throws UNAUTHORIZED, FORBIDDEN, 422, NOT_FOUND. */
  attachRole: adminProcedure
    .input(ZRoleChangeInput)
    .output(ZRoleChangeResult)
    .mutation(({ ctx, input }) => changeRole(ctx.db, ctx.viewer, input, "attach")),
  /**
   * `{userId, role}` → `{id, roles}` after taking the role (not the last admin's admin role).
   * @throws UNAUTHORIZED, FORBIDDEN, UNPROCESSABLE_CONTENT, NOT_FOUND.
   */
  detachRole: adminProcedure
    .input(ZRoleChangeInput)
    .output(ZRoleChangeResult)
    .mutation(({ ctx, input }) => changeRole(ctx.db, ctx.viewer, input, "detach")),
});
