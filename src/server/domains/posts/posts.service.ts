/**
 * Posts (help requests): read, create, update, delete (docs/product.md §2 Post detail / create / edit, §3 Post,
 * §5 rules, §7 /api/posts). The lists are in posts/list/lists.ts. Services take checked data (the transports parse
 * with the shared schemas of shared/schemas/posts.ts); what needs the database — the post's visibility and
 * owner, whether the category and region exist — and the image pipeline are checked here.
 */
import { and, eq, inArray } from "drizzle-orm";
import { POST_PHOTOS, WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type {
  PostDetail,
  PostWithImages,
  TCreatePostData,
  TPostIdData,
  TUpdatePostData,
} from "#shared/schemas/posts.ts";
import type { RewardType } from "#shared/schemas/requests.ts";
import { normalizeSearchText, searchGrams } from "#shared/search-text.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { postImages, posts, postTags, tags } from "../../db/schema/index.ts";
import { openableBy } from "../../db/visibility.ts";
import { AppError, type FieldErrors } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import type { FileStorage } from "../../media/storage.ts";
import { discardUploads } from "../../media/stored-images.ts";
import type { Viewer } from "../../viewer.ts";
import { referenceErrors } from "../catalog/catalog.references.ts";
import { commentsOf } from "../comments/comments.service.ts";
import { notify } from "../notifications/notifications.service.ts";
import { tagsBySlugOrName } from "../tags/tags.service.ts";
import { queueWebhookEvent } from "../webhooks/webhook-queue.ts";
import {
  insertPhotos,
  keysOf,
  type PhotoUploads,
  photoKeysOfPosts,
  photoRowsOf,
  postWithImages,
  type StoredPhoto,
  settlePhotos,
  storePhotos,
  tooManyPhotos,
  uploadCount,
} from "./posts.photos.ts";
import { syncRewardTags } from "./posts.reward-tags.ts";
import { refreshSearchDocument } from "./posts.search-document.ts";

/**
 * One post with its comments, oldest first (docs/product.md §2 Post detail). Drafts are shown only to their
 * author. @param input `{id}`. @returns the PostDetail.
 * @throws AppError NOT_FOUND (copy.errors.postNotFound).
 */
export async function getPost(db: Database, viewer: Viewer | null, input: TPostIdData): Promise<PostDetail> {
  const now = new Date();
  const [post, postComments] = await Promise.all([
    postWithImages(db, viewer, input.id, now),
    commentsOf(db, input.id, now, viewer),
  ]);
  if (!post) throw AppError.notFound("post_not_found");
  return { ...post, comments: postComments };
}

/**
 * The per-member limit on new posts (docs/product.md §9 Rate limits): one hit in the bucket `posts:<member id>`,
 * at most WRITE_LIMITS.posts.max (10) per WRITE_LIMITS.posts.windowSeconds (1 hour), shared by both transports
 * and every instance. Both adapters take it before createPost — so before the image is re-encoded; REST writes
 * the returned state as X-RateLimit-*.
 * @throws AppError TOO_MANY_REQUESTS (429: copy.limits.posts for people, `Too Many Attempts.` on the wire,
 *   Retry-After and X-RateLimit-* from the error).
 */
export function takePostLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = WRITE_LIMITS.posts;
  return takeRateLimit(db, `posts:${viewer.id}`, max, windowSeconds, copy.limits.posts(max, windowSeconds));
}

/**
 * The checks of a write that need the database or the image pipeline, as one 422: an unknown category or
 * region and refused photos are reported together (docs/product.md "Request photos"). Stored photos are removed
 * again when the write is refused.
 * @param keptPhotos how many photos the post keeps before this write adds its own (0 on create).
 * @returns the stored photos in order (`image` first, then `images[]`).
 * @throws AppError VALIDATION (more than POST_PHOTOS.max photos on `images`, checked before anything is stored).
 */
async function checkWrite(
  db: DbOrTx,
  storage: FileStorage | null,
  input: { category_id: number; region_id: number } & PhotoUploads,
  keptPhotos: number,
): Promise<StoredPhoto[]> {
  if (keptPhotos + uploadCount(input) > POST_PHOTOS.max) throw tooManyPhotos();
  const references = await referenceErrors(db, {
    category_id: input.category_id,
    region_id: input.region_id,
  });
  // After the database check, so that a failing query never leaves a stored file behind.
  const stored = await storePhotos(storage, input);
  const fieldErrors: FieldErrors = { ...references, ...stored.fieldErrors };
  if (Object.keys(fieldErrors).length > 0) {
    if (storage) await discardUploads(storage, keysOf(stored.photos));
    throw AppError.validation(fieldErrors);
  }
  return stored.photos;
}

