/**
 * Storing and discarding uploaded images, written once for posts, avatars and covers (docs/product.md §5
 * images, §9 limits): every upload is re-encoded by the one pipeline of media/images.ts, stored under a fresh
 * key of media/storage.ts, and files that are no longer referenced are removed after the database moved on.
 */
import { type ImageRules, makeThumbnail, processImage } from "./images.ts";
import { type FileStorage, isStorageKey, newStorageKey } from "./storage.ts";

/**
 * Re-encodes `file` by `rules` and stores it under `folder`.
 * @returns the storage key (`posts/2026/05/<uuid>.jpg`).
 * @throws AppError VALIDATION on `rules.field` (Japanese) when the file is too large or not an image.
 */
export async function storeUpload(
  storage: FileStorage,
  file: Blob,
  rules: ImageRules,
  folder: string,
): Promise<string> {
  const processed = await processImage(file, rules);
  const key = newStorageKey(folder, processed.ext);
  await storage.put(key, processed.data, processed.contentType);
  return key;
}

/** The keys of an image stored with its card thumbnail, and the stored image's size in pixels. */
export interface StoredWithThumbnail {
  key: string;
  thumbKey: string;
  width: number;
  height: number;
}

/**
 * Re-encodes `file` by `rules`, stores it under `folder` and stores its thumbnail (makeThumbnail: 320 px wide
 * WebP) next to it under its own fresh key (docs/product.md §5 Post image). When the thumbnail cannot be stored
 * the image is removed again, so a write never keeps half of the pair.
 * @returns both storage keys (`posts/2026/05/<uuid>.jpg`, `posts/2026/05/<uuid>.webp`) and the image's pixels.
 * @throws AppError VALIDATION on `rules.field` (Japanese) when the file is too large or not an image;
 *   AppError UNAVAILABLE when the store cannot be reached.
 */
export async function storeUploadWithThumbnail(
  storage: FileStorage,
  file: Blob,
  rules: ImageRules,
  folder: string,
): Promise<StoredWithThumbnail> {
  const processed = await processImage(file, rules);
  const thumbnail = await makeThumbnail(processed.data);
  const key = newStorageKey(folder, processed.ext);
  const thumbKey = newStorageKey(folder, thumbnail.ext);
  await storage.put(key, processed.data, processed.contentType);
  try {
    await storage.put(thumbKey, thumbnail.data, thumbnail.contentType);
  } catch (error) {
    await discardUploads(storage, [key]);
    throw error;
  }
  return { key, thumbKey, width: processed.width, height: processed.height };
}

/**
 * Removes stored files that are no longer referenced; values that are not storage keys (external URLs, cover
 * presets, null) are left alone, and a failed removal is logged, never thrown (the data change already stands).
 */
export async function discardUploads(
  storage: FileStorage,
  paths: readonly (string | null | undefined)[],
): Promise<void> {
  await Promise.all(
    // A key never holds ":"; cover presets ("preset:sunrise") do.
    paths
      .filter(isStorageKey)
      .filter((key) => !key.includes(":"))
      .map((key) =>
        storage.delete(key).catch((error: unknown) => {
          console.error(`[storage] could not remove ${key}`, error);
        }),
      ),
  );
}
