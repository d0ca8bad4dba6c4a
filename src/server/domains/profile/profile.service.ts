/**
 * Profiles (spec.md §2 Profile edit / show / setup, §3 Profile/user and save payload, §4 profile sources,
 * §7 /api/profile*, /api/users/{id}, /api/public/profile/{id}). Reading shapes live in profile.queries.ts.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { copy } from "../../../shared/copy.ts";
import {
  COVER_PRESET_PREFIX,
  type InterestsView,
  type ProfileView,
  type PublicProfileView,
  type RegionChoiceView,
  ZCoverPresetInput,
  ZInterestsInput,
  ZProfileUpdateInput,
  ZRegionSetupInput,
  ZUserIdInput,
} from "../../../shared/schemas/profile.ts";
import type { AppDeps } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { categories, regions, userInterests, users } from "../../db/schema/index.ts";
import { AppError, type FieldErrors } from "../../errors.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";
import { loadProfileView, selectProfileRow, toPublicView } from "./profile.queries.ts";
import { AVATAR_RULES, COVER_RULES, discardImages, storeImage } from "./profile-images.ts";

/** Uploaded files of a profile save. */
export interface ProfileFiles {
  avatar?: Blob;
  cover?: Blob;
}

/**
 * The signed-in member's own full profile (the owner's source of spec.md §4).
 * @throws AppError UNAUTHORIZED when the account is gone.
 */
export async function getOwnProfile(db: Database, viewer: Viewer): Promise<ProfileView> {
  const view = await loadProfileView(db, viewer.id, viewer.id);
  if (!view || view.deleted_at) throw AppError.unauthorized();
  return view;
}

/**
 * GET /api/public/profile/{id}: the public view of a member (no e-mail; SNS only when shown).
 * @throws AppError NOT_FOUND (copy.profile.notFound) for unknown or deleted members.
 */
export async function getPublicProfile(
  db: Database,
  viewer: Viewer | null,
  raw: unknown,
): Promise<PublicProfileView> {
  const { id } = parseInput(ZUserIdInput, raw);
  const view = await loadProfileView(db, id, viewer?.id ?? null);
  if (!view || view.deleted_at) throw AppError.notFound(copy.profile.notFound);
  return toPublicView(view);
}

/**
 * GET /api/profile/{id} and /api/users/{id} (members): the full view for the owner and administrators
 * (administrators also see deleted members), the public view for everyone else.
 * @throws AppError NOT_FOUND (copy.profile.notFound).
 */
export async function getProfileForMember(
  db: Database,
  viewer: Viewer,
  raw: unknown,
): Promise<ProfileView | PublicProfileView> {
  const { id } = parseInput(ZUserIdInput, raw);
  const view = await loadProfileView(db, id, viewer.id);
  if (!view || (view.deleted_at && !viewer.isAdmin)) throw AppError.notFound(copy.profile.notFound);
  return viewer.isAdmin || viewer.id === id ? view : toPublicView(view);
}

/** 422 field errors for ids that are not categories / not a region. */
async function checkReferences(
  db: Database,
  input: { categories?: number[]; region_id?: number | null },
): Promise<FieldErrors> {
  const fieldErrors: FieldErrors = {};
  const [known, region] = await Promise.all([
    input.categories && input.categories.length > 0
      ? db.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categories))
      : Promise.resolve([]),
    typeof input.region_id === "number"
      ? db.select({ id: regions.id }).from(regions).where(eq(regions.id, input.region_id)).limit(1)
      : Promise.resolve([{ id: 0 }]),
  ]);
  if (input.categories && known.length !== input.categories.length) {
    fieldErrors.categories = [copy.validation.invalidChoice(copy.profile.fields.interests)];
  }
  if (region.length === 0)
    fieldErrors.region_id = [copy.validation.invalidChoice(copy.profile.fields.region)];
  return fieldErrors;
}

/** Replaces a member's interests (inside a transaction). */
async function replaceInterests(tx: Database, userId: number, ids: number[]): Promise<void> {
  await tx.delete(userInterests).where(eq(userInterests.userId, userId));
  if (ids.length > 0) {
    await tx.insert(userInterests).values(ids.map((categoryId) => ({ userId, categoryId })));
  }
}

/**
 * POST /api/profile (spec.md §3 Profile save payload): name, bio, skills, experience, SNS fields, region (null
 * unsets it), interests (`categories`), avatar upload or `avatar_remove`, cover upload, `cover_preset` or
 * `cover_remove`. Absent optional fields stay as they are. Replaced files are removed after the save.
 * @returns the member's full profile.
 * @throws AppError VALIDATION (422, Japanese field errors; images: too large / not an image).
 */
