/**
 * Reusable zod fields with the Japanese messages of the copy catalogue (docs/product.md §5, docs/api.md 422).
 * zod's own Japanese locale covers anything not given a message here.
 */
import { z } from "zod";
import { ja } from "zod/locales";
import { copy } from "../copy.ts";
import { formFields, toArray, toBoolean, toNumber } from "../form-fields.ts";
import { parsePage } from "../pagination.ts";
import { RUBY_MARKERS } from "../ruby.ts";

z.config(ja());
/*
 * In the browser, no JIT: zod's object schemas probe `new Function("")` when they are built, and the app's CSP
 * (script-src 'self', no 'unsafe-eval') reports that probe as a violation on every page that loads a schema,
 * even though zod catches the throw (node_modules/zod/v4/core/util.js `allowsEval`: skipped under jitless). Set
 * here, before any schema of this module or its importers is built. The server keeps the JIT: an output page of
 * 15 posts parses in ~0.65 ms with it and ~2 ms without.
 */
if (typeof window !== "undefined") z.config({ jitless: true });

const v = copy.validation;

/** The largest id a PostgreSQL `serial` column holds: a larger id names no record (422, never a 500). */
export const MAX_DB_ID = 2_147_483_647;

/**
 * False when `text` holds a character no stored or compared text may hold: U+0000 (a PostgreSQL text column
 * cannot store it: the query fails, a 500) or a UTF-16 surrogate that is not half of a pair (no character at
 * all; PostgreSQL's UTF-8 cannot hold it either). Runs in browsers without `String.isWellFormed`.
 */
export function storableText(text: string): boolean {
  if (text.includes("\u0000")) return false;
  if (!/[\uD800-\uDFFF]/.test(text)) return true;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    }
  }
  return true;
}

/** The length of `text` in characters (code points): 「𠮷」 and an emoji count one, as people count them. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Options of `textField`. */
export interface TextFieldOptions {
  /**
   * The fewest characters after trimming (default 0: "" is accepted). 1 makes the field required (message
   * `required`); more than 1 answers `min` (copy.validation.minLength).
   */
  min?: number;
  /** The most characters (code points), counted after normalisation and trimming. */
  max: number;
  /** Trim whitespace (default true); false keeps the text exactly as sent (passwords, tokens, the spam trap). */
  trim?: boolean;
  /**
   * A text of several lines (a message): trimming drops only the trailing whitespace and the leading line
   * breaks, so the first line's indentation is kept.
   */
  multiline?: boolean;
  /** NFC normalisation (default true); false for secrets compared as sent (a password's hash, a token). */
  normalize?: boolean;
  /** Messages instead of the catalogue's defaults for `label` (each defaults as documented on textField). */
  messages?: { type?: string; required?: string; min?: string; max?: string; invalid?: string };
}

/**
 * The one kind of text input (docs/architecture.md "One typed edge"): every string a client sends goes through
 * it, so that no field can forget a rule. In order:
 * - not a string (or absent): `messages.type`, by default 「{label}は必須です。」 when `min` ≥ 1, else zod's own text;
 * - U+0000 or a lone surrogate: `messages.invalid` (「{label}に使用できない文字が含まれています。」);
 * - NFC normalisation and removal of the reading markers of shared/ruby.ts (unless `normalize: false`), then
 *   trimming (see `trim`, `multiline`);
 * - fewer than `min` characters: `messages.required` (「{label}は必須です。」) for min 1, else `messages.min`
 *   (「{label}は{min}文字以上で入力してください。」);
 * - more than `max` characters: `messages.max` (「{label}は{max}文字以内で入力してください。」).
 * Lengths are counted in code points, after normalisation and trimming. The checks do not abort one another
 * (a union of a text and a list, like profile skills, then still reports the text's own message).
 */
export function textField(label: string, options: TextFieldOptions) {
  const { min = 0, max, trim = true, multiline = false, normalize = true, messages = {} } = options;
  const required = messages.required ?? v.required(label);
  const typeMessage = messages.type ?? (min >= 1 ? required : undefined);
  const tooShort = min <= 1 ? required : (messages.min ?? v.minLength(label, min));
  const tooLong = messages.max ?? v.maxLength(label, max);
  let schema = z
    .string(typeMessage === undefined ? undefined : { error: typeMessage })
    .refine(storableText, messages.invalid ?? v.invalidCharacters(label));
  // The three characters that mark the catalogue's readings (shared/ruby.ts) are removed: a member's text never
  // draws ふりがな on a やさしい日本語 page.
  if (normalize) schema = schema.overwrite((text) => text.normalize("NFC").replace(RUBY_MARKERS, ""));
  if (trim) schema = schema.overwrite(multiline ? trimMessage : (text) => text.trim());
  if (min > 0) schema = schema.refine((text) => characterCount(text) >= min, tooShort);
  // The refinements count code points after trimming; the published document states the same limits
  // (docs/api.md "Reference (OpenAPI and /api/docs)"), which JSON Schema also counts in code points.
  return schema
    .refine((text) => characterCount(text) <= max, tooLong)
    .meta({ maxLength: max, ...(min > 0 ? { minLength: min } : {}) });
}

/** A message's trim: trailing whitespace and leading line breaks go, the first line's indentation stays. */
function trimMessage(text: string): string {
  return text.replace(/\s+$/u, "").replace(/^(\r?\n)+/u, "");
}

/** A required, trimmed text field of at most `max` characters (`textField` with min 1). */
export function requiredText(label: string, max: number) {
  return textField(label, { min: 1, max });
}

/** An optional, trimmed text field of at most `max` characters: empty (or absent) becomes undefined. */
export function optionalText(label: string, max: number) {
  return textField(label, { max })
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
