/**
 * The head of a page's HTML (docs/product.md "Link previews", docs/architecture.md "The shape in one picture"):
 * the SPA shell's generic `<title>` and `<meta name="description">` are replaced with the page's own title,
 * description, canonical link, Open Graph and Twitter card tags, read by domains/previews as a visitor sees the
 * page. The rest of the shell stays byte for byte as built, so the SPA boots as before. Every value is
 * HTML-escaped for a quoted attribute (or element text); every URL is built from APP_URL, never from the Host
 * header a client sends.
 *
 * Previews are kept in this process for {@link PREVIEW_TTL_MS} per path (the event bus carries no post changes,
 * so a short TTL instead of invalidation): a burst of crawler fetches of one shared link costs one query. A
 * failure to read the preview (the database down) answers the generic head and is not kept.
 */
import { copy } from "#shared/copy.ts";
import type { Database } from "../db/client.ts";
import { genericPreview, type PagePreview, pagePreview } from "../domains/previews/previews.service.ts";
import { logUnexpectedError } from "../errors.ts";
import { escapeHtml } from "../mail/escape-html.ts";
import { OG_IMAGE } from "../media/og-image.ts";

/** How long a page's preview is kept in this process, in milliseconds. */
export const PREVIEW_TTL_MS = 10_000;
/** At most this many paths are kept; the oldest entry goes first. */
const PREVIEW_CACHE_ENTRIES = 1000;

/** The shell's generic title and description (as vite.config.ts writes them into index.html). */
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_DESCRIPTION = /[ \t]*<meta name="description" content="[^"]*"\s*\/?>\r?\n?/;

/** The head tags of `preview`, one a line, indented like the shell's head. */
export function headTags(preview: PagePreview, appUrl: string, indent = "    "): string {
  const url = (path: string) => `${appUrl}${path}`;
  const ogUrl = url(preview.path ?? "/");
  const image = url(preview.image);
  const attr = escapeHtml;
  const meta = (key: "name" | "property", name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.documentTitle)}</title>`,
    meta("name", "description", preview.description),
    ...(preview.path === null ? [] : [`<link rel="canonical" href="${attr(ogUrl)}" />`]),
    meta("property", "og:site_name", copy.serviceName),
    meta("property", "og:locale", "ja_JP"),
    meta("property", "og:type", preview.type),
    meta("property", "og:title", preview.title),
    meta("property", "og:description", preview.description),
    meta("property", "og:url", ogUrl),
    meta("property", "og:image", image),
    meta("property", "og:image:width", String(OG_IMAGE.width)),
    meta("property", "og:image:height", String(OG_IMAGE.height)),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", preview.title),
    meta("name", "twitter:description", preview.description),
    meta("name", "twitter:image", image),
  ];
  return tags.join(`\n${indent}`);
}

/**
 * `shell` (the built index.html) with its `<title>` replaced by `tags` and its generic description removed; the
 * shell unchanged when it has no `<title>` (a build this code does not know).
 */
export function withHead(shell: string, tags: string): string {
  if (!SHELL_TITLE.test(shell)) return shell;
  return shell.replace(SHELL_DESCRIPTION, "").replace(SHELL_TITLE, () => tags);
}

interface Kept {
  at: number;
  preview: Promise<PagePreview>;
}

/** The previews of recent paths, per process. */
export class PreviewCache {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = PREVIEW_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The preview of `pathname`: the one read less than the TTL ago (or being read), else a new read. Never
   * throws: a failed read is logged and answers the generic preview.
   */
  async get(pathname: string): Promise<PagePreview> {
    const at = this.now();
    const hit = this.kept.get(pathname);
    if (hit && at - hit.at < this.ttlMs) return hit.preview;
    if (hit) this.kept.delete(pathname);
    const preview: Promise<PagePreview> = pagePreview(this.db, pathname).catch((error: unknown) => {
      if (this.kept.get(pathname)?.preview === preview) this.kept.delete(pathname);
      logUnexpectedError(`link preview of ${pathname}`, error);
      return genericPreview();
    });
    this.kept.set(pathname, { at, preview });
    if (this.kept.size > PREVIEW_CACHE_ENTRIES) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    return preview;
  }
}
