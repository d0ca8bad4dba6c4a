/** Public URL of a stored file (served under /storage/…), or null when there is none. */
export function storageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path) || path.startsWith("/")) return path;
  return `/storage/${path}`;
}
