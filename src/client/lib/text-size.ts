/**
 * The text size on this device (docs/product.md "文字サイズ"): kept in localStorage under TEXT_SIZE_STORAGE_KEY
 * and shown as `data-text-size` on <html>, which app.css turns into the root font-size (標準 100 %, 大 125 %,
 * 特大 150 %). index.html's inline start-up script sets the same attribute before the first paint (its hash is
 * allowed by the Content-Security-Policy, server/http/security-headers.ts); this module keeps it in step after.
 */
import { DEFAULT_TEXT_SIZE, isTextSize, TEXT_SIZE_STORAGE_KEY, type TextSize } from "#shared/text-size.ts";

/** The size kept on this device, or 標準 when none (or storage is refused). */
export function storedTextSize(): TextSize {
  try {
    const value = window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY);
    return isTextSize(value) ? value : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

/** The size shown now (the <html> attribute; 標準 without one). */
export function shownTextSize(): TextSize {
  const value = document.documentElement.dataset.textSize;
  return isTextSize(value) ? value : DEFAULT_TEXT_SIZE;
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the shown size changes; returns the unsubscribe (for useSyncExternalStore). */
export function onTextSizeChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows `size` at once (the <html> attribute; none for 標準) and keeps it on this device. Storage refused
 * (private mode) only loses the keeping.
 */
export function applyTextSize(size: TextSize): void {
  const root = document.documentElement;
  if (size === DEFAULT_TEXT_SIZE) delete root.dataset.textSize;
  else root.dataset.textSize = size;
  try {
    window.localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
}
