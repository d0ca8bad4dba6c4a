/** Input parsing shared by every service: zod failures become one 422 AppError with Japanese field errors. */
import type { z } from "zod";
import { AppError, zodFieldErrors } from "./errors.ts";

/**
 * Parses `raw` with `schema`.
 * @throws AppError VALIDATION (422) with field errors keyed by dot paths.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.output<Schema> {
  const result = schema.safeParse(raw);
  if (!result.success) throw AppError.validation(zodFieldErrors(result.error));
  return result.data;
}
