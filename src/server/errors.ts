/**
 * One error type for every service (ARCHITECTURE.md "Errors"). Services throw `AppError`; one table maps its
 * code to a tRPC code and an HTTP status; the REST layer renders the Laravel bodies of REST-CONVENTIONS.md.
 */
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import type { ZodError } from "zod";
import { copy } from "../shared/copy.ts";

export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "CSRF_MISMATCH"
  | "VALIDATION"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL";

/** Field errors keyed by the spec's field names, dot notation for nested fields (`tags.3`). */
export type FieldErrors = Record<string, string[]>;

/** The error every service throws. `message` is shown to people (Japanese for validation). */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** Seconds until a rate-limited call may be retried. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }

  /** A 422 with field errors; the message is the first error plus the count of the others. */
  static validation(fieldErrors: FieldErrors): AppError {
    return new AppError("VALIDATION", summarizeFieldErrors(fieldErrors), fieldErrors);
  }

  static notFound(message = "Not Found."): AppError {
    return new AppError("NOT_FOUND", message);
  }

  static forbidden(message = "This action is unauthorized."): AppError {
    return new AppError("FORBIDDEN", message);
  }

  static unauthorized(): AppError {
    return new AppError("UNAUTHORIZED", "Unauthenticated.");
  }
}

/** HTTP status and tRPC code of each error code. */
export const errorTable: Record<AppErrorCode, { status: number; trpc: TRPC_ERROR_CODE_KEY }> = {
  BAD_REQUEST: { status: 400, trpc: "BAD_REQUEST" },
  UNAUTHORIZED: { status: 401, trpc: "UNAUTHORIZED" },
  FORBIDDEN: { status: 403, trpc: "FORBIDDEN" },
  NOT_FOUND: { status: 404, trpc: "NOT_FOUND" },
  METHOD_NOT_ALLOWED: { status: 405, trpc: "METHOD_NOT_SUPPORTED" },
  CSRF_MISMATCH: { status: 419, trpc: "FORBIDDEN" },
  VALIDATION: { status: 422, trpc: "UNPROCESSABLE_CONTENT" },
  TOO_MANY_REQUESTS: { status: 429, trpc: "TOO_MANY_REQUESTS" },
  INTERNAL: { status: 500, trpc: "INTERNAL_SERVER_ERROR" },
};

/** The first field error plus the count of the others (copy.validation.summary, REST-CONVENTIONS.md 422). */
export function summarizeFieldErrors(fieldErrors: FieldErrors): string {
  const all = Object.values(fieldErrors).flat();
  return copy.validation.summary(all[0] ?? copy.validation.invalidInput, all.length - 1);
}

/** Field errors of a zod error, keyed by dot paths. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    const list = fieldErrors[key] ?? [];
    list.push(issue.message);
    fieldErrors[key] = list;
  }
  return fieldErrors;
}
