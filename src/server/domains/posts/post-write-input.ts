/**
 * The post write payload (spec.md §3) as both transports receive it: a REST body (JSON, form or multipart) or a
 * tRPC FormData input. Both become the same raw object, checked afterwards by the shared zod schemas in the
 * service; the image travels beside it.
 */
import { coerceFields, type FieldSpec } from "../../http/body.ts";
import { formDataFields } from "../../http/form-data.ts";

/** Coercions of the post write fields: ids, coordinates, flags and tags (repeated `tags[]` or a JSON array). */
export const POST_WRITE_FIELDS: FieldSpec = {
  integers: ["id", "category_id", "region_id"],
  numbers: ["latitude", "longitude"],
  booleans: ["is_public", "image_remove"],
  arrays: ["tags"],
};

/** The fields of a post write and its image (a File, an empty string, or absent). */
export interface PostWriteInput {
  fields: Record<string, unknown>;
  image: unknown;
}

/** Splits a body read by `readBody` into coerced fields and the image. */
export function postWriteFromBody(body: Record<string, unknown>): PostWriteInput {
  const { image, _method: _ignored, _token, ...rest } = body;
  return { fields: coerceFields(rest, POST_WRITE_FIELDS), image };
}

/** A tRPC input: FormData (uploads, same field names as REST) or an already shaped object (no image). */
export function postWriteFromInput(input: FormData | Record<string, unknown>): PostWriteInput {
  if (input instanceof FormData) return postWriteFromBody(formDataFields(input));
  const { image, ...fields } = input;
  return { fields, image };
}
