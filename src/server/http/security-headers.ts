/**
 * Security headers on every answer (pages, files, API): a Content-Security-Policy that allows only this origin
 * (plus data:/blob: images for upload previews and inline styles for the UI library), no framing, nosniff, no
 * referrer, HSTS, and hono's other secure defaults. Cross-Origin-Embedder-Policy stays off so that uploaded
 * images and the default avatar load without CORP headers.
 *
 * Built once at start-up: hono's `secureHeaders` turns its options into the final header list when it is
 * created (node_modules/hono/dist/middleware/secure-headers), and with no nonce callbacks it only copies that
 * list onto each response. One shared instance serves every app.
 */
import { secureHeaders } from "hono/secure-headers";

/** The middleware: `app.use("*", securityHeaders)`. */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", "data:", "blob:"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
  },
  crossOriginEmbedderPolicy: false,
});
