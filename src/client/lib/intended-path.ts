/**
 * The path an unverified member wanted to open (docs/product.md §2 Navigation guards, §4 E-mail verification): kept in
 * sessionStorage, so it survives the trip through the mail link in the same tab session, and followed once
 * the address is verified. Only same-site paths are kept (safeRedirectPath).
 */
import { INTENDED_PATH_KEY } from "#shared/constants.ts";
import { paths, safeRedirectPath } from "#shared/paths.ts";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The remembered path, or null. */
export function peekIntendedPath(): string | null {
  const value = storage()?.getItem(INTENDED_PATH_KEY) ?? null;
  return value && safeRedirectPath(value) === value ? value : null;
}

/**
 * Remembers `path` unless a path is remembered already or `path` is the verify page itself.
 * @returns whether `path` was stored.
 */
export function rememberIntendedPath(path: string): boolean {
  if (path.startsWith(paths.verifyEmail()) || peekIntendedPath() !== null) return false;
  if (safeRedirectPath(path) !== path || path === "/") return false;
  try {
    storage()?.setItem(INTENDED_PATH_KEY, path);
    return true;
  } catch {
    return false;
  }
}

/** Returns the remembered path and forgets it. */
export function takeIntendedPath(): string | null {
  const path = peekIntendedPath();
  storage()?.removeItem(INTENDED_PATH_KEY);
  return path;
}
