/** HTML escaping of the values interpolated into mails' HTML parts (every mail template uses it). */

/** `value` with &, <, >, " and ' written as entities: safe in element text and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
