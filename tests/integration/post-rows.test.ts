/**
 * The post rows of the statements built once (posts.queries.ts `postRowsByIds`, `postRowById`: tags gathered in
 * a CTE, rows mapped by db/flat-rows.ts) equal the rows of the general builder (`selectPosts`: tags per row,
 * rows mapped by drizzle), field for field and value for value, for a visitor and for a member with bookmarks and
 * follows, on posts that exercise every kind of column: nulls (no image, no position, no helper, no reward
 * amount, no needed-by date, a deleted author), dates, numbers, booleans, a hidden post and tags in order.
 * Fails when the flat mapping drops a decoder (dates would stay strings on PostgreSQL) or a key, or when the two
 * tag forms disagree.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { withFlatRows } from "../../src/server/db/flat-rows.ts";
import { bookmarks, follows, posts } from "../../src/server/db/schema/index.ts";
import { postRowById, postRowsByIds, selectPosts } from "../../src/server/domains/posts/posts.queries.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

let db: Database;
let ids: number[];
let member: Viewer;

beforeAll(async () => {
  db = (await testApp()).deps.db;
  const author = await createMember(db, { name: "行の作者" });
  const gone = await createMember(db, { name: "退会した作者" });
  const helper = await createMember(db, { name: "手伝った人" });
  member = await createMember(db, { name: "見る人" });
  const plain = await createTestPost(db, author, { title: "何もない依頼" });
  const full = await createTestPost(db, author, {
    title: "全部ある依頼",
    tags: ["ゆうびん", "dog", "あさがお"],
    latitude: 35.681236,
    longitude: 139.767125,
  });
  const orphan = await createTestPost(db, gone, { title: "作者が退会した依頼", tags: ["dog"] });
  const hidden = await createTestPost(db, author, { title: "非表示の依頼" });
  await db.execute(
    sql`update posts set image_path = 'posts/2026/11/a.jpg', image_thumb_path = 'posts/2026/11/a-thumb.jpg',
      status = 'resolved', helper_id = ${helper.id}, reward_type = 'money', reward_amount = 1500,
      needed_by = '2026-12-24', helpers_needed = 3, status_changed_at = now() where id = ${full.id}`,
  );
  await db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
  await db.execute(sql`update posts set moderation = 'removed' where id = ${hidden.id}`);
  await db.insert(bookmarks).values({ userId: member.id, postId: full.id });
  await db.insert(follows).values({ followerId: member.id, followeeId: author.id });
  ids = [plain.id, full.id, orphan.id, hidden.id];
});

/** The general builder's rows of `ids` for `viewer`, by id. */
async function builderRows(viewer: Viewer | null) {
  const rows = await selectPosts(db, viewer).where(inArray(posts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

describe("post rows of the statements built once", () => {
  for (const who of ["a visitor", "a member with a bookmark and a follow"] as const) {
    test(`equal the general builder's, for ${who}`, async () => {
      const viewer = who === "a visitor" ? null : member;
      const expected = await builderRows(viewer);
      const fast = await postRowsByIds(db, viewer, ids);
      expect(fast).toHaveLength(ids.length);
      for (const row of fast) {
        expect(Object.keys(row)).toEqual(Object.keys(expected.get(row.id) ?? {}));
        expect(row).toEqual(expected.get(row.id) as never);
      }
      for (const id of ids) {
        const one = await postRowById(db, viewer, id);
        expect(one).toEqual(expected.get(id) as never);
      }
    });
  }

  test("carry real values: dates as Dates, numbers, booleans, tags official first then by name", async () => {
    const [full] = await postRowsByIds(db, member, [ids[1] as number]);
    if (!full) throw new Error("no row");
    expect(full.createdAt).toBeInstanceOf(Date);
    expect(full.authorDeletedAt).toBeNull();
    expect(full.rewardAmount).toBe(1500);
    expect(full.helpersNeeded).toBe(3);
    expect(full.neededBy).toBe("2026-12-24");
    expect(full.isBookmarked).toBe(true);
    expect(full.isFollowing).toBe(true);
    expect(full.helperName).toBe("手伝った人");
    expect(full.latitude).toBeCloseTo(35.681236, 6);
    expect(full.tags.map((tag) => tag.name)).toEqual(["犬", "あさがお", "ゆうびん"]);
    const [orphan] = await postRowsByIds(db, null, [ids[2] as number]);
    expect(orphan?.authorDeletedAt).toBeInstanceOf(Date);
    expect((await postRowById(db, null, ids[0] as number))?.tags).toEqual([]);
  });

  test("a selection that is not flat is refused, not mapped into the wrong shape", () => {
    const nested = db
      .select({ post: { id: posts.id } })
      .from(posts)
      .prepare("flat_rows_nested_refused");
    expect(() => withFlatRows(nested)).toThrow("not flat");
  });
});
