/**
 * Reusable zod fields with the Japanese messages of the copy catalogue (spec.md §5, REST-CONVENTIONS.md 422).
 * zod's own Japanese locale covers anything not given a message here.
 */
import { z } from "zod";
import { ja } from "zod/locales";
import { copy } from "../copy.ts";

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

/** A required positive integer id. */
export function requiredId(label: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? v.required(label) : v.integer(label),
    })
    .int(v.integer(label))
    .positive(v.invalidChoice(label))
    .max(MAX_DB_ID, v.invalidChoice(label));
}

/** An optional positive integer id. */
export function optionalId(label: string) {
  return z
    .number({ error: v.integer(label) })
    .int(v.integer(label))
    .positive(v.invalidChoice(label))
    .max(MAX_DB_ID, v.invalidChoice(label))
    .optional();
}

/**
 * A boolean form field (1/0, true/false, "on" are coerced before parsing): anything else is a Japanese 422
 * naming the field.
 */
export function booleanField(label: string) {
  return z.boolean({ error: v.boolean(label) });
}

/** A required e-mail address, lower-cased. */
export function emailField(label: string) {
  return requiredText(label, 255)
    .pipe(z.email(v.email))
    .transform((email) => email.toLowerCase());
}
