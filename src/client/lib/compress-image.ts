/**
 * Browser-side compression of a post image before upload (docs/product.md §5 Post image) with browser-image-compression:
 * JPEG in steps (1.5 MB / 1600 px / 0.82, then 1.2 MB / 1400 px / 0.75, then 1 MB / 1200 px / 0.7); the first
 * result of at most 2 MB is used, otherwise the last step's result. The server re-encodes every upload anyway
 * (and strips the location data), so a file the browser cannot decode is sent as it is and judged there.
 */
import imageCompression from "browser-image-compression";
import { IMAGE_LIMITS_BYTES, POST_IMAGE_COMPRESSION_STEPS } from "#shared/constants.ts";

/** The file to upload for `file`: compressed per docs/product.md §5, or the original when compression fails. */
export async function compressPostImage(file: File): Promise<File> {
  let result: File = file;
  for (const step of POST_IMAGE_COMPRESSION_STEPS) {
    try {
      result = await imageCompression(file, {
        maxSizeMB: step.maxSizeMB,
        maxWidthOrHeight: step.maxWidthOrHeight,
        initialQuality: step.quality,
        fileType: "image/jpeg",
        // No worker: the library would load its worker script from a CDN, which our CSP (and privacy) forbid.
        useWebWorker: false,
      });
    } catch {
      return file;
    }
    if (result.size <= IMAGE_LIMITS_BYTES.post) return toJpegName(result, file.name);
  }
  return toJpegName(result, file.name);
}

/** The compressed file named like the original, with a .jpg extension. */
function toJpegName(file: File, originalName: string): File {
  const base = originalName.replace(/\.[^.]*$/, "") || "image";
  return new File([file], `${base}.jpg`, {
    type: file.type || "image/jpeg",
    lastModified: file.lastModified,
  });
}
