/**
 * Security headers on every answer (pages, files, API): a Content-Security-Policy that allows only this origin
 * (plus data:/blob: images for upload previews, inline styles for the UI library and, by its hash, the one inline
 * script of index.html that sets the text size before the first paint), nosniff, no referrer, and
 * hono's other secure defaults. Cross-Origin-Embedder-Policy stays off so that uploaded images and the default
 * avatar load without CORP headers. /storage/* images say `Cross-Origin-Resource-Policy: cross-origin` so other
 * sites may embed them (docs/api.md "Cross-origin use"); every other answer keeps hono's same-origin.
 *
 * - Framing: nothing frames the board, so both headers refuse it the same way — `X-Frame-Options: DENY` (old
 *   browsers) and CSP `frame-ancestors 'none'` (the two once disagreed: SAMEORIGIN and 'none').
 * - Strict-Transport-Security only when the board is served over https, i.e. when APP_URL is https: Bun serves
 *   plain http here and a TLS proxy in front forwards plain http too, so the request itself cannot tell; over a
 *   plain-http board (the embedded default, http://localhost:3000) the header would be a false promise.
 *
 * Built once: hono's `secureHeaders` turns its options into the final header list when it is created
 * (node_modules/hono/dist/middleware/secure-headers), and with no nonce callbacks it only copies that list onto
 * each response. One shared instance per variant (http, https) serves every app.
 */
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { LANGUAGE_START_SCRIPT } from "#shared/language.ts";
import { TEXT_SIZE_START_SCRIPT } from "#shared/text-size.ts";
import type { AppEnv } from "../env.ts";
import { setAnswerHeader } from "./answer-headers.ts";

/**
 * The inline scripts allowed, by their SHA-256 (CSP `'sha256-…'`), so they run before the first paint while every
 * other inline script stays refused: index.html's text size start-up (docs/product.md "文字サイズ") and its
 * language start-up (docs/product.md "Languages").
 */
export const TEXT_SIZE_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(TEXT_SIZE_START_SCRIPT).digest("base64")}'`;
export const LANGUAGE_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(LANGUAGE_START_SCRIPT).digest("base64")}'`;

function headersFor(https: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", TEXT_SIZE_SCRIPT_SOURCE, LANGUAGE_SCRIPT_SOURCE],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
    },
    xFrameOptions: "DENY",
    // hono's default value when enabled: 180 days, subdomains included.
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
}

const overHttp = headersFor(false);
const overHttps = headersFor(true);

/**
 * Uploaded images may be shown by other sites (docs/product.md § API platform: third-party apps embed the
 * pictures of requests and avatars they read from the API): /storage/* answers say
 * `Cross-Origin-Resource-Policy: cross-origin` instead of hono's `same-origin`. Everything else keeps same-origin.
 */
const EMBEDDABLE_PREFIX = "/storage/";

/** The middleware for the board at `env.appUrl`: `app.use("*", securityHeaders(deps.env))`. */
export function securityHeaders(env: Pick<AppEnv, "appUrl">): MiddlewareHandler {
  const headers = env.appUrl.startsWith("https://") ? overHttps : overHttp;
  return async (c, next) => {
    await headers(c, next);
    if (!c.req.path.startsWith(EMBEDDABLE_PREFIX)) return;
    setAnswerHeader(c, "Cross-Origin-Resource-Policy", "cross-origin");
  };
}
