/**
 * Thanks and ratings (docs/product.md §10 Thanks and ratings): after a request is resolved with a named helper,
 * its author rates the helper and the helper rates the author, once each; a member's ratings are counted on the
 * profile and listed page by page.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { relativeJa, toApiDate } from "#shared/dates.ts";
import { pageMeta } from "#shared/pagination.ts";
import type {
  Rating,
  Ratings,
  ReviewPage,
  ReviewView,
  TCreateReviewData,
  TUserReviewsData,
} from "#shared/schemas/requests.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { posts, reviews, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { notify } from "../notifications/notifications.service.ts";
import { isBlockedEitherWay } from "../safety/blocks.queries.ts";
import { requestTitleFor } from "../safety/hidden-content.ts";

/** Reviews a page. */
export const REVIEWS_PER_PAGE = 15;

/** True for PostgreSQL's unique violation (a second review raced past the check). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Rates the other side of a resolved request (docs/product.md §10): the author rates the helper, the helper the
 * author, once each.
 * @param input `{post_id, rating, comment}`.
 * @returns the stored review as a ReviewView.
 * @throws AppError NOT_FOUND (missing post or someone else's draft), FORBIDDEN (neither author nor helper;
 *   copy.safety.block.cannotReview when either blocked the other, §12), VALIDATION (not resolved with a helper,
 *   the other side's account is gone, or already reviewed).
 */
export async function createReview(
  db: DbOrTx,
  viewer: Viewer,
  input: TCreateReviewData,
): Promise<ReviewView> {
  const [post] = await db
    .select({
      id: posts.id,
      title: posts.title,
      userId: posts.userId,
      helperId: posts.helperId,
      status: posts.status,
      isPublic: posts.isPublic,
      moderation: posts.moderation,
    })
    .from(posts)
    .where(eq(posts.id, input.post_id))
    .limit(1);
  if (!post || (!post.isPublic && post.userId !== viewer.id)) throw AppError.notFound("post_not_found");
  const isAuthor = post.userId === viewer.id;
  const isHelper = post.helperId !== null && post.helperId === viewer.id;
  if (!isAuthor && !isHelper) throw AppError.forbidden("review_forbidden");
  const revieweeId = isAuthor ? post.helperId : post.userId;
  if (post.status !== "resolved" || revieweeId === null) {
    throw AppError.validation({ rating: [copy.requests.errors.reviewNotReady] });
  }
  const [reviewee] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, revieweeId), sql`${users.deletedAt} is null`))
    .limit(1);
  if (!reviewee) throw AppError.validation({ rating: [copy.requests.errors.reviewNotReady] });
  // docs/product.md §12 Blocking: no review between members when either blocked the other.
  if (await isBlockedEitherWay(db, viewer.id, revieweeId)) {
    throw AppError.forbidden("review_blocked");
  }
  const twice = () => AppError.validation({ rating: [copy.requests.errors.reviewTwice] });
  let created: { id: number; createdAt: Date } | undefined;
  try {
    [created] = await db
      .insert(reviews)
      .values({
        postId: post.id,
        reviewerId: viewer.id,
        revieweeId,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id, createdAt: reviews.createdAt });
  } catch (error) {
    if (isUniqueViolation(error)) throw twice();
    throw error;
  }
  if (!created) throw twice();
  // The reviewee is told (docs/product.md §11); the job reads the review when it runs.
  await notify(db, { kind: "review", reviewId: created.id });
  const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, viewer.id)).limit(1);
  return {
    id: created.id,
    rating: input.rating,
    rating_label: copy.requests.rating[input.rating],
    comment: input.comment,
    post: { id: post.id, title: requestTitleFor(viewer, post) },
    reviewer: { id: viewer.id, name: me?.name ?? "" },
    created_at: toApiDate(created.createdAt),
    created_at_relative: relativeJa(created.createdAt),
  };
}

/**
 * The reviews a member received, newest first, 15 a page (docs/product.md §10; GET /api/users/{id}/reviews).
 * Reviews of drafts are left out (their titles are private); a request hidden by moderation reads the
 * placeholder as its title to everyone but its author and administrators (§12).
 * @throws AppError NOT_FOUND (copy.profile.notFound) for an unknown or deleted member.
 */
