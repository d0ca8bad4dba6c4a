/**
 * The browser's own confirmation dialog for a step that cannot be undone (delete, block, suspend, leave with unsaved
 * changes): plain text only, so on a やさしい日本語 page the readings go in parentheses (docs/product.md "Languages").
 */
import { plainText } from "./language.ts";

/** `window.confirm(message)` with `message` as plain text (client/lib/language.ts `plainText`): true when accepted. */
export function confirmAction(message: string): boolean {
  return window.confirm(plainText(message));
}
