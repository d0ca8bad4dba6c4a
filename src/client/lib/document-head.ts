/**
 * Document title and meta description (docs/product.md §2 Navigation guards): every page sets them after it renders,
 * so they follow each navigation.
 */
import { useEffect } from "react";
import { copy } from "#shared/copy.ts";
import { plainText } from "./language.ts";

function setDescription(description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = plainText(description);
}

/** Cuts `text` to `max` characters (whole code points), whitespace collapsed. */
export function excerpt(text: string, max: number): string {
  return Array.from(text.replace(/\s+/gu, " ").trim()).slice(0, max).join("");
}

/**
 * Sets `<page> | <service name>` (or the home title when `page` is null) and the meta description
 * (the service description when none is given). `undefined` leaves both as they are (e.g. while loading).
 */
export function useDocumentHead(page: string | null | undefined, description?: string): void {
  useEffect(() => {
    if (page === undefined) return;
    // Plain text only: on a やさしい日本語 page the readings in parentheses.
    document.title = plainText(
      page === null ? copy.titles.documentHome(copy.tagline) : copy.titles.document(page),
    );
    setDescription(description || copy.defaultDescription);
  }, [page, description]);
}
