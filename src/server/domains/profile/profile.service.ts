/**
 * Profiles (docs/product.md §2 Profile edit / show, Interest setup, Region setup, §3 Profile/user and Profile save
 * payload, §4 Profile sources and Profile changes, §5 Avatar, Cover, Profile fields, §7 /api/profile*,
 * /api/users/{id}, /api/public/profile/{id}). The services take typed data parsed at the edge by the shared
 * schemas of shared/schemas/profile.ts; reading shapes live in profile.queries.ts.
 */
import { and, asc, eq } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import {
  COVER_PRESET_PREFIX,
  type InterestsView,
  type ProfileView,
  type PublicProfileView,
  type RegionChoiceView,
  type TCoverPresetData,
  type TInterestsData,
  type TProfileUpdateData,
  type TRegionSetupData,
  type TUserIdData,
} from "#shared/schemas/profile.ts";
import type { AppDeps } from "../../context.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { activeUserFilter, categories, regions, userInterests, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { AVATAR_FOLDER, AVATAR_RULES, COVER_FOLDER, COVER_RULES } from "../../media/image-rules.ts";
import { storageFor } from "../../media/storage.ts";
import { discardUploads, storeUpload } from "../../media/stored-images.ts";
import type { Viewer } from "../../viewer.ts";
import { referenceErrors } from "../catalog/catalog.references.ts";
import { loadProfileView, selectProfileRow, toPublicView } from "./profile.queries.ts";

/** The labels the profile's reference errors name (「選択された興味のあるカテゴリは正しくありません。」). */
const PROFILE_REFERENCE_LABELS = {
  categories: copy.profile.fields.interests,
  region_id: copy.profile.fields.region,
};

/**
 * The signed-in member's own full profile (the owner's source of docs/product.md §4 Profile sources).
 * @returns ProfileView. @throws AppError UNAUTHORIZED when the account is gone.
 */
export async function getOwnProfile(db: Database, viewer: Viewer): Promise<ProfileView> {
  const view = await loadProfileView(db, viewer.id, viewer.id);
  if (!view || view.deleted_at) throw AppError.unauthorized();
  return view;
}

/**
 * GET /api/public/profile/{id}: the public view of a member (no e-mail; SNS only when shown; docs/product.md §2
 * Profile show). `viewer` null is a visitor (is_following false).
 * @returns PublicProfileView. @throws AppError NOT_FOUND (copy.profile.notFound) for unknown or deleted members.
 */
export async function getPublicProfile(
  db: Database,
  viewer: Viewer | null,
  { id }: TUserIdData,
): Promise<PublicProfileView> {
  const view = await loadProfileView(db, id, viewer?.id ?? null);
  if (!view || view.deleted_at) throw AppError.notFound("user_not_found");
  return toPublicView(view);
}

/**
 * GET /api/profile/{id} and /api/users/{id} (members, docs/product.md §4 Profile sources): the full view for the
 * owner and administrators (administrators also see deleted members), the public view for everyone else.
 * @returns ProfileView or PublicProfileView. @throws AppError NOT_FOUND (copy.profile.notFound).
 */
export async function getProfileForMember(
  db: Database,
  viewer: Viewer,
  { id }: TUserIdData,
): Promise<ProfileView | PublicProfileView> {
  const view = await loadProfileView(db, id, viewer.id);
  if (!view || (view.deleted_at && !viewer.isAdmin)) throw AppError.notFound("user_not_found");
  return viewer.isAdmin || viewer.id === id ? view : toPublicView(view);
}

/** Replaces a member's interests (inside a transaction). */
async function replaceInterests(tx: DbOrTx, userId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(userInterests).where(eq(userInterests.userId, userId));
  if (ids.length > 0) {
    await tx.insert(userInterests).values(ids.map((categoryId) => ({ userId, categoryId })));
  }
}

/**
 * POST /api/profile and profile.update (docs/product.md §3 Profile save payload): name, bio, skills, experience,
 * SNS fields, region (null unsets it), interests (`categories`), avatar upload or `avatar_remove`, cover upload
 * (`cover_image`, or `cover`), `cover_preset` or `cover_remove`. Absent optional fields stay as they are. Uploads
 * are re-encoded and stored before the row changes (a bad file leaves the profile untouched); replaced files are
 * removed after the save.
 * @returns the member's full ProfileView.
 * @throws AppError VALIDATION (422, Japanese field errors: unknown region / categories; images too large or not
 *   an image on `avatar` / `cover_image`), UNAUTHORIZED when the account is gone.
 */
export async function updateProfile(
  deps: AppDeps,
  viewer: Viewer,
  input: TProfileUpdateData,
): Promise<ProfileView> {
  const { db, env } = deps;
  const fieldErrors = await referenceErrors(
    db,
    { region_id: input.region_id, categories: input.categories },
    PROFILE_REFERENCE_LABELS,
  );
  if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);
  const current = await selectProfileRow(db, viewer.id);
  if (!current || current.deletedAt) throw AppError.unauthorized();

  const storage = storageFor(env);
  const coverFile = input.cover_image ?? input.cover;
  const avatarKey = input.avatar
    ? await storeUpload(storage, input.avatar, AVATAR_RULES, AVATAR_FOLDER)
    : undefined;
  let coverKey: string | undefined;
  try {
    coverKey = coverFile ? await storeUpload(storage, coverFile, COVER_RULES, COVER_FOLDER) : undefined;
  } catch (error) {
    await discardUploads(storage, [avatarKey]);
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
      if (input.categories) await replaceInterests(tx, viewer.id, input.categories);
    });
  } catch (error) {
    await discardUploads(storage, [avatarKey, coverKey]);
    throw error;
  }
  const replaced: (string | null)[] = [];
  if ("avatarPath" in changes && current.avatarPath !== changes.avatarPath) replaced.push(current.avatarPath);
  if ("coverImage" in changes && current.coverImage !== changes.coverImage) replaced.push(current.coverImage);
  await discardUploads(storage, replaced);
  return getOwnProfile(db, viewer);
}

