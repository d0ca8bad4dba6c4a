/**
 * The area each prefecture is grouped under (the eight areas of the seed's `area`), by the prefecture's slug: the
 * server names an area only in Japanese, so a twin of the catalogue names the areas by these keys and the
 * prefecture's slug finds its area (docs/product.md "Languages"; tests/unit/reference-names.test.ts checks the
 * grouping is the seed's).
 */

/** The eight areas. */
export type AreaKey =
  | "hokkaido"
  | "tohoku"
  | "kanto"
  | "chubu"
  | "kinki"
  | "chugoku"
  | "shikoku"
  | "kyushuOkinawa";

/** Each prefecture's area, by the prefecture's slug. */
export const PREFECTURE_AREAS: Readonly<Record<string, AreaKey>> = {
  hokkaido: "hokkaido",
  ...Object.fromEntries(
    (
      [
        ["tohoku", ["aomori", "iwate", "miyagi", "akita", "yamagata", "fukushima"]],
        ["kanto", ["ibaraki", "tochigi", "gunma", "saitama", "chiba", "tokyo", "kanagawa"]],
        [
          "chubu",
          ["niigata", "toyama", "ishikawa", "fukui", "yamanashi", "nagano", "gifu", "shizuoka", "aichi"],
        ],
        ["kinki", ["mie", "shiga", "kyoto", "osaka", "hyogo", "nara", "wakayama"]],
        ["chugoku", ["tottori", "shimane", "okayama", "hiroshima", "yamaguchi"]],
        ["shikoku", ["tokushima", "kagawa", "ehime", "kochi"]],
        [
          "kyushuOkinawa",
          ["fukuoka", "saga", "nagasaki", "kumamoto", "oita", "miyazaki", "kagoshima", "okinawa"],
        ],
      ] as const
    ).flatMap(([area, prefectures]) => prefectures.map((prefecture) => [prefecture, area])),
  ),
};

/** The area name of every prefecture (by slug) in one language, from the names of the eight areas. */
export function areaNamesByPrefecture(names: Readonly<Record<AreaKey, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PREFECTURE_AREAS).map(([prefecture, area]) => [prefecture, names[area]]),
  );
}
