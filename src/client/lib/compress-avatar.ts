/**
 * Avatar compression in the browser (spec.md §5): to 1 MB at 1024 px, JPEG quality 0.8; when the result is still
 * over 1.2 MB, again at 0.8 MB and quality 0.7; the limit is 2 MB. When compression fails the original file is
 * used (the server re-encodes every upload anyway) and the caller shows a notice.
 */
import imageCompression from "browser-image-compression";
import { IMAGE_LIMITS_BYTES } from "../../shared/constants.ts";

const MB = 1024 * 1024;

/** The outcome: the file to send, and whether compression failed (so the original is sent). */
export interface CompressedAvatar {
  file: File;
  fallback: boolean;
  tooLarge: boolean;
}

function asJpegFile(blob: Blob, name: string): File {
  const base = name.replace(/\.[^.]+$/, "") || "avatar";
  return new File([blob], `${base}.jpg`, { type: "image/jpeg" });
}

export async function compressAvatar(original: File): Promise<CompressedAvatar> {
  try {
    let result = await imageCompression(original, {
      maxSizeMB: 1,
      maxWidthOrHeight: 1024,
      initialQuality: 0.8,
      fileType: "image/jpeg",
      useWebWorker: true,
    });
    if (result.size > 1.2 * MB) {
      result = await imageCompression(original, {
        maxSizeMB: 0.8,
        maxWidthOrHeight: 1024,
        initialQuality: 0.7,
        fileType: "image/jpeg",
        useWebWorker: true,
      });
    }
    const file = asJpegFile(result, original.name);
    return { file, fallback: false, tooLarge: file.size > IMAGE_LIMITS_BYTES.avatar };
  } catch {
    return { file: original, fallback: true, tooLarge: original.size > IMAGE_LIMITS_BYTES.avatar };
  }
}
