/**
 * Record ids in REST paths and their tRPC twins (docs/api.md "Errors"): an id the database cannot hold — not a
 * whole number from 1 to PostgreSQL's int4 serial range — is simply a record that does not exist, so both
 * transports answer it with the operation's 404 (Laravel's route-model binding), never a 422 or a 500.
 */
import type { z } from "zod";
import { type CodeOfStatus, errorCodeForText } from "#shared/error-codes.ts";
import { MAX_DB_ID } from "#shared/schemas/fields.ts";
import { objectIn } from "./outputs.ts";

/** True when `value` (a number, or the digits of a path or form field) can be the id of a stored record. */
export function isRecordId(value: unknown): boolean {
  let id: number;
  if (typeof value === "number") id = value;
  else if (typeof value === "string" && /^[0-9]{1,16}$/.test(value)) id = Number(value);
  else return false;
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_DB_ID;
}

/**
 * The 404 code of the first path parameter of `operation` whose value in `raw` cannot name a record: an id that
 * is not a record id (`pathIds`), or a key its input field refuses (`pathKeys`); null when every one can. The
 * declaration names the 404 by its text (copy.errors.postNotFound), whose code the catalogue gives
 * (`post_not_found`, src/shared/error-codes.ts; `not_found` for a text without one). A parameter missing from a
 * tRPC input is left to the input's own 422.
 */
export function missingPathRecord(
  operation: {
    input?: unknown;
    pathIds?: Readonly<Record<string, string>>;
    pathKeys?: Readonly<Record<string, string>>;
  },
  read: (key: string) => unknown,
): CodeOfStatus<404> | null {
  const codeOf = (text: string) => errorCodeForText(404, text) ?? "not_found";
  for (const [key, notFound] of Object.entries(operation.pathIds ?? {})) {
    const value = read(key);
    if (value !== undefined && !isRecordId(value)) return codeOf(notFound);
  }
  const shape = objectIn(operation.input as z.ZodType | undefined)?.shape ?? {};
  for (const [key, notFound] of Object.entries(operation.pathKeys ?? {})) {
    const field = shape[key] as z.ZodType | undefined;
    const value = read(key);
    if (value !== undefined && !field?.safeParse(value).success) return codeOf(notFound);
  }
  return null;
}
