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
 * - `none`: 204 without a body.
 * A procedure answering a page (`pageOf`) is a Laravel paginated collection under `data`.
 */
export type LegacyAnswerKind = "data" | "same" | "status" | "message" | "none";

/** Routes whose answer is not `{data}`. */
export const ANSWER_KINDS: Readonly<Record<string, LegacyAnswerKind>> = {
  "GET /api/categories/{key}/tags": "same",
  "GET /api/regions/{key}/active-categories": "same",
  "GET /api/suggest": "same",
};

/** Success statuses other than 200. */
export const SUCCESS_STATUS: Readonly<Record<string, 201 | 202>> = {};

/**
 * Keys a REST answer carries beside `data` (or beside a page's `data, links, meta`): `answer` is the procedure's
 * whole answer again, `answer.<key>` one of its keys (POST /api/profile repeats the profile as `user`, the cover
 * routes lift `cover_url`, the category lists name their `category`).
 */
export const EXTRA_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = {};

/** The Japanese summary of each operation in the reference (docs/product.md §7 Calls). */
export const SUMMARIES: Readonly<Record<string, string>> = copy.openapi.summaries;

/** The reference's groups (the first part of an operation's name) with their Japanese descriptions. */
export const TAGS: Readonly<Record<string, string>> = copy.openapi.tags;
