/**
 * The service-level scenarios of the benchmark: each main query through the app's own service functions
 * (posts/list/lists.ts, posts.service.ts, catalog.service.ts), with sample parameters drawn from the bench database.
 */
import type postgres from "postgres";
import { ZPostListInput } from "#shared/schemas/discovery.ts";
import type { Database } from "../src/server/db/client.ts";
import { categoryTree } from "../src/server/domains/catalog/catalog.service.ts";
import { listPosts, recommendedPosts } from "../src/server/domains/posts/list/lists.ts";
import { COUNT_CAP } from "../src/server/domains/posts/list/paging.ts";
import { getPost } from "../src/server/domains/posts/posts.service.ts";
import type { Viewer } from "../src/server/viewer.ts";
import { mulberry32 } from "./seed-text.ts";

/** One scenario. */
export interface ServiceScenario {
  name: string;
  budgetMs?: number;
  call: (db: Database, i: number) => Promise<unknown>;
  /** The keyword of a keyword scenario (its page 1 and total are checked against a sequential scan). */
  keyword?: string;
  /** Totals of keyword lists stop here. */
  keywordCap?: number;
  explain?: boolean;
  note?: string;
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
export async function serviceScenarios(sql: postgres.Sql, member: Viewer): Promise<ServiceScenario[]> {
  const random = mulberry32(7);
  const ids = (
    await sql<{ id: number }[]>`select id from posts tablesample system (1) where is_public limit 500`
  ).map((r) => r.id);
  const [top] = await sql<{ slug: string }[]>`
    select coalesce(parent.slug, c.slug) as slug
    from posts p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
    where p.id in (select id from posts tablesample system (1)) group by 1 order by count(*) desc limit 1`;
  const [small] = await sql<{ slug: string }[]>`
    select c.slug from categories c where c.parent_id is not null
      and exists (select 1 from posts p where p.category_id = c.id)
    order by (select count(*) from posts p where p.category_id = c.id) asc limit 1`;
  const [rareTag] = await sql<{ slug: string; n: number }[]>`
    select t.slug, count(*)::int as n from post_tags pt join tags t on t.id = pt.tag_id
    group by t.slug having count(*) between 50 and 2000 order by count(*) desc limit 1`;
  const pick = <T>(items: T[], i: number): T => items[i % items.length] as T;

  const list = (
    name: string,
    input: (i: number) => Record<string, unknown>,
    extra: Partial<ServiceScenario> = {},
    viewer: Viewer | null = null,
  ): ServiceScenario => ({
    name,
    call: (db, i) => listPosts(db, viewer, ZPostListInput.parse(input(i))),
    ...extra,
  });
  const keyword = (word: string, label: string, explain = true): ServiceScenario =>
    list(`keyword ${label} 「${word}」`, () => ({ page: 1, keyword: word }), {
      budgetMs: 50,
      keyword: word,
      keywordCap: COUNT_CAP,
      explain,
    });
  const near = (i: number) => ({ mode: "nearby", lat: pick(PLACES, i).lat, lon: pick(PLACES, i).lon });

  return [
    list("newest list, page 1 (visitor)", () => ({ page: 1 }), { budgetMs: 10, explain: true }),
    list("newest list, page 1 (member)", () => ({ page: 1 }), { budgetMs: 10 }, member),
    list("newest list, page 2–10", (i) => ({ page: 2 + (i % 9) }), { budgetMs: 10 }),
    list("newest list, deep page 200", () => ({ page: 200 }), { explain: true }),
    list("newest list, deep page 2000", () => ({ page: 2000 }), { note: "offset 29,985" }),
    keyword("犬", "1 char"),
    keyword("庭", "1 char", false),
    keyword("の", "1 char (in ~all posts)"),
    keyword("散歩", "2 chars"),
    keyword("掃除", "2 chars", false),
    keyword("引っ越し", "4 chars"),
    keyword("パソコン", "4 chars"),
    keyword("ｔｅｓｔ", "full-width Latin"),
    keyword("宇宙旅行", "4 chars, no hit"),
    list("keyword 「散歩」 page 5", () => ({ page: 5, keyword: "散歩" }), { budgetMs: 50 }),
    list("keyword 「パソコン」 page 60", () => ({ page: 60, keyword: "パソコン" }), {
      note: "deep page of a common keyword",
    }),
    list(
      `keyword 「犬」 in a category (${top?.slug ?? "?"})`,
      () => ({ page: 1, keyword: "犬", category_slug: top?.slug }),
      { budgetMs: 50 },
    ),
    list("nearby, page 1 (lat, lon)", (i) => ({ page: 1, ...near(i) }), { budgetMs: 15, explain: true }),
    list("nearby, page 2–5 (lat, lon)", (i) => ({ page: 2 + (i % 4), ...near(i) }), { budgetMs: 15 }),
    list(
      "nearby by member region (no lat/lon)",
      () => ({ page: 1, mode: "nearby" }),
      { budgetMs: 15 },
      member,
    ),
    list("nearby with keyword 「犬」 (lat, lon)", (i) => ({ page: 1, keyword: "犬", ...near(i) }), {
      explain: true,
    }),
    list("nearby with keyword 「宇宙」 (lat, lon)", (i) => ({ page: 1, keyword: "宇宙", ...near(i) }), {
      note: "few matches: sorted at once",
    }),
    list(
      "nearby by member region with keyword 「散歩」",
      () => ({ page: 1, mode: "nearby", keyword: "散歩" }),
      {},
      member,
    ),
    list(
      `category page with counts: ${top?.slug ?? "?"} (parent)`,
      () => ({ page: 1, category_slug: top?.slug }),
      {
        budgetMs: 20,
        explain: true,
      },
    ),
    list(
      `category page with counts: ${small?.slug ?? "?"} (small child)`,
      () => ({ page: 1, category_slug: small?.slug }),
      { budgetMs: 20 },
    ),
    {
      name: "category tree with counts (/categories)",
      budgetMs: 20,
      call: (db) => categoryTree(db),
      explain: true,
    },
    list("region page (東京都)", () => ({ page: 1, region_id: 13 }), { budgetMs: 20 }),
    list("tag filter (weekend)", () => ({ page: 1, tags: ["weekend"] }), { explain: true }),
    list(
      `tag filter, rare tag (${rareTag?.slug ?? "?"}, ${rareTag?.n ?? 0} posts)`,
      () => ({ page: 1, tags: [rareTag?.slug ?? "none"] }),
      { explain: true },
    ),
    { name: "recommended (member)", call: (db) => recommendedPosts(db, member, { page: 1 }) },
    // The 「募集中のみ」 filter (docs/product.md §10): the same lists with status=open, under the same budgets.
    list("status=open: newest list, page 1 (visitor)", () => ({ page: 1, status: "open" }), {
      budgetMs: 10,
      explain: true,
    }),
    list(
      "status=open: newest list, page 1 (member)",
      () => ({ page: 1, status: "open" }),
      { budgetMs: 10 },
      member,
    ),
    list("status=open: newest list, page 2–10", (i) => ({ page: 2 + (i % 9), status: "open" }), {
      budgetMs: 10,
    }),
    list("status=open: nearby, page 1 (lat, lon)", (i) => ({ page: 1, status: "open", ...near(i) }), {
      budgetMs: 15,
      explain: true,
    }),
    list(
      "status=open: nearby by member region",
      () => ({ page: 1, mode: "nearby", status: "open" }),
      { budgetMs: 15 },
      member,
    ),
    list(
      `status=open: category page (${top?.slug ?? "?"})`,
      () => ({ page: 1, status: "open", category_slug: top?.slug }),
      { budgetMs: 20, explain: true },
    ),
    list("status=open: region page (東京都)", () => ({ page: 1, status: "open", region_id: 13 }), {
      budgetMs: 20,
    }),
    list("status=open: keyword 「犬」", () => ({ page: 1, status: "open", keyword: "犬" }), { budgetMs: 50 }),
    list("status=open: keyword 「パソコン」", () => ({ page: 1, status: "open", keyword: "パソコン" }), {
      budgetMs: 50,
    }),
    list("status=open: keyword 「散歩」", () => ({ page: 1, status: "open", keyword: "散歩" }), {
      budgetMs: 50,
      explain: true,
    }),
    {
      name: "status=open: recommended (member)",
      call: (db) => recommendedPosts(db, member, { page: 1, status: "open" }),
    },
    {
      name: "post detail",
      budgetMs: 5,
      explain: true,
      call: (db, i) => getPost(db, null, { id: pick(ids, i + Math.floor(random() * 7)) }),
    },
  ];
}
