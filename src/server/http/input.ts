/**
 * The REST edge's parsing (docs/architecture.md "One typed edge"): a body or a query is read as plain values
 * (http/body.ts) and parsed with the operation's shared zod schema, which coerces form strings itself. The
 * service then receives typed data and never parses. Failures are one 422 with Japanese field errors.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { AppError, zodFieldErrors } from "../errors.ts";
import { readBody, readQuery } from "./body.ts";

/**
 * Parses `raw` with `schema`.
 * @throws AppError VALIDATION (422) with field errors keyed by dot paths.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.output<Schema> {
  const result = schema.safeParse(raw);
  if (!result.success) throw AppError.validation(zodFieldErrors(result.error));
  return result.data;
}

/**
 * The request body (JSON, form or multipart) merged with `extra` (route parameters win), parsed by `schema`.
 * The transport fields `_method` and `_token` are dropped first. @throws AppError VALIDATION (422).
 */
export async function bodyInput<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  extra: Record<string, unknown> = {},
): Promise<z.output<Schema>> {
  const { _method: _spoofed, _token: _csrf, ...body } = await readBody(c);
  return parseInput(schema, { ...body, ...extra });
}

/** The query string merged with `extra`, parsed by `schema`. @throws AppError VALIDATION (422). */
export function queryInput<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  extra: Record<string, unknown> = {},
): z.output<Schema> {
  return parseInput(schema, { ...readQuery(c), ...extra });
}
