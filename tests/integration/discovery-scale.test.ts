/**
 * The list paths that only large result sets take (posts/list/paging.ts; docs/decisions/005-list-query-shapes.md):
 * keyword totals capped at COUNT_CAP (meta.total_capped, REST too), keyword pages from the newest-posts probe
 * and, for a keyword rarer than the probe window, from the gram index; nearby with many matches by KNN and
 * on into the posts without a position by prefecture; nearby by the member's prefecture walking prefectures;
 * and with few matches, the whole match set sorted at once. Rows are bulk-inserted into fresh categories,
 * years in the past and far south-west, so other tests' lists never see them.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { type TPostListInput, ZPostListInput } from "#shared/schemas/discovery.ts";
import { normalizeSearchText, searchGrams } from "#shared/search-text.ts";
import type { AppDeps } from "../../src/server/context.ts";
import type { Database } from "../../src/server/db/client.ts";
import { listPosts as listPostsData } from "../../src/server/domains/posts/list/lists.ts";
import { COUNT_CAP, PROBE_WINDOW } from "../../src/server/domains/posts/list/paging.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { createCategoryPair, regionId, setMemberProfile, uniqueWord } from "../support/discovery-fixtures.ts";
import { createMember } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let deps: AppDeps;
let app: TestApp;
/** Two years ago: older than anything the other tests create. */
const BASE = Date.now() - 2 * 365 * 86_400_000;
const OKINAWA_POINT = { lat: 26.0, lon: 127.6 };

/** The list service with its input checked as the transports check it. */
function listPosts(db: Database, viewer: Viewer | null, input: TPostListInput) {
  return listPostsData(db, viewer, ZPostListInput.parse(input));
}

interface Bulk {
  count: number;
  categoryId: number;
  regionId: number;
  authorId: number;
  /** The title; each post appends " #<n>" (n = 1…count). */
  title: string;
  /** Post n is created `startMinutes + n` minutes before BASE (so n = 1 is the newest). */
  startMinutes: number;
  /** Post n lies 0.01° × n north of this point (one public grid cell each, n = 1 the nearest); none when absent. */
  near?: { lat: number; lon: number };
}

/** Inserts `count` public posts in one statement; search_text and search_grams as the service writes them. */
async function bulkPosts(db: Database, bulk: Bulk): Promise<void> {
  const text = normalizeSearchText(`${bulk.title} 詳しくはコメントでお知らせください。`);
  const grams = `{${searchGrams(text)
    .map((gram) => `"${gram.replace(/["\\]/g, "\\$&")}"`)
    .join(",")}}`;
  await db.execute(sql`
    insert into posts (user_id, category_id, region_id, title, body, is_public, latitude, longitude,
      search_text, search_grams, created_at, updated_at)
    select ${bulk.authorId}, ${bulk.categoryId}, ${bulk.regionId}, ${bulk.title} || ' #' || n,
      '詳しくはコメントでお知らせください。', true,
      ${bulk.near ? sql`${bulk.near.lat}::float8 + n * 0.01` : sql`null`},
      ${bulk.near ? sql`${bulk.near.lon}::float8` : sql`null`},
      ${text}, ${grams}::text[],
      to_timestamp(${BASE / 1000}::float8) - (${bulk.startMinutes} + n) * interval '1 minute',
      to_timestamp(${BASE / 1000}::float8) - (${bulk.startMinutes} + n) * interval '1 minute'
    from generate_series(1, ${bulk.count}) as n`);
}

const titles = (page: { data: { title: string }[] }) => page.data.map((post) => post.title);
const numbered = (title: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${title} #${from + i}`);

// A keyword with more than COUNT_CAP matches in one category: 590 posts with a position in Okinawa (#1…#590,
// newest and nearest first), then 300 without one in Okinawa and 210 without one in Kagoshima.
const dense = { word: "", slug: "", member: null as Viewer | null };
// A keyword with 20 matches behind more than PROBE_WINDOW newer posts of its category: 8 with a position,
// 6 without one in Okinawa, 6 without one in Kagoshima.
const sparse = { word: "", slug: "" };

