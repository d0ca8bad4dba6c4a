/**
 * The author's request for a review of content an administrator hid (docs/product.md §12 Reporting and
 * moderation), and the member's own open reports (their 通報 buttons read 通報済み). A review request is kept in
 * `moderation_log` (action `review_request`, the author's message as its note): one per item, ever; it reopens the
 * reports the administrator's `hide` resolved, so the item is back in the open queue, marked with the request.
 */
import { and, eq, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { MyReports, RequestReviewResult, TRequestReviewData } from "#shared/schemas/safety.ts";
import { type Database, queryRows } from "../../db/client.ts";
import { moderationLog } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { REVIEW_REQUEST } from "./moderation.service.ts";
import { MODERATED_TABLES } from "./reports.service.ts";

/**
 * safety.requestReview `{target_type, target_id, message?}` (docs/product.md §12): the author of a post, comment,
 * board message or thread message an administrator hid (`moderation: "removed"`) asks for a review, once per item.
 * Logged, and the reports resolved by the latest `hide` are open again (one per reporter), so the item is back
 * in the queue. Requests of one item take turns (a row lock on it), so two at once still make one.
 * @returns `{target_type, target_id, message}` (copy.safety.review.sent).
 * @throws AppError VALIDATION (`target_id`: missing; not hidden by an administrator; already requested),
 *   FORBIDDEN (not its author).
 */
export async function requestReview(
  db: Database,
  viewer: Viewer,
  input: TRequestReviewData,
): Promise<RequestReviewResult> {
  const table = MODERATED_TABLES[input.target_type];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: table.userId, moderation: table.moderation })
      .from(table)
      .where(eq(table.id, input.target_id))
      .limit(1)
      .for("update");
    if (!row) throw AppError.validation({ target_id: [copy.safety.report.targetMissing] });
    if (row.userId !== viewer.id) throw AppError.forbidden();
    if (row.moderation !== "removed") {
      throw AppError.validation({ target_id: [copy.safety.review.notHidden] });
    }
    const [already] = await tx
      .select({ id: moderationLog.id })
      .from(moderationLog)
      .where(
        and(
          eq(moderationLog.action, REVIEW_REQUEST),
          eq(moderationLog.targetType, input.target_type),
          eq(moderationLog.targetId, input.target_id),
        ),
      )
      .limit(1);
    if (already) throw AppError.validation({ target_id: [copy.safety.review.duplicate] });
    await tx.insert(moderationLog).values({
      adminId: null,
      action: REVIEW_REQUEST,
      targetType: input.target_type,
      targetId: input.target_id,
      reportId: null,
      note: input.message ?? null,
    });
    // Each reporter's newest report resolved by `hide` opens again, unless they have an open one of it already
    // (the partial unique index allows one open report per reporter and target).
    await tx.execute(
      sql`update reports r set status = 'open', resolution = null, resolved_by = null, resolved_at = null
           where r.id in (select max(h.id) from reports h
                           where h.target_type = ${input.target_type} and h.target_id = ${input.target_id}
                             and h.status = 'resolved' and h.resolution = 'hide'
                           group by h.reporter_id)
             and not exists (select 1 from reports o where o.status = 'open' and o.reporter_id = r.reporter_id
                              and o.target_type = r.target_type and o.target_id = r.target_id)`,
    );
    return { target_type: input.target_type, target_id: input.target_id, message: copy.safety.review.sent };
  });
}

/** How many open reports safety.myReports lists at most (10 reports an hour keeps real lists far below). */
const MY_REPORTS_MAX = 500;

/**
 * safety.myReports (docs/product.md §12 Reporting): the targets of the viewer's open reports, newest first, at
 * most 500. @returns `{items: {target_type, target_id}[]}`.
 */
export async function listMyReports(db: Database, viewer: Viewer): Promise<MyReports> {
  const rows = await queryRows<{ target_type: MyReports["items"][number]["target_type"]; target_id: number }>(
    db,
    sql`select target_type, target_id from reports where reporter_id = ${viewer.id} and status = 'open'
         order by created_at desc, id desc limit ${MY_REPORTS_MAX}`,
  );
  return { items: rows.map((row) => ({ target_type: row.target_type, target_id: Number(row.target_id) })) };
}
