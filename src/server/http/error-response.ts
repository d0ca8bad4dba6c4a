/**
 * Every error answer of the HTTP app, rendered from the AppError's code (errors.ts, src/shared/error-codes.ts;
 * docs/api.md "Errors"): Laravel's `{message}` / `{message, errors}` bodies with the REST text plus the stable
 * `code`, Retry-After and X-RateLimit-* on a 429. 404, 405, 413, 419 and unexpected failures all pass through here.
 * The texts are in the request's language (docs/product.md "Languages": Japanese, or English when
 * `Accept-Language` asks for it; translation.ts), and every error answer says `Vary: Accept-Language`.
 */
import { DEFAULT_LANGUAGE, type Language } from "#shared/language.ts";
import {
  AppError,
  logUnexpectedError,
  type RateLimitInfo,
  timeoutError,
  unavailableError,
} from "../errors.ts";
import { errorMessageIn, fieldErrorsIn } from "../translation.ts";
import { varyOnLanguage } from "./language.ts";
import { isClientGone } from "./node-listener.ts";

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Writes X-RateLimit-Limit / -Remaining (Laravel's ThrottleRequests headers) and X-RateLimit-Reset (Unix seconds
 * when the window resets: `info.resetAt`, else now + `info.retryAfter`) through `set` (a Headers' set, Hono's
 * `c.header` or http/answer-headers.ts): the one place that names them, for successes (http/rate-limit.ts,
 * http/rate-limit-headers.ts) and 429s alike (docs/api.md "Rate limits").
 */
export function writeRateLimitHeaders(set: (name: string, value: string) => void, info: RateLimitInfo): void {
  set("X-RateLimit-Limit", String(info.limit));
  set("X-RateLimit-Remaining", String(Math.max(0, info.remaining)));
  const resetAt = info.resetAt ?? Math.ceil(Date.now() / 1000) + Math.max(0, info.retryAfter);
  set("X-RateLimit-Reset", String(resetAt));
}

/**
 * The JSON answer of an AppError in `language` (http/language.ts languageOf): `{message, code}` (+ `errors` on a
 * 422), its retry headers and `Vary: Accept-Language`. The code never changes with the language; Laravel's
 * English texts stay as they are.
 */
export function errorResponse(error: AppError, language: Language, extraHeaders?: HeadersInit): Response {
  const headers = new Headers(extraHeaders);
  headers.set("content-type", JSON_TYPE);
  varyOnLanguage(headers);
  if (error.retryAfterSeconds !== undefined) headers.set("Retry-After", String(error.retryAfterSeconds));
  if (error.rateLimit) writeRateLimitHeaders((name, value) => headers.set(name, value), error.rateLimit);
  const body: Record<string, unknown> = {
    message: errorMessageIn(language, error, "wire"),
    code: error.code,
  };
  if (error.fieldErrors) body.errors = fieldErrorsIn(language, error.fieldErrors);
  return new Response(JSON.stringify(body), { status: error.status, headers });
}

/**
 * Any thrown value as an answer in `language`: AppErrors as themselves, anything else logged once and a bare 500.
 */
export function renderError(error: unknown, language: Language = DEFAULT_LANGUAGE, where = "http"): Response {
  if (error instanceof AppError) {
    if (error.code === "server_error") logUnexpectedError(where, error);
    return errorResponse(error, language);
  }
  // The client left mid-body (http/node-listener.ts): nobody reads this answer, and no fault of ours to log.
  if (isClientGone(error)) return errorResponse(AppError.of("bad_request"), language);
  const timedOut = timeoutError(error);
  if (timedOut) return errorResponse(timedOut, language);
  // The database is away (docs/operations.md "Database outages"): a 503 with Retry-After, not a 500.
  const unavailable = unavailableError(error);
  if (unavailable) return errorResponse(unavailable, language);
  logUnexpectedError(where, error);
  return errorResponse(AppError.of("server_error"), language);
}
