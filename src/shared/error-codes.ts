/**
 * The error codes of the board (docs/api.md "Errors", docs/product.md §8 Error catalogue): one stable snake_case
 * code per refusal, with its HTTP status, the Japanese text people read (from the copy catalogue) and the REST
 * `message` (Laravel's text where Laravel has one). The server's AppError takes its status and texts from here
 * (src/server/errors.ts); every REST error body carries the code as `code`, every tRPC error as `data.appCode`,
 * and the client shows the text it looks up here by code (src/client/lib/trpc-errors.ts errorTextOf).
 *
 * A code never changes its meaning once published: clients branch on it. Add a code for a new refusal people
 * should tell apart; a code's text is its refusal's one text.
 */
import { MAX_TRPC_BATCH } from "./constants.ts";
import { operationsCopy } from "./copy/operations.ts";
import {
  appointmentsErrorTexts,
  organizationsErrorTexts,
  tokensErrorTexts,
  webhooksErrorTexts,
} from "./copy/refusals.ts";
import { copy } from "./copy.ts";

/** The statuses an error answer may have. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 413 | 419 | 422 | 429 | 500 | 503;

/** Laravel's wire texts, which third-party clients of the REST API compare against. */
export const LARAVEL_TEXTS = {
  unauthenticated: "Unauthenticated.",
  unauthorized: "This action is unauthorized.",
  unverified: "Your email address is not verified.",
  invalidSignature: "Invalid signature.",
  invalidAbility: "Invalid ability provided.",
  notFound: "Not Found.",
  methodNotAllowed: "Method Not Allowed.",
  csrfMismatch: "CSRF token mismatch.",
  tooManyAttempts: "Too Many Attempts.",
  serverError: "Server Error",
} as const;

/** One code of the catalogue. */
export interface ErrorCodeEntry {
  readonly status: ErrorStatus;
  /** The Japanese text people read (the copy catalogue). */
  readonly text: string;
  /** The REST body's `message`: Laravel's text, or null when REST sends the Japanese text itself. */
  readonly wire: string | null;
  /**
   * True when an answer's `message` says more than `text` — the first field error of a 422, the limit a 429
   * hit — so a client shows the answer's own message rather than `text`.
   */
  readonly detailed?: true;
}

const L = LARAVEL_TEXTS;

