/**
 * Search that never stalls and search that forgives (docs/product.md §9; docs/decisions/015-search-plans-and-
 * request-overhead.md). On a generated data set where PostgreSQL prefers the newest-first index for a keyword
 * it has never seen (it estimates an unseen gram at a share of the posts, so `ORDER BY created_at DESC LIMIT 15`
 * looks cheap and then filters every post), the list reads absent 1- and 2-character keywords through the gram
 * index instead (posts/list/keyword-plan.ts), with the same answers as a substring scan. Katakana and hiragana find
 * each other, and keywords match category and tag names.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { and, type SQL, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { type TPostListInput, ZPostListInput } from "#shared/schemas/discovery.ts";
import { normalizeSearchText, queryWords, searchGrams } from "#shared/search-text.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { type Database, queryRows } from "../../src/server/db/client.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import {
  forgetGramStats,
  gramMatchPageSql,
  keywordRarity,
  newestKeywordPage,
} from "../../src/server/domains/posts/list/keyword-plan.ts";
import { listPosts as listPostsData } from "../../src/server/domains/posts/list/lists.ts";
import {
  COUNT_CAP,
  countUpTo,
  inSearchSample,
  SEARCH_SAMPLE_MODULUS,
} from "../../src/server/domains/posts/list/paging.ts";
import { type ListScope, resolveScope, scopeConditions } from "../../src/server/domains/posts/list/scope.ts";
import { timeoutError } from "../../src/server/errors.ts";
import { createCategoryPair, regionId, uniqueWord } from "../support/discovery-fixtures.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;
/** The generated texts (beforeAll): TEMPLATES texts, each in about GENERATED / TEMPLATES posts. */
let texts: string[] = [];
/**
 * Generated posts: short texts of 8 kana drawn from 45 (100 distinct texts), so every gram is common and the
 * planner's estimate for an unseen gram is its cap (0.5 % of the posts); from about 150,000 posts on it then
 * prefers the newest-first index for `ORDER BY created_at DESC LIMIT 15` (measured on PGlite and PostgreSQL).
 */
const GENERATED = 150_000;
const TEMPLATES = 100;
const KANA = Array.from(
  "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわを",
);
/** Absent from every text of this file and of the demo/reference data. */
const ABSENT_ONE = "鱏";
const ABSENT_TWO = "鼈甲";
/** Present in exactly RARE_COUNT generated posts. */
const RARE_WORD = "鰍鰰";
const RARE_COUNT = 7;
/** Three years ago: older than anything the other tests create. */
const BASE = Date.now() - 3 * 365 * 86_400_000;

function listPosts(db: Database, input: TPostListInput) {
  return listPostsData(db, null, ZPostListInput.parse(input));
}

/**
 * Inserts `texts` as public posts, then `copies` more of each in one insert … select (created a minute apart,
 * before BASE): a large table in seconds. search_text / search_grams as the service writes them.
 */
