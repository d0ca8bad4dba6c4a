/**
 * The link-preview image (og:image) of docs/product.md "Link previews": a 1200×630 PNG drawn from an SVG built
 * here and rendered by sharp (librsvg + Pango) in the system's Noto Sans CJK (Debian fonts-noto-cjk,
 * docs/operations.md "Installing"). A post's card carries its title (at most 3 lines), category, place and
 * status; the board's card carries the name and the tagline. Every text is escaped for XML before it enters the
 * SVG, so a title like `<script>` is drawn as it reads.
 *
 * Drawing is CPU-bound (libvips and librsvg), so at most {@link DRAW_SLOTS} run at once in a process; the
 * others wait their turn (FIFO). Input lengths are bounded by the post schema (a title is ≤ 100 characters).
 */
import { createHash } from "node:crypto";
import pLimit from "p-limit";
import sharp from "sharp";
import { SERVICE_NAME } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { escapeHtml } from "../mail/escape-html.ts";

/** Size of every preview image, in pixels (the Open Graph / X "summary_large_image" size). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** Draws at once per process. */
const DRAW_SLOTS = 2;

/** Bumped when the layout changes, so stored images are drawn again (it is part of every image's key). */
const LAYOUT_VERSION = 1;

const drawQueue = pLimit(DRAW_SLOTS);

/** The font of every text: the JP face of Noto Sans CJK, then whatever sans-serif fontconfig has. */
const FONT = "'Noto Sans CJK JP', 'Noto Sans JP', sans-serif";

const COLORS = {
  background: "#faf7f2",
  primary: "#0f8a7e",
  text: "#1f2a2e",
  muted: "#55646a",
  open: "#0f8a7e",
  done: "#6b7280",
} as const;

/** What a post's card shows: all texts as the visitor reads them (docs/product.md "Link previews"). */
export interface PostCard {
  title: string;
  category: string;
  place: string;
  /** The status as people read it (募集中, 解決済み, …). */
  statusLabel: string;
  /** True for an open request: the status is drawn in the board's colour, otherwise in grey. */
  open: boolean;
}

/** A card's fields and the layout version as a short hex hash: part of the stored key and the ETag. */
export function cardHash(card: PostCard | "board"): string {
  return createHash("sha256")
    .update(JSON.stringify({ v: LAYOUT_VERSION, card }))
    .digest("hex")
    .slice(0, 16);
}

/** Width of one character in units of a full-width character: ASCII and half-width forms count about half. */
function widthOf(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x1100) return code === 0x20 ? 0.3 : 0.56;
  if (code >= 0xff61 && code <= 0xff9f) return 0.5;
  return 1;
}

/** Characters that must not begin a line (Japanese kinsoku): they stay at the end of the line before. */
const NO_LINE_START = /^[、。，．・：；？！ー）」』】〕〉》…‥,.!?:;)\]}]$/u;

/**
 * `text` broken into lines of at most `maxUnits` full-width characters (Latin letters count about half): CJK text
 * breaks between any two characters, Latin text between words (a word longer than a line is cut). At most
 * `maxLines` lines; what does not fit ends the last line with 「…」. Whitespace runs become one space.
 * @returns the lines, at least one (an empty text gives `[""]`).
 */