/**
 * Creates a post for the viewer (public or draft; docs/product.md §2 Post create, §5), creating unknown tags as
 * member tags, with up to POST_PHOTOS.max photos re-encoded by the image pipeline (§5 Post image, "Request
 * photos": `image` first, then `images[]` with `image_alts[]`; the first is the cover). Nothing is stored when
 * anything fails. The gate (verified e-mail, decision 003) is the transport's.
 * @param input the checked write payload (tags as normalised slugs, `image` a Blob or undefined, `images` Blobs).
 * @param storage where images go; may be null only when no photo is sent.
 * @returns the new post with its photos (without comments).
 * @throws AppError VALIDATION (422) for an unknown category/region or refused photos (together), more than 8.
 */
export async function createPost(
  db: Database,
  viewer: Viewer,
  input: TCreatePostData,
  storage: FileStorage | null = null,
): Promise<PostWithImages> {
  const photos = await checkWrite(db, storage, input, 0);
  const cover = photos[0] ?? null;
  const searchText = normalizeSearchText(`${input.title} ${input.body}`);
  let postId: number;
  try {
    postId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(posts)
        .values({
          userId: viewer.id,
          categoryId: input.category_id,
          regionId: input.region_id,
          title: input.title,
          body: input.body,
          imagePath: cover?.key ?? null,
          imageThumbPath: cover?.thumbKey ?? null,
          isPublic: input.is_public,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          searchText,
          searchGrams: searchGrams(searchText),
          rewardType: input.reward_type,
          rewardAmount: input.reward_type === "money" ? (input.reward_amount ?? null) : null,
          neededBy: input.needed_by ?? null,
          helpersNeeded: input.helpers_needed,
          language: input.language,
        })
        .returning({ id: posts.id });
      if (!created) throw AppError.internal("insert returned no row");
      await insertPhotos(tx, created.id, photos, 0);
      await attachTags(tx, created.id, input.tags);
      await syncRewardTags(tx, created.id, input.reward_type);
      // Followers and saved searches hear of a public post from a job queued with it (docs/product.md §11).
      if (input.is_public) await notify(tx, { kind: "post_published", postId: created.id });
      // Partners' webhooks hear of it from a job queued with it; a draft is not news until published ("Webhooks").
      if (input.is_public) await queueWebhookEvent(tx, { type: "post.created", postId: created.id });
      await refreshSearchDocument(tx, created.id, input.title, input.body);
      return created.id;
    });
  } catch (error) {
    if (storage) await discardUploads(storage, keysOf(photos));
    throw error;
  }
  const post = await postWithImages(db, viewer, postId, new Date());
  if (!post) throw AppError.notFound("post_not_found");
  return post;
}

/**
 * Updates a post of the viewer (docs/product.md §5 Post update): fields, tags (replaced when given),
 * public/draft; photos ("Request photos"): `image` replaces the cover (the first photo), `image_remove` removes
 * it (the next becomes the cover), `images[]` are added after the others, at most POST_PHOTOS.max in all. Files
 * of removed photos are deleted once the change is committed; new ones are deleted again when the change fails.
 * @param input the checked update payload with the post `id`.
 * @returns the post with its comments.
 * @throws AppError NOT_FOUND (missing, or someone else's draft), FORBIDDEN (not the author; admins too),
 *   VALIDATION (422: unknown category/region, refused image).
 */
