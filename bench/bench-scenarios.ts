/**
 * The service-level scenarios of the benchmark: which service functions exist (they are loaded
 * dynamically, so the benchmark runs while the list functions are being rewritten), and the calls with
 * sample parameters drawn from the bench database.
 */
import type postgres from "postgres";
import type { Database } from "../src/server/db/client.ts";
import type { Viewer } from "../src/server/viewer.ts";
import { COUNT_CAP, loadProposedList } from "./bench-proposed.ts";
import { mulberry32 } from "./seed-text.ts";

type ServiceFn = (db: Database, viewer: Viewer | null, raw: unknown) => Promise<unknown>;
type TreeFn = (db: Database) => Promise<unknown>;

/** The service functions found in the tree, with where they came from. */
export interface Services {
  listPosts?: ServiceFn;
  /** True when listPosts is the rewritten one of posts.lists.ts (category by slug, nearby mode). */
  newLists: boolean;
  recommendedPosts?: ServiceFn;
  getPost?: ServiceFn;
  categoryTree?: TreeFn;
  /** The proposed shapes (bench/bench-proposed.ts), when the modules they build on exist. */
  proposed?: ServiceFn;
}

/** One scenario: `call` absent when the function does not exist (`missing` says what). */
export interface ServiceScenario {
  name: string;
  budgetMs?: number;
  call?: (db: Database, i: number) => Promise<unknown>;
  missing?: string;
  keyword?: string;
  /** The total is capped at this (proposed shapes). */
  keywordCap?: number;
  explain?: boolean;
  note?: string;
  /** false: no proposed variant of this list scenario. */
  proposed?: boolean;
}

async function exported<T>(path: string, name: string): Promise<T | undefined> {
  try {
    const mod = (await import(path)) as Record<string, unknown>;
    return typeof mod[name] === "function" ? (mod[name] as T) : undefined;
  } catch (error) {
    console.warn(`(cannot load ${path}: ${String(error).slice(0, 160)})`);
    return undefined;
  }
}

/** Loads the service functions that exist now. */
export async function loadServices(): Promise<Services> {
  const lists = "../src/server/domains/posts/posts.lists.ts";
  const service = "../src/server/domains/posts/posts.service.ts";
  const newList = await exported<ServiceFn>(lists, "listPosts");
  return {
    listPosts: newList ?? (await exported<ServiceFn>(service, "listPosts")),
    newLists: newList !== undefined,
    recommendedPosts: await exported<ServiceFn>(lists, "recommendedPosts"),
    getPost: await exported<ServiceFn>(service, "getPost"),
    categoryTree: await exported<TreeFn>("../src/server/domains/catalog/catalog.service.ts", "categoryTree"),
    proposed: newList ? await loadProposedList() : undefined,
  };
}

/** Points where people live (prefectural offices of big and small prefectures). */
const PLACES = [
  { lat: 35.6895, lon: 139.6917 },
  { lat: 34.6863, lon: 135.52 },
  { lat: 43.0642, lon: 141.3469 },
  { lat: 33.6064, lon: 130.4181 },
  { lat: 35.1802, lon: 136.9066 },
  { lat: 33.5597, lon: 133.5311 },
];

