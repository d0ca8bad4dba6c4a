/**
 * REST adapters of the profile domain (spec.md §7): /api/profile*, /api/users/{id}, /api/public/profile/{id}.
 * Laravel shapes; every call goes to profile.service.ts.
 */
import { Hono } from "hono";
import { copy } from "../../../shared/copy.ts";
import type { AppBindings } from "../../context.ts";
import { coerceFields, readBody } from "../../http/body.ts";
import { requireMember } from "../../http/guards.ts";
import { routeId } from "../../http/route-id.ts";
import {
  getInterests,
  getProfileForMember,
  getPublicProfile,
  getRegionChoice,
  removeAvatar,
  removeCover,
  setCoverPreset,
  setInterests,
  setRegion,
  updateProfile,
} from "./profile.service.ts";
import { parseProfileForm } from "./profile-form.ts";

export const profileRest = new Hono<AppBindings>();

/** POST /api/profile (multipart or JSON; spec.md §3 Profile save payload) → `{message, data, user}`. */
profileRest.post("/profile", async (c) => {
  const viewer = requireMember(c);
  const { fields, files } = parseProfileForm(await readBody(c));
  const user = await updateProfile(c.get("deps"), viewer, fields, files);
  return c.json({ message: copy.profile.saved, data: user, user });
});

/** DELETE /api/profile/avatar → `{avatar_url: null}`. */
profileRest.delete("/profile/avatar", async (c) => {
  const viewer = requireMember(c);
  return c.json(await removeAvatar(c.get("deps"), viewer));
});

/** POST /api/profile/cover/preset {cover_key} → `{data, cover_url}`. */
profileRest.post("/profile/cover/preset", async (c) => {
  const viewer = requireMember(c);
  const user = await setCoverPreset(c.get("deps"), viewer, await readBody(c));
  return c.json({ data: user, cover_url: user.cover_url });
});

/** DELETE /api/profile/cover → `{data, cover_url}` (the default-gray cover). */
profileRest.delete("/profile/cover", async (c) => {
  const viewer = requireMember(c);
  const user = await removeCover(c.get("deps"), viewer);
  return c.json({ data: user, cover_url: user.cover_url });
});

/** GET /api/profile/interests → `{data: [{id,name,parent_id}], categories: [ids]}`. */
profileRest.get("/profile/interests", async (c) => {
  const viewer = requireMember(c);
  return c.json(await getInterests(c.get("deps").db, viewer));
});

/** POST /api/profile/interests {categories} → the same shape. */
profileRest.post("/profile/interests", async (c) => {
  const viewer = requireMember(c);
  const body = coerceFields(await readBody(c), { integerArrays: ["categories"] });
  return c.json(await setInterests(c.get("deps").db, viewer, body));
});

/** GET /api/profile/region → `{id, regions, userRegion}`. */
profileRest.get("/profile/region", async (c) => {
  const viewer = requireMember(c);
  return c.json(await getRegionChoice(c.get("deps").db, viewer));
});

/** POST /api/profile/region {region_id} → the same shape; 422 copy.profile.regionRequired without a region. */
profileRest.post("/profile/region", async (c) => {
  const viewer = requireMember(c);
  const body = coerceFields(await readBody(c), { integers: ["region_id"] });
  return c.json(await setRegion(c.get("deps").db, viewer, body));
});

/** GET /api/profile/{id} and /api/users/{id} (members): full view for the owner and admins, else public. */
for (const path of ["/profile/:id{[0-9]+}", "/users/:id{[0-9]+}"]) {
  profileRest.get(path, async (c) => {
    const viewer = requireMember(c);
    const data = await getProfileForMember(c.get("deps").db, viewer, {
      id: routeId(c.req.param("id") ?? "", copy.profile.notFound),
    });
    return c.json({ data });
  });
}

/** GET /api/public/profile/{id} (anyone): no e-mail, SNS only when shown. */
profileRest.get("/public/profile/:id{[0-9]+}", async (c) => {
  const data = await getPublicProfile(c.get("deps").db, c.get("state").viewer, {
    id: routeId(c.req.param("id"), copy.profile.notFound),
  });
  return c.json({ data });
});
