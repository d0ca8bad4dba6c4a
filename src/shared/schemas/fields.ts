/**
 * Reusable zod fields with the Japanese messages of the copy catalogue (docs/product.md §5, docs/api.md 422).
 * zod's own Japanese locale covers anything not given a message here.
 */
import { z } from "zod";
import { ja } from "zod/locales";
import { copy } from "../copy.ts";
import { formFields, toArray, toBoolean, toNumber } from "../form-fields.ts";
import { parsePage } from "../pagination.ts";

z.config(ja());

const v = copy.validation;

/** The largest id a PostgreSQL `serial` column holds: a larger id names no record (422, never a 500). */
export const MAX_DB_ID = 2_147_483_647;

/** False when `text` holds U+0000, which a PostgreSQL text column cannot store (the query would fail: a 500). */
export function storableText(text: string): boolean {
  return !text.includes("\u0000");
}

/** A required, trimmed text field of at most `max` characters (no U+0000: copy.validation.invalidCharacters). */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: v.required(label) })
    .trim()
    .min(1, v.required(label))
    .max(max, v.maxLength(label, max))
    .refine(storableText, v.invalidCharacters(label));
}

/** An optional text field: empty becomes undefined (no U+0000, as `requiredText`). */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, v.maxLength(label, max))
    .refine(storableText, v.invalidCharacters(label))
    .optional()
    .transform((value) => (value ? value : undefined));
}

/**
 * Coercion at the edge, inside the schema (docs/architecture.md "One typed edge"): REST form bodies and query
 * strings send "12", "1"/"0"/"on", `tags[]` or a JSON array string; tRPC sends typed values. These wrappers
 * accept both, so one schema serves both transports and the service receives typed data.
 */

/** An integer field that also accepts its form string ("" counts as absent). */
export function formInt<S extends z.ZodType>(schema: S) {
  return z.preprocess((value: number | string | null | undefined) => toNumber(value, true), schema);
}

/** A number field that also accepts its form string ("" counts as absent). */
export function formNumber<S extends z.ZodType>(schema: S) {
  return z.preprocess((value: number | string | null | undefined) => toNumber(value), schema);
}

/** A boolean field that also accepts 1/0, "true"/"false", "on"/"off" (anything else: the schema's message). */
export function formBoolean<S extends z.ZodType>(schema: S) {
  return z.preprocess((value: boolean | number | string | undefined) => toBoolean(value), schema);
}

/** A list field that also accepts repeated form fields, a JSON array string, "" (empty) or a single value. */
export function formList<S extends z.ZodType>(schema: S) {
  return z.preprocess((value: unknown[] | string | null | undefined) => toArray(value), schema);
}

/** A list of integers that also accepts its form strings (`categories[0]=3`, `[3,5]`, "3"). */
export function formIntList<S extends z.ZodType>(schema: S) {
  return z.preprocess((value: (number | string)[] | string | number | null | undefined) => {
    const list = toArray(value);
    return Array.isArray(list) ? list.map((item) => toNumber(item, true)) : list;
  }, schema);
}

/**
 * An input that may arrive as FormData (tRPC uploads) or as the object itself (REST bodies read by the adapter,
 * typed tRPC calls): FormData becomes an object by the form rules of form-fields.ts, then `schema` parses it.
 */
export function formInput<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value: FormData | z.input<S>) => (value instanceof FormData ? formFields(value) : value),
    schema,
  );
}

/**
 * An optional uploaded file: a non-empty File/Blob, else undefined (an empty file part or "" means none). Its
 * type and size are judged by the image pipeline (server/media/images.ts), which re-encodes every upload.
 */
export function optionalUpload() {
  return z.preprocess(
    (value: Blob | string | null | undefined) =>
      value === undefined || value === null || value === "" || (value instanceof Blob && value.size === 0)
        ? undefined
        : value,
    z.instanceof(Blob, { message: v.imageType }).optional(),
  );
}

/**
 * A list's page number (docs/product.md §5 List filters): absent means 1; a query-string value that is no whole
 * number of at least 1 ("abc", "0", "-2") or too large to be one exactly ("99999999999999999999") also means 1,
 * as REST always read it; a typed number (tRPC) must be a whole number of at least 1 (422 otherwise).
 */
export function formPage() {
  return z.preprocess(
    (value: number | string | undefined) =>
      typeof value === "number" ? value : Number.isSafeInteger(parsePage(value)) ? parsePage(value) : 1,
    z
      .number({ error: v.integer(copy.fields.page) })
      .int(v.integer(copy.fields.page))
      .min(1, v.invalidChoice(copy.fields.page))
      // Never used (the preprocess answers 1 for an absent page); it makes the key optional in the input type.
      .default(1),
  );
}

/** A required positive integer id (form strings accepted). */
export function requiredId(label: string) {
  return formInt(requiredIdNumber(label));
}

function requiredIdNumber(label: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? v.required(label) : v.integer(label),
    })
    .int(v.integer(label))
    .positive(v.invalidChoice(label))
    .max(MAX_DB_ID, v.invalidChoice(label));
}

/** An optional positive integer id (form strings accepted; "" is absent). */
export function optionalId(label: string) {
  return formInt(
    z
      .number({ error: v.integer(label) })
      .int(v.integer(label))
      .positive(v.invalidChoice(label))
      .max(MAX_DB_ID, v.invalidChoice(label))
      .optional(),
  );
}

/**
 * A boolean form field (1/0, true/false, "on" are coerced by the schema): anything else is a Japanese 422 naming
 * the field.
 */
export function booleanField(label: string) {
  return formBoolean(z.boolean({ error: v.boolean(label) }));
}

/** A required e-mail address, lower-cased. */
export function emailField(label: string) {
  return requiredText(label, 255)
    .pipe(z.email(v.email))
    .transform((email) => email.toLowerCase());
}

/**
 * Output side: the pagination meta of every list (docs/product.md §3 Pagination meta, shared/pagination.ts
 * `PageMeta`). `total_capped` is present (true) only when `total` is a lower bound.
 */
export const ZPageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total_capped: z.literal(true).optional(),
});

/** Output side: a page of `item` as the services answer it, `{data: item[], meta}`. */
export function pageOf<S extends z.ZodType>(item: S) {
  return z.object({ data: z.array(item), meta: ZPageMeta });
}
