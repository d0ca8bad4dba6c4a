/**
 * Reports (通報) of posts, comments, board messages, thread messages and members (docs/product.md §12 Reporting
 * and moderation). A member reports a target once while that report is open; when REPORTS_TO_HIDE (3) different
 * members have open reports on a post, comment or message, it is hidden pending review (`moderation =
 * 'pending'`): others stop seeing it, its author sees it marked 審査中. The gate (member) is the adapters'.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import {
  REPORTS_TO_HIDE,
  type ReportTargetType,
  type ReportView,
  type TCreateReportData,
} from "#shared/schemas/safety.ts";
import { type Database, type DbOrTx, queryRows } from "../../db/client.ts";
import {
  comments,
  messages,
  posts,
  publicMessages,
  reports,
  threadParticipants,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { visibleTo } from "../posts/posts.queries.ts";

/** A reported target as found: its author (null when gone) and whether it carries a moderation state. */
interface FoundTarget {
  authorId: number | null;
  moderated: boolean;
}

/** The table holding the moderation state of each content type (users have none). */
export const MODERATED_TABLES = {
  post: posts,
  comment: comments,
  public_message: publicMessages,
  message: messages,
} as const;

/**
 * The target of a report as the viewer may report it, or a 422/403.
 * @throws AppError VALIDATION `{target_id: [copy.safety.report.targetMissing]}` (missing, a draft of someone
 *   else, a withdrawn member), FORBIDDEN (copy.safety.report.notParticipant: a thread message of other people).
 */
async function findTarget(
  db: DbOrTx,
  viewer: Viewer,
  type: ReportTargetType,
  id: number,
): Promise<FoundTarget> {
  const missing = () => AppError.validation({ target_id: [copy.safety.report.targetMissing] });
  if (type === "user") {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1);
    if (!user) throw missing();
    return { authorId: user.id, moderated: false };
  }
  if (type === "post") {
    const [post] = await db
      .select({ userId: posts.userId })
      .from(posts)
      .where(and(eq(posts.id, id), visibleTo(viewer, true)))
      .limit(1);
    if (!post) throw missing();
    return { authorId: post.userId, moderated: true };
  }
  if (type === "comment") {
    const [comment] = await db
      .select({ userId: comments.userId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(eq(comments.id, id), visibleTo(viewer, true)))
      .limit(1);
    if (!comment) throw missing();
    return { authorId: comment.userId, moderated: true };
  }
  if (type === "public_message") {
    const [message] = await db
      .select({ userId: publicMessages.userId })
      .from(publicMessages)
      .where(eq(publicMessages.id, id))
      .limit(1);
    if (!message) throw missing();
    return { authorId: message.userId, moderated: true };
  }
  const [message] = await db
    .select({ userId: messages.userId, participant: threadParticipants.userId })
    .from(messages)
    .leftJoin(
      threadParticipants,
      and(eq(threadParticipants.threadId, messages.threadId), eq(threadParticipants.userId, viewer.id)),
    )
    .where(eq(messages.id, id))
    .limit(1);
  if (!message) throw missing();
  if (message.participant === null) throw AppError.forbidden(copy.safety.report.notParticipant);
  return { authorId: message.userId, moderated: true };
}

/**
 * POST /api/reports and safety.report (docs/product.md §12): records the viewer's report; with the third
 * different member's open report a post, comment or message is hidden pending review.
 * @param input `{target_type, target_id, reason, detail?}`.
 * @returns the report `{id, target_type, target_id, reason, status: 'open', created_at}`.
 * @throws AppError VALIDATION (target missing, oneself or one's own content, an open report of the same target
 *   by the viewer: copy.safety.report.duplicate), FORBIDDEN (a thread message of other people).
 */
export async function createReport(
  db: Database,
  viewer: Viewer,
  input: TCreateReportData,
): Promise<ReportView> {
  const target = await findTarget(db, viewer, input.target_type, input.target_id);
  if (target.authorId === viewer.id) {
    throw AppError.validation({ target_id: [copy.safety.report.cannotSelf] });
  }
  return db.transaction(async (tx) => {
    // The partial unique index (reporter, target) where open makes parallel duplicates fail here too.
    const [created] = await tx
      .insert(reports)
      .values({
        reporterId: viewer.id,
        targetType: input.target_type,
        targetId: input.target_id,
        targetUserId: target.authorId,
        reason: input.reason,
        detail: input.detail ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw AppError.validation({ target_id: [copy.safety.report.duplicate] });
    if (target.moderated && input.target_type !== "user") {
      await hideWhenReportedEnough(tx, input.target_type, input.target_id);
    }
    return {
      id: created.id,
      target_type: input.target_type,
      target_id: created.targetId,
      reason: input.reason,
      status: "open",
      created_at: toApiDate(created.createdAt),
    };
  });
}

/** Hides a shown target pending review once REPORTS_TO_HIDE different members have open reports on it. */
async function hideWhenReportedEnough(tx: DbOrTx, type: Exclude<ReportTargetType, "user">, id: number) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(distinct reporter_id)::int as n from reports
         where status = 'open' and target_type = ${type} and target_id = ${id}`,
  );
  if (Number(row?.n ?? 0) < REPORTS_TO_HIDE) return;
  const table = MODERATED_TABLES[type];
  await tx
    .update(table)
    .set({ moderation: "pending" })
    .where(and(eq(table.id, id), isNull(table.moderation)));
}