export async function updateProfile(
  deps: AppDeps,
  viewer: Viewer,
  raw: unknown,
  files: ProfileFiles = {},
): Promise<ProfileView> {
  const { db, env } = deps;
  const input = parseInput(ZProfileUpdateInput, raw);
  const fieldErrors = await checkReferences(db, input);
  if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);
  const current = await selectProfileRow(db, viewer.id);
  if (!current || current.deletedAt) throw AppError.unauthorized();

  // Images are checked and stored before the row changes, so a bad file leaves the profile untouched.
  const avatarKey = files.avatar ? await storeImage(env, files.avatar, AVATAR_RULES, "avatars") : undefined;
  let coverKey: string | undefined;
  try {
    coverKey = files.cover ? await storeImage(env, files.cover, COVER_RULES, "covers") : undefined;
  } catch (error) {
    await discardImages(env, [avatarKey]);
    throw error;
  }

  const changes: Partial<typeof users.$inferInsert> = { name: input.name, updatedAt: new Date() };
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.experience !== undefined) changes.experience = input.experience;
  if (input.skills !== undefined) changes.skills = input.skills.length > 0 ? input.skills.join(", ") : null;
  if (input.show_sns !== undefined) changes.showSns = input.show_sns;
  if (input.twitter_handle !== undefined) changes.twitterHandle = input.twitter_handle;
  if (input.linkedin_profile !== undefined) changes.linkedinProfile = input.linkedin_profile;
  if (input.region_id !== undefined) changes.regionId = input.region_id;
  if (avatarKey) changes.avatarPath = avatarKey;
  else if (input.avatar_remove) changes.avatarPath = null;
  if (coverKey) changes.coverImage = coverKey;
  else if (input.cover_preset) changes.coverImage = `${COVER_PRESET_PREFIX}${input.cover_preset}`;
  else if (input.cover_remove) changes.coverImage = null;

  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set(changes).where(eq(users.id, viewer.id));
      if (input.categories) await replaceInterests(tx as unknown as Database, viewer.id, input.categories);
    });
  } catch (error) {
    await discardImages(env, [avatarKey, coverKey]);
    throw error;
  }
  const replaced: (string | null)[] = [];
  if ("avatarPath" in changes && current.avatarPath !== changes.avatarPath) replaced.push(current.avatarPath);
  if ("coverImage" in changes && current.coverImage !== changes.coverImage) replaced.push(current.coverImage);
  await discardImages(env, replaced);
  return getOwnProfile(db, viewer);
}

/**
 * DELETE /api/profile/avatar: removes the member's avatar.
 * @returns `{ avatar_url: null }` (clients then show the default avatar).
 */
export async function removeAvatar(deps: AppDeps, viewer: Viewer): Promise<{ avatar_url: null }> {
  const current = await selectProfileRow(deps.db, viewer.id);
  if (!current || current.deletedAt) throw AppError.unauthorized();
  await deps.db.update(users).set({ avatarPath: null, updatedAt: new Date() }).where(eq(users.id, viewer.id));
  await discardImages(deps.env, [current.avatarPath]);
  return { avatar_url: null };
}

/**
 * POST /api/profile/cover/preset {cover_key}: one of the 30 presets or default-gray.
 * @returns the full profile (cover_url). @throws AppError VALIDATION for an unknown key.
 */
export async function setCoverPreset(deps: AppDeps, viewer: Viewer, raw: unknown): Promise<ProfileView> {
  const { cover_key } = parseInput(ZCoverPresetInput, raw);
  return replaceCover(deps, viewer, `${COVER_PRESET_PREFIX}${cover_key}`);
}

/** DELETE /api/profile/cover: back to the default-gray cover. @returns the full profile. */
export async function removeCover(deps: AppDeps, viewer: Viewer): Promise<ProfileView> {
  return replaceCover(deps, viewer, null);
}

async function replaceCover(deps: AppDeps, viewer: Viewer, coverImage: string | null): Promise<ProfileView> {
  const current = await selectProfileRow(deps.db, viewer.id);
  if (!current || current.deletedAt) throw AppError.unauthorized();
  await deps.db.update(users).set({ coverImage, updatedAt: new Date() }).where(eq(users.id, viewer.id));
  if (current.coverImage !== coverImage) await discardImages(deps.env, [current.coverImage]);
  return getOwnProfile(deps.db, viewer);
}

/** GET /api/profile/interests: the member's interest categories and their ids. */
export async function getInterests(db: Database, viewer: Viewer): Promise<InterestsView> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parent_id: categories.parentId })
    .from(userInterests)
    .innerJoin(categories, eq(categories.id, userInterests.categoryId))
    .where(eq(userInterests.userId, viewer.id))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return { data: rows, categories: rows.map((row) => row.id) };
}

/**
 * POST /api/profile/interests {categories}: replaces the interests (an empty list clears them).
 * @throws AppError VALIDATION for unknown category ids.
 */
export async function setInterests(db: Database, viewer: Viewer, raw: unknown): Promise<InterestsView> {
  const input = parseInput(ZInterestsInput, raw);
  const fieldErrors = await checkReferences(db, { categories: input.categories });
  if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);
  await db.transaction(async (tx) => {
    await replaceInterests(tx as unknown as Database, viewer.id, input.categories);
    await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, viewer.id));
  });
  return getInterests(db, viewer);
}

/** GET /api/profile/region: "id and regions with userRegion" (spec.md §7). */
export async function getRegionChoice(db: Database, viewer: Viewer): Promise<RegionChoiceView> {
  const [all, [user]] = await Promise.all([
    db
      .select({ id: regions.id, name: regions.name, slug: regions.slug, area: regions.area })
      .from(regions)
      .orderBy(asc(regions.id)),
    db
      .select({ regionId: users.regionId })
      .from(users)
      .where(and(eq(users.id, viewer.id), sql`${users.deletedAt} is null`)),
  ]);
  if (!user) throw AppError.unauthorized();
  const mine = all.find((region) => region.id === user.regionId);
  return {
    id: mine?.id ?? null,
    regions: all,
    userRegion: mine ? { id: mine.id, name: mine.name, slug: mine.slug } : null,
  };
}

/**
 * POST /api/profile/region {region_id}: sets the member's region (required: copy.profile.regionRequired).
 * @throws AppError VALIDATION for a missing or unknown region.
 */
export async function setRegion(db: Database, viewer: Viewer, raw: unknown): Promise<RegionChoiceView> {
  const { region_id } = parseInput(ZRegionSetupInput, raw);
  const [region] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.id, region_id))
    .limit(1);
  if (!region) throw AppError.validation({ region_id: [copy.profile.regionRequired] });
  await db.update(users).set({ regionId: region_id, updatedAt: new Date() }).where(eq(users.id, viewer.id));
  return getRegionChoice(db, viewer);
}
