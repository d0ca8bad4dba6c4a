/**
 * Avatar and cover uploads (spec.md §5, §9: avatar 2 MB, cover 4 MB, recommended 1500×500). Every upload goes
 * through the one image pipeline of `media/images.ts` (re-encoded with sharp, metadata stripped) and is kept in
 * the file storage of `media/storage.ts`; replaced files are removed after the database has moved on.
 */
import { IMAGE_LIMITS_BYTES } from "../../../shared/constants.ts";
import { COVER_PRESET_PREFIX } from "../../../shared/schemas/profile.ts";
import type { AppEnv } from "../../env.ts";
import { type ImageRules, processImage } from "../../media/images.ts";
import { isStorageKey, newStorageKey, storageFor } from "../../media/storage.ts";

/** Avatar: 2 MB, long side 1024 px (the browser already compresses to that). */
export const AVATAR_RULES: ImageRules = {
  field: "avatar",
  maxBytes: IMAGE_LIMITS_BYTES.avatar,
  maxSide: 1024,
  quality: 82,
};

/** Cover: 4 MB; 1500×500 is kept as it is, larger images are fitted into 1600 px. */
export const COVER_RULES: ImageRules = {
  field: "cover_image",
  maxBytes: IMAGE_LIMITS_BYTES.cover,
  maxSide: 1600,
  quality: 82,
};

/**
 * Re-encodes an upload and stores it under `folder`.
 * @returns the storage key (`avatars/2026/05/<uuid>.jpg`).
 * @throws AppError VALIDATION on `rules.field` when the file is too large or not an image.
 */
export async function storeImage(
  env: AppEnv,
  file: Blob,
  rules: ImageRules,
  folder: string,
): Promise<string> {
  const processed = await processImage(file, rules);
  const key = newStorageKey(folder, processed.ext);
  await storageFor(env).put(key, processed.data, processed.contentType);
  return key;
}

/** Removes stored files that are no longer referenced (external URLs and presets are left alone). */
export async function discardImages(env: AppEnv, paths: (string | null | undefined)[]): Promise<void> {
  const storage = storageFor(env);
  await Promise.all(
    paths
      .filter(isStorageKey)
      .filter((key) => !key.startsWith(COVER_PRESET_PREFIX))
      .map((key) =>
        storage.delete(key).catch((error: unknown) => {
          console.error(`[profile] could not remove ${key}`, error);
        }),
      ),
  );
}
