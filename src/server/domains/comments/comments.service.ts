/**
 * Comments on posts (spec.md §2 Post detail comment form, §3 Comment, §5 "Comment cannot be empty",
 * §7 POST /api/comments). Only posts the viewer may see can be commented on (drafts: their author only).
 */
import { and, eq } from "drizzle-orm";
import { copy } from "../../../shared/copy.ts";
import { relativeJa, toApiDate } from "../../../shared/dates.ts";
import { type CommentView, ZCreateCommentInput } from "../../../shared/schemas/comments.ts";
import type { Database } from "../../db/client.ts";
import { comments, posts, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";
import { visibleTo } from "../posts/posts.queries.ts";

/**
 * Adds the viewer's comment to a post. The post's `updated_at` is left alone (a comment is not an edit).
 * @returns the new comment (spec.md §3 Comment).
 * @throws AppError VALIDATION (422: コメントを入力してください。, length), NOT_FOUND (missing post, others' draft).
 */
export async function addComment(db: Database, viewer: Viewer, raw: unknown): Promise<CommentView> {
  const input = parseInput(ZCreateCommentInput, raw);
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, input.post_id), visibleTo(viewer, true)))
    .limit(1);
  if (!post) throw AppError.notFound(copy.errors.postNotFound);
  const [created] = await db
    .insert(comments)
    .values({ postId: post.id, userId: viewer.id, body: input.body })
    .returning({ id: comments.id, body: comments.body, createdAt: comments.createdAt });
  if (!created) throw new AppError("INTERNAL", "insert returned no row");
  const [author] = await db
    .select({ name: users.name, avatarPath: users.avatarPath })
    .from(users)
    .where(eq(users.id, viewer.id))
    .limit(1);
  return {
    id: created.id,
    body: created.body,
    user: author
      ? { id: viewer.id, name: author.name, avatar_url: storageUrl(author.avatarPath) }
      : { id: viewer.id, name: viewer.name, avatar_url: null },
    created_at: toApiDate(created.createdAt),
    created_at_relative: relativeJa(created.createdAt, new Date()),
  };
}
