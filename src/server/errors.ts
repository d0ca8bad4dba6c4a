/**
 * One error type for every service (docs/architecture.md "Errors"). Services throw `AppError`; one table maps
 * its code to an HTTP status, a tRPC code, the text people read (Japanese, from the copy catalogue) and the
 * Laravel wire text third parties expect (`Unauthenticated.`, `This action is unauthorized.`). REST answers
 * carry the wire text, tRPC answers the people text: the client never guesses a message's language.
 * http/error-response.ts renders every error answer from this table.
 */
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import type { ZodError } from "zod";
import { copy } from "#shared/copy.ts";
import { isDatabaseUnavailable } from "./db/unavailable.ts";
import { logger } from "./logger.ts";

export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "PAYLOAD_TOO_LARGE"
  | "CSRF_MISMATCH"
  | "VALIDATION"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE"
  | "INTERNAL";

/** Field errors keyed by the wire field names, dot notation for nested fields (`tags.3`). */
export type FieldErrors = Record<string, string[]>;

/** A rate-limit state carried by a 429 (and written as X-RateLimit-* by the REST renderer). */
export interface RateLimitInfo {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfter: number;
  /** When the window resets, in Unix seconds (X-RateLimit-Reset); else now + `retryAfter`. */
  resetAt?: number;
}

/** What an AppError may carry besides its code and people text. */
export interface AppErrorOptions {
  fieldErrors?: FieldErrors;
  /** The REST (Laravel) `message`; defaults to the table's wire text, else the people text. */
  wireMessage?: string;
  /** Seconds until a rate-limited call may be retried (Retry-After). */
  retryAfterSeconds?: number;
  /** The bucket of a 429, for the X-RateLimit-* headers. */
  rateLimit?: RateLimitInfo;
  cause?: unknown;
}

/** HTTP status, tRPC code, default people text and default Laravel wire text of each error code. */
export const errorTable: Record<
  AppErrorCode,
  { status: number; trpc: TRPC_ERROR_CODE_KEY; message: string; wire?: string }
> = {
  BAD_REQUEST: { status: 400, trpc: "BAD_REQUEST", message: copy.errors.generic },
  UNAUTHORIZED: {
    status: 401,
    trpc: "UNAUTHORIZED",
    message: copy.errors.unauthenticated,
    wire: "Unauthenticated.",
  },
  FORBIDDEN: {
    status: 403,
    trpc: "FORBIDDEN",
    message: copy.errors.forbidden,
    wire: "This action is unauthorized.",
  },
  NOT_FOUND: { status: 404, trpc: "NOT_FOUND", message: copy.errors.notFound, wire: "Not Found." },
  METHOD_NOT_ALLOWED: {
    status: 405,
    trpc: "METHOD_NOT_SUPPORTED",
    message: copy.errors.methodNotAllowed,
    wire: "Method Not Allowed.",
  },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: "PAYLOAD_TOO_LARGE", message: copy.errors.requestTooLarge },
  CSRF_MISMATCH: {
    status: 419,
    trpc: "FORBIDDEN",
    message: copy.errors.sessionExpired,
    wire: "CSRF token mismatch.",
  },
  VALIDATION: { status: 422, trpc: "UNPROCESSABLE_CONTENT", message: copy.validation.invalidInput },
  TOO_MANY_REQUESTS: {
    status: 429,
    trpc: "TOO_MANY_REQUESTS",
    message: copy.errors.tooManyRequests,
    wire: "Too Many Attempts.",
  },
  UNAVAILABLE: {
    status: 503,
    trpc: "SERVICE_UNAVAILABLE",
    message: copy.operations.databaseUnavailable,
  },
  INTERNAL: {
    status: 500,
    trpc: "INTERNAL_SERVER_ERROR",
    message: copy.errors.generic,
    wire: "Server Error",
  },
};

/** The error every service throws. `message` is what people read (Japanese). */
export class AppError extends Error {
  readonly fieldErrors?: FieldErrors;
  readonly retryAfterSeconds?: number;
  readonly rateLimit?: RateLimitInfo;
  /** The REST body's `message` (Laravel's text where Laravel has one). */
  readonly wireMessage: string;