export async function updatePost(
  db: Database,
  viewer: Viewer,
  input: TUpdatePostData,
  storage: FileStorage,
): Promise<PostDetail> {
  const { id } = input;
  const current = await loadWritable(db, viewer, id);
  if (current.userId !== viewer.id) throw AppError.forbidden();

  const dropsCover = input.image !== undefined || input.image_remove;
  const kept = (await photoRowsOf(db, id)).length - (dropsCover ? 1 : 0);
  const photos = await checkWrite(db, storage, input, Math.max(0, kept));
  const searchText = normalizeSearchText(`${input.title} ${input.body}`);
  // The replaced or removed cover's files, removed once the change is committed.
  let oldKeys: (string | null)[] = [];
  try {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({
          rewardType: posts.rewardType,
          rewardAmount: posts.rewardAmount,
        })
        .from(posts)
        .where(eq(posts.id, id))
        .for("update");
      if (!locked) throw AppError.notFound("post_not_found");
      const [was] = await tx.select({ isPublic: posts.isPublic }).from(posts).where(eq(posts.id, id));
      if (input.is_public === true) {
        // A draft made public is news for followers and saved searches (docs/product.md §11).
        if (was && !was.isPublic) await notify(tx, { kind: "post_published", postId: id });
      }
      // Webhooks (docs/product.md "Webhooks"): a draft made public is created news, a public post's edit an update.
      if (was && (input.is_public ?? was.isPublic)) {
        await queueWebhookEvent(tx, { type: was.isPublic ? "post.updated" : "post.created", postId: id });
      }
      const reward = rewardOnUpdate(locked, input);
      oldKeys = await updatePhotos(tx, id, input, photos);
      await tx
        .update(posts)
        .set({
          title: input.title,
          body: input.body,
          categoryId: input.category_id,
          regionId: input.region_id,
          searchText,
          searchGrams: searchGrams(searchText),
          updatedAt: new Date(),
          ...(input.is_public === undefined ? {} : { isPublic: input.is_public }),
          ...(input.latitude === undefined ? {} : { latitude: input.latitude }),
          ...(input.longitude === undefined ? {} : { longitude: input.longitude }),
          ...reward,
          ...(input.needed_by === undefined ? {} : { neededBy: input.needed_by }),
          ...(input.helpers_needed === undefined ? {} : { helpersNeeded: input.helpers_needed }),
          ...(input.language === undefined ? {} : { language: input.language }),
        })
        .where(eq(posts.id, id));
      if (input.tags !== undefined) {
        await tx.delete(postTags).where(eq(postTags.postId, id));
        await attachTags(tx, id, input.tags);
      }
      // The reward tags follow the お礼 field, changed or not (docs/product.md §10).
      await syncRewardTags(tx, id, reward.rewardType);
      await refreshSearchDocument(tx, id, input.title, input.body);
    });
  } catch (error) {
    await discardUploads(storage, keysOf(photos));
    throw error;
  }
  await discardUploads(storage, oldKeys);
  return getPost(db, viewer, { id });
}

/**
 * The photo part of an update, inside its transaction after the post row is locked ("Request photos"): the cover
 * replaced by `image` or removed by `image_remove`, `images[]` added after the kept ones, the count checked again
 * under the lock, the positions and the cover mirror written.
 * @returns the storage keys of the removed cover (to discard after the commit).
 * @throws AppError VALIDATION (more than POST_PHOTOS.max photos).
 */
async function updatePhotos(
  tx: DbOrTx,
  postId: number,
  input: TUpdatePostData,
  photos: readonly StoredPhoto[],
): Promise<(string | null)[]> {
  const current = await photoRowsOf(tx, postId);
  const dropsCover = input.image !== undefined || input.image_remove;
  const removed = dropsCover ? current.slice(0, 1) : [];
  const kept = dropsCover ? current.slice(1) : current;
  if (kept.length + photos.length > POST_PHOTOS.max) throw tooManyPhotos();
  if (removed.length === 0 && photos.length === 0) return [];
  if (removed[0]) await tx.delete(postImages).where(eq(postImages.id, removed[0].id));
  // A new `image` is the cover; `images[]` go after the kept photos.
  const coverPhoto = input.image !== undefined ? photos[0] : undefined;
  const added = input.image !== undefined ? photos.slice(1) : photos;
  const coverIds = coverPhoto ? await insertPhotos(tx, postId, [coverPhoto], 0) : [];
  const addedIds = await insertPhotos(tx, postId, added, kept.length + coverIds.length);
  await settlePhotos(tx, postId, [...coverIds, ...kept.map((row) => row.id), ...addedIds]);
  return removed.flatMap((row) => [row.imagePath, row.thumbPath]);
}

/**
 * Deletes a post with its comments, tags and bookmarks, then its image file and thumbnail (docs/product.md §4
 * Post: deleted).
 * The author may delete, and so may an administrator.
 * @param input `{id}`.
 * @throws AppError NOT_FOUND (missing, or someone else's draft), FORBIDDEN (neither author nor admin).
 */
