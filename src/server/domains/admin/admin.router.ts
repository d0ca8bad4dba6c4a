/**
 * tRPC procedures of user administration (spec.md §6 Admin, §7 /api/admin/users*, /api/role/*). All behind
 * adminProcedure (401 visitor, 403 member); the services check the role again.
 */
import { z } from "zod";
import { ZAdminListInput, ZAdminSuspendInput } from "../../../shared/schemas/admin.ts";
import { ZRoleChangeInput, ZUserIdInput } from "../../../shared/schemas/profile.ts";
import { formDataFields } from "../../http/form-data.ts";
import { adminProcedure, router } from "../../trpc/init.ts";
import { parseProfileForm } from "../profile/profile-form.ts";
import {
  changeRole,
  deleteUser,
  getUser,
  listUsers,
  resendUserVerification,
  setSuspended,
  updateUser,
} from "./admin.service.ts";

export const adminRouter = router({
  /** A page of users (page, per_page 10/20/50/100, q on name/e-mail). */
  users: adminProcedure
    .input(ZAdminListInput)
    .query(({ ctx, input }) => listUsers(ctx.db, ctx.viewer, input)),
  /** One user's full profile. @throws NOT_FOUND. */
  user: adminProcedure.input(ZUserIdInput).query(({ ctx, input }) => getUser(ctx.db, ctx.viewer, input)),
  /** Saves the admin edit form (FormData incl. id and avatar). @throws 422, NOT_FOUND. */
  updateUser: adminProcedure.input(z.instanceof(FormData)).mutation(({ ctx, input }) => {
    const { fields, files } = parseProfileForm(formDataFields(input));
    return updateUser(ctx, ctx.viewer, fields, { avatar: files.avatar });
  }),
  /** Suspends or re-activates a member. @throws BAD_REQUEST for oneself. */
  setSuspended: adminProcedure
    .input(ZAdminSuspendInput)
    .mutation(({ ctx, input }) => setSuspended(ctx.db, ctx.viewer, input)),
  /** Deletes an account (posts stay as copy.post.deletedUser). @throws BAD_REQUEST for oneself. */
  deleteUser: adminProcedure.input(ZUserIdInput).mutation(async ({ ctx, input }) => {
    await deleteUser(ctx, ctx.viewer, input);
    return { ok: true as const };
  }),
  /** Mails a new verification link. @throws BAD_REQUEST when already verified, TOO_MANY_REQUESTS. */
  resendVerification: adminProcedure
    .input(ZUserIdInput)
    .mutation(({ ctx, input }) => resendUserVerification(ctx, ctx.viewer, input)),
  /** Gives a role. */
  attachRole: adminProcedure
    .input(ZRoleChangeInput)
    .mutation(({ ctx, input }) => changeRole(ctx.db, ctx.viewer, input, "attach")),
  /** Takes a role (not the last admin's admin role). */
  detachRole: adminProcedure
    .input(ZRoleChangeInput)
    .mutation(({ ctx, input }) => changeRole(ctx.db, ctx.viewer, input, "detach")),
});
