/**
 * Comments on posts (docs/product.md §2 Post detail comment form, §3 Comment, §5 "Comment cannot be empty",
 * §7 POST /api/comments). Only posts the viewer may see can be commented on (drafts: their author only).
 */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { relativeJa, toApiDate } from "#shared/dates.ts";
import type { CommentView, TCreateCommentData } from "#shared/schemas/comments.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { comments, posts, users } from "../../db/schema/index.ts";
import { openableBy, visibleTo } from "../../db/visibility.ts";
import { AppError } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import { storageUrl } from "../../media/storage-url.ts";
import type { Viewer } from "../../viewer.ts";
import { notify } from "../notifications/notifications.service.ts";
import { assertMayAnswer } from "../organizations/answer-requirements.service.ts";
import { isBlockedEitherWay } from "../safety/blocks.queries.ts";
import { queueWebhookEvent } from "../webhooks/webhook-queue.ts";

/** The most comments a post detail shows. */
const COMMENTS_PER_POST = 500;

/** A comment row with its author (null columns when the author is gone). */
interface CommentRow {
  id: number;
  body: string;
  createdAt: Date;
  userId: number | null;
  userName: string | null;
  userAvatar: string | null;
  userDeletedAt: Date | null;
  moderation: string | null;
}

/** A comment as docs/product.md §3 Comment shows it: `user` null when the author left. */
function toCommentView(row: CommentRow, now: Date): CommentView {
  return {
    id: row.id,
    body: row.body,
    user:
      row.userId === null || row.userName === null || row.userDeletedAt !== null
        ? null
        : { id: row.userId, name: row.userName, avatar_url: storageUrl(row.userAvatar) },
    created_at: toApiDate(row.createdAt),
    created_at_relative: relativeJa(row.createdAt, now),
    ...(row.moderation === "pending" || row.moderation === "removed" ? { moderation: row.moderation } : {}),
  };
}

/**
 * The comment statements of the post detail, built once per database handle (a select's SQL text costs more CPU
 * to build than PostgreSQL spends answering it; docs/decisions/016-hot-reads-built-once.md): a visitor's, and a
 * member's with their own hidden comments and blocks either way.
 */
function buildPrepared(db: DbOrTx) {
  const postId = sql.placeholder("postId");
  const viewerId = sql.placeholder("viewerId");
  const select = (where: SQL) =>
    db
      .select({
        id: comments.id,
        body: comments.body,
        createdAt: comments.createdAt,
        userId: comments.userId,
        userName: users.name,
        userAvatar: users.avatarPath,
        userDeletedAt: users.deletedAt,
        moderation: comments.moderation,
      })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(and(eq(comments.postId, postId), where))
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(COMMENTS_PER_POST);
  return {
    forVisitor: select(visibleTo(null, comments)).prepare("comments_of_post"),
    forMember: select(visibleTo({ id: viewerId }, comments)).prepare("comments_of_post_for_member"),
  };
}

const preparedByDb = new WeakMap<DbOrTx, ReturnType<typeof buildPrepared>>();

/** The comment statements of `db` (built on first use). */
function preparedOf(db: DbOrTx): ReturnType<typeof buildPrepared> {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = buildPrepared(db);
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

/**
 * The comments of post `postId`, oldest first, at most 500 (docs/product.md §2 Post detail). The caller has
 * checked that the viewer may see the post. `now` anchors the relative times. Hidden comments are shown only to
 * their author (marked), and comments of members the viewer blocked or who blocked the viewer are left out
 * (docs/product.md §12; one NOT EXISTS for the list).
 */
export async function commentsOf(
  db: DbOrTx,
  postId: number,
  now: Date = new Date(),
  viewer: Viewer | null = null,
): Promise<CommentView[]> {
  const prepared = preparedOf(db);
  const rows = viewer
    ? await prepared.forMember.execute({ postId, viewerId: viewer.id })
    : await prepared.forVisitor.execute({ postId });
  return rows.map((row) => toCommentView(row, now));
}

/**
 * The per-member limit on new comments (docs/product.md §9 Rate limits): one hit in the bucket
 * `comments:<member id>`, at most WRITE_LIMITS.comments.max (30) per WRITE_LIMITS.comments.windowSeconds
 * (10 minutes), shared by both transports and every instance. Both adapters take it before addComment; REST writes
 * the returned state as X-RateLimit-*.
 * @throws AppError TOO_MANY_REQUESTS (429: copy.limits.comments for people, `Too Many Attempts.` on the wire).
 */
export function takeCommentLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = WRITE_LIMITS.comments;
  return takeRateLimit(
    db,
    `comments:${viewer.id}`,
    max,
    windowSeconds,
    copy.limits.comments(max, windowSeconds),
  );
}

/**
 * Adds the viewer's comment to a post (docs/product.md §2 Post detail, §5). The post's `updated_at` is left
 * alone (a comment is not an edit). The gate (verified e-mail) is the transport's.
 * @param input the checked comment: `post_id`, trimmed `body`.
 * @returns the new comment (docs/product.md §3 Comment).
 * @throws AppError NOT_FOUND (missing post, or someone else's draft), FORBIDDEN (copy.safety.block.cannotComment:
 *   the author and the viewer blocked one another, docs/product.md §12; verification_required: the category asks
 *   for a check by an organisation, docs/product.md "Organisations").
 */
export async function addComment(
  db: DbOrTx,
  viewer: Viewer,
  input: TCreateCommentData,
): Promise<CommentView> {
  const [post] = await db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, input.post_id), openableBy(viewer, posts)))
    .limit(1);
  if (!post) throw AppError.notFound("post_not_found");
  // docs/product.md §12 Blocking: no comments between members when either blocked the other.
  if (post.userId !== null && (await isBlockedEitherWay(db, viewer.id, post.userId))) {
    throw AppError.forbidden("comment_blocked");
  }
  // docs/product.md "Organisations": a category may ask a check by an organisation of whoever answers its requests.
  await assertMayAnswer(db, viewer, post.id);
  // The notification job is queued in the same transaction: it exists exactly when the comment does (§11).
  const [created] = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(comments)
      .values({ postId: post.id, userId: viewer.id, body: input.body })
      .returning({ id: comments.id, body: comments.body, createdAt: comments.createdAt });
    if (rows[0]) await notify(tx, { kind: "comment", commentId: rows[0].id });
    // The post's author's webhooks hear of it from a job queued with it (docs/product.md "Webhooks").
    if (rows[0]) await queueWebhookEvent(tx, { type: "comment.created", commentId: rows[0].id });
    return rows;
  });
  if (!created) throw AppError.internal("insert returned no row");
  const [author] = await db
    .select({ name: users.name, avatarPath: users.avatarPath })
    .from(users)
    .where(eq(users.id, viewer.id))
    .limit(1);
  return toCommentView(
    {
      ...created,
      userId: viewer.id,
      userName: author?.name ?? viewer.name,
      userAvatar: author?.avatarPath ?? null,
      userDeletedAt: null,
      moderation: null,
    },
    new Date(),
  );
}
