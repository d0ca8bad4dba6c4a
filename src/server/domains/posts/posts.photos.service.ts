/**
 * The calls on a request's photos beside the post writes (docs/product.md "Request photos"): remove one photo,
 * and set the order and the cover (with the alt texts). Only the author changes them, as only the author edits the
 * post (docs/product.md §5 Post update: administrators too are refused).
 */
import { and, eq } from "drizzle-orm";
import { WRITE_LIMITS } from "#shared/constants.ts";
import { postPhotosCopy } from "#shared/copy/post-photos.ts";
import type { TArrangePostImagesData, TDeletePostImageData } from "#shared/schemas/post-photos.ts";
import type { PostWithImages } from "#shared/schemas/posts.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { postImages, posts } from "../../db/schema/index.ts";
import { openableBy } from "../../db/visibility.ts";
import { AppError } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import type { FileStorage } from "../../media/storage.ts";
import { discardUploads } from "../../media/stored-images.ts";
import type { Viewer } from "../../viewer.ts";
import { photoRowsOf, postWithImages, settlePhotos } from "./posts.photos.ts";

const errors = postPhotosCopy.errors;

/**
 * The per-member limit on photo changes (docs/product.md "Request photos", §9 Rate limits): one hit per call in
 * the bucket `post-photos:<member id>`, at most WRITE_LIMITS.postPhotos.max (120) an hour; taken by the two photo
 * calls and by a post update that sends photos (before they are re-encoded).
 * @throws AppError TOO_MANY_REQUESTS.
 */
export function takePhotoLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = WRITE_LIMITS.postPhotos;
  return takeRateLimit(db, `post-photos:${viewer.id}`, max, windowSeconds, postPhotosCopy.tooManyChanges);
}

/**
 * The post the viewer may change the photos of, locked for the transaction.
 * @throws AppError NOT_FOUND (missing, someone else's draft), FORBIDDEN (not the author; administrators too).
 */
async function lockOwnPost(db: DbOrTx, viewer: Viewer, id: number): Promise<void> {
  const [row] = await db
    .select({ userId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, id), openableBy(viewer, posts)))
    .for("update");
  if (!row) throw AppError.notFound("post_not_found");
  if (row.userId !== viewer.id) throw AppError.forbidden();
}

/** The answer of a photo call: the post with its photos. @throws AppError NOT_FOUND when it is gone meanwhile. */
async function answerOf(db: Database, viewer: Viewer, id: number): Promise<PostWithImages> {
  const post = await postWithImages(db, viewer, id, new Date());
  if (!post) throw AppError.notFound("post_not_found");
  return post;
}

/**
 * Removes one photo of the viewer's post (docs/product.md "Request photos"); the next becomes the cover when it
 * was the cover. Its files are deleted once the change is committed.
 * @param input `{id, image_id}`.
 * @returns the post with the photos it keeps.
 * @throws AppError NOT_FOUND, FORBIDDEN (see lockOwnPost), VALIDATION (`image_id`: not a photo of this post).
 */
export async function deletePostImage(
  db: Database,
  viewer: Viewer,
  input: TDeletePostImageData,
  storage: FileStorage,
): Promise<PostWithImages> {
  const files = await db.transaction(async (tx) => {
    await lockOwnPost(tx, viewer, input.id);
    const current = await photoRowsOf(tx, input.id);
    const removed = current.find((row) => row.id === input.image_id);
    if (!removed) throw AppError.validation({ image_id: [errors.unknownImage] });
    await tx.delete(postImages).where(eq(postImages.id, removed.id));
    await settlePhotos(
      tx,
      input.id,
      current.filter((row) => row !== removed).map((row) => row.id),
    );
    return [removed.imagePath, removed.thumbPath];
  });
  await discardUploads(storage, files);
  return answerOf(db, viewer, input.id);
}

/**
 * Sets the order of the viewer's post's photos and its cover (docs/product.md "Request photos"): `order` names
 * every photo once; `cover_id` (optional) moves that photo first; `alts` (optional) sets the alt texts in the
 * order of `order` ("" or a missing one: none).
 * @returns the post with its photos in the new order, cover first.
 * @throws AppError NOT_FOUND, FORBIDDEN (see lockOwnPost), VALIDATION (`order` not every photo of the post once,
 *   `cover_id` not one of them, more `alts` than photos).
 */
export async function arrangePostImages(
  db: Database,
  viewer: Viewer,
  input: TArrangePostImagesData,
): Promise<PostWithImages> {
  await db.transaction(async (tx) => {
    await lockOwnPost(tx, viewer, input.id);
    const current = new Set((await photoRowsOf(tx, input.id)).map((row) => row.id));
    const order = input.order;
    const isPermutation =
      order.length === current.size &&
      new Set(order).size === order.length &&
      order.every((id) => current.has(id));
    if (!isPermutation) {
      throw AppError.validation({ order: [current.size === 0 ? errors.noPhotos : errors.orderMismatch] });
    }
    if (input.cover_id !== undefined && !current.has(input.cover_id)) {
      throw AppError.validation({ cover_id: [errors.unknownImage] });
    }
    if (input.alts !== undefined && input.alts.length > order.length) {
      throw AppError.validation({ alts: [errors.altsMismatch] });
    }
    if (input.alts !== undefined) {
      for (const [index, id] of order.entries()) {
        await tx
          .update(postImages)
          .set({ alt: input.alts[index] ?? null })
          .where(eq(postImages.id, id));
      }
    }
    const cover = input.cover_id;
    const arranged = cover === undefined ? order : [cover, ...order.filter((id) => id !== cover)];
    await settlePhotos(tx, input.id, arranged);
  });
  return answerOf(db, viewer, input.id);
}
