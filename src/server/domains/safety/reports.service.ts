/**
 * Reports (通報) of posts, comments, board messages, thread messages and members (docs/product.md §12 Reporting
 * and moderation). A member reports a target once while that report is open; when REPORTS_TO_HIDE (3) different
 * counting members (counting-reporters.ts) have open reports on a post, comment or message, it is hidden pending
 * review (`moderation = 'pending'`): others stop seeing it, its author sees it marked 審査中. Other members'
 * reports wait in the queue only. The gate (member) and the limits (takeReportLimits) are the adapters'.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { WRITE_LIMITS } from "#shared/constants.ts";
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
import { openableBy, shown } from "../../db/visibility.ts";
import { AppError } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import type { Viewer } from "../../viewer.ts";
import { countsTowardHidingSql } from "./counting-reporters.ts";

/** The bucket of the per-address report limit (docs/product.md §9 Rate limits). */
export function reportAddressKey(ipAddress: string | undefined): string {
  return `reports-ip:${ipAddress ?? ""}`;
}

/**
 * The report limits (docs/product.md §9 Rate limits), taken by both adapters before createReport: one hit in
 * `reports:<member id>` (WRITE_LIMITS.reports, 10 an hour), then one in `reports-ip:<client address>`
 * (WRITE_LIMITS.reportsPerAddress, 30 an hour, whoever is signed in). The member's own limit goes first, so a
 * member refused by it does not use up the address's reports. Reserved before the target is looked at: a
 * refused or failed report stores nothing, and an accepted one counts.
 * @returns the member bucket's state, for REST's X-RateLimit-* (the tighter of the two for one member).
 * @throws AppError TOO_MANY_REQUESTS (429: copy.limits.reports or copy.limits.reportsPerAddress for people,
 *   `Too Many Attempts.` on the wire, Retry-After and X-RateLimit-* of the bucket that refused).
 */
export async function takeReportLimits(
  db: Database,
  viewer: Viewer,
  ipAddress: string | undefined,
): Promise<RateLimitResult> {
  const member = WRITE_LIMITS.reports;
  const address = WRITE_LIMITS.reportsPerAddress;
  const state = await takeRateLimit(
    db,
    `reports:${viewer.id}`,
    member.max,
    member.windowSeconds,
    copy.limits.reports(member.max, member.windowSeconds),
  );
  await takeRateLimit(
    db,
    reportAddressKey(ipAddress),
    address.max,
    address.windowSeconds,
    copy.limits.reportsPerAddress(address.max, address.windowSeconds),
  );
  return state;
}

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
      .where(and(eq(posts.id, id), openableBy(viewer, posts)))
      .limit(1);
    if (!post) throw missing();
    return { authorId: post.userId, moderated: true };
  }
  if (type === "comment") {
    const [comment] = await db
      .select({ userId: comments.userId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(eq(comments.id, id), openableBy(viewer, posts)))
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
  if (message.participant === null) throw AppError.forbidden("report_not_participant");
  return { authorId: message.userId, moderated: true };
}

/**
 * POST /api/reports and safety.report (docs/product.md §12): records the viewer's report and whether the viewer
 * counts towards hiding now (counting-reporters.ts); with the third different counting member's open report a
 * post, comment or message is hidden pending review. Anyone else's report only waits in the queue.
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
    if (target.moderated && input.target_type !== "user") {
      // Reports of one target take turns (a row lock until commit): parallel reports each see the ones before
      // them when counting, so the third counting report hides it however fast they come.
      const table = MODERATED_TABLES[input.target_type];
      await tx.select({ id: table.id }).from(table).where(eq(table.id, input.target_id)).for("update");
    }
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
        countsTowardHiding: sql`${countsTowardHidingSql(viewer.id)}`,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw AppError.validation({ target_id: [copy.safety.report.duplicate] });
    // A report that does not count cannot change the count: nothing to check.
    if (created.countsTowardHiding && target.moderated && input.target_type !== "user") {
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

/**
 * Hides a shown target pending review once REPORTS_TO_HIDE different members have open reports on it that
 * counted towards hiding (recorded when each was made).
 */
async function hideWhenReportedEnough(tx: DbOrTx, type: Exclude<ReportTargetType, "user">, id: number) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(distinct reporter_id)::int as n from reports
         where status = 'open' and target_type = ${type} and target_id = ${id} and counts_toward_hiding`,
  );
  if (Number(row?.n ?? 0) < REPORTS_TO_HIDE) return;
  const table = MODERATED_TABLES[type];
  await tx
    .update(table)
    .set({ moderation: "pending" })
    .where(and(eq(table.id, id), shown(table)));
}