export async function listUserReviews(
  db: DbOrTx,
  viewer: Viewer | null,
  input: TUserReviewsData,
): Promise<ReviewPage> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.user_id), sql`${users.deletedAt} is null`))
    .limit(1);
  if (!member) throw AppError.notFound("user_not_found");
  const where = and(eq(reviews.revieweeId, input.user_id), sql`${posts.isPublic}`);
  const [countRows, rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(posts, eq(posts.id, reviews.postId))
      .where(where),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        postId: posts.id,
        postTitle: posts.title,
        postModeration: posts.moderation,
        postAuthorId: posts.userId,
        reviewerId: reviews.reviewerId,
        reviewerName: users.name,
        reviewerDeletedAt: users.deletedAt,
      })
      .from(reviews)
      .innerJoin(posts, eq(posts.id, reviews.postId))
      .leftJoin(users, eq(users.id, reviews.reviewerId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((input.page - 1) * REVIEWS_PER_PAGE),
  ]);
  const now = new Date();
  const data = rows.map((row) =>
    reviewView(
      row,
      {
        id: row.postId,
        title: requestTitleFor(viewer, {
          title: row.postTitle,
          moderation: row.postModeration,
          userId: row.postAuthorId,
        }),
      },
      now,
    ),
  );
  return {
    data,
    meta: pageMeta(input.page, REVIEWS_PER_PAGE, Number(countRows[0]?.total ?? 0), data.length),
  };
}

/** Rating counts of several members in one query (the profile answer's `ratings`). */
export async function ratingsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, Ratings>> {
  const byUser = new Map<number, Ratings>();
  for (const id of userIds) byUser.set(id, { good: 0, normal: 0, bad: 0 });
  if (userIds.length === 0) return byUser;
  const rows = await queryRows<{ reviewee_id: number; rating: Rating; count: number }>(
    db,
    sql`select reviewee_id, rating, count(*)::int as count from ${reviews}
        where reviewee_id = any(${sql.raw(`'{${userIds.map((id) => Math.trunc(id)).join(",")}}'::int[]`)})
        group by 1, 2`,
  );
  for (const row of rows) {
    const ratings = byUser.get(Number(row.reviewee_id));
    if (ratings && row.rating in ratings) ratings[row.rating] = Number(row.count);
  }
  return byUser;
}

/**
 * The reviews of one request, oldest first (docs/product.md §10; GET /api/posts/{id}/reviews): public like the
 * request; the detail page shows them and offers the form to whoever has not reviewed yet. A request hidden by
 * moderation reads the placeholder as its title to everyone but its author and administrators (§12).
 * @throws AppError NOT_FOUND (missing post or someone else's draft).
 */
export async function listPostReviews(
  db: DbOrTx,
  viewer: Viewer | null,
  postId: number,
): Promise<ReviewView[]> {
  const [post] = await db
    .select({
      id: posts.id,
      title: posts.title,
      userId: posts.userId,
      isPublic: posts.isPublic,
      moderation: posts.moderation,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post || (!post.isPublic && (viewer === null || post.userId !== viewer.id))) {
    throw AppError.notFound("post_not_found");
  }
  const shown = { id: post.id, title: requestTitleFor(viewer, post) };
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      reviewerId: reviews.reviewerId,
      reviewerName: users.name,
      reviewerDeletedAt: users.deletedAt,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.postId, postId))
    .orderBy(reviews.createdAt, reviews.id);
  const now = new Date();
  return rows.map((row) => reviewView(row, shown, now));
}

/** A stored review as the API shows it; a deleted reviewer is shown as null. */
function reviewView(
  row: {
    id: number;
    rating: string;
    comment: string | null;
    createdAt: Date;
    reviewerId: number | null;
    reviewerName: string | null;
    reviewerDeletedAt: Date | null;
  },
  post: { id: number; title: string },
  now: Date,
): ReviewView {
  return {
    id: row.id,
    rating: row.rating as Rating,
    rating_label: copy.requests.rating[row.rating as Rating],
    comment: row.comment,
    post: { id: post.id, title: post.title },
    reviewer:
      row.reviewerId !== null && row.reviewerName !== null && row.reviewerDeletedAt === null
        ? { id: row.reviewerId, name: row.reviewerName }
        : null,
    created_at: toApiDate(row.createdAt),
    created_at_relative: relativeJa(row.createdAt, now),
  };
}
