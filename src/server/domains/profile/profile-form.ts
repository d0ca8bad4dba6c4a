/**
 * Reading the multipart forms of profile and admin edits (spec.md §3 Profile save payload, Admin user edit
 * payload) into service inputs, the same for REST bodies and tRPC FormData: booleans from 1/0/on, ids from
 * strings, `categories[i]` as a list, an empty `region_id` as "unset", and the uploaded files apart.
 */
import { coerceFields } from "../../http/body.ts";

/** Fields and files of a profile or admin form. */
export interface ParsedForm {
  fields: Record<string, unknown>;
  files: { avatar?: Blob; cover?: Blob };
}

/** A non-empty uploaded file (browsers send an empty part for a file input left empty). */
function fileOf(value: unknown): Blob | undefined {
  return value instanceof Blob && value.size > 0 ? value : undefined;
}

/**
 * Splits a form object (from `readBody` or `formDataFields`) into coerced fields and files. The cover may
 * arrive as `cover_image` (the profile field name) or `cover`.
 */
export function parseProfileForm(raw: Record<string, unknown>): ParsedForm {
  const { avatar, cover_image, cover, ...rest } = raw;
  if (rest.region_id === "" || rest.region_id === "null") rest.region_id = null;
  const fields = coerceFields(rest, {
    integers: ["region_id", "id"],
    booleans: ["show_sns", "avatar_remove", "cover_remove", "email_verified"],
    integerArrays: ["categories"],
  });
  return { fields, files: { avatar: fileOf(avatar), cover: fileOf(cover_image) ?? fileOf(cover) } };
}
