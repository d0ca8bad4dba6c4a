/**
 * The text sizes (docs/product.md "文字サイズ"), without zod so the header can use them from the first bundle:
 * the three sizes, their root font-size, the device's storage key and the start-up script inlined in
 * src/client/index.html so the kept size is on <html> before the first paint (no jump from 標準 to 特大). The
 * server allows exactly that script by its hash in the Content-Security-Policy (server/http/security-headers.ts);
 * tests/unit/text-size-start.test.ts checks that index.html carries it unchanged.
 */

/** The sizes, smallest first: 標準 (100 %), 大 (125 %), 特大 (150 %). */
export const TEXT_SIZES = ["standard", "large", "x-large"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** The size of a member who never chose one, and of a device with nothing kept. */
export const DEFAULT_TEXT_SIZE: TextSize = "standard";

/** The root font-size of each size, in percent of the browser's (16 px at 100 %); app.css says the same. */
export const TEXT_SIZE_PERCENT: Record<TextSize, number> = { standard: 100, large: 125, "x-large": 150 };

/** The localStorage key of the device's size (client/lib/text-size.ts and the start-up script). */
export const TEXT_SIZE_STORAGE_KEY = "tasukeai.textSize";

/** Whether `value` is one of TEXT_SIZES. */
export function isTextSize(value: unknown): value is TextSize {
  return typeof value === "string" && (TEXT_SIZES as readonly string[]).includes(value);
}

/** The inline start-up script of index.html: the kept size (large or x-large) as `data-text-size` on <html>. */
export const TEXT_SIZE_START_SCRIPT =
  'var s;try{s=localStorage.getItem("tasukeai.textSize");if(s==="large"||s==="x-large")document.documentElement.setAttribute("data-text-size",s)}catch{}';