/** Builds the scenarios with parameters sampled from the database. */
export async function serviceScenarios(
  sql: postgres.Sql,
  services: Services,
  member: Viewer,
): Promise<ServiceScenario[]> {
  const random = mulberry32(7);
  const ids = (
    await sql<{ id: number }[]>`select id from posts tablesample system (1) where is_public limit 500`
  ).map((r) => r.id);
  const [top] = await sql<{ id: number; slug: string; name: string }[]>`
    select coalesce(parent.id, c.id) as id, coalesce(parent.slug, c.slug) as slug, coalesce(parent.name, c.name) as name
    from posts p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
    where p.id in (select id from posts tablesample system (1)) group by 1, 2, 3 order by count(*) desc limit 1`;
  const [small] = await sql<{ id: number; slug: string }[]>`
    select c.id, c.slug from categories c where c.parent_id is not null
      and exists (select 1 from posts p where p.category_id = c.id)
    order by (select count(*) from posts p where p.category_id = c.id) asc limit 1`;
  const list = services.listPosts;
  const missingList = "listPosts not found";
  const pick = <T>(items: T[], i: number): T => items[i % items.length] as T;

  const proposedScenarios: ServiceScenario[] = [];
  const listScenario = (
    name: string,
    input: (i: number) => Record<string, unknown>,
    extra: Partial<ServiceScenario> = {},
    viewer: Viewer | null = null,
  ): ServiceScenario => {
    const proposed = services.proposed;
    if (proposed && extra.proposed !== false) {
      proposedScenarios.push({
        name: `${name} [proposed]`,
        call: (db, i) => proposed(db, viewer, input(i)),
        ...extra,
        keywordCap: extra.keyword ? COUNT_CAP : undefined,
      });
    }
    return {
      name,
      call: list ? (db, i) => list(db, viewer, input(i)) : undefined,
      missing: missingList,
      ...extra,
    };
  };
  const keyword = (word: string, label: string, explain = true): ServiceScenario =>
    listScenario(`keyword ${label} 「${word}」`, () => ({ page: 1, keyword: word }), {
      budgetMs: 50,
      keyword: word,
      explain,
    });
  const nearby = (
    name: string,
    page: (i: number) => number,
    budgetMs?: number,
    explain = false,
  ): ServiceScenario =>
    services.newLists
      ? listScenario(
          name,
          (i) => ({ page: page(i), mode: "nearby", lat: pick(PLACES, i).lat, lon: pick(PLACES, i).lon }),
          { budgetMs, explain },
        )
      : { name, budgetMs, missing: "nearby mode of posts.lists.ts not found" };
  const category = (id: number | undefined, slug: string | undefined) =>
    services.newLists ? { category_slug: slug } : { category_id: id };

  const current: ServiceScenario[] = [
    listScenario("newest list, page 1 (visitor)", () => ({ page: 1 }), { budgetMs: 10, explain: true }),
    listScenario(
      "newest list, page 1 (member)",
      () => ({ page: 1 }),
      { budgetMs: 10, proposed: false },
      member,
    ),
    listScenario("newest list, page 2–10", (i) => ({ page: 2 + (i % 9) }), { budgetMs: 10, proposed: false }),
    listScenario("newest list, deep page 200", () => ({ page: 200 }), { explain: true }),
    listScenario("newest list, deep page 2000", () => ({ page: 2000 }), { note: "offset 29,985" }),
    keyword("犬", "1 char"),
    keyword("庭", "1 char", false),
    keyword("の", "1 char (in ~all posts)"),
    keyword("散歩", "2 chars"),
    keyword("掃除", "2 chars", false),
    keyword("引っ越し", "4 chars"),
    keyword("パソコン", "4 chars", false),
    keyword("ｔｅｓｔ", "full-width Latin"),
    keyword("宇宙旅行", "4 chars, no hit"),
    listScenario("keyword 「散歩」 page 5", () => ({ page: 5, keyword: "散歩" }), {
      budgetMs: 50,
      proposed: false,
    }),
    nearby("nearby, page 1 (lat, lon)", () => 1, 15, true),
    nearby("nearby, page 2–5 (lat, lon)", (i) => 2 + (i % 4), 15),
    services.newLists
      ? listScenario(
          "nearby by member region (no lat/lon)",
          () => ({ page: 1, mode: "nearby" }),
          { budgetMs: 15, proposed: false },
          member,
        )
      : { name: "nearby by member region (no lat/lon)", missing: "posts.lists.ts not found" },
    listScenario(
      `category page with counts: ${top?.slug ?? "?"} (parent)`,
      () => ({ page: 1, ...category(top?.id, top?.slug) }),
      {
        budgetMs: 20,
        explain: true,
      },
    ),
    listScenario(
      `category page with counts: ${small?.slug ?? "?"} (small child)`,
      () => ({
        page: 1,
        ...category(small?.id, small?.slug),
      }),
      { budgetMs: 20, proposed: false },
    ),
    services.categoryTree
      ? {
          name: "category tree with counts (/categories)",
          budgetMs: 20,
          call: (db) => (services.categoryTree as TreeFn)(db),
          explain: true,
        }
      : { name: "category tree with counts (/categories)", missing: "categoryTree not found" },
    listScenario("region page (東京都)", () => ({ page: 1, region_id: 13 }), {
      budgetMs: 20,
      proposed: false,
    }),
    listScenario("tag filter (weekend)", () => ({ page: 1, tags: ["weekend"] }), { explain: true }),
    services.recommendedPosts
      ? {
          name: "recommended (member)",
          call: (db) => (services.recommendedPosts as ServiceFn)(db, member, { page: 1 }),
        }
      : { name: "recommended (member)", missing: "recommendedPosts not found" },
    services.getPost
      ? {
          name: "post detail",
          budgetMs: 5,
          explain: true,
          call: (db, i) =>
            (services.getPost as ServiceFn)(db, null, { id: pick(ids, i + Math.floor(random() * 7)) }),
        }
      : { name: "post detail", missing: "getPost not found" },
  ];
  return [...current, ...proposedScenarios];
}
