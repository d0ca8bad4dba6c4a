/**
 * Avatar compression in the browser (spec.md §5 Avatar): JPEG at most 1 MB and 1024 px at quality 0.8; when the
 * result is still over 1.2 MB, once more at 0.8 MB and quality 0.7. Runs on the main thread: the library's web
 * worker would load its code from a CDN, which the Content-Security-Policy (rightly) forbids. When compression
 * fails the original file is sent and the server re-encodes it (spec.md §8).
 */
import imageCompression from "browser-image-compression";
import { AVATAR_COMPRESSION } from "../../../../shared/constants.ts";

/** The file to upload and whether the browser managed to compress it. */
export interface CompressedAvatar {
  file: File;
  compressed: boolean;
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, "") || "avatar";
  return `${base}.jpg`;
}

/** Compresses `file` per spec.md §5; on any failure answers the original with `compressed: false`. */
export async function compressAvatar(file: File): Promise<CompressedAvatar> {
  try {
    const options = { useWebWorker: false, fileType: "image/jpeg" };
    let result = await imageCompression(file, { ...options, ...AVATAR_COMPRESSION.first });
    if (result.size > AVATAR_COMPRESSION.retryAboveBytes) {
      result = await imageCompression(file, { ...options, ...AVATAR_COMPRESSION.retry });
    }
    return { file: new File([result], jpegName(file.name), { type: "image/jpeg" }), compressed: true };
  } catch (error) {
    console.warn("[avatar] compression failed; sending the original file", error);
    return { file, compressed: false };
  }
}
