/**
 * The board's public origin in the browser (docs/product.md "Sharing and posters" #sharing): the origin of the
 * `og:url` the server wrote into the page's head from APP_URL (src/server/http/page-head.ts), so a link shared
 * or printed from a page opened through a proxy or another host name still points at the configured address;
 * `location.origin` when the head has none (a shell served from the offline cache).
 */

/** `https://board.example` (no trailing slash). */
export function publicOrigin(): string {
  const ogUrl = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  if (ogUrl) {
    try {
      const url = new URL(ogUrl);
      if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
    } catch {
      // Not a URL: the page's own origin below.
    }
  }
  return window.location.origin;
}