export function wrapText(text: string, maxUnits: number, maxLines: number): string[] {
  // Tokens: a Latin word (letters, digits and ASCII punctuation without spaces), a space, or one other character.
  const tokens =
    text
      .replace(/\s+/gu, " ")
      .trim()
      .match(/[\x21-\x7e]+| |./gu) ?? [];
  const lines: string[] = [];
  let line = "";
  let units = 0;
  const unitsOf = (token: string) => Array.from(token).reduce((sum, char) => sum + widthOf(char), 0);
  const push = () => {
    lines.push(line.trimEnd());
    line = "";
    units = 0;
  };
  for (const token of tokens) {
    const width = unitsOf(token);
    if (token === " " && units === 0) continue;
    if (units + width <= maxUnits || NO_LINE_START.test(token)) {
      line += token;
      units += width;
      continue;
    }
    if (width > maxUnits) {
      // A word longer than a line: cut it by characters.
      for (const char of Array.from(token)) {
        if (units + widthOf(char) > maxUnits) push();
        line += char;
        units += widthOf(char);
      }
      continue;
    }
    push();
    if (token !== " ") {
      line = token;
      units = width;
    }
  }
  if (line.trim() !== "" || lines.length === 0) push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = Array.from(kept[maxLines - 1] ?? "");
  while (last.length > 0 && unitsOf(last.join("")) + 1 > maxUnits) last.pop();
  kept[maxLines - 1] = `${last.join("").trimEnd()}…`;
  return kept;
}

/** One `<text>` element: `value` escaped for XML. */
function text(x: number, y: number, size: number, value: string, attrs = ""): string {
  return `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>${escapeHtml(value)}</text>`;
}

/** The band at the bottom with the board's mark (its name), shared by both cards. */
function markBand(): string {
  const top = OG_IMAGE.height - 96;
  return [
    `<rect x="0" y="${top}" width="${OG_IMAGE.width}" height="96" fill="${COLORS.primary}"/>`,
    `<circle cx="96" cy="${top + 48}" r="22" fill="#ffffff"/>`,
    `<circle cx="96" cy="${top + 48}" r="10" fill="${COLORS.primary}"/>`,
    text(136, top + 62, 40, SERVICE_NAME, 'font-weight="700" fill="#ffffff"'),
  ].join("");
}

function svgOf(body: string): string {
  const { width, height } = OG_IMAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${COLORS.background}"/>
<rect x="0" y="0" width="${width}" height="12" fill="${COLORS.primary}"/>
<g font-family="${FONT}" fill="${COLORS.text}">${body}${markBand()}</g></svg>`;
}

/** The SVG of a post's card (exported for the tests of the layout). */
export function postCardSvg(card: PostCard): string {
  const statusColor = card.open ? COLORS.open : COLORS.done;
  // The pill's width follows its text: 36 px a character plus padding.
  const pillWidth = Array.from(card.statusLabel).length * 36 + 48;
  const titleLines = wrapText(card.title, 17, 3);
  const titleSize = 60;
  const lineHeight = 82;
  const titleTop = 210;
  const parts = [
    `<rect x="72" y="60" width="${pillWidth}" height="64" rx="32" fill="${statusColor}"/>`,
    text(96, 105, 36, card.statusLabel, 'font-weight="700" fill="#ffffff"'),
    text(72 + pillWidth + 28, 105, 34, wrapText(card.category, 24, 1)[0] ?? "", `fill="${COLORS.muted}"`),
    ...titleLines.map((line, index) =>
      text(72, titleTop + index * lineHeight, titleSize, line, 'font-weight="700"'),
    ),
    text(72, OG_IMAGE.height - 130, 36, copy.linkPreviews.place(card.place), `fill="${COLORS.muted}"`),
  ];
  return svgOf(parts.join(""));
}

/** The SVG of the board's card (home, profiles, categories, regions, tags). */
export function boardCardSvg(tagline: string): string {
  const lines = wrapText(tagline, 15, 2);
  return svgOf(
    [
      text(72, 230, 88, SERVICE_NAME, `font-weight="700" fill="${COLORS.primary}"`),
      ...lines.map((line, index) => text(72, 340 + index * 70, 48, line)),
    ].join(""),
  );
}

/**
 * Renders `svg` as a 1200×630 PNG, waiting for one of the process's draw slots.
 * @returns the PNG's bytes. @throws Error when sharp cannot render it (a bug in the SVG built here).
 */
export function renderCard(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  return drawQueue(async () => {
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
    return new Uint8Array(png);
  });
}
