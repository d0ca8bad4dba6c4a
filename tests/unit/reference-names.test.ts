/**
 * The English names of the board's reference data (docs/product.md "Languages": what changes):
 * src/shared/copy-en/reference-names.ts names every category of the seed (parents and children) and every
 * prefecture and its area, by slug, in English without kana or kanji, and nothing the seed does not have; the areas
 * group the prefectures as the seed does. Then client/lib/reference-names.ts as a page runs it: the server's names on
 * a Japanese page, the English ones on an English page. `pageLanguage()` is settled once per page (per process), so
 * each page runs in a process of its own.
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { CATEGORY_TREE } from "#server/db/seed/data/seed-categories.ts";
import { PREFECTURES } from "#server/db/seed/data/seed-prefectures.ts";
import { categoryNamesEn, regionAreaNamesEn, regionNamesEn } from "#shared/copy-en/reference-names.ts";
import { COPY_TWINS_GLOBAL, LANGUAGE_STORAGE_KEY } from "#shared/language.ts";

const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/;

const categorySlugs = CATEGORY_TREE.flatMap((parent) => [parent.slug, ...parent.children.map((c) => c.slug)]);
const prefectureSlugs = PREFECTURES.map((prefecture) => prefecture.slug);

/** What is wrong with `names` as the English of exactly `slugs`: missing, extra, empty or Japanese entries. */
function problems(names: Record<string, string>, slugs: readonly string[]): string[] {
  const found: string[] = [];
  for (const slug of slugs) {
    const name = names[slug];
    if (name === undefined) found.push(`${slug}: missing`);
    else if (name.trim() === "" || name !== name.trim()) found.push(`${slug}: empty or padded`);
    else if (JAPANESE.test(name)) found.push(`${slug}: Japanese left in ${name}`);
  }
  for (const key of Object.keys(names)) if (!slugs.includes(key)) found.push(`${key}: not in the seed`);
  return found;
}

describe("the English names of the reference data", () => {
  test("every category of the seed, parent and child, and no other", () => {
    expect(categorySlugs.length).toBeGreaterThan(60);
    expect(problems(categoryNamesEn, categorySlugs)).toEqual([]);
  });

  test("every prefecture of the seed, and no other", () => {
    expect(prefectureSlugs).toHaveLength(47);
    expect(problems(regionNamesEn, prefectureSlugs)).toEqual([]);
    expect(regionNamesEn.tokyo).toBe("Tokyo");
    expect(regionNamesEn.hokkaido).toBe("Hokkaido");
  });

  test("every prefecture's area, grouping them as the seed does", () => {
    expect(problems(regionAreaNamesEn, prefectureSlugs)).toEqual([]);
    const englishOfArea = new Map<string, Set<string>>();
    for (const prefecture of PREFECTURES) {
      const names = englishOfArea.get(prefecture.area) ?? new Set<string>();
      names.add(regionAreaNamesEn[prefecture.slug] ?? "");
      englishOfArea.set(prefecture.area, names);
    }
    // One English name per seed area, and a different one for each area.
    expect([...englishOfArea.values()].map((names) => names.size)).toEqual(
      [...englishOfArea.keys()].map(() => 1),
    );
    const english = [...englishOfArea.values()].map((names) => [...names][0]);
    expect(new Set(english).size).toBe(englishOfArea.size);
  });

  test("names differ within each level, so that a select never shows the same option twice", () => {
    const children = CATEGORY_TREE.flatMap((parent) => parent.children.map((c) => categoryNamesEn[c.slug]));
    const parents = CATEGORY_TREE.map((parent) => categoryNamesEn[parent.slug]);
    expect(new Set(children).size).toBe(children.length);
    expect(new Set(parents).size).toBe(parents.length);
    expect(new Set(Object.values(regionNamesEn)).size).toBe(47);
  });
});

const root = join(import.meta.dir, "..", "..");

/**
 * What client/lib/reference-names.ts answers on a page of its own: a fresh process given a browser's storage with
 * `stored` as the chosen language and, when `twins`, the English twins left where src/client/copy-en.ts leaves them.
 */
function onPage(stored: string | null, twins: boolean): Record<string, string> {
  const script = `
    const stored = ${JSON.stringify(stored)};
    globalThis.window = { localStorage: { getItem: (key) => (key === ${JSON.stringify(LANGUAGE_STORAGE_KEY)} ? stored : null) } };
    if (${twins}) {
      const names = await import("#shared/copy-en/reference-names.ts");
      globalThis[${JSON.stringify(COPY_TWINS_GLOBAL)}] = {
        language: "en",
        twins: { categoryNames: names.categoryNamesEn, regionNames: names.regionNamesEn, regionAreaNames: names.regionAreaNamesEn },
      };
    }
    const n = await import("#client/lib/reference-names.ts");
    const moving = { slug: "moving", name: "M-ja" };
    const furniture = { slug: "moving-furniture", name: "F-ja", parent: moving };
    const tokyo = { slug: "tokyo", name: "T-ja", area: "K-ja" };
    console.log(JSON.stringify({
      category: n.categoryName(moving),
      path: n.categoryPath(furniture),
      parentOnly: n.categoryPath({ ...moving, parent: null }),
      region: n.regionName(tokyo),
      area: n.areaName(tokyo),
      unknownSlug: n.categoryName({ slug: "added-later", name: "New-ja" }),
      noSlug: n.categoryName({ name: "Interest-ja" }),
    }));
  `;
  const run = Bun.spawnSync([process.execPath, "-e", script], { cwd: root, stdout: "pipe", stderr: "pipe" });
  if (run.exitCode !== 0) throw new Error(run.stderr.toString());
  return JSON.parse(run.stdout.toString()) as Record<string, string>;
}

describe("client/lib/reference-names.ts", () => {
  const serverNames = {
    category: "M-ja",
    path: "M-ja › F-ja",
    parentOnly: "M-ja",
    region: "T-ja",
    area: "K-ja",
    unknownSlug: "New-ja",
    noSlug: "Interest-ja",
  };

  test("a Japanese page shows the server's names as they are", () => {
    expect(onPage(null, false)).toEqual(serverNames);
  });

  test("a device that chose English without the twins loaded is a Japanese page", () => {
    expect(onPage("en", false)).toEqual(serverNames);
  });

  test("an English page shows the English names, and the server's for a slug it does not know or none", () => {
    expect(onPage("en", true)).toEqual({
      category: "Moving & carrying",
      path: "Moving & carrying › Moving furniture",
      parentOnly: "Moving & carrying",
      region: "Tokyo",
      area: "Kanto",
      unknownSlug: "New-ja",
      noSlug: "Interest-ja",
    });
  });
});
