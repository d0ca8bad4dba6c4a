/** Case- and width-insensitive substring matching for the search boxes of the pickers (NFKC, lower case). */
export function matchesText(text: string, query: string): boolean {
  const q = query.normalize("NFKC").toLowerCase().trim();
  if (!q) return true;
  return text.normalize("NFKC").toLowerCase().includes(q);
}
