/**
 * Inputs and outputs of a request's photos (docs/product.md "Request photos"): the `images[]` and `image_alts[]`
 * fields of the post writes, the photo of an answer, and the two photo calls (remove one; order and cover).
 */
import { z } from "zod";
import { POST_PHOTOS } from "../constants.ts";
import { postPhotosCopy } from "../copy/post-photos.ts";
import { copy } from "../copy.ts";
import { formIntList, formList, MAX_DB_ID, optionalId, requiredId, textField } from "./fields.ts";

const p = postPhotosCopy;
const v = copy.validation;

/** A part that carries no file (an empty file part, "" or null): left out, as `image` leaves it out. */
function isNoFile(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (value instanceof Blob && value.size === 0);
}

/**
 * `images[]`: the photos added by a write, in order (multipart parts, or Blobs in a tRPC FormData), at most
 * POST_PHOTOS.max; their type and size are judged by the image pipeline, one by one.
 */
export const imagesField = formList(
  z
    .array(z.unknown())
    .transform((items) => items.filter((item) => !isNoFile(item)))
    .pipe(
      z
        .array(z.instanceof(Blob, { message: v.imageType }))
        .max(POST_PHOTOS.max, p.errors.tooMany(POST_PHOTOS.max)),
    )
    .default([]),
);

/** One alt text: at most POST_PHOTOS.altMax characters; "" or null means none (the title stands in). */
const altText = textField(p.fields.image_alts, { max: POST_PHOTOS.altMax })
  .nullable()
  .transform((value) => (value ? value : null));

/** `image_alts[]`: the alt texts of `images[]`, in the same order (fewer is fine: the rest have none). */
export const imageAltsField = formList(
  z.array(altText).max(POST_PHOTOS.max, p.errors.altsMismatch).default([]),
);

/** A photo of a post answer (docs/product.md "Request photos"): URLs under /storage, pixels, the author's alt. */
export const ZPostImageView = z.object({
  id: z.number().int(),
  url: z.string(),
  /** The 320 px wide WebP variant; null for photos stored before thumbnails. */
  thumb_url: z.string().nullable(),
  /** Pixels of the stored image; null for photos moved from the single image of older posts. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The author's alt text, or null (clients read the request's title instead). */
  alt: z.string().nullable(),
});
export type PostImageView = z.infer<typeof ZPostImageView>;

/** `DELETE /api/posts/{id}/images/{image_id}`, tRPC posts.deleteImage. */
export const ZDeletePostImageInput = z.object({
  id: requiredId(copy.fields.post_id),
  image_id: requiredId(p.fields.image_id),
});
export type TDeletePostImageData = z.output<typeof ZDeletePostImageInput>;

/** A list of photo ids (JSON array, `order[]` form fields). */
const imageIdList = formIntList(
  z
    .array(
      z
        .number({ error: v.integer(p.fields.order) })
        .int(v.integer(p.fields.order))
        .positive(p.errors.unknownImage)
        .max(MAX_DB_ID, p.errors.unknownImage),
      { error: p.errors.orderMismatch },
    )
    .min(1, p.errors.orderMismatch)
    .max(POST_PHOTOS.max, p.errors.orderMismatch),
);

/**
 * `PATCH /api/posts/{id}/images`, tRPC posts.arrangeImages: `order` names every photo of the post once, in the new
 * order; `cover_id` (optional) is moved first; `alts` (optional) are the alt texts in the order of `order`.
 */
export const ZArrangePostImagesInput = z.object({
  id: requiredId(copy.fields.post_id),
  order: imageIdList,
  cover_id: optionalId(p.fields.cover_id),
  alts: formList(z.array(altText).max(POST_PHOTOS.max, p.errors.altsMismatch).optional()),
});
export type TArrangePostImagesData = z.output<typeof ZArrangePostImagesInput>;