beforeAll(async () => {
  ({ app, deps } = await testApp());
  const db = deps.db;
  const author = await createMember(db);
  const okinawa = await regionId(db, "okinawa");
  const kagoshima = await regionId(db, "kagoshima");

  dense.word = uniqueWord("dense");
  const { childA } = await createCategoryPair(db);
  dense.slug = childA.slug;
  const common = { categoryId: childA.id, authorId: author.id };
  await bulkPosts(db, {
    ...common,
    count: 590,
    regionId: okinawa,
    title: `${dense.word} located`,
    startMinutes: 0,
    near: OKINAWA_POINT,
  });
  await bulkPosts(db, {
    ...common,
    count: 300,
    regionId: okinawa,
    title: `${dense.word} okinawa`,
    startMinutes: 10_000,
  });
  await bulkPosts(db, {
    ...common,
    count: 210,
    regionId: kagoshima,
    title: `${dense.word} kagoshima`,
    startMinutes: 20_000,
  });
  const member = await createMember(db);
  await setMemberProfile(db, member.id, { regionId: okinawa });
  dense.member = member;

  sparse.word = uniqueWord("sparse");
  const { childB } = await createCategoryPair(db);
  sparse.slug = childB.slug;
  const others = { categoryId: childB.id, authorId: author.id };
  await bulkPosts(db, {
    ...others,
    count: PROBE_WINDOW + 50,
    regionId: okinawa,
    title: "ほかの依頼",
    startMinutes: 0,
  });
  await bulkPosts(db, {
    ...others,
    count: 8,
    regionId: okinawa,
    title: `${sparse.word} located`,
    startMinutes: 50_000,
    near: OKINAWA_POINT,
  });
  await bulkPosts(db, {
    ...others,
    count: 6,
    regionId: okinawa,
    title: `${sparse.word} okinawa`,
    startMinutes: 60_000,
  });
  await bulkPosts(db, {
    ...others,
    count: 6,
    regionId: kagoshima,
    title: `${sparse.word} kagoshima`,
    startMinutes: 70_000,
  });
});

