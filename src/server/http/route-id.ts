/**
 * Numeric ids in REST paths (`/api/posts/{id}`): ids the database cannot hold (past PostgreSQL's int4 serial
 * range) are simply records that do not exist, so they answer 404 like Laravel's route-model binding, never 500.
 */
import type { CodeOfStatus } from "#shared/error-codes.ts";
import { MAX_DB_ID } from "#shared/schemas/fields.ts";
import { AppError } from "../errors.ts";

/** The path parameter as an id. @throws AppError 404 `notFound` (e.g. `post_not_found`) when out of range. */
export function routeId(value: string, notFound: CodeOfStatus<404> = "not_found"): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_DB_ID) throw AppError.notFound(notFound);
  return id;
}
