/**
 * The unfiltered list's total from the maintained per-status counter `post_totals` (migration 0010, decision
 * 015): after publishing, drafting, moving, changing status and deleting posts, `meta.total` of the list (all
 * statuses and status=open) equals a count of the public posts, through the list service. The unfiltered list's
 * statements built once (posts/list/paging.ts `newestPublicPage`) give what the general path builds for that scope.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { and, sql } from "drizzle-orm";
import { ZPostListInput } from "#shared/schemas/discovery.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { listPosts } from "../../src/server/domains/posts/list/lists.ts";
import { newestIds, newestPublicPage } from "../../src/server/domains/posts/list/paging.ts";
import {
  countTotal,
  isUnfilteredScope,
  resolveScope,
  scopeConditions,
} from "../../src/server/domains/posts/list/scope.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;

beforeAll(async () => {
  ({ deps } = await testApp());
});

/** The list's total and a live count of the public posts not hidden by moderation (of `status` when given). */
async function totals(status?: "open") {
  const page = await listPosts(deps.db, null, ZPostListInput.parse(status ? { status } : {}));
  const [row] = await queryRows<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from posts where is_public and moderation is null
         ${status ? sql`and status = ${status}` : sql``}`,
  );
  return { list: page.meta.total, counted: Number(row?.n ?? -1) };
}

describe("post_totals", () => {
  test("the unfiltered list's total follows publishing, drafts, status changes and deletion", async () => {
    const db = deps.db;
    const author = await createMember(db);
    const expectExact = async () => {
      const all = await totals();
      expect(all.list).toBe(all.counted);
      const open = await totals("open");
      expect(open.list).toBe(open.counted);
    };
    await expectExact();
    const first = await createTestPost(db, author);
    const second = await createTestPost(db, author, { is_public: false });
    await createTestPost(db, author);
    await expectExact();
    const before = (await totals()).list;
    await db.execute(sql`update posts set is_public = true where id = ${second.id}`);
    expect((await totals()).list).toBe(before + 1);
    await db.execute(sql`update posts set status = 'resolved' where id = ${first.id}`);
    await expectExact();
    await db.execute(sql`delete from posts where id = ${first.id}`);
    await expectExact();
    expect((await totals()).list).toBe(before);
  });

  test("a request hidden by moderation leaves the total, and comes back to it when shown again (docs/product.md §12)", async () => {
    const db = deps.db;
    const author = await createMember(db);
    const post = await createTestPost(db, author);
    const shownTotal = await totals();
    expect(shownTotal.list).toBe(shownTotal.counted);
    await db.execute(sql`update posts set moderation = 'pending' where id = ${post.id}`);
    const hidden = await totals();
    expect(hidden).toEqual({ list: shownTotal.list - 1, counted: shownTotal.counted - 1 });
    expect((await totals("open")).list).toBe((await totals("open")).counted);
    // Deleting a hidden request does not take it off the total a second time.
    const other = await createTestPost(db, author);
    await db.execute(sql`update posts set moderation = 'removed' where id = ${other.id}`);
    await db.execute(sql`delete from posts where id = ${other.id}`);
    expect(await totals()).toEqual(hidden);
    await db.execute(sql`update posts set moderation = null where id = ${post.id}`);
    expect(await totals()).toEqual(shownTotal);
  });

  test("the unfiltered newest pages read by statements built once equal the general path's", async () => {
    const db = deps.db;
    const author = await createMember(db);
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await createTestPost(db, author, { is_public: i % 7 !== 3 }));
    const hidden = made[5];
    if (!hidden) throw new Error("no post made");
    await db.execute(sql`update posts set moderation = 'hidden' where id = ${hidden.id}`);

    const scope = await resolveScope(db, ZPostListInput.parse({}));
    expect(isUnfilteredScope(scope)).toBe(true);
    expect(isUnfilteredScope({ ...scope, blockedFor: { id: author.id } as never })).toBe(false);
    expect(isUnfilteredScope({ ...scope, status: "open" })).toBe(false);
    const where = and(...scopeConditions(scope));
    // The last offset is past the last page: no row carries the total, so it is read on its own.
    for (const offset of [0, 15, 30, 1_000_000]) {
      const fast = await newestPublicPage(db, offset, 15);
      expect(fast.hits).toEqual(await newestIds(db, where, offset, 15));
      expect(fast.count).toBe(await countTotal(db, scope));
      expect(fast.count).toBeGreaterThanOrEqual(17);
    }
    expect((await newestPublicPage(db, 1_000_000, 15)).hits).toEqual([]);
    const first = await newestPublicPage(db, 0, 15);
    expect(first.hits.map((hit) => hit.id)).not.toContain(hidden.id);
    expect(first.hits.length).toBe(15);
  });
});
