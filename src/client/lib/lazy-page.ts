/**
 * `React.lazy` whose chunk import is tried twice (docs/product.md "Phone first" #phone-first-never-blank): a
 * train tunnel or a server restart often fails one request and not the next, so a failed import is retried once
 * after {@link RETRY_DELAY_MS}; a second failure rejects with a {@link ChunkLoadError}, which the route's error
 * boundary shows as "the page could not be loaded" with a reload button. After a deploy the old chunk names are
 * gone (404) and no retry helps: the reload fetches the new index.html and its new chunk names.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** Wait before the one retry: long enough for a dropped connection to come back, short enough to go unnoticed. */
export const RETRY_DELAY_MS = 800;

/** A page's code could not be loaded (twice): the network or a deploy, never a bug of the page. */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError";
}

/** Whether `error` is a failed chunk load (ours, or the browser's own import / preload failure). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i.test(
    message,
  );
}

/** Runs `load`; on failure waits and runs it once more; a second failure is a ChunkLoadError. */
export async function importWithRetry<T>(load: () => Promise<T>, delayMs = RETRY_DELAY_MS): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  }
}

/** `React.lazy(load)` with one retry of the import (drop-in for `lazy` in app/lazy-pages.tsx). */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own signature.
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => importWithRetry(load));
}
