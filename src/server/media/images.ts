/**
 * Server-side processing of uploaded images (docs/product.md §5 Post image, docs/product.md §9 Images): every upload is
 * decoded and re-encoded with sharp, never stored as sent. Auto-rotated from its EXIF orientation, every piece of
 * metadata dropped (EXIF incl. GPS position, XMP, IPTC, ICC after conversion to sRGB), long side capped, written
 * as a progressive JPEG. JPEG rather than WebP: it is what the browser already compresses to (docs/product.md §5), every
 * client and mail reader shows it, and at quality 82 with mozjpeg the files stay well under the 1 MB advice.
 *
 * Re-encoding is CPU-bound (about 0.75 s of CPU for a 6300×6300 photo), so it runs through one bounded FIFO
 * queue per process (docs/architecture.md "Images and storage"): at most IMAGE_QUEUE.slots re-encodes at once
 * — one core fewer than the machine has, at least one — each on one libvips thread (`sharp.concurrency(1)`);
 * the others wait their turn. Uploads can therefore never take every core from the requests that do not
 * upload. The per-member post limit (posts.service.ts takePostLimit) bounds how much one member can queue.
 */
import { availableParallelism } from "node:os";
import pLimit from "p-limit";
import sharp from "sharp";
import { IMAGE_LIMITS_BYTES, POST_IMAGE, POST_THUMB } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { AppError } from "../errors.ts";

// One libvips thread per re-encode: the queue below decides how many run at once.
sharp.concurrency(1);

/** How many re-encodes may run at once: every core but one, at least one. */
export const IMAGE_QUEUE = { slots: Math.max(1, availableParallelism() - 1) } as const;

/** The FIFO queue every re-encode goes through: a call runs when a slot is free, first come, first served. */
const reencodeQueue = pLimit(IMAGE_QUEUE.slots);

/** True when sharp refused an input for declaring more pixels than `limitInputPixels`. */
function overPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

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
 * areas become white). Animated images keep their first frame. The header is read at once (a refusal does not
 * wait); the re-encode itself waits for a slot of the queue (IMAGE_QUEUE.slots at once, FIFO).
 * @returns the JPEG bytes and their size in pixels.
 * @throws AppError VALIDATION on `rules.field`: over the byte limit, not a decodable image of an accepted format
 *   (copy.validation.imageType), or more pixels than POST_IMAGE.maxInputPixels — a decompression bomb
 *   (copy.validation.imageTooManyPixels).
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
  } catch (error) {
    // A header declaring more pixels than the limit (e.g. a PNG of 30000×30000) is an image, just too large.
    throw rejected(
      rules,
      overPixelLimit(error) ? copy.validation.imageTooManyPixels : copy.validation.imageType,
    );
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw rejected(rules, copy.validation.imageType);
  try {
    const { data, info } = await reencodeQueue(() =>
      sharp(input, {
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
        .toBuffer({ resolveWithObject: true }),
    );
    return { data, contentType: "image/jpeg", ext: "jpg", width: info.width, height: info.height };
  } catch (error) {
    throw rejected(
      rules,
      overPixelLimit(error) ? copy.validation.imageTooManyPixels : copy.validation.imageType,
    );
  }
}

/** A thumbnail, ready to store. */
export interface ProcessedThumbnail {
  data: Buffer;
  contentType: "image/webp";
  ext: "webp";
  width: number;
  height: number;
}

/**
 * Makes the card variant of an already re-encoded image (docs/product.md §5 Post image): POST_THUMB.width px wide
 * (never enlarged), height by the aspect ratio, WebP. It reads the output of processImage — already rotated and
 * stripped of metadata — so it cannot bring back what that removed. Waits for a slot of the same queue.
 * @param processed the JPEG bytes of processImage.
 * @returns the WebP bytes and their size in pixels.
 */
export async function makeThumbnail(processed: Buffer): Promise<ProcessedThumbnail> {
  const { data, info } = await reencodeQueue(() =>
    sharp(processed)
      .resize({ width: POST_THUMB.width, withoutEnlargement: true })
      .webp({ quality: POST_THUMB.webpQuality })
      .toBuffer({ resolveWithObject: true }),
  );
  return { data, contentType: "image/webp", ext: "webp", width: info.width, height: info.height };
}
