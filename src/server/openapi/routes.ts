/**
 * What the OpenAPI document (openapi/document.ts) names beyond the declarations (edge/define.ts): the reference's
 * groups, one per domain (the first part of an operation's name), with their Japanese descriptions. How each REST
 * route answers (Laravel's `{data}`, a paginated collection, a status, a body of its own) is declared on the route
 * itself; tests/integration/api-openapi.test.ts sends a sample request to every route and fails when an answer
 * does not match what the document says.
 */

import { openapiCopy } from "#shared/copy/openapi.ts";

/** The reference's groups (the first part of an operation's name) with their Japanese descriptions. */
export const TAGS: Readonly<Record<string, string>> = openapiCopy.tags;
