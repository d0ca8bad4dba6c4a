/**
 * Request status and the profile's request activity (docs/product.md §10 Request status, Profile activity).
 * The author (or an administrator) moves a request between open, in_progress, resolved and closed, naming on
 * `resolved` the member who helped: someone who commented on the request or shares a thread with the author.
 * The list filters and totals by status live with the lists (posts/list/scope.ts, post_counts per status).
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { PostDetail, PostView } from "#shared/schemas/posts.ts";
import type { TPostStatusData } from "#shared/schemas/requests.ts";
import { type Database, type DbOrTx, queryRows } from "../../db/client.ts";
import { comments, posts, threadParticipants, threads, users } from "../../db/schema/index.ts";
import { notBlocked, shown } from "../../db/visibility.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { notify } from "../notifications/notifications.service.ts";
import { postViewsOf, selectPosts } from "../posts/posts.queries.ts";
import { getPost } from "../posts/posts.service.ts";
import { pairKey } from "../threads/threads.service.ts";
import { queueWebhookEvent } from "../webhooks/webhook-queue.ts";

/** How many posts each profile activity list shows. */
export const PROFILE_ACTIVITY_SIZE = 5;

/**
 * Why `helperId` may not be named as the helper of `postId` by its author `authorId`, or null when they may: an
 * active member other than the author who commented on the post or shares a thread with the author
 * (docs/product.md §10), and not blocked either way with the author (§12 Blocking). One query.
 * @returns copy.safety.block.cannotChooseHelper (a block), copy.requests.errors.helperNotEligible (otherwise not
 *   eligible) or null.
 */
export async function helperRefusal(
  db: DbOrTx,
  postId: number,
  authorId: number,
  helperId: number,
): Promise<string | null> {
  if (helperId === authorId) return copy.requests.errors.helperNotEligible;
  const [row] = await db
    .select({
      contact: sql<boolean>`exists (select 1 from ${comments} c where c.post_id = ${postId} and c.user_id = ${helperId})
        or exists (select 1 from ${threads} t where t.pair_key = ${pairKey(authorId, helperId)})`,
      // Qualified by hand: drizzle drops the table name in a single-table select (docs/architecture.md).
      unblocked: notBlocked({ id: authorId }, sql.raw(`"users"."id"`)),
    })
    .from(users)
    .where(and(eq(users.id, helperId), isNull(users.deletedAt)))
    .limit(1);
  if (row && !row.unblocked) return copy.safety.block.cannotChooseHelper;
  return row?.contact ? null : copy.requests.errors.helperNotEligible;
}

/**
 * Changes a request's status (docs/product.md §10 Request status): the author or an administrator; `helper_id`
 * (only with resolved) must be an eligible helper; any other status clears the helper.
 * @param input `{id, status, helper_id?, hours?}` (the schema refuses a helper with another status, and hours
 *   without a helper); the hours the helper gave are kept in half hours for their profile (`hours_given`).
 * @returns the post with its comments, as the detail shows it.
 * @throws AppError NOT_FOUND (missing, or someone else's draft), FORBIDDEN (neither author nor admin),
 *   VALIDATION (helper_id not eligible — copy.safety.block.cannotChooseHelper when blocked either way with the
 *   author, §12 — or a post whose author is gone for a helper).
 */
