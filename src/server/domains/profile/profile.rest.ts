/**
 * REST adapters of the profile domain (docs/product.md §7, docs/api.md "Profile"): /api/profile*, /api/users/{id},
 * /api/public/profile/{id}. Each route gates, parses its body with the same shared schema as the tRPC procedure
 * (http/input.ts) and shapes the Laravel body from the service's answer.
 */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import {
  ZCoverPresetInput,
  ZInterestsInput,
  ZProfileUpdateInput,
  ZRegionSetupInput,
} from "#shared/schemas/profile.ts";
import type { AppBindings } from "../../context.ts";
import { requireMember } from "../../http/guards.ts";
import { bodyInput } from "../../http/input.ts";
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

export const profileRest = new Hono<AppBindings>();

/** A user id of the path; ids no account can have (0, past the serial range) are 404 like unknown ones. */
function userIdOf(param: string): number {
  return routeId(param, copy.profile.notFound);
}

/**
 * POST /api/profile (multipart, form or JSON; docs/product.md §3 Profile save payload) → `{message, data, user}`
 * (data and user: the saved ProfileView); 401 visitor, 422 Japanese field errors.
 */
profileRest.post("/profile", async (c) => {
  const viewer = requireMember(c);
  const user = await updateProfile(c.get("deps"), viewer, await bodyInput(c, ZProfileUpdateInput));
  return c.json({ message: copy.profile.saved, data: user, user });
});

/** DELETE /api/profile/avatar → `{avatar_url: null}`; 401 visitor. */
profileRest.delete("/profile/avatar", async (c) => {
  const viewer = requireMember(c);
  return c.json(await removeAvatar(c.get("deps"), viewer));
});

/** POST /api/profile/cover/preset {cover_key} → `{data, cover_url}`; 401 visitor, 422 unknown key. */
profileRest.post("/profile/cover/preset", async (c) => {
  const viewer = requireMember(c);
  const user = await setCoverPreset(c.get("deps"), viewer, await bodyInput(c, ZCoverPresetInput));
  return c.json({ data: user, cover_url: user.cover_url });
});

/** DELETE /api/profile/cover → `{data, cover_url}` (the default-gray cover); 401 visitor. */
profileRest.delete("/profile/cover", async (c) => {
  const viewer = requireMember(c);
  const user = await removeCover(c.get("deps"), viewer);
  return c.json({ data: user, cover_url: user.cover_url });
});

/** GET /api/profile/interests → `{data: [{id,name,parent_id}], categories: [ids]}`; 401 visitor. */
profileRest.get("/profile/interests", async (c) => {
  const viewer = requireMember(c);
  return c.json(await getInterests(c.get("deps").db, viewer));
});

/** POST /api/profile/interests {categories} → the same shape; 401 visitor, 422 unknown categories. */
profileRest.post("/profile/interests", async (c) => {
  const viewer = requireMember(c);
  return c.json(await setInterests(c.get("deps").db, viewer, await bodyInput(c, ZInterestsInput)));
});

/** GET /api/profile/region → `{id, regions, userRegion}`; 401 visitor. */
profileRest.get("/profile/region", async (c) => {
  const viewer = requireMember(c);
  return c.json(await getRegionChoice(c.get("deps").db, viewer));
});

/** POST /api/profile/region {region_id} → the same shape; 422 copy.profile.regionRequired without a region. */
profileRest.post("/profile/region", async (c) => {
  const viewer = requireMember(c);
  return c.json(await setRegion(c.get("deps").db, viewer, await bodyInput(c, ZRegionSetupInput)));
});

/**
 * GET /api/profile/{id} and /api/users/{id} (members) → `{data}`: the full view for the owner and admins, else
 * the public view; 401 visitor, 404 copy.profile.notFound.
 */
for (const path of ["/profile/:id{[0-9]+}", "/users/:id{[0-9]+}"]) {
  profileRest.get(path, async (c) => {
    const viewer = requireMember(c);
    const data = await getProfileForMember(c.get("deps").db, viewer, {
      id: userIdOf(c.req.param("id") ?? ""),
    });
    return c.json({ data });
  });
}

/** GET /api/public/profile/{id} (anyone) → `{data}`: no e-mail, SNS only when shown; 404 copy.profile.notFound. */
profileRest.get("/public/profile/:id{[0-9]+}", async (c) => {
  const data = await getPublicProfile(c.get("deps").db, c.get("state").viewer, {
    id: userIdOf(c.req.param("id")),
  });
  return c.json({ data });
});
