/**
 * Sanctum's SPA CSRF flow on the client (docs/api.md "Sessions and CSRF"): fetch the XSRF cookie once at
 * boot, send its current value as X-XSRF-TOKEN with every call, and on a 419 refresh the cookie and retry once.
 */

import { pageLanguage } from "./language.ts";

const XSRF_COOKIE = "XSRF-TOKEN";
const CSRF_COOKIE_URL = "/sanctum/csrf-cookie";
const CSRF_MISMATCH_STATUS = 419;

/** The current XSRF token (URL-decoded cookie value), read fresh: it changes on login and logout. */
export function readXsrfToken(): string | null {
  for (const part of document.cookie.split(";")) {
    const index = part.indexOf("=");
    if (index === -1 || part.slice(0, index).trim() !== XSRF_COOKIE) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Asks the server for a fresh session/XSRF cookie pair. Resolves false when the server did not answer 2xx. */
export async function refreshCsrfCookie(): Promise<boolean> {
  try {
    const response = await fetch(CSRF_COOKIE_URL, {
      credentials: "same-origin",
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The headers every call to our own server carries: the CSRF token, and the page's language as `Accept-Language`
 * so that refusals answer in the language the reader chose rather than the browser's (docs/product.md "Languages").
 */
export function csrfHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Requested-With": "XMLHttpRequest",
    // やさしい日本語 is Japanese to the server (its own messages are Japanese on such a page).
    "Accept-Language": pageLanguage() === "en" ? "en" : "ja",
  };
  const token = readXsrfToken();
  if (token) headers["X-XSRF-TOKEN"] = token;
  return headers;
}

function withFreshHeaders(init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(csrfHeaders())) headers.set(name, value);
  return { ...init, headers, credentials: "same-origin" };
}

/** What sends one request: `fetch`, or another transport with its signature. */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * A `fetch` for the tRPC links: adds the CSRF headers at send time and, when the server answers 419 (token
 * mismatch, e.g. an expired session), fetches a new XSRF cookie and retries the same request once.
 * Request bodies of tRPC links are strings or FormData, so they can be sent twice. `send` is the transport
 * (upload-progress.ts sends tracked uploads over XMLHttpRequest).
 */
export async function csrfFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
  send: FetchLike = fetch,
): Promise<Response> {
  const response = await send(input, withFreshHeaders(init));
  if (response.status !== CSRF_MISMATCH_STATUS) return response;
  if (!(await refreshCsrfCookie())) return response;
  return send(input, withFreshHeaders(init));
}
