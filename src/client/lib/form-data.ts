/**
 * The one FormData builder of the client (docs/architecture.md "One typed edge"): every multipart write (a post, a
 * profile, an administrator's edit, a registration — the ones that may carry a file) is built here from an object
 * typed by its schema's input, so the compiler checks each field's name and kind. The parts are what the server's
 * form parsing (src/shared/form-fields.ts `formFields`, the coercers of schemas/fields.ts) turns back into the
 * values a typed call would send.
 */
import type { z } from "zod";

/** What one form field may hold: text, a number, a flag, a file, a list of texts, ids or files; null or absent. */
type FormPartValue =
  | string
  | number
  | boolean
  | Blob
  | null
  | undefined
  | readonly (string | number)[]
  | readonly Blob[];

/** One field of a schema's input as a form can carry it: lists of texts, ids or files, and the scalar kinds above. */
type FormPart<V> = V extends readonly unknown[]
  ? readonly (string | number)[] | readonly Blob[]
  : Extract<V, FormPartValue>;

/**
 * A schema's input with each field narrowed to what a form part can carry (a field no form can carry becomes
 * `never`, a compile error). Mapped over the input's own keys: a misspelt key is an excess property, a missing
 * required one is missing.
 */
export type FormValues<T> = { [K in keyof T]: FormPart<T[K]> };

/**
 * Appends one field: undefined is left out; null as "" (the coercers read "" as absent, or as "unset" where a
 * field may be cleared); a flag as 1/0; a file as a part (a File keeps its name); a list as repeated `key[]`
 * parts (files as file parts: `images[]`), an empty list as `key=[]` (a JSON array: sent and empty, not absent — form-fields.ts `toArray`);
 * numbers and texts as text.
 */
function appendField(form: FormData, key: string, value: FormPartValue): void {
  if (value === undefined) return;
  if (value === null) form.append(key, "");
  else if (typeof value === "boolean") form.append(key, value ? "1" : "0");
  else if (value instanceof Blob) form.append(key, value);
  else if (Array.isArray(value)) {
    if (value.length === 0) form.append(key, "[]");
    for (const item of value) form.append(`${key}[]`, item instanceof Blob ? item : String(item));
  } else form.append(key, String(value));
}

/**
 * The FormData of a write whose input `schema` describes, built from `values` (typed by the schema's input; the
 * schema names the type only — the server parses). Keys keep the order of `values`.
 * @returns a new FormData. Never throws.
 */
export function formDataOf<S extends z.ZodType>(_schema: S, values: FormValues<z.input<S>>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values as Record<string, FormPartValue>)) {
    appendField(form, key, value);
  }
  return form;
}
