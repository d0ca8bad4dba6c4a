/**
 * REST adapters of user administration (spec.md §7): /api/admin/users*, /api/role/attach|detach/{userId}.
 * Every route checks the admin role first (requireAdmin: 401 for visitors, 403 for members), and the services
 * check it again.
 */
import { Hono } from "hono";
import { copy } from "../../../shared/copy.ts";
import type { AppBindings } from "../../context.ts";
import { coerceFields, readBody, readQuery } from "../../http/body.ts";
import { requireAdmin } from "../../http/guards.ts";
import { laravelPage } from "../../http/laravel.ts";
import { routeId } from "../../http/route-id.ts";
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

export const adminRest = new Hono<AppBindings>();

const ID = ":id{[0-9]+}";

/** A user id of the path; ids no account can have (0, past the serial range) are 404 like unknown ones. */
function userIdOf(param: string): number {
  return routeId(param, copy.profile.notFound);
}

/** GET /api/admin/users?page&per_page&q → Laravel paginated collection. */
adminRest.get("/admin/users", async (c) => {
  const admin = requireAdmin(c);
  const query = coerceFields(readQuery(c), { integers: ["page", "per_page"] });
  const page = await listUsers(c.get("deps").db, admin, query);
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** GET /api/admin/users/{id} → `{data}` (deleted accounts included). */
adminRest.get(`/admin/users/${ID}`, async (c) => {
  const admin = requireAdmin(c);
  return c.json({ data: await getUser(c.get("deps").db, admin, { id: userIdOf(c.req.param("id")) }) });
});

/** POST /api/admin/users/{id} with _method PATCH (or PATCH / PUT), multipart or JSON → `{message, data}`. */
adminRest.on(["PATCH", "PUT"], `/admin/users/${ID}`, async (c) => {
  const admin = requireAdmin(c);
  const { fields, files } = parseProfileForm(await readBody(c));
  const data = await updateUser(
    c.get("deps"),
    admin,
    { ...fields, id: userIdOf(c.req.param("id")) },
    { avatar: files.avatar },
  );
  return c.json({ message: copy.admin.updated, data });
});

/** DELETE /api/admin/users/{id} → `{message}`; the member's posts stay as copy.post.deletedUser. */
adminRest.delete(`/admin/users/${ID}`, async (c) => {
  const admin = requireAdmin(c);
  await deleteUser(c.get("deps"), admin, { id: userIdOf(c.req.param("id")) });
  return c.json({ message: copy.admin.deleted });
});

/** POST /api/admin/users/{id}/resend-verification → `{message}`. */
adminRest.post(`/admin/users/${ID}/resend-verification`, async (c) => {
  const admin = requireAdmin(c);
  return c.json(await resendUserVerification(c.get("deps"), admin, { id: userIdOf(c.req.param("id")) }));
});

/** POST /api/admin/users/{id}/suspend and /unsuspend → `{message, data}`. */
for (const [action, suspended] of [
  ["suspend", true],
  ["unsuspend", false],
] as const) {
  adminRest.post(`/admin/users/${ID}/${action}`, async (c) => {
    const admin = requireAdmin(c);
    const data = await setSuspended(c.get("deps").db, admin, { id: userIdOf(c.req.param("id")), suspended });
    return c.json({ message: suspended ? copy.admin.suspended : copy.admin.unsuspended, data });
  });
}

/** PATCH /api/role/attach/{userId} and /api/role/detach/{userId} {role} → `{message, data: {id, roles}}`. */
for (const mode of ["attach", "detach"] as const) {
  adminRest.patch(`/role/${mode}/:userId{[0-9]+}`, async (c) => {
    const admin = requireAdmin(c);
    const body = await readBody(c);
    const data = await changeRole(
      c.get("deps").db,
      admin,
      { role: body.role, userId: userIdOf(c.req.param("userId")) },
      mode,
    );
    return c.json({ message: copy.profile.roleChanged, data });
  });
}