async function generate(
  db: Database,
  authorId: number,
  categoryId: number,
  region: number,
  texts: string[],
  copies: number,
) {
  const templates = await db
    .insert(posts)
    .values(
      texts.map((text, i) => {
        const normalized = normalizeSearchText(text);
        const at = new Date(BASE - i * 1000);
        return {
          userId: authorId,
          categoryId,
          regionId: region,
          title: text,
          body: text,
          isPublic: true,
          searchText: normalized,
          searchGrams: searchGrams(normalized),
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: posts.id });
  const ids = templates.map((row) => row.id);
  await db.execute(sql`
    insert into posts (user_id, category_id, region_id, title, body, is_public, search_text, search_grams,
      created_at, updated_at)
    select p.user_id, p.category_id, p.region_id, p.title, p.body, true, p.search_text, p.search_grams,
      p.created_at - (k * ${texts.length} + (p.id - ${Math.min(...ids)})) * interval '1 minute', p.updated_at
    from posts p, generate_series(1, ${copies}) as k
    where p.id between ${Math.min(...ids)} and ${Math.max(...ids)}`);
}

/** The plan PostgreSQL picks for `query`, as text. */
async function plan(db: Database, query: SQL): Promise<string> {
  const rows = await queryRows<Record<string, string>>(db, sql`explain ${query}`);
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

/** The scope of a keyword-only list, resolved as the list resolves it. */
function keywordScope(db: Database, keyword: string): Promise<ListScope> {
  return resolveScope(db, ZPostListInput.parse({ keyword }));
}

/** How many public posts hold every word in their stored search text: the substring scan. */
async function scanCount(db: Database, keyword: string): Promise<number> {
  const words = normalizeSearchText(keyword).split(" ");
  const rows = await queryRows<{ search_text: string }>(
    db,
    sql`select search_text from posts where is_public`,
  );
  return rows.filter((row) => words.every((word) => row.search_text.includes(word))).length;
}

beforeAll(async () => {
  ({ deps } = await testApp());
  const db = deps.db;
  const author = await createMember(db);
  const { childA } = await createCategoryPair(db);
  const tokyo = await regionId(db, "tokyo");
  let seed = 20_261_124;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  texts = Array.from({ length: TEMPLATES }, () =>
    Array.from({ length: 8 }, () => KANA[Math.floor(random() * KANA.length)]).join(""),
  );
  // On a kept PostgreSQL test database the data set of an earlier run is reused.
  const [present] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from posts where strpos(search_text, ${RARE_WORD}) > 0`,
  );
  if (Number(present?.n ?? 0) === 0) {
    await generate(db, author.id, childA.id, tokyo, texts, Math.ceil(GENERATED / TEMPLATES) - 1);
    await generate(db, author.id, childA.id, tokyo, [`${RARE_WORD}をさがしています`], RARE_COUNT - 1);
  }
  await db.execute(sql`analyze posts`);
  forgetGramStats(db);
}, 60_000);

describe("search that never stalls", () => {
  test("for an absent 1- and 2-character keyword PostgreSQL alone would walk the newest-first index; the list reads the gram index", async () => {
    const db = deps.db;
    for (const keyword of [ABSENT_ONE, ABSENT_TWO]) {
      const where = and(...scopeConditions(await keywordScope(db, keyword)));
      // What the planner does today with the plain query: the data set is large enough to mislead it.
      const naive = await plan(
        db,
        sql`select id from posts where ${where} order by created_at desc, id desc limit 15`,
      );
      expect(naive).toMatch(/Index Scan( Backward)? using posts_\w*newest\w*/);
      expect(naive).not.toContain("Bitmap Index Scan");
      // The plan chosen from the data: rare by the gram statistics (or sparse by the probe when the statistics
      // cannot tell), read through posts_search_idx.
      const scope = await keywordScope(db, keyword);
      const scoped = {
        keyword: scope.keyword,
        words: queryWords(scope.keyword),
        where,
        withoutGrams: and(...scopeConditions(scope, { grams: false, words: true })),
        baseWhere: and(...scopeConditions(scope, { grams: false, words: false })),
      };
      const picked = await newestKeywordPage(db, scoped, 0, 15);
      expect(picked.plan).toMatch(/^gram-(rare|sparse)$/);
      expect(picked.hits).toEqual([]);
      const chosen = await plan(db, gramMatchPageSql(where, 15, COUNT_CAP));
      expect(chosen).toContain("Bitmap Index Scan on posts_search_idx");
      expect(chosen).not.toMatch(/Index Scan( Backward)? using posts_\w*newest/);
      const page = await listPosts(db, { keyword });
      expect(page.data).toEqual([]);
      expect(page.meta.total).toBe(0);
    }
  }, 60_000);

  test("a rare keyword: the gram plan answers exactly the substring scan, newest first", async () => {
    const db = deps.db;
    const page = await listPosts(db, { keyword: RARE_WORD });
    expect(page.meta.total).toBe(await scanCount(db, RARE_WORD));
    expect(page.meta.total).toBeGreaterThanOrEqual(1);
    const times = page.data.map((post) => post.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  /** The templates (by index) whose text holds `gram`. */
  function templatesWith(gram: string): Set<number> {
    return new Set(texts.flatMap((text, index) => (text.includes(gram) ? [index] : [])));
  }

  /** The distinct bigrams of the generated texts. */
  function bigrams(): string[] {
    return [
      ...new Set(
        texts.flatMap((text) =>
          Array.from(text)
            .slice(1)
            .map((c, i) => `${text[i]}${c}`),
        ),
      ),
    ];
  }

  test("a common keyword's capped total is proven from the sample index, with the same answer", async () => {
    const db = deps.db;
    // A kana in 7-12 of the 100 texts: 7-12 % of the newest posts (below the share where the plain scan is
    // cheaper), over 10,000 posts in all and over COUNT_CAP among every 8th.
    const keyword = KANA.find((kana) => {
      const n = templatesWith(kana).size;
      return n >= 7 && n <= 12;
    });
    if (!keyword) throw new Error("no kana in 7-12 of the generated texts");
    expect((await keywordRarity(db, keyword)).rare).toBe(false);
    const where = and(...scopeConditions(await keywordScope(db, keyword)));
    const sampled = and(where, inSearchSample);
    expect(await plan(db, sql`select 1 from ${posts} where ${sampled} limit ${COUNT_CAP + 1}`)).toContain(
      "posts_search_sample_idx",
    );
    expect(await countUpTo(db, sampled)).toEqual({ count: COUNT_CAP, capped: true });
    const page = await listPosts(db, { keyword });
    expect(page.meta.total).toBe(COUNT_CAP);
    expect(page.meta.total_capped).toBe(true);
    expect(await scanCount(db, keyword)).toBeGreaterThan(SEARCH_SAMPLE_MODULUS * COUNT_CAP);
  });

  test("a keyword with too few matches in the sample is counted over the whole scope", async () => {
    const db = deps.db;
    // Two bigrams each in 3+ texts, together in exactly one: ~1,500 posts (over COUNT_CAP), ~190 in the sample;
    // not rare by the gram statistics (each bigram is in 3 % of the posts), 1 % of the newest posts.
    const common = bigrams().filter((gram) => templatesWith(gram).size >= 3);
    const shared = (x: string, y: string) =>
      [...templatesWith(x)].filter((i) => templatesWith(y).has(i)).length;
    let pair: [string, string] | undefined;
    for (const a of common) {
      const b = common.find((other) => other !== a && shared(a, other) === 1);
      if (b) {
        pair = [a, b];
        break;
      }
    }
    if (!pair) throw new Error("no pair of bigrams shared by exactly one generated text");
    const keyword = pair.join(" ");
    expect((await keywordRarity(db, keyword)).rare).toBe(false);
    const where = and(...scopeConditions(await keywordScope(db, keyword)));
    expect((await countUpTo(db, and(where, inSearchSample))).capped).toBe(false);
    const page = await listPosts(db, { keyword });
    const truth = await scanCount(db, keyword);
    expect(truth).toBeGreaterThan(COUNT_CAP);
    expect(page.meta.total).toBe(COUNT_CAP);
    expect(page.meta.total_capped).toBe(true);
    expect(page.data.length).toBe(15);
  });

  test("a common keyword keeps the newest-first probe and its capped total", async () => {
    const db = deps.db;
    const rarity = await keywordRarity(db, normalizeSearchText("あ"));
    expect(rarity.rare).toBe(false);
    const page = await listPosts(db, { keyword: "あ" });
    expect(page.data.length).toBe(15);
    expect(page.meta.total_capped).toBe(true);
  });

  test('a list narrowed to a rare language reads that language\'s own index, newest first (docs/product.md "Request language")', async () => {
    const db = deps.db;
    const author = await createMember(db);
    const english = [];
    for (const title of ["Dog walking on Sunday", "Help with a new phone"]) {
      english.push((await createTestPost(db, author, { title, language: "en" })).id);
    }
    await db.execute(sql`analyze posts`);
    const scope = await resolveScope(db, ZPostListInput.parse({ language: "en" }));
    const chosen = await plan(
      db,
      sql`select id from posts where ${and(...scopeConditions(scope))} order by created_at desc, id desc limit 15`,
    );
    expect(chosen).toContain("posts_language_newest_idx");
    const page = await listPosts(db, { language: "en" });
    expect(page.data.slice(0, 2).map((post) => post.id)).toEqual(english.reverse());
    expect(page.data.every((post) => post.language === "en")).toBe(true);
  }, 60_000);

  test("a statement cancelled by the statement timeout is a 503 with a Japanese text", () => {
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), {
      code: "57014",
    });
    const wrapped = new Error("Failed query", { cause: cancelled });
    const error = timeoutError(wrapped);
    expect(error?.code).toBe("query_timed_out");
    expect(error?.status).toBe(503);
    expect(error?.text).toBe(copy.search.timedOut);
    expect(timeoutError(new Error("other"))).toBeNull();
  });
});

describe("search that forgives", () => {
  test("hiragana, katakana and half-width katakana find each other; category and tag names match", async () => {
    const db = deps.db;
    const author = await createMember(db);
    const tag = uniqueWord("たぐ");
    const post = await createTestPost(db, author, {
      title: `ソファの移動${uniqueWord("x")}`,
      body: "ひっこしの手伝いをお願いします",
      tags: [tag],
    });
    const find = async (keyword: string) => (await listPosts(db, { keyword })).data.map((p) => p.id);
    expect(await find("そふぁの移動")).toContain(post.id);
    expect(await find("ｿﾌｧ")).toContain(post.id);
    expect(await find("ヒッコシ")).toContain(post.id);
    expect(await find(tag.toUpperCase())).toContain(post.id);
    expect(await find(post.category.name)).toContain(post.id);
    expect(await find("ソファ ヒッコシ")).toContain(post.id);
    expect(await find("ソファ 鼈甲")).not.toContain(post.id);
  });
});
