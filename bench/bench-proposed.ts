/**
 * The list query shapes this benchmark proposes (docs/performance.md "Proposed shapes"), measured side by side
 * with the service: the same scope resolution and filters as posts.lists.ts (posts.list-scope.ts), but
 * - the page is read with a deferred join (selectPostsPage); keyword pages first probe the newest posts of
 *   the scope (probeNewestIds) and use the gram index only for rare keywords,
 * - nearby orders the id query by the KNN distance alone (GiST can deliver it; the id tie-break moves to the
 *   15 rows of the page),
 * - totals: one `sum(count)` from post_counts for category/region scopes, `countUpTo(cap)` for keyword/tags.
 * Page 1 of the distance segment only (located posts), which is what the nearby budget is about.
 */
import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client.ts";
import { posts } from "../src/server/db/schema/index.ts";
import type { Viewer } from "../src/server/viewer.ts";
import { queryWords } from "../src/shared/search-text.ts";

/** Totals of keyword and tag lists stop here (shown as "1,000件以上" in the proposal). */
export const COUNT_CAP = 1000;

type ListFn = (db: Database, viewer: Viewer | null, raw: unknown) => Promise<unknown>;

/** Builds the proposed list function when the modules it builds on exist; undefined otherwise. */
export async function loadProposedList(): Promise<ListFn | undefined> {
  try {
    const scopeModule = await import("../src/server/domains/posts/posts.list-scope.ts");
    const schemas = await import("../src/shared/schemas/discovery.ts");
    const paging = await import("../src/server/domains/posts/posts.paging.ts");
    const queries = await import("../src/server/domains/posts/posts.queries.ts");
    const schema = await import("../src/server/db/schema/index.ts");
    const { resolveScope, scopeConditions, located, idIn } = scopeModule;
    const { postCounts } = schema;
    return async (db, viewer, raw) => {
      const input = schemas.ZPostListInput.parse(raw);
      const scope = await resolveScope(db, input);
      const where = and(...scopeConditions(scope));
      const live = scope.keyword !== "" || scope.tagIds.length > 0;
      const nearby = input.mode === "nearby" && input.lat !== undefined && input.lon !== undefined;
      const countWhere: SQL[] = [];
      if (scope.categoryIds !== null) countWhere.push(idIn(postCounts.categoryId, scope.categoryIds));
      if (scope.regionId !== null) countWhere.push(sql`${postCounts.regionId} = ${scope.regionId}`);
      if (nearby) countWhere.push(sql`${postCounts.located}`);
      const total = live
        ? paging.countUpTo(db, nearby ? and(where, located) : where, COUNT_CAP).then((c) => c.count)
        : db
            .select({ n: sql<number>`coalesce(sum(${postCounts.count}), 0)::int` })
            .from(postCounts)
            .where(and(...countWhere))
            .then((rows) => Number(rows[0]?.n ?? 0));
      const offset = (input.page - 1) * 15;
      let rowsPromise: Promise<{ id: number }[]>;
      if (nearby) {
        const point = sql`ll_to_earth(${input.lat}::float8, ${input.lon}::float8)`;
        const position = sql`ll_to_earth(${posts.latitude}, ${posts.longitude})`;
        rowsPromise = paging.selectPostsPage(db, viewer, {
          where: and(where, located),
          idOrderBy: [sql`${position} <-> ${point}`],
          orderBy: [sql`${position} <-> ${point}`, asc(posts.id)],
          limit: 15,
          offset,
          extraColumns: { distanceM: sql<number>`earth_distance(${position}, ${point})` },
        });
      } else {
        const newest = [desc(posts.createdAt), desc(posts.id)];
        const probe = scope.keyword
          ? paging.probeNewestIds(
              db,
              and(...scopeConditions({ ...scope, keyword: "" })),
              queryWords(scope.keyword),
              { limit: 15, offset },
            )
          : Promise.resolve(null);
        rowsPromise = probe.then((ids) =>
          ids === null
            ? paging.selectPostsPage(db, viewer, { where, orderBy: newest, limit: 15, offset })
            : ids.length === 0
              ? []
              : queries
                  .selectPosts(db, viewer)
                  .where(inArray(posts.id, ids))
                  .orderBy(...newest),
        );
      }
      const [rows, n] = await Promise.all([rowsPromise, total]);
      const tagsByPost = await queries.loadTags(
        db,
        rows.map((row) => row.id),
      );
      const now = new Date();
      const data = (rows as Parameters<typeof queries.toPostView>[0][]).map((row) =>
        queries.toPostView(row, tagsByPost.get(row.id) ?? [], viewer, now),
      );
      return { data, meta: { total: n } };
    };
  } catch (error) {
    console.warn(`(proposed shapes unavailable: ${String(error).slice(0, 160)})`);
    return undefined;
  }
}
