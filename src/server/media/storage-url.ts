/**
 * Public URL of a stored file, or null when there is none: `/storage/<key>` whichever store holds it (the local
 * disk or the S3-compatible bucket; http/storage.ts serves both, docs/decisions/009-scale-out-storage-and-proxies.md),
 * so the URL never depends on configuration. External URLs and absolute paths are returned as they are.
 */
export function storageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path) || path.startsWith("/")) return path;
  return `/storage/${path}`;
}
