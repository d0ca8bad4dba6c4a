/**
 * Tag slug normalisation of docs/product.md §5: lower case, spaces and other characters to hyphens, repeated hyphens
 * collapsed, edge hyphens trimmed. Letters and digits of any script are kept (Japanese tags stay Japanese).
 */
export function normalizeTagSlug(input: string): string {
  return input
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Adds a tag to a list unless it is empty, a duplicate, or the list is full. Returns the new list. */
export function addTag(
  list: readonly string[],
  raw: string,
  max: number,
): { tags: string[]; rejected: "empty" | "duplicate" | "full" | null } {
  const slug = normalizeTagSlug(raw);
  if (slug.length === 0) return { tags: [...list], rejected: "empty" };
  if (list.includes(slug)) return { tags: [...list], rejected: "duplicate" };
  if (list.length >= max) return { tags: [...list], rejected: "full" };
  return { tags: [...list, slug], rejected: null };
}
