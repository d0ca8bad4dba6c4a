/**
 * Conditional GETs of the REST API (docs/api.md "Caching and conditional requests"; docs/product.md "API
 * platform"): every 200 JSON answer to a GET or HEAD under /api carries
 *
 * - `ETag: W/"<length>-<hash>"` of its identity body. Weak because the one validator names the identity and the
 *   Brotli or gzip answer alike (http/compression.ts encodes after this runs, so the hash never sees encoded
 *   bytes); If-None-Match is compared weakly anyway (RFC 9110, section 13.1.2).
 * - `Cache-Control`: `private, no-cache` when the answer may depend on who asks (a signed-in member, any
 *   `Authorization` header, or an answer that sets a cookie), else `public, max-age=0, must-revalidate`: lists
 *   change with every post, so a cache may keep a copy but must ask again each time (a 304 costs no body).
 *   A handler's own Cache-Control is kept.
 * - `Vary: Cookie, Authorization` (the same URL answers members differently) and `Accept-Encoding`.
 *
 * A matching `If-None-Match` turns the answer into a 304 without a body and without the representation headers
 * (Content-Type, Content-Length), keeping ETag, Cache-Control, Vary, cookies and the X-RateLimit-* headers.
 * The handler still runs — the validator is the answer's own bytes, so a 304 can never hide a change (and reads
 * with effects, such as marking a thread read, still happen); what is saved is the body on the wire. Writes,
 * error answers, streams and everything outside /api pass unchanged.
 *
 * Cost, for a list page of 18 KB (bench/conditional-get.ts, CPU time on 2 shared cores at load 10–12): the hash
 * (xxHash3, Bun.hash) 1–3 µs; the whole middleware — reading the body, hashing, re-making the answer — 19–22 µs
 * per identity answer and 29–36 µs per Brotli one, where the request as a whole takes about 0.9 ms.
 */
import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "../context.ts";

/** Cache-Control of an answer that may depend on who asks. */
export const PRIVATE_CACHE = "private, no-cache";

/** Cache-Control of an answer that is the same for every visitor. */
export const PUBLIC_CACHE = "public, max-age=0, must-revalidate";

/** The request headers a cached answer depends on besides its URL (added to Vary). */
const VARY_ON = ["Cookie", "Authorization", "Accept-Encoding"] as const;

/** JSON content types (`application/json`, `application/problem+json`, …). */
const JSON_TYPE = /^\s*application\/(?:[^;\s]*\+)?json\s*(?:;|$)/i;

/** The weak ETag of `body`: its length and its 64-bit xxHash3, in base 36. */
export function weakEtagOf(body: Uint8Array): string {
  return `W/"${body.byteLength.toString(36)}-${Bun.hash.xxHash3(body).toString(36)}"`;
}

/** The opaque part of an entity tag (`"x"` of `W/"x"` or `"x"`), or undefined when it is not one. */
function opaqueTag(tag: string): string | undefined {
  const bare = tag.startsWith("W/") ? tag.slice(2) : tag;
  return bare.length >= 2 && bare.startsWith('"') && bare.endsWith('"') ? bare : undefined;
}

/**
 * True when the If-None-Match header `header` matches `etag` by weak comparison (RFC 9110, section 13.1.2): `*`, or one
 * of its comma-separated entity tags with the same opaque part, `W/` or not. Malformed parts never match.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const wanted = opaqueTag(etag);
  if (!wanted) return false;
  return header.split(",").some((part) => opaqueTag(part.trim()) === wanted);
}

/** Adds each of `names` to the Vary header of `headers` unless it is already there (or Vary is `*`). */
function addVary(headers: Headers, names: readonly string[]): void {
  const present = (headers.get("Vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(present.map((name) => name.toLowerCase()));
  if (lower.has("*")) return;
  const added = names.filter((name) => !lower.has(name.toLowerCase()));
  if (added.length > 0) headers.set("Vary", [...present, ...added].join(", "));
}

/** `app.use("/api/*", conditionalGet)`: inside compression, so it hashes the identity body. */
export const conditionalGet: MiddlewareHandler<AppBindings> = async (c, next) => {
  await next();
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") return;
  const answer = c.res;
  if (answer.status !== 200 || !answer.body) return;
  if (!JSON_TYPE.test(answer.headers.get("Content-Type") ?? "")) return;
  if (answer.headers.has("ETag") || answer.headers.has("Content-Encoding")) return;
  const body = new Uint8Array(await answer.arrayBuffer());
  const etag = weakEtagOf(body);
  const headers = new Headers(answer.headers);
  headers.set("ETag", etag);
  const personal =
    c.get("state")?.viewer != null ||
    c.req.header("Authorization") !== undefined ||
    headers.getSetCookie().length > 0;
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", personal ? PRIVATE_CACHE : PUBLIC_CACHE);
  addVary(headers, VARY_ON);
  // Cleared first: assigning over a set answer copies its old headers back (hono's Context `res` setter).
  c.res = undefined;
  if (ifNoneMatchMatches(c.req.header("If-None-Match"), etag)) {
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    c.res = new Response(null, { status: 304, headers });
    return;
  }
  c.res = new Response(body, { status: 200, statusText: answer.statusText, headers });
};
