/**
 * Compression of every compressible answer (docs/product.md "Phone first" (#phone-first), docs/decisions/014-phone-first.md):
 * JavaScript, CSS, HTML, JSON, SVG and other text kinds go out as Brotli or gzip, whichever the browser's
 * `Accept-Encoding` prefers (Brotli on a tie: about 15 % smaller than gzip on this board's JSON and bundles).
 *
 * - The build's files are compressed once at build time (vite-plugin-compression2 writes `.br` and `.gz` next to
 *   each file) and http/spa.ts sends the precompressed twin; this middleware leaves an answer that already has a
 *   `Content-Encoding` alone.
 * - Everything else of a compressible type (API JSON, tRPC batches, a page's index.html without a twin) is
 *   compressed on the fly when its body is at least {@link MIN_BYTES}: below that the header costs more than it
 *   saves. On-the-fly Brotli runs at quality 5 (a JSON list of 20 posts in about 1 ms; quality 11 takes ~30×
 *   longer for a few % less), gzip at level 6.
 * - Images, fonts already compressed, event streams (live updates must flush message by message), HEAD requests,
 *   204/304 and `Cache-Control: no-transform` answers pass through unchanged.
 * - Every answer of a compressible type says `Vary: Accept-Encoding`, compressed or not, so a shared cache never
 *   hands a Brotli body to a client that asked for identity.
 *
 * hono/compress is not used: it offers gzip and deflate only (CompressionStream), and Bun has no Brotli
 * CompressionStream; node:zlib's async Brotli runs off the event loop in Bun.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** Below this many bytes an answer goes out as it is. */
export const MIN_BYTES = 1024;

/** Content types worth compressing (text kinds, JSON, JS, SVG, the web app manifest). */
export const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:[^;\s]*\+)?(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)\s*(?:;|$)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip";

/**
 * The encoding to use for an `Accept-Encoding` header: the accepted one with the highest q (Brotli on a tie,
 * `*` counts for both), or undefined for identity. `q=0` refuses an encoding.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gz = Math.max(weight("gzip"), weights.get("x-gzip") ?? 0);
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? "br" : "gzip";
}

function addVary(headers: Headers): void {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set("Vary", `${vary}, Accept-Encoding`);
}

/** The middleware: `app.use("*", compression())`, before everything that answers. */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type");
    if (!type || !COMPRESSIBLE.test(type)) return;
    addVary(response.headers);
    if (c.req.method === "HEAD" || response.status === 204 || response.status === 304 || !response.body)
      return;
    if (response.headers.has("Content-Encoding")) return;
    if (/no-transform/i.test(response.headers.get("Cache-Control") ?? "")) return;
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    if (body.byteLength < MIN_BYTES) {
      c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
      return;
    }
    const compressed =
      encoding === "br"
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          })
        : await gzipAsync(body, { level: 6 });
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    // A strong validator names the identity bytes; the compressed ones are a different representation.
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    // Cleared first: assigning over a set answer copies its old headers (Content-Length, a strong ETag) back.
    c.res = undefined;
    c.res = new Response(new Uint8Array(compressed), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
