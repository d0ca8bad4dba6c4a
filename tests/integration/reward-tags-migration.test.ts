/**
 * drizzle/0014_reward_tags.sql (docs/product.md §10 Structured request details): requests written before the
 * reward tags followed the お礼 field lose the official tags their field refuses, gain the one it brings, and have
 * exactly their search text rebuilt as the service writes it; other requests are left as they are.
 */

import { beforeAll, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { normalizeSearchText, postSearchSource, searchGrams } from "#shared/search-text.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;

beforeAll(async () => {
  ({ deps } = await testApp());
});

const MIGRATION = new URL("../../drizzle/0014_reward_tags.sql", import.meta.url);

/** Runs the migration's statements in one transaction, as the migrator does. */
async function runMigration(): Promise<void> {
  const statements = readFileSync(MIGRATION, "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
  await deps.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** Gives post `postId` the official tags `slugs` directly, as rows written before the rule did. */
async function attachOfficial(postId: number, slugs: string[]): Promise<void> {
  for (const slug of slugs) {
    await deps.db.execute(sql`insert into post_tags (post_id, tag_id)
      select ${postId}, id from tags where slug = ${slug} and is_official on conflict do nothing`);
  }
}

async function tagSlugs(postId: number): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    deps.db,
    sql`select t.slug from post_tags pt join tags t on t.id = pt.tag_id where pt.post_id = ${postId} order by t.slug`,
  );
  return rows.map((row) => row.slug);
}

async function searchDocument(postId: number): Promise<{ search_text: string; search_grams: string[] }> {
  const [row] = await queryRows<{ search_text: string; search_grams: string[] }>(
    deps.db,
    sql`select search_text, search_grams from posts where id = ${postId}`,
  );
  if (!row) throw new Error(`no post ${postId}`);
  return row;
}

/** The search document the service writes for post `postId` with its tags now (posts.search-document.ts). */
async function expectedDocument(postId: number, title: string, body: string) {
  const [names] = await queryRows<{ category: string | null; tags: string[] | null }>(
    deps.db,
    sql`select (select c.name from categories c join posts p on p.category_id = c.id where p.id = ${postId}) as category,
      (select array_agg(t.name order by t.name) from post_tags pt join tags t on t.id = pt.tag_id where pt.post_id = ${postId}) as tags`,
  );
  const text = normalizeSearchText(postSearchSource(title, body, names?.category, names?.tags ?? []));
  return { search_text: text, search_grams: searchGrams(text) };
}

test("refused official reward tags go, the brought one comes, and only those requests' search text is rebuilt", async () => {
  const official = await queryRows<{ slug: string }>(
    deps.db,
    sql`select slug from tags where is_official and slug in ('paid', 'gift', 'volunteer') order by slug`,
  );
  expect(official.map((row) => row.slug)).toEqual(["gift", "paid", "volunteer"]);

  const author = await createMember(deps.db, { name: "移行 確認" });
  const free = await createTestPost(deps.db, author, {
    title: "無償の依頼（古い札つき）",
    body: "お礼は不要です。",
  });
  const paid = await createTestPost(deps.db, author, {
    title: "謝礼なのにボランティアの依頼",
    body: "お礼は千円です。",
  });
  const gift = await createTestPost(deps.db, author, {
    title: "お礼の品の依頼（古い札つき）",
    body: "野菜を差し上げます。",
  });
  const untouched = await createTestPost(deps.db, author, {
    title: "そのままの依頼",
    body: "変わらないはずです。",
  });
  await deps.db.update(posts).set({ rewardType: "money", rewardAmount: 1000 }).where(eq(posts.id, paid.id));
  await deps.db.update(posts).set({ rewardType: "gift" }).where(eq(posts.id, gift.id));
  // As written before the rule: tags that contradict the field, and search text without them.
  await attachOfficial(free.id, ["paid", "gift"]);
  await attachOfficial(paid.id, ["volunteer", "gift"]);
  await attachOfficial(gift.id, ["paid"]);
  const untouchedBefore = await searchDocument(untouched.id);

  await runMigration();

  expect(await tagSlugs(free.id)).toEqual([]);
  expect(await tagSlugs(paid.id)).toEqual(["paid"]);
  expect(await tagSlugs(gift.id)).toEqual(["gift"]);
  for (const post of [free, paid, gift]) {
    expect(await searchDocument(post.id)).toEqual(await expectedDocument(post.id, post.title, post.body));
  }
  expect((await searchDocument(paid.id)).search_text).toContain("謝礼あり");
  expect((await searchDocument(free.id)).search_text).not.toContain("謝礼あり");
  expect(await searchDocument(untouched.id)).toEqual(untouchedBefore);

  // Run again: nothing left to change.
  await runMigration();
  expect(await tagSlugs(paid.id)).toEqual(["paid"]);
});
