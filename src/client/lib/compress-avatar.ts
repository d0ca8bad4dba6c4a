/**
 * Avatar compression in the browser (docs/product.md §5 Avatar), shared by the register form and the profile / admin
 * edit forms: JPEG at most 1 MB and 1024 px at quality 0.8; when the result is still over 1.2 MB, once more from
 * the original at 0.8 MB and quality 0.7; the limit is 2 MB (docs/product.md §9). Runs on the main thread: the library's
 * web worker is built from a blob: URL and loads its code from a CDN, which the Content-Security-Policy (rightly)
 * forbids. When compression fails the original file is used and the caller shows the notice of docs/product.md §8 (the
 * server re-encodes every upload with sharp anyway).
 */
import imageCompression from "browser-image-compression";
import { AVATAR_COMPRESSION, IMAGE_LIMITS_BYTES } from "#shared/constants.ts";

/** The outcome of compressing an avatar. */
export interface CompressedAvatar {
  /** The file to upload: the compressed JPEG, or the original when compression failed. */
  file: File;
  /** True when the browser could not compress the image and `file` is the original. */
  fallback: boolean;
  /** True when `file` is over the 2 MB avatar limit (the form refuses it before sending). */
  tooLarge: boolean;
}

function asJpegFile(blob: Blob, name: string): File {
  const base = name.replace(/\.[^.]*$/, "") || "avatar";
  return new File([blob], `${base}.jpg`, { type: "image/jpeg" });
}

/**
 * Compresses `original` per docs/product.md §5. Never throws: on any failure the original comes back with
 * `fallback: true`.
 */
export async function compressAvatar(original: File): Promise<CompressedAvatar> {
  const options = { fileType: "image/jpeg", useWebWorker: false } as const;
  try {
    let result = await imageCompression(original, { ...options, ...AVATAR_COMPRESSION.first });
    if (result.size > AVATAR_COMPRESSION.retryAboveBytes) {
      result = await imageCompression(original, { ...options, ...AVATAR_COMPRESSION.retry });
    }
    const file = asJpegFile(result, original.name);
    return { file, fallback: false, tooLarge: file.size > IMAGE_LIMITS_BYTES.avatar };
  } catch (error) {
    console.warn("[avatar] compression failed; sending the original file", error);
    return { file: original, fallback: true, tooLarge: original.size > IMAGE_LIMITS_BYTES.avatar };
  }
}
