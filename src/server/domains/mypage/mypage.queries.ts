/**
 * SQL pieces of the member pages: the keyword condition (the same NFKC gram + substring match as /api/posts),
 * the counters of the dashboard in one statement, and the member-card select of the follow lists.
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { normalizeSearchText, queryGrams, queryWords } from "#shared/search-text.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/client.ts";
import {
  activeUserFilter,
  bookmarks,
  comments,
  follows,
  messages,
  posts,
  regions,
  threadParticipants,
  users,
} from "../../db/schema/index.ts";
import type { Viewer } from "../../viewer.ts";

/**
 * Conditions on `posts` for a keyword: every word must occur as a substring of the NFKC-normalised title and
 * body. The gram containment lets the GIN index (posts_search_idx) narrow the rows first; the `strpos`
 * check makes the result exact. No keyword → no condition.
 */
export function keywordConditions(keyword: string | undefined): SQL[] {
  const normalized = normalizeSearchText(keyword ?? "");
  if (!normalized) return [];
  const conditions: SQL[] = [];
  const grams = queryGrams(normalized);
  if (grams.length > 0) {
    conditions.push(
      sql`${posts.searchGrams} @> ARRAY[${sql.join(
        grams.map((gram) => sql`${gram}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  for (const word of queryWords(normalized)) conditions.push(sql`strpos(${posts.searchText}, ${word}) > 0`);
  return conditions;
}

/** A timestamp column or expression as epoch milliseconds (a plain number on both drivers). */
export function epochMs(expression: SQL): SQL<number> {
  return sql<number>`(extract(epoch from ${expression}) * 1000)::float8`;
}

interface CounterRow {
  unread_messages: number | string | null;
  posts: number | string | null;
  comments: number | string | null;
  bookmarks: number | string | null;
  follows: number | string | null;
  followers: number | string | null;
}

/**
 * Every counter of the dashboard in one statement (docs/product.md §3 Member summary):
 * - unread_messages: messages of the member's threads written by someone else (or by a deleted account) after
 *   the member's `last_read_message_id` in that thread;
 * - posts: own posts, public and drafts; comments: comments the member wrote;
 * - bookmarks: bookmarked posts the member can still see (public, or their own drafts);
 * - follows / followers: members followed / following, without withdrawn accounts.
 * Each sub-select runs on an index keyed by the member's id.
 */
export async function loadCounters(db: Database, viewer: Viewer): Promise<Record<keyof CounterRow, number>> {
  const me = viewer.id;
  const [row] = await queryRows<CounterRow>(
    db,
    sql`select
      (select count(*)::int from ${threadParticipants} tp
         join ${messages} m on m.thread_id = tp.thread_id and m.id > tp.last_read_message_id
         where tp.user_id = ${me} and m.user_id is distinct from ${me}) as unread_messages,
      (select count(*)::int from ${posts} p where p.user_id = ${me}) as posts,
      (select count(*)::int from ${comments} c where c.user_id = ${me}) as comments,
      (select count(*)::int from ${bookmarks} b join ${posts} bp on bp.id = b.post_id
         where b.user_id = ${me} and (bp.is_public or bp.user_id = ${me})) as bookmarks,
      (select count(*)::int from ${follows} f join ${users} fu on fu.id = f.followee_id
         where f.follower_id = ${me} and fu.deleted_at is null) as follows,
      (select count(*)::int from ${follows} r join ${users} ru on ru.id = r.follower_id
         where r.followee_id = ${me} and ru.deleted_at is null) as followers`,
  );
  const num = (value: number | string | null | undefined) => Number(value ?? 0) || 0;
  return {
    unread_messages: num(row?.unread_messages),
    posts: num(row?.posts),
    comments: num(row?.comments),
    bookmarks: num(row?.bookmarks),
    follows: num(row?.follows),
    followers: num(row?.followers),
  };
}

/** Which side of `follows` a people list reads: whom the viewer follows, or who follows the viewer. */
export type FollowDirection = "following" | "followers";

/**
 * The member-card rows of a follow list, newest follow first, and the condition that counts them.
 * The other member is joined through `follows`; withdrawn accounts are left out. Counters are correlated
 * sub-selects on indexed columns (one statement for the page, no query per row).
 */
export function followListQuery(db: Database, viewer: Viewer, direction: FollowDirection) {
  const otherId = direction === "following" ? follows.followeeId : follows.followerId;
  const ownSide = direction === "following" ? follows.followerId : follows.followeeId;
  const where = and(eq(ownSide, viewer.id), activeUserFilter);
  const rows = db
    .select({
      id: users.id,
      name: users.name,
      avatarPath: users.avatarPath,
      bio: users.bio,
      regionId: regions.id,
      regionName: regions.name,
      regionSlug: regions.slug,
      followedAtMs: epochMs(sql`${follows.createdAt}`),
      followersCount: sql<number>`(select count(*)::int from ${follows} f2 join ${users} u2 on u2.id = f2.follower_id
        where f2.followee_id = ${users.id} and u2.deleted_at is null)`,
      postsCount: sql<number>`(select count(*)::int from ${posts} p2 where p2.user_id = ${users.id} and p2.is_public)`,
      isFollowing: sql<boolean>`exists (select 1 from ${follows} f3 where f3.follower_id = ${viewer.id} and f3.followee_id = ${users.id})`,
      followsYou: sql<boolean>`exists (select 1 from ${follows} f4 where f4.follower_id = ${users.id} and f4.followee_id = ${viewer.id})`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, otherId))
    .leftJoin(regions, eq(regions.id, users.regionId))
    .where(where)
    .orderBy(desc(follows.createdAt), desc(users.id));
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(follows)
    .innerJoin(users, eq(users.id, otherId))
    .where(where);
  return { rows, count };
}
