/**
 * Share links of a request (docs/product.md "Sharing and posters" #sharing): the absolute URL of a page and the
 * addresses of LINE, X and Facebook's share screens for it. Pure helpers (no DOM), so the client and the tests use
 * the same words.
 */

/** What is shared: the page's title and its absolute URL (`https://…/post/12`). */
export interface ShareTarget {
  title: string;
  url: string;
}

/**
 * `path` (starting with "/") on `origin` (`https://board.example`, a trailing slash ignored):
 * `https://board.example/post/12`.
 */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** LINE's share screen with the title and the URL on two lines as its text (URL-encoded). */
export function lineShareUrl({ title, url }: ShareTarget): string {
  return `https://line.me/R/share?text=${encodeURIComponent(`${title}\n${url}`)}`;
}

/** X's (Twitter's) post screen with the title as text and the URL as its link. */
export function xShareUrl({ title, url }: ShareTarget): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;
}

/** Facebook's share screen of the URL (Facebook reads the title from the page's own preview tags). */
export function facebookShareUrl({ url }: ShareTarget): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/**
 * The start of a request's body for a poster: whitespace collapsed, at most `max` characters (whole code points),
 * with "…" when it was cut (so at most `max` + 1 characters).
 */
export function posterExcerpt(body: string, max: number): string {
  const chars = Array.from(body.replace(/\s+/gu, " ").trim());
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : chars.join("");
}
