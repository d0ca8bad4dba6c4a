/**
 * The window of comment mails (docs/product.md §11 E-mail): once a member was mailed about comments on a post (a
 * `comment` on their request, or a `reply` on one they commented on), the further comment mails about that post
 * wait until COMMENT_MAIL_BATCH.windowMinutes after that mail and go out as one (comment-mail-batch.ts). The
 * window is read from what the schema already records, each notification's `mailed_at`, so it needs no table of
 * its own; the decision and the batch job are made under a transaction-scoped advisory lock per member and post,
 * so mail jobs and batches running at once on several instances agree on it.
 */
import { sql } from "drizzle-orm";
import { COMMENT_MAIL_BATCH } from "#shared/constants.ts";
import type { NotificationType } from "#shared/schemas/notifications.ts";
import { queryRows, type Transaction } from "../../db/client.ts";
import { enqueueJob, pendingJobSql } from "../../jobs/queue.ts";

/** The queue of batched comment mails. */
export const COMMENT_BATCH_QUEUE = "comment-mail-batch";

/** A batch job: the comment mails of one member about one post. */
export interface CommentBatchJob {
  userId: number;
  postId: number;
}

/** The kinds whose mails are batched per post. */
export const BATCHED_KINDS: readonly NotificationType[] = ["comment", "reply"];

/** SQL: the kinds of BATCHED_KINDS, for `type in (…)`. */
export const batchedKindsSql = sql.join(
  BATCHED_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/**
 * Waits for the other comment-mail decisions of the member about the post (a transaction-scoped advisory lock,
 * released at commit or rollback; the key is a 64-bit hash of the pair).
 */
export async function lockCommentMails(tx: Transaction, { userId, postId }: CommentBatchJob): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`comment-mail:${userId}:${postId}`}, 0))`,
  );
}

/**
 * Decides whether a comment or reply mail of the member about the post goes now or waits for a batch: it waits
 * when the member was mailed about the post's comments less than COMMENT_MAIL_BATCH.windowMinutes ago (its own
 * mail, a batch or a digest). Then it makes sure one batch job is queued to run at the end of that window.
 * Call it with the lock of `lockCommentMails` held (in the same transaction).
 * @returns true when the mail waits for the batch (the caller sends nothing), false when it goes now.
 */
export async function holdForCommentBatch(tx: Transaction, job: CommentBatchJob): Promise<boolean> {
  const [window] = await queryRows<{ ends_at: Date | string }>(
    tx,
    sql`select max(mailed_at) + make_interval(mins => ${COMMENT_MAIL_BATCH.windowMinutes}) as ends_at
        from notifications
        where user_id = ${job.userId} and post_id = ${job.postId} and type in (${batchedKindsSql})
          and mailed_at > now() - make_interval(mins => ${COMMENT_MAIL_BATCH.windowMinutes})`,
  );
  if (!window?.ends_at) return false;
  const [queued] = await queryRows<{ queued: boolean }>(
    tx,
    sql`select ${pendingJobSql(
      COMMENT_BATCH_QUEUE,
      sql`(j.data ->> 'userId')::int = ${job.userId} and (j.data ->> 'postId')::int = ${job.postId}`,
    )} as queued`,
  );
  if (!queued?.queued) {
    const startAfter = window.ends_at instanceof Date ? window.ends_at : new Date(window.ends_at);
    await enqueueJob(tx, COMMENT_BATCH_QUEUE, job, { startAfter });
  }
  return true;
}