  /** `message` defaults to the table's people text; a given message is also the wire text unless told. */
  constructor(
    readonly code: AppErrorCode,
    message?: string,
    options: AppErrorOptions = {},
  ) {
    const entry = errorTable[code];
    super(message ?? entry.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds ?? options.rateLimit?.retryAfter;
    this.rateLimit = options.rateLimit;
    this.wireMessage =
      options.wireMessage ?? (message === undefined ? (entry.wire ?? entry.message) : message);
  }

  /** A 422 with field errors; the message is the first error plus the count of the others. */
  static validation(fieldErrors: FieldErrors): AppError {
    return new AppError("VALIDATION", summarizeFieldErrors(fieldErrors), { fieldErrors });
  }

  /** A 404; `message` (Japanese, e.g. copy.errors.postNotFound) is read by people and sent on the wire. */
  static notFound(message?: string): AppError {
    return new AppError("NOT_FOUND", message);
  }

  /** A 403; without `message`: 「この操作を行う権限がありません。」 / `This action is unauthorized.` */
  static forbidden(message?: string): AppError {
    return new AppError("FORBIDDEN", message);
  }

  /** A 401: 「ログインしてください。」 / `Unauthenticated.` */
  static unauthorized(): AppError {
    return new AppError("UNAUTHORIZED");
  }

  /** A 403 for a member whose e-mail is not verified (docs/product.md §6, decision 003). */
  static unverified(): AppError {
    return new AppError("FORBIDDEN", copy.errors.unverified, {
      wireMessage: "Your email address is not verified.",
    });
  }

  /** A 429 for a refused rate-limit hit: Retry-After and X-RateLimit-* from `rateLimit`. */
  static tooManyRequests(rateLimit: RateLimitInfo, message?: string): AppError {
    return new AppError("TOO_MANY_REQUESTS", message ?? copy.errors.tooManyRequests, {
      wireMessage: "Too Many Attempts.",
      rateLimit: { ...rateLimit, retryAfter: Math.max(1, rateLimit.retryAfter), remaining: 0 },
    });
  }
}

/** The first field error plus the count of the others (copy.validation.summary, docs/api.md "Errors"). */
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

/**
 * Logs an unexpected failure once, as one JSON line with its stack and the request id (the only place that
 * does; docs/architecture.md "Errors", docs/operations.md "Logs"). SQL parameters are cut (logger.ts).
 */
export function logUnexpectedError(where: string, error: unknown): void {
  logger.error({ where, err: error }, "unexpected error");
}

/** Seconds a client is told to wait (Retry-After) while the database is away (docs/operations.md). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

let lastUnavailableLog = 0;

/**
 * The 503 of a failure that is the database being away (db/unavailable.ts: refused, lost or timed-out
 * connections, a server shutting down), else null: 「ただいまサービスに接続しにくく…」 with Retry-After on both
 * transports (http/error-response.ts renderError, trpc/init.ts asAppError). Logged as one warning, no stack.
 */
export function unavailableError(error: unknown): AppError | null {
  if (!isDatabaseUnavailable(error)) return null;
  const now = Date.now();
  // Every request of an outage fails alike: its access line says 503; the reason is worth one line per 10 s.
  if (now - lastUnavailableLog >= 10_000) {
    lastUnavailableLog = now;
    let cause: unknown = error;
    while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
    logger.warn(
      {
        code: (cause as { code?: unknown }).code ?? null,
        reason: cause instanceof Error ? cause.message : null,
      },
      "database unavailable",
    );
  }
  return new AppError("UNAVAILABLE", copy.operations.databaseUnavailable, {
    retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
  });
}

/** PostgreSQL's query_canceled: the statement timeout (src/server/db/client.ts) cut a statement off. */
const QUERY_CANCELED = "57014";

/**
 * The 503 AppError (Japanese text) for a database statement cancelled by its statement timeout, found anywhere in
 * the cause chain (drizzle wraps the driver's error); null for any other error. Both transports render it
 * (http/error-response.ts renderError, trpc/init.ts asAppError) so a long query never becomes a bare 500.
 */
export function timeoutError(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === QUERY_CANCELED) {
      return new AppError("UNAVAILABLE", copy.search.timedOut, {
        retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
        cause: error,
      });
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
