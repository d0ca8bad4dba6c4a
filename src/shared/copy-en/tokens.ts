/**
 * English copy of personal access tokens and the API reference (docs/product.md § API platform): the tokens
 * section of /account/settings, its field names and refusals, and the descriptions of the OpenAPI document.
 */

import { SERVICE_NAME_EN } from "../constants.ts";
import type { apiDocsCopy, tokensCopy } from "../copy/tokens.ts";
import { tokensErrorTextsEn } from "./refusals.ts";
import type { Translation } from "./translation.ts";

/**
 * The board's name in English, as in ./copy.ts: English texts carry no kana or kanji
 * (tests/unit/copy-translations.test.ts).
 */

export const tokensCopyEn: Translation<typeof tokensCopy> = {
  ...tokensErrorTextsEn,
  fields: {
    name: "Token name",
    abilities: "Permissions",
    expires_at: "Expiry date",
  },
  abilities: {
    read: "Read",
    write: "Write",
    webhooks: "Webhooks",
  },
  abilityChoices: {
    readWrite: "Read and write",
    readOnly: "Read only",
    webhooks: "Also allow registering and managing webhooks (notifications to connected services, webhooks)",
  },
  invalidAbility: "Permissions must be read, write or webhooks.",
  readRequired: "Permissions must include read.",
  expiresInPast: "The expiry date must be in the future.",
  invalidDate: "The expiry date is not in a valid format.",
  tooMany: (max: number) =>
    `You can have at most ${max} access ${max === 1 ? "token" : "tokens"}. Please delete tokens you no longer need.`,
  expiresTooLate: "The expiry date must be within one year.",
  section: {
    heading: "API access tokens",
    lead: "Tokens let scripts and external services use the API. A token is shown only once, when you create it.",
    docsLink: "Open the API reference",
    create: "Create token",
    creating: "Creating…",
    created:
      "The token has been created. It will never be shown again once you leave this screen, so copy it now.",
    copy: "Copy",
    copied: "Copied",
    revoke: "Delete",
    revoking: "Deleting…",
    revoked: "The token has been deleted.",
    confirmRevoke: (name: string) =>
      `Delete the token “${name}”? Programs that use this token will stop working.`,
    empty: "There are no tokens yet.",
    loadFailed: "Could not load the tokens.",
    createFailed: "Could not create the token.",
    revokeFailed: "Could not delete the token.",
    lastUsed: "Last used",
    neverUsed: "Never used",
    expires: "Expires",
    noExpiry: "Never",
    createdAt: "Created",
    expiryOptions: {
      none: "No expiry",
      days30: "30 days",
      days90: "90 days",
      days365: "1 year",
    },
    newToken: "New token",
  },
};

/**
 * The English texts of the OpenAPI document (server/openapi/): read by people in /api/docs, never by the SPA, so
 * they stay out of the `copy` object the client bundles (the initial JS budget of docs/performance.md).
 */
export const apiDocsCopyEn: Translation<typeof apiDocsCopy> = {
  title: `${SERVICE_NAME_EN} API`,
  description: `The REST API of ${SERVICE_NAME_EN}. It answers in the same shapes as Laravel + Sanctum. Call it from a browser with Sanctum's SPA authentication (cookies and X-XSRF-TOKEN), and from scripts and servers with a personal access token (Authorization: Bearer).`,
  cookieAuth:
    "The session cookie received from GET /sanctum/csrf-cookie. Calls that change data send the value of the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.",
  bearerAuth:
    "A personal access token (<id>|<secret>) created in the account settings. No cookie or CSRF token is needed. A read-only token receives a 403 on calls that change data.",
  page: "Page number (starting at 1)",
  errors: {
    400: "The body could not be read",
    401: "Not logged in, or the token is not valid",
    403: "Not permitted",
    404: "Not found",
    405: "This method is not allowed",
    413: "The body is too large",
    419: "The CSRF token does not match",
    422: "The input is not valid",
    429: "Too many calls",
    503: "The database is temporarily unreachable (retry after Retry-After seconds)",
  },
  /** The 405 of any method a path does not list (also a POST whose `_method` or X-HTTP-Method-Override names one). */
  methodNotAllowed:
    "A call with a method this path does not list (including one named with `_method` or X-HTTP-Method-Override) is answered with 405 and an Allow header.",
  allow: "The methods allowed on this path",
  notModified: "The ETag in If-None-Match matched (no body)",
  etag: "A weak ETag of the response body (send it back in If-None-Match to receive a 304)",
  cacheControl: "The caching policy (private for responses to members)",
  vary: "The request headers that the response varies on",
  setCookie: "The tasukeai_session (HttpOnly) and XSRF-TOKEN (URL-encoded) cookies",
  csrfCookie: {
    summary: "Get the session and CSRF token cookies",
    description:
      "The first call of Sanctum's SPA authentication. Returns 204 with the session cookie (tasukeai_session) and the CSRF token cookie (XSRF-TOKEN). A logged-in member keeps their session. This route is outside /api.",
    answer: "Cookies set (no body)",
  },
};