/** Every code, grouped by status. docs/api.md "Error codes" lists them; a unit test keeps the two in step. */
export const errorCodes = {
  // 400: an action that does not apply, or a request that cannot be read.
  bad_request: { status: 400, text: copy.errors.generic, wire: null },
  malformed_body: { status: 400, text: copy.errors.malformedBody, wire: null },
  batch_too_large: { status: 400, text: copy.errors.batchTooLarge(MAX_TRPC_BATCH), wire: null },
  cannot_target_self: { status: 400, text: copy.admin.cannotSelf, wire: null },
  already_verified: { status: 400, text: copy.admin.alreadyVerified, wire: null },
  // 401
  unauthenticated: { status: 401, text: copy.errors.unauthenticated, wire: L.unauthenticated },
  // 403: Laravel's text, except the thread and block refusals and the board's verification refusal, whose
  // Japanese texts docs/api.md documents (docs/product.md §12 Blocking, §4 Leaving).
  forbidden: { status: 403, text: copy.errors.forbidden, wire: L.unauthorized },
  unverified: { status: 403, text: copy.errors.unverified, wire: L.unverified },
  board_unverified: { status: 403, text: copy.board.unverified, wire: null },
  thread_forbidden: { status: 403, text: copy.threads.forbidden, wire: null },
  blocked: { status: 403, text: copy.safety.block.cannotMessage, wire: null },
  partner_left: { status: 403, text: copy.threads.partnerLeft, wire: null },
  comment_blocked: { status: 403, text: copy.safety.block.cannotComment, wire: null },
  follow_blocked: { status: 403, text: copy.safety.block.cannotFollow, wire: null },
  post_hidden: { status: 403, text: copy.safety.moderation.actionsClosed, wire: null },
  review_blocked: { status: 403, text: copy.safety.block.cannotReview, wire: null },
  status_change_forbidden: { status: 403, text: copy.requests.errors.statusForbidden, wire: L.unauthorized },
  review_forbidden: { status: 403, text: copy.requests.errors.reviewNotAllowed, wire: L.unauthorized },
  report_not_participant: { status: 403, text: copy.safety.report.notParticipant, wire: L.unauthorized },
  token_session_required: { status: 403, text: tokensErrorTexts.sessionRequired, wire: L.unauthorized },
  token_read_only: { status: 403, text: tokensErrorTexts.readOnlyToken, wire: L.invalidAbility },
  token_webhooks_ability: { status: 403, text: webhooksErrorTexts.abilityRequired, wire: L.invalidAbility },
  invalid_signature: { status: 403, text: copy.emailVerify.failed, wire: L.invalidSignature },
  verification_link_invalid: { status: 403, text: copy.emailVerify.failed, wire: L.unauthorized },
  verification_required: { status: 403, text: organizationsErrorTexts.verificationRequired, wire: null },
  organization_invitation_invalid: {
    status: 403,
    text: organizationsErrorTexts.invitationInvalid,
    wire: null,
  },
  organization_invitation_mismatch: {
    status: 403,
    text: organizationsErrorTexts.invitationEmailMismatch,
    wire: null,
  },
  // 404: a missing route or file says Laravel's text; a missing record its own Japanese text.
  not_found: { status: 404, text: copy.errors.notFound, wire: L.notFound },
  post_not_found: { status: 404, text: copy.errors.postNotFound, wire: null },
  post_blocked: { status: 404, text: copy.safety.block.postUnavailable, wire: null },
  category_not_found: { status: 404, text: copy.errors.categoryNotFound, wire: null },
  region_not_found: { status: 404, text: copy.errors.regionNotFound, wire: null },
  user_not_found: { status: 404, text: copy.errors.userNotFound, wire: null },
  user_deleted: { status: 404, text: copy.admin.deletedUser, wire: null },
  thread_not_found: { status: 404, text: copy.threads.fetchFailed, wire: null },
  thread_image_not_found: { status: 404, text: copy.threadMedia.photos.notFound, wire: null },
  report_not_found: { status: 404, text: copy.safety.moderation.notFound, wire: null },
  saved_search_not_found: { status: 404, text: copy.notifications.savedSearch.notFound, wire: null },
  token_not_found: { status: 404, text: tokensErrorTexts.notFound, wire: null },
  webhook_not_found: { status: 404, text: webhooksErrorTexts.notFound, wire: null },
  appointment_not_found: { status: 404, text: appointmentsErrorTexts.notFound, wire: null },
  webhook_delivery_not_found: { status: 404, text: webhooksErrorTexts.deliveryNotFound, wire: null },
  organization_not_found: { status: 404, text: organizationsErrorTexts.notFound, wire: null },
  organization_staff_not_found: { status: 404, text: organizationsErrorTexts.staffNotFound, wire: null },
  organization_vouch_not_found: { status: 404, text: organizationsErrorTexts.vouchNotFound, wire: null },
  unsubscribe_link_invalid: { status: 404, text: copy.notifications.unsubscribe.invalid, wire: null },
  // 405, 413, 419, 422
  method_not_allowed: { status: 405, text: copy.errors.methodNotAllowed, wire: L.methodNotAllowed },
  payload_too_large: { status: 413, text: copy.errors.requestTooLarge, wire: null },
  csrf_mismatch: { status: 419, text: copy.errors.sessionExpired, wire: L.csrfMismatch },
  validation_failed: { status: 422, text: copy.validation.invalidInput, wire: null, detailed: true },
  // 429
  rate_limited: { status: 429, text: copy.errors.tooManyRequests, wire: L.tooManyAttempts, detailed: true },
  too_many_streams: { status: 429, text: copy.errors.tooManyStreams, wire: L.tooManyAttempts },
  // 500, 503
  server_error: { status: 500, text: copy.errors.generic, wire: L.serverError },
  service_unavailable: { status: 503, text: operationsCopy.databaseUnavailable, wire: null },
  query_timed_out: { status: 503, text: copy.search.timedOut, wire: null },
} as const satisfies Record<string, ErrorCodeEntry>;

/** A code of the catalogue (`post_not_found`). */
export type ErrorCode = keyof typeof errorCodes;

/** The codes whose status is `S` (`CodeOfStatus<404>`: `not_found | post_not_found | …`). */
export type CodeOfStatus<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof errorCodes)[C]["status"] extends S ? C : never;
}[ErrorCode];

/** Every code, in catalogue order. */
export const ERROR_CODES = Object.keys(errorCodes) as ErrorCode[];

/** True when `value` is a code of the catalogue (a newer server may send one this client does not know). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorCodes, value);
}

/**
 * The code of status `status` whose text is `text`, for declarations that name a refusal by its text (an
 * operation's 404 text of a path id, its own text for an unverified member); undefined when no code has it.
 */
export function errorCodeForText<S extends ErrorStatus>(
  status: S,
  text: string,
): CodeOfStatus<S> | undefined {
  return ERROR_CODES.find((code) => errorCodes[code].status === status && errorCodes[code].text === text) as
    | CodeOfStatus<S>
    | undefined;
}
