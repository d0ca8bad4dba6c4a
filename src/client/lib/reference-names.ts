/**
 * The names of the board's categories, prefectures and areas as this page shows them (docs/product.md "Languages":
 * what changes). The server answers the Japanese names; on an English page the English ones of
 * src/shared/copy-en/reference-names.ts are read from the twins src/client/copy-en.ts left on `globalThis`
 * (client/lib/language.ts `loadedTwins`), so a Japanese page loads nothing more and shows the server's names as they
 * are. A slug without an English name (a category added after this build) or a reference without a slug keeps the
 * server's name. Synchronous: the twins are there before the app runs.
 */
import { copy } from "#shared/copy.ts";
import { loadedTwins, pageLanguage } from "./language.ts";

/** A category or prefecture as the server names it: `{slug, name}` (a few answers carry no slug). */
interface Named {
  slug?: string | undefined;
  name: string;
}

/** The English name of `slug` in the twin `table` on an English page, else undefined. */
function english(table: string, slug: string | undefined): string | undefined {
  if (!slug || pageLanguage() === "ja") return undefined;
  return (loadedTwins()?.[table] as Record<string, string> | undefined)?.[slug];
}

/** `{slug: "moving", name: "…"}` → "Moving & carrying" on an English page, else the `name` given. */
export function categoryName(category: Named): string {
  return english("categoryNamesEn", category.slug) ?? category.name;
}

/** `{slug: "tokyo", name: "…"}` → "Tokyo" on an English page, else the `name` given. */
export function regionName(region: Named): string {
  return english("regionNamesEn", region.slug) ?? region.name;
}

/** The area a prefecture is grouped under: `{slug: "tokyo", area: "…"}` → "Kanto" on an English page, else `area`. */
export function areaName(region: { slug: string; area: string }): string {
  return english("regionAreaNamesEn", region.slug) ?? region.area;
}

/** A category with its parent, `parent › child` (copy.post.categoryPath), or its name alone for a parent. */
export function categoryPath(category: Named & { parent: Named | null }): string {
  return category.parent
    ? copy.post.categoryPath(categoryName(category.parent), categoryName(category))
    : categoryName(category);
}
