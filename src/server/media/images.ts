/**
 * Server-side processing of uploaded images (docs/product.md §5 Post image, docs/architecture.md "Images"): every upload is
 * decoded and re-encoded with sharp, never stored as sent. Auto-rotated from its EXIF orientation, every piece of
 * metadata dropped (EXIF incl. GPS position, XMP, IPTC, ICC after conversion to sRGB), long side capped, written
 * as a progressive JPEG. JPEG rather than WebP: it is what the browser already compresses to (docs/product.md §5), every
 * client and mail reader shows it, and at quality 82 with mozjpeg the files stay well under the 1 MB advice.
 */
import sharp from "sharp";
import { IMAGE_LIMITS_BYTES, POST_IMAGE } from "../../shared/constants.ts";
import { copy } from "../../shared/copy.ts";
import { AppError } from "../errors.ts";

/** Formats accepted as uploads (what browsers produce and sharp decodes safely; no SVG, PDF or RAW). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

/** A processed image, ready to store. */
export interface ProcessedImage {
  data: Buffer;
  contentType: "image/jpeg";
  ext: "jpg";
  width: number;
  height: number;
}

/** Options of one kind of upload. */
export interface ImageRules {
  /** The form field named in the 422 (`image`). */
  field: string;
  maxBytes: number;
  maxSide: number;
  quality: number;
}

/** The rules of a post image: 2 MB, long side 1600 px (docs/product.md §5, §9). */
export const POST_IMAGE_RULES: ImageRules = {
  field: "image",
  maxBytes: IMAGE_LIMITS_BYTES.post,
  maxSide: POST_IMAGE.maxSide,
  quality: POST_IMAGE.jpegQuality,
};

/** The Japanese 422 of a rejected upload, on the rule's field. */
function rejected(rules: ImageRules, message: string): AppError {
  return AppError.validation({ [rules.field]: [message] });
}

/**
 * Checks the size and the kind of an upload without decoding its pixels. Cheap; run it before anything else.
 * @throws AppError VALIDATION on `rules.field` (too large, empty, not an image).
 */
export function checkUploadSize(file: Blob, rules: ImageRules = POST_IMAGE_RULES): void {
  if (file.size > rules.maxBytes) {
    throw rejected(rules, copy.validation.imageTooLarge(Math.round(rules.maxBytes / (1024 * 1024))));
  }
  if (file.size === 0) throw rejected(rules, copy.validation.imageType);
}

/**
 * Decodes and re-encodes an upload: auto-rotate, strip all metadata, fit the long side, JPEG (transparent
 * areas become white). Animated images keep their first frame.
 * @returns the JPEG bytes and their size in pixels.
 * @throws AppError VALIDATION on `rules.field`: over the byte limit, not a decodable image of an accepted format,
 *   or more pixels than POST_IMAGE.maxInputPixels (a decompression bomb).
 */
export async function processImage(
  file: Blob,
  rules: ImageRules = POST_IMAGE_RULES,
): Promise<ProcessedImage> {
  checkUploadSize(file, rules);
  const input = Buffer.from(await file.arrayBuffer());
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: POST_IMAGE.maxInputPixels }).metadata());
  } catch {
    throw rejected(rules, copy.validation.imageType);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw rejected(rules, copy.validation.imageType);
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: POST_IMAGE.maxInputPixels,
      failOn: "error",
      pages: 1,
    })
      .rotate()
      .resize({
        width: rules.maxSide,
        height: rules.maxSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .jpeg({ quality: rules.quality, mozjpeg: true, progressive: true })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: "image/jpeg", ext: "jpg", width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw rejected(
      rules,
      /pixel limit/i.test(message) ? copy.validation.imageTooManyPixels : copy.validation.imageType,
    );
  }
}
