/**
 * What the OpenAPI document (openapi/document.ts) needs to know about each REST route beyond the operation table
 * and the procedures' schemas: the Japanese summary people read in the reference, and how the REST adapter wraps
 * the service's answer (Laravel's `{data}` by default, a paginated collection when the procedure answers a page).
 * tests/integration/api-openapi.test.ts sends a sample request to every route and fails when an answer does not
 * match what the document says — so a wrong entry here, or a new route whose wrapper differs from the default,
 * is caught there.
 */

import { copy } from "#shared/copy.ts";

/**
 * How a REST answer carries the procedure's answer:
 * - `data`: `{data: answer}` (the default; `message` may ride along, as admin changes answer);
 * - `same`: the answer itself;
 * - `status`: `{status, message}` (Fortify's password-reset answers);
 * - `message`: `{message}` only;
 * - `none`: 204 without a body;
 * - `thread`: the triple thread id of POST /api/threads (`{id, created, thread: {id, …the answer}, data: {id}}`).
 * A procedure answering a page (`pageOf`) is a Laravel paginated collection under `data`.
 */
export type LegacyAnswerKind = "data" | "same" | "status" | "message" | "none" | "thread";

/** Routes whose answer is not `{data}`. */
export const ANSWER_KINDS: Readonly<Record<string, LegacyAnswerKind>> = {
  "POST /api/auth/logout": "none",
  "DELETE /api/tokens/{id}": "none",
  "GET /api/email/verify/{id}/{hash}": "same",
  "POST /api/email/verification-notification": "same",
  "GET /api/categories/{key}/tags": "same",
  "GET /api/regions/{key}/active-categories": "same",
  "GET /api/posts/{id}/reviews": "same",
  "GET /api/posts/{id}/helper-candidates": "same",
  "GET /api/suggest": "same",
  "GET /api/threads/{id}/messages": "same",
  "GET /api/messages/unread-count": "same",
  "DELETE /api/profile/avatar": "same",
  "GET /api/profile/interests": "same",
  "POST /api/profile/interests": "same",
  "GET /api/profile/region": "same",
  "POST /api/profile/region": "same",
  "POST /api/admin/users/{id}/resend-verification": "same",
  "POST /api/contact": "same",
  "GET /api/notifications/unread-count": "same",
  "POST /api/notifications/read": "same",
  "GET /api/saved-searches": "same",
  "POST /api/tokens": "same",
  "POST /api/forgot-password": "status",
  "POST /api/reset-password": "status",
  "DELETE /api/posts/{id}": "message",
  "DELETE /api/admin/users/{id}": "message",
  "POST /api/threads": "thread",
};

/**
 * Success statuses other than 200 (POST /api/threads: 201 for a new thread, 200 for the existing one, both
 * documented by its `thread` kind).
 */
export const SUCCESS_STATUS: Readonly<Record<string, 201 | 202>> = {
  "POST /api/auth/register": 201,
  "POST /api/public-messages": 201,
  "POST /api/comments": 201,
  "POST /api/contact": 201,
  "POST /api/saved-searches": 201,
  "POST /api/push-subscriptions": 201,
  "POST /api/posts": 201,
  "POST /api/posts/{id}/reviews": 201,
  "POST /api/reports": 201,
  "POST /api/threads/{id}/messages": 201,
  "POST /api/tokens": 201,
  "POST /api/admin/notices": 202,
};

/**
 * Keys a REST answer carries beside `data` (or beside a page's `data, links, meta`): `answer` is the procedure's
 * whole answer again, `answer.<key>` one of its keys (POST /api/profile repeats the profile as `user`, the cover
 * routes lift `cover_url`, the category lists name their `category`).
 */
export const EXTRA_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "POST /api/profile": { user: "answer" },
  "POST /api/profile/cover/preset": { cover_url: "answer.cover_url" },
  "DELETE /api/profile/cover": { cover_url: "answer.cover_url" },
  "GET /api/category/{slug}/posts": { category: "answer.category" },
  "GET /api/category/{slug}/nearby-posts": { category: "answer.category" },
};

/** REST-only rows: the procedure whose output describes the answer. */
export const REST_ONLY_OUTPUT: Readonly<Record<string, string>> = {
  "accounts.meRest": "accounts.me",
};

/** The Japanese summary of each operation in the reference (docs/product.md §7 Calls). */
export const SUMMARIES: Readonly<Record<string, string>> = copy.openapi.summaries;

/** The reference's groups (the first part of an operation's name) with their Japanese descriptions. */
export const TAGS: Readonly<Record<string, string>> = copy.openapi.tags;