describe("a keyword with more matches than the count cap", () => {
  test("the total stops at COUNT_CAP and says so; pages come newest first without gaps", async () => {
    const first = await listPosts(deps.db, null, { keyword: dense.word, category_slug: dense.slug });
    expect(first.meta).toMatchObject({
      total: COUNT_CAP,
      total_capped: true,
      last_page: Math.ceil(COUNT_CAP / 15),
      from: 1,
      to: 15,
    });
    expect(titles(first)).toEqual(numbered(`${dense.word} located`, 1, 15));
    const second = await listPosts(deps.db, null, {
      keyword: dense.word,
      category_slug: dense.slug,
      page: 2,
    });
    expect(titles(second)).toEqual(numbered(`${dense.word} located`, 16, 30));
  });

  test("a deep page beyond the first probe window is still exact", async () => {
    // Page 45 = matches 661…675: past the 590 located posts, into the Okinawa posts without a position.
    const deep = await listPosts(deps.db, null, { keyword: dense.word, category_slug: dense.slug, page: 45 });
    expect(titles(deep)).toEqual(numbered(`${dense.word} okinawa`, 71, 85));
  });

  test("REST answers the capped total with total_capped in meta", async () => {
    const client = new RestClient(app);
    const response = await client.request(
      "GET",
      `/api/category/${dense.slug}/posts?keyword=${encodeURIComponent(dense.word)}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { meta: Record<string, unknown>; data: unknown[] };
    expect(body.meta.total).toBe(COUNT_CAP);
    expect(body.meta.total_capped).toBe(true);
    expect(body.data).toHaveLength(15);
    const plain = (await (await client.request("GET", `/api/category/${dense.slug}/posts`)).json()) as {
      meta: Record<string, unknown>;
    };
    expect(plain.meta.total).toBe(1100);
    expect("total_capped" in plain.meta).toBe(false);
  });

  test("nearby: nearest first with distances, then the posts without a position by prefecture", async () => {
    const input = {
      keyword: dense.word,
      category_slug: dense.slug,
      mode: "nearby" as const,
      ...OKINAWA_POINT,
    };
    const first = await listPosts(deps.db, null, input);
    expect(first.ordering).toBe("distance");
    expect(titles(first)).toEqual(numbered(`${dense.word} located`, 1, 15));
    const distances = first.data.map((post) => post.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThan(0);
    // Page 40 = matches 586…600: the last 5 located posts, then the newest 10 Okinawa posts without one.
    const boundary = await listPosts(deps.db, null, { ...input, page: 40 });
    expect(titles(boundary)).toEqual([
      ...numbered(`${dense.word} located`, 586, 590),
      ...numbered(`${dense.word} okinawa`, 1, 10),
    ]);
    expect(boundary.data.slice(5).every((post) => post.distance === null)).toBe(true);
  });

  test("nearby by the member's prefecture walks the prefectures nearest first, newest within each", async () => {
    const input = { keyword: dense.word, category_slug: dense.slug, mode: "nearby" as const };
    const first = await listPosts(deps.db, dense.member, input);
    expect(first.ordering).toBe("region");
    expect(titles(first)).toEqual(numbered(`${dense.word} located`, 1, 15));
    // Okinawa holds 890 matches; page 60 = matches 886…900 crosses into Kagoshima.
    const crossing = await listPosts(deps.db, dense.member, { ...input, page: 60 });
    expect(titles(crossing)).toEqual([
      ...numbered(`${dense.word} okinawa`, 296, 300),
      ...numbered(`${dense.word} kagoshima`, 1, 10),
    ]);
    // Page 61 = matches 901…915: all of Okinawa is skipped.
    const beyond = await listPosts(deps.db, dense.member, { ...input, page: 61 });
    expect(titles(beyond)).toEqual(numbered(`${dense.word} kagoshima`, 11, 25));
  });
});

describe("a keyword rarer than the probe window", () => {
  test("the page comes from the gram index: exact, newest first, with the exact total", async () => {
    const page = await listPosts(deps.db, null, { keyword: sparse.word, category_slug: sparse.slug });
    expect(page.meta.total).toBe(20);
    expect(page.meta.total_capped).toBeUndefined();
    expect(titles(page)).toEqual([
      ...numbered(`${sparse.word} located`, 1, 8),
      ...numbered(`${sparse.word} okinawa`, 1, 6),
      `${sparse.word} kagoshima #1`,
    ]);
  });

  test("nearby sorts the few matches at once: by distance, then by prefecture and newest", async () => {
    const input = {
      keyword: sparse.word,
      category_slug: sparse.slug,
      mode: "nearby" as const,
      ...OKINAWA_POINT,
    };
    const first = await listPosts(deps.db, null, input);
    expect(first.meta.total).toBe(20);
    expect(titles(first)).toEqual([
      ...numbered(`${sparse.word} located`, 1, 8),
      ...numbered(`${sparse.word} okinawa`, 1, 6),
      `${sparse.word} kagoshima #1`,
    ]);
    expect(first.data.slice(0, 8).every((post) => (post.distance ?? 0) > 0)).toBe(true);
    expect(first.data.slice(8).every((post) => post.distance === null)).toBe(true);
    const second = await listPosts(deps.db, null, { ...input, page: 2 });
    expect(titles(second)).toEqual(numbered(`${sparse.word} kagoshima`, 2, 6));
  });

  test("nearby by the member's prefecture with few matches: Okinawa first, newest within", async () => {
    const page = await listPosts(deps.db, dense.member, {
      keyword: sparse.word,
      category_slug: sparse.slug,
      mode: "nearby",
    });
    expect(page.ordering).toBe("region");
    expect(titles(page)).toEqual([
      ...numbered(`${sparse.word} located`, 1, 8),
      ...numbered(`${sparse.word} okinawa`, 1, 6),
      `${sparse.word} kagoshima #1`,
    ]);
  });
});