/**
 * DELETE /api/profile/avatar and profile.removeAvatar: removes the member's avatar (and its stored file).
 * @returns `{ avatar_url: null }` (clients then show the default avatar). @throws AppError UNAUTHORIZED when the
 *   account is gone.
 */
export async function removeAvatar(deps: AppDeps, viewer: Viewer): Promise<{ avatar_url: null }> {
  const current = await selectProfileRow(deps.db, viewer.id);
  if (!current || current.deletedAt) throw AppError.unauthorized();
  await deps.db.update(users).set({ avatarPath: null, updatedAt: new Date() }).where(eq(users.id, viewer.id));
  await discardUploads(storageFor(deps.env), [current.avatarPath]);
  return { avatar_url: null };
}

/**
 * POST /api/profile/cover/preset {cover_key} and profile.setCoverPreset: one of the 30 presets or default-gray
 * (docs/product.md §5 Cover; the key is checked by ZCoverPresetInput). An uploaded cover it replaces is removed.
 * @returns the full ProfileView (cover_url). @throws AppError UNAUTHORIZED when the account is gone.
 */
export async function setCoverPreset(
  deps: AppDeps,
  viewer: Viewer,
  { cover_key }: TCoverPresetData,
): Promise<ProfileView> {
  return replaceCover(deps, viewer, `${COVER_PRESET_PREFIX}${cover_key}`);
}

/**
 * DELETE /api/profile/cover and profile.removeCover: back to the default-gray cover.
 * @returns the full ProfileView. @throws AppError UNAUTHORIZED when the account is gone.
 */
export async function removeCover(deps: AppDeps, viewer: Viewer): Promise<ProfileView> {
  return replaceCover(deps, viewer, null);
}

async function replaceCover(deps: AppDeps, viewer: Viewer, coverImage: string | null): Promise<ProfileView> {
  const current = await selectProfileRow(deps.db, viewer.id);
  if (!current || current.deletedAt) throw AppError.unauthorized();
  await deps.db.update(users).set({ coverImage, updatedAt: new Date() }).where(eq(users.id, viewer.id));
  if (current.coverImage !== coverImage) await discardUploads(storageFor(deps.env), [current.coverImage]);
  return getOwnProfile(deps.db, viewer);
}

/**
 * GET /api/profile/interests and profile.interests (docs/product.md §2 Interest setup): the member's interest
 * categories in catalogue order and their ids. @returns InterestsView.
 */
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
 * POST /api/profile/interests {categories} and profile.setInterests (docs/product.md §5 Interest setup): replaces
 * the interests (an empty list clears them).
 * @returns InterestsView. @throws AppError VALIDATION on `categories` for unknown category ids.
 */
export async function setInterests(
  db: Database,
  viewer: Viewer,
  input: TInterestsData,
): Promise<InterestsView> {
  const fieldErrors = await referenceErrors(db, { categories: input.categories }, PROFILE_REFERENCE_LABELS);
  if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);
  await db.transaction(async (tx) => {
    await replaceInterests(tx, viewer.id, input.categories);
    await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, viewer.id));
  });
  return getInterests(db, viewer);
}

/**
 * GET /api/profile/region and profile.region: "id and regions with userRegion" (docs/product.md §2 Region
 * setup, §7). @returns RegionChoiceView (ids null without a region). @throws AppError UNAUTHORIZED when the
 * account is gone.
 */
export async function getRegionChoice(db: Database, viewer: Viewer): Promise<RegionChoiceView> {
  const [all, [user]] = await Promise.all([
    db
      .select({ id: regions.id, name: regions.name, slug: regions.slug, area: regions.area })
      .from(regions)
      .orderBy(asc(regions.id)),
    db
      .select({ regionId: users.regionId })
      .from(users)
      .where(and(eq(users.id, viewer.id), activeUserFilter)),
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
 * POST /api/profile/region {region_id} and profile.setRegion (docs/product.md §5 Region setup): sets the member's
 * region. An unknown region is refused with the setup's own text, copy.profile.regionRequired, like a missing one.
 * @returns RegionChoiceView. @throws AppError VALIDATION on `region_id`.
 */
export async function setRegion(
  db: Database,
  viewer: Viewer,
  { region_id }: TRegionSetupData,
): Promise<RegionChoiceView> {
  const fieldErrors = await referenceErrors(db, { region_id });
  if (fieldErrors.region_id) throw AppError.validation({ region_id: [copy.profile.regionRequired] });
  await db.update(users).set({ regionId: region_id, updatedAt: new Date() }).where(eq(users.id, viewer.id));
  return getRegionChoice(db, viewer);
}
