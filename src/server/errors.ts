/**
 * One error type for every service (docs/architecture.md "Errors"). Services throw `AppError` with a code of the
 * catalogue (src/shared/error-codes.ts): the code gives the HTTP status, the text people read (Japanese, from the
 * copy catalogue) and the REST text third parties expect (Laravel's `Unauthenticated.`, `This action is
 * unauthorized.`, or the Japanese text where docs/api.md documents it). REST answers carry the REST text and the
 * code, tRPC answers the people text and the code: the client never guesses a message's language.
 * http/error-response.ts renders every REST error answer, trpc/init.ts every tRPC one.
 */
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import type { ZodError } from "zod";
import { copy } from "#shared/copy.ts";
import { type CodeOfStatus, type ErrorCode, type ErrorStatus, errorCodes } from "#shared/error-codes.ts";
import { isDatabaseUnavailable } from "./db/unavailable.ts";
import { logger } from "./logger.ts";

export type { ErrorCode } from "#shared/error-codes.ts";

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

/** What an AppError may carry besides its code. */
export interface AppErrorOptions {
  fieldErrors?: FieldErrors;
  /**
   * The REST `message` when the edge's Laravel text names the request (`The route api/… could not be found.`,
   * `The PATCH method is not supported for route …`); otherwise the code's REST text.
   */
  wireMessage?: string;
  /** Seconds until the call may be retried (Retry-After): a 429's window, a 503's pause. */
  retryAfterSeconds?: number;
  /** The bucket of a 429, for the X-RateLimit-* headers. */
  rateLimit?: RateLimitInfo;
  cause?: unknown;
}

/** The tRPC code of each status (a 419 is tRPC's FORBIDDEN: tRPC has no code of its own for it). */
export const trpcCodeOfStatus: Record<ErrorStatus, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  413: "PAYLOAD_TOO_LARGE",
  419: "FORBIDDEN",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  503: "SERVICE_UNAVAILABLE",
};

/**
 * The error every service throws, built by the factories below from a code of the catalogue. `text` is what
 * people read (Japanese); `message` is the same text, except for a `server_error`, whose message is the reason
 * written to the log (never sent).
 */
export class AppError extends Error {
  readonly status: ErrorStatus;
  /** The Japanese text people read: the code's text, or a more detailed one for the codes that allow it. */
  readonly text: string;
  /** The REST body's `message` (Laravel's text where Laravel has one). */
  readonly wireMessage: string;
  readonly fieldErrors?: FieldErrors;
  readonly retryAfterSeconds?: number;
  readonly rateLimit?: RateLimitInfo;

  private constructor(
    readonly code: ErrorCode,
    text: string,
    options: AppErrorOptions & { logMessage?: string } = {},
  ) {
    super(options.logMessage ?? text, options.cause === undefined ? undefined : { cause: options.cause });
    const entry = errorCodes[code];
    this.name = "AppError";
    this.status = entry.status;
    this.text = text;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds ?? options.rateLimit?.retryAfter;
    this.rateLimit = options.rateLimit;
    this.wireMessage = options.wireMessage ?? entry.wire ?? text;
  }

  /** The tRPC code of the error's status. */
  get trpcCode(): TRPC_ERROR_CODE_KEY {
    return trpcCodeOfStatus[this.status];
  }

  /**
   * The error of `code`: its status, its Japanese text and its REST text from the catalogue
   * (e.g. `AppError.of("blocked")` → 403 「このユーザーにはメッセージを送信できません。」 on both transports).
   */
  static of(code: ErrorCode, options: AppErrorOptions = {}): AppError {
    return new AppError(code, errorCodes[code].text, options);
  }

  /** A 422 `validation_failed` with field errors; the text is the first error plus the count of the others. */
  static validation(fieldErrors: FieldErrors): AppError {
    return new AppError("validation_failed", summarizeFieldErrors(fieldErrors), { fieldErrors });
  }

  /** A 404: `not_found` (a route or file), or the code of the missing record (`post_not_found`). */
  static notFound(code: CodeOfStatus<404> = "not_found"): AppError {
    return AppError.of(code);
  }

  /** A 403: `forbidden` (「この操作を行う権限がありません。」 / `This action is unauthorized.`), or the refusal's code. */
  static forbidden(code: CodeOfStatus<403> = "forbidden"): AppError {
    return AppError.of(code);
  }

  /** A 401 `unauthenticated`: 「ログインしてください。」 / `Unauthenticated.` */
  static unauthorized(): AppError {
    return AppError.of("unauthenticated");
  }

  /** A 403 `unverified` for a member whose e-mail is not verified (docs/product.md §6, decision 003). */
  static unverified(): AppError {
    return AppError.of("unverified");
  }

  /**
   * A 429 `rate_limited` for a refused rate-limit hit (docs/product.md §9 Rate limits): `Too Many Attempts.` on
   * REST; people read `text` when the limit has its own (copy.limits), else the generic one. Retry-After and
   * X-RateLimit-* come from `rateLimit`.
   */
  static tooManyRequests(rateLimit: RateLimitInfo, text?: string): AppError {
    return new AppError("rate_limited", text ?? errorCodes.rate_limited.text, {
      rateLimit: { ...rateLimit, retryAfter: Math.max(1, rateLimit.retryAfter), remaining: 0 },
    });
  }

  /**
   * A 500 `server_error` for a state that should not happen (an insert that returned no row): people read the
   * generic text, REST says `Server Error`, and `reason` is the message the log line carries.
   */
  static internal(reason: string, cause?: unknown): AppError {
    return new AppError("server_error", errorCodes.server_error.text, { logMessage: reason, cause });
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
  return AppError.of("service_unavailable", { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });
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
      return AppError.of("query_timed_out", {
        retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
        cause: error,
      });
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
