/** The migrations give both drivers the same schema: extensions, constraints and the indexes list queries use. */
import { describe, expect, test } from "bun:test";
import { inArray, sql } from "drizzle-orm";
import { queryRows } from "../../src/server/db/client.ts";
import { bookmarks, rateLimitBuckets } from "../../src/server/db/schema/index.ts";
import { startHousekeeping } from "../../src/server/housekeeping.ts";
import { sweepRateLimits, takeRateLimit } from "../../src/server/limits/rate-limit.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { testEnv } from "../support/test-app.ts";
import { testDatabase } from "../support/test-db.ts";

describe("database", () => {
  test("runs on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite", async () => {
    const handle = await testDatabase();
    expect(handle.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    const [version] = await queryRows<{ server_version_num: string }>(
      handle.db,
      sql`show server_version_num`,
    );
    expect(Number(version?.server_version_num)).toBeGreaterThanOrEqual(150000);
  });

  test("the migrations created btree_gin, cube, earthdistance and pg_trgm", async () => {
    const { db } = await testDatabase();
    const rows = await queryRows<{ extname: string }>(
      db,
      sql`select extname from pg_extension order by extname`,
    );
    expect(rows.map((r) => r.extname)).toEqual(
      expect.arrayContaining(["btree_gin", "cube", "earthdistance", "pg_trgm"]),
    );
  });

  test("one bookmark per member and post", async () => {
    const { db } = await testDatabase();
    const member = await createMember(db);
    const post = await createTestPost(db, member);
    await db.insert(bookmarks).values({ userId: member.id, postId: post.id });
    await expect(
      db.insert(bookmarks).values({ userId: member.id, postId: post.id }).execute(),
    ).rejects.toThrow();
  });

  test("keyword (with category and region) and distance queries can use their GIN and GiST indexes", async () => {
    const { db } = await testDatabase();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const grams = await queryRows<Record<string, string>>(
        tx as never,
        sql`explain select id from posts where search_grams @> array['犬']::text[]`,
      );
      expect(JSON.stringify(grams)).toContain("posts_search_idx");
      // A keyword within a parent category (any of its children) and a region: one scan of the same index.
      const scoped = await queryRows<Record<string, string>>(
        tx as never,
        sql`explain select id from posts
            where search_grams @> array['犬']::text[] and category_id = any('{1,2,3}'::int[]) and region_id = 13`,
      );
      const plan = JSON.stringify(scoped);
      expect(plan).toContain("posts_search_idx");
      expect(plan).toContain("category_id = ANY");
      const nearby = await queryRows<Record<string, string>>(
        tx as never,
        sql`explain select id from posts where is_public and latitude is not null and longitude is not null
            order by ll_to_earth(round(latitude::numeric, 2)::float8, round(longitude::numeric, 2)::float8)
              <-> ll_to_earth(35.68, 139.76) limit 15`,
      );
      expect(JSON.stringify(nearby)).toContain("posts_location_idx");
    });
  });
});

describe("housekeeping", () => {
  /** One expired bucket and one in its window, under keys of this test. */
  async function seedBuckets(prefix: string) {
    const { db } = await testDatabase();
    const expired = `${prefix}:expired:${Date.now()}`;
    const live = `${prefix}:live:${Date.now()}`;
    await db.insert(rateLimitBuckets).values([
      { key: expired, count: 3, resetAt: new Date(Date.now() - 60_000) },
      { key: live, count: 1, resetAt: new Date(Date.now() + 60_000) },
    ]);
    const keys = async () =>
      (
        await db
          .select({ key: rateLimitBuckets.key })
          .from(rateLimitBuckets)
          .where(inArray(rateLimitBuckets.key, [expired, live]))
      ).map((row) => row.key);
    return { db, expired, live, keys };
  }

  test("the rate-limit sweep removes expired buckets and keeps those still in their window", async () => {
    const { db, live, keys } = await seedBuckets("sweep");
    expect(await sweepRateLimits(db)).toBeGreaterThanOrEqual(1);
    expect(await keys()).toEqual([live]);
    // The kept bucket still counts: the next hit is its second.
    expect((await takeRateLimit(db, live, 5, 60)).remaining).toBe(3);
  });

  test("the server's housekeeping sweeps rate-limit buckets at start", async () => {
    const { db, live, keys } = await seedBuckets("housekeeping");
    const housekeeping = await startHousekeeping({ db, env: testEnv() });
    housekeeping.stop();
    expect(await keys()).toEqual([live]);
  });
});
