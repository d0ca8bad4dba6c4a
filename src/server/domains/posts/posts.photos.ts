/**
 * A request's photos (docs/product.md "Request photos"): storing the uploads of a write through the one image
 * pipeline (media/images.ts: re-encoded, EXIF/GPS stripped, a thumbnail each), the `post_images` rows in
 * `position` order, and the cover mirrored on `posts.image_path` / `posts.image_thumb_path` so that the lists keep
 * reading one row per post (the card shows the cover only; docs/decisions/005-list-query-shapes.md).
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { POST_PHOTOS } from "#shared/constants.ts";
import { postPhotosCopy } from "#shared/copy/post-photos.ts";
import type { PostImageView } from "#shared/schemas/post-photos.ts";
import type { PostWithImages } from "#shared/schemas/posts.ts";
import type { DbOrTx } from "../../db/client.ts";
import { postImages, posts } from "../../db/schema/index.ts";
import { AppError, type FieldErrors } from "../../errors.ts";
import { POST_IMAGE_RULES } from "../../media/images.ts";
import type { FileStorage } from "../../media/storage.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { discardUploads, storeUploadWithThumbnail } from "../../media/stored-images.ts";
import type { Viewer } from "../../viewer.ts";
import { postRowById, postViewsOf } from "./posts.queries.ts";

/** The storage folder of post photos (`posts/2026/05/<uuid>.jpg`). */
const POST_IMAGE_FOLDER = "posts";

/** A photo re-encoded and stored, ready to become a `post_images` row. */
export interface StoredPhoto {
  key: string;
  thumbKey: string;
  width: number;
  height: number;
  alt: string | null;
}

/** The photo fields of a post write. */
export interface PhotoUploads {
  image?: Blob | undefined;
  images: Blob[];
  image_alts: (string | null)[];
}

/** How many photos a write sends: the legacy `image` and the `images[]`. */
export function uploadCount(input: PhotoUploads): number {
  return (input.image ? 1 : 0) + input.images.length;
}

/** The 422 of a write that would leave a post with more than POST_PHOTOS.max photos, on `images`. */
export function tooManyPhotos(): AppError {
  return AppError.validation({ images: [postPhotosCopy.errors.tooMany(POST_PHOTOS.max)] });
}

/** Every storage key of stored photos, for discarding them. */
export function keysOf(photos: readonly StoredPhoto[]): string[] {
  return photos.flatMap((photo) => [photo.key, photo.thumbKey]);
}

/**
 * Re-encodes and stores the photos of a write, `image` first (as the field `image`) then `images[]` (as
 * `images.0`, `images.1`, … with the alt texts of `image_alts[]` in the same order). A refused file answers its
 * field errors instead of throwing, so they join the other errors of the write; when any is refused, the ones
 * stored are removed again.
 * @returns the stored photos in order, or the field errors (then nothing stays stored).
 */
export async function storePhotos(
  storage: FileStorage | null,
  input: PhotoUploads,
): Promise<{ photos: StoredPhoto[]; fieldErrors: FieldErrors }> {
  const files: { file: Blob; field: string; alt: string | null }[] = [];
  if (input.image) files.push({ file: input.image, field: "image", alt: null });
  input.images.forEach((file, index) => {
    files.push({ file, field: `images.${index}`, alt: input.image_alts[index] ?? null });
  });
  if (files.length === 0) return { photos: [], fieldErrors: {} };
  if (!storage) throw AppError.internal("an image was uploaded but no storage was given");
  // Each goes through the pipeline's bounded queue, so sending them at once never takes more cores.
  const results = await Promise.allSettled(
    files.map(({ file, field }) =>
      storeUploadWithThumbnail(storage, file, { ...POST_IMAGE_RULES, field }, POST_IMAGE_FOLDER),
    ),
  );
  const photos: StoredPhoto[] = [];
  const fieldErrors: FieldErrors = {};
  let unexpected: unknown = null;
  results.forEach((result, index) => {
    const alt = files[index]?.alt ?? null;
    if (result.status === "fulfilled") photos.push({ ...result.value, alt });
    else if (result.reason instanceof AppError && result.reason.fieldErrors) {
      Object.assign(fieldErrors, result.reason.fieldErrors);
    } else unexpected ??= result.reason;
  });
  if (unexpected !== null || Object.keys(fieldErrors).length > 0) {
    await discardUploads(storage, keysOf(photos));
    if (unexpected !== null) throw unexpected;
    return { photos: [], fieldErrors };
  }
  return { photos, fieldErrors };
}

