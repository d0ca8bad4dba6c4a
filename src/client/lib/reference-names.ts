/**
 * The names of the board's categories, prefectures and areas as this page shows them (docs/product.md "Languages":
 * what changes). The server answers the Japanese names; on an English or やさしい日本語 page the names of
 * src/shared/copy-en/reference-names.ts or src/shared/copy-easy/reference-names.ts are read from the twins the
 * language's twins' script left on `globalThis` (client/lib/language.ts `loadedTwins`), so a Japanese page loads
 * nothing more and shows the server's names as they are. A slug without a name in the page's language (a category
 * added after this build) or a reference without a slug keeps the server's name. Synchronous: the twins are there
 * before the app runs.
 */
import { copy } from "#shared/copy.ts";
import { loadedTwins, pageLanguage } from "./language.ts";

/** A category or prefecture as the server names it: `{slug, name}` (a few answers carry no slug). */
interface Named {
  slug?: string | undefined;
  name: string;
}

/** The name of `slug` in the twin `table` in the page's language (not Japanese), else undefined. */
function translated(table: string, slug: string | undefined): string | undefined {
  if (!slug || pageLanguage() === "ja") return undefined;
  return (loadedTwins()?.twins[table] as Record<string, string> | undefined)?.[slug];
}

/** `{slug: "moving", name: "…"}` → "Moving & carrying" on an English page, else the `name` given. */
export function categoryName(category: Named): string {
  return translated("categoryNames", category.slug) ?? category.name;
}

/** `{slug: "tokyo", name: "…"}` → "Tokyo" on an English page, else the `name` given. */
export function regionName(region: Named): string {
  return translated("regionNames", region.slug) ?? region.name;
}

/** The area a prefecture is grouped under: `{slug: "tokyo", area: "…"}` → "Kanto" on an English page, else `area`. */
export function areaName(region: { slug: string; area: string }): string {
  return translated("regionAreaNames", region.slug) ?? region.area;
}

/** A category with its parent, `parent › child` (copy.post.categoryPath), or its name alone for a parent. */
export function categoryPath(category: Named & { parent: Named | null }): string {
  return category.parent
    ? copy.post.categoryPath(categoryName(category.parent), categoryName(category))
    : categoryName(category);
}
