/**
 * Reading errors of tRPC calls (docs/product.md §8): the HTTP status, the server's Japanese field errors
 * (`error.data.fieldErrors`) and their flattened list for the error box, and the one place an error becomes the
 * text people read: looked up by its code (`error.data.appCode`) in the shared catalogue.
 */
import { TRPCClientError } from "@trpc/client";
import { errorCodes, isErrorCode } from "#shared/error-codes.ts";

/** Field errors keyed by field name (dot paths for nested fields, e.g. `tags.3`). */
export type FieldErrors = Record<string, string[]>;

interface ErrorData {
  httpStatus?: unknown;
  fieldErrors?: unknown;
  appCode?: unknown;
}

function dataOf(error: unknown): ErrorData | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null ? (data as ErrorData) : null;
}

/**
 * The HTTP status of a failed call: the tRPC error's own status, else the raw response's status (a 419 from the
 * CSRF check is not a tRPC-shaped answer). Null for network failures.
 */
export function httpStatusOf(error: unknown): number | null {
  const status = dataOf(error)?.httpStatus;
  if (typeof status === "number") return status;
  if (error instanceof TRPCClientError) {
    const meta: unknown = error.meta;
    if (typeof meta === "object" && meta !== null && "response" in meta) {
      const response = (meta as { response: unknown }).response;
      if (response instanceof Response) return response.status;
    }
  }
  return null;
}

/** The server's field errors, or null when the error has none. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  const raw = dataOf(error)?.fieldErrors;
  if (typeof raw !== "object" || raw === null) return null;
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) {
      const messages = value.filter((item): item is string => typeof item === "string");
      if (messages.length > 0) result[key] = messages;
    }
  }
  return Object.keys(result).length > 0 ? result : null;
}

/** Every field error message, de-duplicated, in the server's order (the flattened list of docs/product.md §5). */
export function flattenFieldErrors(fieldErrors: FieldErrors | null): string[] {
  if (!fieldErrors) return [];
  return [...new Set(Object.values(fieldErrors).flat())];
}

/** The messages of one form field: `tags` also collects `tags.3` and the like. */
export function messagesFor(fieldErrors: FieldErrors | null, field: string): string[] {
  if (!fieldErrors) return [];
  return Object.entries(fieldErrors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
}

/**
 * The Japanese text of the error code `code` (docs/api.md "Error codes"): the catalogue's text; the answer's own
 * `message` when the code's answers say more than its text (a 422's first field error, the limit a 429 hit) or
 * when this client does not know the code (a newer server). Null when there is neither.
 */
export function textOfErrorCode(code: string, message: string): string | null {
  if (!isErrorCode(code)) return message || null;
  const entry = errorCodes[code];
  return "detailed" in entry && message ? message : entry.text;
}

/**
 * The error code of a failed call the server answered (`data.appCode`, docs/api.md "Error codes": `post_blocked`,
 * …), for a screen that says more than the code's text; null for network failures and foreign answers.
 */
export function errorCodeOf(error: unknown): string | null {
  const code = dataOf(error)?.appCode;
  return typeof code === "string" ? code : null;
}

/**
 * The text people read of a failed call, when the server answered it: every AppError answer of the tRPC edge
 * carries its code in `data.appCode` (docs/architecture.md "Errors"), whose text the shared catalogue gives
 * (textOfErrorCode). Null for network failures and answers that are not the server's own (e.g. a proxy's), so
 * callers show their fallback — never by guessing a message's language.
 */
export function serverMessageOf(error: unknown): string | null {
  const data = dataOf(error);
  if (!data || typeof data.appCode !== "string" || !(error instanceof Error)) return null;
  return textOfErrorCode(data.appCode, error.message);
}
