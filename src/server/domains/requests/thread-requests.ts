/**
 * The request a private thread is about (docs/product.md §10 Threads about a request): opening a thread from a
 * post's 「投稿者にメッセージ」 records that post on the pair's one thread (a later post replaces it), and the
 * thread list and screen show its title and status. Kept here so the threads domain calls two functions only.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { PostStatus, ThreadRequest } from "#shared/schemas/requests.ts";
import type { DbOrTx } from "../../db/client.ts";
import { posts, threads } from "../../db/schema/index.ts";
import { shown } from "../../db/visibility.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { requestTitleFor } from "../safety/hidden-content.ts";

/**
 * Records `postId` as the request of `threadId` when the viewer opens the thread about it. The post must be
 * visible to the viewer and written by one of the two members (the viewer or `partnerId`).
 * @throws AppError VALIDATION (post_id: copy.validation.invalidChoice) otherwise.
 */
export async function setThreadRequest(
  tx: DbOrTx,
  viewer: Viewer,
  partnerId: number,
  threadId: number,
  postId: number,
): Promise<void> {
  const [post] = await tx
    .select({ userId: posts.userId, isPublic: posts.isPublic, hidden: sql<boolean>`not ${shown(posts)}` })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  const visible = post && (post.isPublic || post.userId === viewer.id);
  const ofThePair = post && (post.userId === viewer.id || post.userId === partnerId);
  if (!visible || !ofThePair) {
    throw AppError.validation({ post_id: [copy.validation.invalidChoice(copy.fields.post_id)] });
  }
  // docs/product.md §12 Reporting and moderation: nobody but its author starts a conversation about a request
  // hidden by moderation (its page offers no 投稿者にメッセージ).
  if (post.hidden && post.userId !== viewer.id) throw AppError.forbidden("post_hidden");
  await tx.update(threads).set({ postId }).where(eq(threads.id, threadId));
}

/**
 * The current request of each thread, as `viewer` may see it (a draft only for its author; a request hidden by
 * moderation with the placeholder as its title unless the viewer wrote it or is an administrator, docs/product.md
 * §12), by thread id; one query for any number of threads. Threads without a (visible) request are absent.
 */
export async function threadRequestsOf(
  db: DbOrTx,
  viewer: Viewer,
  threadIds: number[],
): Promise<Map<number, ThreadRequest>> {
  const byThread = new Map<number, ThreadRequest>();
  if (threadIds.length === 0) return byThread;
  const rows = await db
    .select({
      threadId: threads.id,
      id: posts.id,
      title: posts.title,
      status: posts.status,
      moderation: posts.moderation,
      userId: posts.userId,
    })
    .from(threads)
    .innerJoin(posts, eq(posts.id, threads.postId))
    .where(sql`${inArray(threads.id, threadIds)} and (${posts.isPublic} or ${posts.userId} = ${viewer.id})`);
  for (const row of rows) {
    const status = row.status as PostStatus;
    byThread.set(row.threadId, {
      id: row.id,
      title: requestTitleFor(viewer, row),
      status,
      status_label: copy.requests.status[status],
    });
  }
  return byThread;
}
