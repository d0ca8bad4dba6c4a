/**
 * Numeric ids in REST paths (`/api/posts/{id}`): ids the database cannot hold (past PostgreSQL's int4 serial
 * range) are simply records that do not exist, so they answer 404 like Laravel's route-model binding, never 500.
 */
import { AppError } from "../errors.ts";

/** The largest value of a PostgreSQL `serial` / `integer` id. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** The path parameter as an id. @throws AppError NOT_FOUND (with `notFoundMessage`) when out of range. */
export function routeId(value: string, notFoundMessage?: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_SERIAL_ID) throw AppError.notFound(notFoundMessage);
  return id;
}