export async function setPostStatus(
  db: Database,
  viewer: Viewer,
  input: TPostStatusData,
): Promise<PostDetail> {
  const [post] = await db
    .select({ id: posts.id, userId: posts.userId, isPublic: posts.isPublic })
    .from(posts)
    .where(eq(posts.id, input.id))
    .limit(1);
  const mayRead = post && (post.isPublic || post.userId === viewer.id || viewer.isAdmin);
  if (!post || !mayRead) throw AppError.notFound("post_not_found");
  if (post.userId !== viewer.id && !viewer.isAdmin) {
    throw AppError.forbidden("status_change_forbidden");
  }
  const helperId = input.status === "resolved" ? (input.helper_id ?? null) : null;
  if (helperId !== null) {
    const refusal =
      post.userId === null
        ? copy.requests.errors.helperNotEligible
        : await helperRefusal(db, post.id, post.userId, helperId);
    if (refusal !== null) throw AppError.validation({ helper_id: [refusal] });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({
        status: input.status,
        helperId,
        // Half hours (the schema allows hours only with a helper and resolved); any other change clears them.
        helperHalfHours: helperId !== null && input.hours != null ? Math.round(input.hours * 2) : null,
        statusChangedAt: new Date(),
      })
      .where(eq(posts.id, post.id));
    // Members who bookmarked it hear it was resolved or closed (docs/product.md §11), from a queued job.
    if (input.status === "resolved" || input.status === "closed") {
      await notify(tx, { kind: "post_status", postId: post.id, actorId: viewer.id, status: input.status });
    }
    // Partners' webhooks hear of a public request's new status (docs/product.md "Webhooks").
    if (post.isPublic) await queueWebhookEvent(tx, { type: "post.status_changed", postId: post.id });
  });
  return getPost(db, viewer, { id: post.id });
}

/**
 * A member's recent public requests and the help they gave (resolved requests naming them as helper), newest
 * first, PROFILE_ACTIVITY_SIZE each (docs/product.md §10 Profile activity). A deleted member has none.
 * @throws AppError NOT_FOUND (copy.profile.notFound) for an unknown or deleted member.
 */
export async function profileActivity(
  db: DbOrTx,
  viewer: Viewer | null,
  userId: number,
): Promise<{ recent_posts: PostView[]; help_given: PostView[] }> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!member) throw AppError.notFound("user_not_found");
  const now = new Date();
  // docs/product.md §12: hidden requests and, both ways, a blocked member's requests are left out.
  const listed = and(shown(posts), notBlocked(viewer, sql.raw(`"posts"."user_id"`)));
  const [recentRows, helpedRows] = await Promise.all([
    selectPosts(db, viewer)
      .where(and(eq(posts.userId, userId), sql`${posts.isPublic}`, listed))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(PROFILE_ACTIVITY_SIZE),
    selectPosts(db, viewer)
      .where(
        and(eq(posts.helperId, userId), sql`${posts.isPublic}`, sql`${posts.status} = 'resolved'`, listed),
      )
      .orderBy(sql`${posts.statusChangedAt} desc nulls last`, desc(posts.id))
      .limit(PROFILE_ACTIVITY_SIZE),
  ]);
  return {
    recent_posts: postViewsOf(viewer, recentRows, now),
    help_given: postViewsOf(viewer, helpedRows, now),
  };
}

/**
 * The members the author may name as the helper of a request (docs/product.md §10): who commented on it and
 * who shares a thread with the author, newest contact first, at most 50, leaving out members blocked either way
 * with the author (§12); for the status form.
 * @throws AppError NOT_FOUND (missing or someone else's draft), FORBIDDEN (neither author nor admin).
 */
export async function helperCandidates(
  db: DbOrTx,
  viewer: Viewer,
  postId: number,
): Promise<{ id: number; name: string }[]> {
  const [post] = await db
    .select({ id: posts.id, userId: posts.userId, isPublic: posts.isPublic })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post || !(post.isPublic || post.userId === viewer.id || viewer.isAdmin)) {
    throw AppError.notFound("post_not_found");
  }
  if (post.userId !== viewer.id && !viewer.isAdmin) {
    throw AppError.forbidden("status_change_forbidden");
  }
  if (post.userId === null) return [];
  const authorId = post.userId;
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select u.id, u.name from ${users} u join (
          select c.user_id as id, max(c.created_at) as at from ${comments} c
            where c.post_id = ${post.id} and c.user_id is not null group by 1
          union all
          select tp.user_id as id, t.updated_at as at from ${threadParticipants} me
            join ${threads} t on t.id = me.thread_id
            join ${threadParticipants} tp on tp.thread_id = me.thread_id and tp.user_id <> ${authorId}
            where me.user_id = ${authorId}
        ) contact on contact.id = u.id
        where u.deleted_at is null and u.id <> ${authorId} and ${notBlocked({ id: authorId }, sql`u.id`)}
        group by u.id, u.name order by max(contact.at) desc limit 50`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}