export async function deletePost(
  db: Database,
  viewer: Viewer,
  input: TPostIdData,
  storage: FileStorage,
): Promise<void> {
  const current = await loadWritable(db, viewer, input.id);
  if (current.userId !== viewer.id && !viewer.isAdmin) throw AppError.forbidden();
  const files = await deletePostRows(db, [input.id]);
  if (files === null) throw AppError.notFound("post_not_found");
  await discardUploads(storage, files);
}

/**
 * The one way posts are deleted (docs/product.md §4 Post: deleted; also the posts of a member who leaves, §4
 * Leaving): one DELETE of the rows, whose cascades take their comments, tags, bookmarks, reviews and
 * notifications, whose statement triggers keep `post_counts` and the list totals exact (decision 004, migrations
 * 0002, 0007, 0008, 0010), and whose search document (the row's own `search_text`/`search_grams`) goes with them;
 * threads about them keep going without a request (`threads.post_id` set null). May run inside the caller's
 * transaction. The files are the caller's to discard once the change is committed (discardUploads).
 * @param ids the posts to delete (none: nothing happens).
 * @returns the photo and thumbnail keys of the deleted posts, or null when none of `ids` existed.
 */
export async function deletePostRows(db: DbOrTx, ids: readonly number[]): Promise<(string | null)[] | null> {
  if (ids.length === 0) return null;
  // Every photo's files; the cover's are mirrored on the post row (and may be all an older post has).
  const photoFiles = await photoKeysOfPosts(db, ids);
  const deleted = await db
    .delete(posts)
    .where(inArray(posts.id, [...ids]))
    .returning({ imagePath: posts.imagePath, imageThumbPath: posts.imageThumbPath });
  if (deleted.length === 0) return null;
  return [...new Set([...photoFiles, ...deleted.flatMap((row) => [row.imagePath, row.imageThumbPath])])];
}

/**
 * The reward columns after an update (docs/product.md §10): the type and amount sent, else the stored ones; an
 * amount only with `money` (a type other than money clears it).
 * @throws AppError VALIDATION when an amount is sent for a stored or sent type other than money.
 */
function rewardOnUpdate(
  stored: { rewardType: string; rewardAmount: number | null },
  input: TUpdatePostData,
): { rewardType: RewardType; rewardAmount: number | null } {
  // The stored type is one of REWARD_TYPES (the column's check constraint).
  const rewardType = input.reward_type ?? (stored.rewardType as RewardType);
  if (input.reward_amount != null && rewardType !== "money") {
    throw AppError.validation({ reward_amount: [copy.requests.errors.rewardAmountOnlyMoney] });
  }
  const amount = input.reward_amount === undefined ? stored.rewardAmount : input.reward_amount;
  return { rewardType, rewardAmount: rewardType === "money" ? amount : null };
}

/** The owner and state of a post the viewer may see. @throws AppError NOT_FOUND otherwise (drafts of others too). */
async function loadWritable(db: Database, viewer: Viewer, id: number) {
  const [row] = await db
    .select({ id: posts.id, userId: posts.userId, isPublic: posts.isPublic })
    .from(posts)
    .where(and(eq(posts.id, id), openableBy(viewer, posts)))
    .limit(1);
  if (!row) throw AppError.notFound("post_not_found");
  return row;
}

/**
 * Ids of the tags with these slugs, creating the missing ones (name = slug, not official; docs/product.md §5
 * tags). A slug equal to the normalised name of an existing tag (「力仕事」 typed for the official tag
 * heavy-lifting) reuses that tag.
 */
async function ensureTags(db: DbOrTx, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  let found = await tagsBySlugOrName(db, slugs);
  const missing = slugs.filter((_slug, index) => found[index] === undefined);
  if (missing.length > 0) {
    await db
      .insert(tags)
      .values(missing.map((slug) => ({ slug, name: slug, isOfficial: false })))
      .onConflictDoNothing({ target: tags.slug });
    found = await tagsBySlugOrName(db, slugs);
  }
  return [...new Set(found.filter((tag) => tag !== undefined).map((tag) => tag.id))];
}

/** Gives post `postId` the tags of `slugs` (created when missing). */
async function attachTags(db: DbOrTx, postId: number, slugs: string[]): Promise<void> {
  const tagIds = await ensureTags(db, slugs);
  if (tagIds.length > 0) await db.insert(postTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}