/** A post's photo rows, cover first. */
export function photoRowsOf(db: DbOrTx, postId: number) {
  return db
    .select({
      id: postImages.id,
      imagePath: postImages.imagePath,
      thumbPath: postImages.thumbPath,
      width: postImages.width,
      height: postImages.height,
      alt: postImages.alt,
    })
    .from(postImages)
    .where(eq(postImages.postId, postId))
    .orderBy(asc(postImages.position), asc(postImages.id));
}

/** Inserts stored photos after the post's `from` first ones (positions `from`, `from + 1`, …). */
export async function insertPhotos(
  db: DbOrTx,
  postId: number,
  photos: readonly StoredPhoto[],
  from: number,
): Promise<number[]> {
  if (photos.length === 0) return [];
  const rows = await db
    .insert(postImages)
    .values(
      photos.map((photo, index) => ({
        postId,
        position: from + index,
        imagePath: photo.key,
        thumbPath: photo.thumbKey,
        width: photo.width,
        height: photo.height,
        alt: photo.alt,
      })),
    )
    .returning({ id: postImages.id });
  return rows.map((row) => row.id);
}

/**
 * Writes the order `ids` (every photo the post keeps, cover first) as positions 0…n−1 and mirrors the cover on the
 * post row (null keys when no photo is left). At most POST_PHOTOS.max statements of one row each.
 */
export async function settlePhotos(db: DbOrTx, postId: number, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(postImages).set({ position }).where(eq(postImages.id, id));
  }
  await db
    .update(posts)
    .set({
      imagePath: sql`(select pi.image_path from ${postImages} pi where pi.post_id = ${postId} order by pi.position, pi.id limit 1)`,
      imageThumbPath: sql`(select pi.thumb_path from ${postImages} pi where pi.post_id = ${postId} order by pi.position, pi.id limit 1)`,
    })
    .where(eq(posts.id, postId));
}

/** The storage keys of every photo of these posts (the caller discards them once their rows are gone). */
export async function photoKeysOfPosts(db: DbOrTx, postIds: readonly number[]): Promise<(string | null)[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({ imagePath: postImages.imagePath, thumbPath: postImages.thumbPath })
    .from(postImages)
    .where(inArray(postImages.postId, [...postIds]));
  return rows.flatMap((row) => [row.imagePath, row.thumbPath]);
}

/** A photo row as the answer shows it. */
function toImageView(row: Awaited<ReturnType<typeof photoRowsOf>>[number]): PostImageView {
  return {
    id: row.id,
    url: storageUrl(row.imagePath) ?? "",
    thumb_url: storageUrl(row.thumbPath),
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}

/**
 * One post as the viewer sees it with all its photos, cover first (docs/product.md "Request photos"), or null when
 * it does not exist or is someone else's draft. A hidden post's photos are left out for everyone its placeholder
 * stands for (its `image` is then null too, docs/product.md §12). Two statements, run together.
 */
export async function postWithImages(
  db: DbOrTx,
  viewer: Viewer | null,
  id: number,
  now: Date,
): Promise<PostWithImages | null> {
  const [row, photos] = await Promise.all([postRowById(db, viewer, id), photoRowsOf(db, id)]);
  const [view] = row ? postViewsOf(viewer, [row], now) : [];
  if (!view) return null;
  // The cover mirror is null exactly when the post has no photo or its placeholder hides them.
  return { ...view, images: view.image === null ? [] : photos.map(toImageView) };
}
