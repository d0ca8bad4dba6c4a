/**
 * REST adapters of user administration (docs/product.md §7, docs/api.md "Administration"): /api/admin/users*,
 * /api/role/attach|detach/{userId}. Every route checks the admin role first (requireAdmin: 401 for visitors, 403
 * for members), reads a path id (404 when no account can have it), parses the body with the same shared schema as
 * the tRPC procedure and shapes the Laravel body from the service's answer.
 */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import {
  ZAdminListInput,
  ZAdminSuspendInput,
  ZAdminUserUpdateInput,
  ZRoleChangeInput,
} from "#shared/schemas/admin.ts";
import type { AppBindings } from "../../context.ts";
import { requireAdmin } from "../../http/guards.ts";
import { bodyInput, queryInput } from "../../http/input.ts";
import { laravelPage } from "../../http/laravel.ts";
import { routeId } from "../../http/route-id.ts";
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

export const adminRest = new Hono<AppBindings>();

const ID = ":id{[0-9]+}";

/** A user id of the path; ids no account can have (0, past the serial range) are 404 like unknown ones. */
function userIdOf(param: string): number {
  return routeId(param, copy.profile.notFound);
}

/** GET /api/admin/users?page&per_page&q → Laravel paginated collection of full profiles. */
adminRest.get("/admin/users", async (c) => {
  const admin = requireAdmin(c);
  const page = await listUsers(c.get("deps").db, admin, queryInput(c, ZAdminListInput));
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** GET /api/admin/users/{id} → `{data}` (deleted accounts included); 404 copy.profile.notFound. */
adminRest.get(`/admin/users/${ID}`, async (c) => {
  const admin = requireAdmin(c);
  return c.json({ data: await getUser(c.get("deps").db, admin, { id: userIdOf(c.req.param("id")) }) });
});

/**
 * POST /api/admin/users/{id} with _method PATCH (or PATCH / PUT), multipart, form or JSON (docs/product.md §3
 * Admin user edit payload) → `{message, data}`; 404 unknown or deleted, 422 Japanese field errors.
 */
adminRest.on(["PATCH", "PUT"], `/admin/users/${ID}`, async (c) => {
  const admin = requireAdmin(c);
  const id = userIdOf(c.req.param("id"));
  const data = await updateUser(c.get("deps"), admin, await bodyInput(c, ZAdminUserUpdateInput, { id }));
  return c.json({ message: copy.admin.updated, data });
});

/** DELETE /api/admin/users/{id} → `{message}`; the member's posts stay as copy.post.deletedUser; 400 yourself. */
adminRest.delete(`/admin/users/${ID}`, async (c) => {
  const admin = requireAdmin(c);
  await deleteUser(c.get("deps"), admin, { id: userIdOf(c.req.param("id")) });
  return c.json({ message: copy.admin.deleted });
});

/**
 * POST /api/admin/users/{id}/resend-verification → `{message}`; 400 already verified, 404, 429 past 6 a minute
 * per member (takeAdminResendLimit; no X-RateLimit-* on success, docs/api.md "Rate limits").
 */
adminRest.post(`/admin/users/${ID}/resend-verification`, async (c) => {
  const admin = requireAdmin(c);
  const target = { id: userIdOf(c.req.param("id")) };
  const deps = c.get("deps");
  await takeAdminResendLimit(deps.db, target);
  return c.json(await resendUserVerification(deps, admin, target));
});

/**
 * POST /api/admin/users/{id}/suspend and /unsuspend {reason?} → `{message, data}`; 400 yourself, 404; the reason
 * goes to the moderation log (docs/product.md §12).
 */
for (const [action, suspended] of [
  ["suspend", true],
  ["unsuspend", false],
] as const) {
  adminRest.post(`/admin/users/${ID}/${action}`, async (c) => {
    const admin = requireAdmin(c);
    const input = await bodyInput(c, ZAdminSuspendInput, { id: userIdOf(c.req.param("id")), suspended });
    const data = await setSuspended(c.get("deps").db, admin, input);
    return c.json({ message: suspended ? copy.admin.suspended : copy.admin.unsuspended, data });
  });
}

/**
 * PATCH /api/role/attach/{userId} and /api/role/detach/{userId} {role} → `{message, data: {id, roles}}`; 404,
 * 422 unknown role or the last administrator.
 */
for (const mode of ["attach", "detach"] as const) {
  adminRest.patch(`/role/${mode}/:userId{[0-9]+}`, async (c) => {
    const admin = requireAdmin(c);
    const userId = userIdOf(c.req.param("userId"));
    const data = await changeRole(
      c.get("deps").db,
      admin,
      await bodyInput(c, ZRoleChangeInput, { userId }),
      mode,
    );
    return c.json({ message: copy.profile.roleChanged, data });
  });
}
