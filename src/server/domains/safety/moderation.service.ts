/**
 * The moderation queue and log (docs/product.md §12 Reporting and moderation): administrators read the reported
 * targets with their reports' reasons and counts, and act (dismiss, hide, restore, suspend the author); every
 * action is kept in `moderation_log`. Each function takes the acting administrator and checks the flag again
 * (their declarations gate with `gate: "admin"`, edge/define.ts).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import { pageMeta } from "#shared/pagination.ts";
import { paths } from "#shared/paths.ts";
import {
  MODERATION_PAGE_SIZE,
  type ModerationAction,
  type ModerationItem,
  type ModerationLogPage,
  type ModerationPage,
  type ModerationResult,
  type ReportReason,
  type ReportTargetType,
  type TAdminReportsData,
  type TModerateData,
  type TModerationLogData,
} from "#shared/schemas/safety.ts";
import { lineExcerpt } from "#shared/snippet.ts";
import { invalidateUserSessions } from "../../auth/sessions.ts";
import { type Database, type DbOrTx, queryRows } from "../../db/client.ts";
import { moderationLog, reports, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { notify } from "../notifications/notifications.service.ts";
import { MODERATED_TABLES } from "./reports.service.ts";

/** @throws AppError FORBIDDEN unless the viewer is an administrator. */
function assertAdmin(viewer: Viewer): void {
  if (!viewer.isAdmin) throw AppError.forbidden();
}

/** A target key. */
const keyOf = (type: string, id: number) => `${type}:${id}`;

interface GroupRow {
  id: number;
  target_type: ReportTargetType;
  target_id: number;
  n: number;
  latest_at: Date | string;
  resolution: ModerationAction | null;
}

type Content = NonNullable<ModerationItem["content"]>;

/** The reported contents of a page, by target key: one query per target type on the page, never per row. */
async function loadContents(db: DbOrTx, groups: GroupRow[]): Promise<Map<string, Content>> {
  const byType = new Map<ReportTargetType, number[]>();
  for (const group of groups)
    byType.set(group.target_type, [...(byType.get(group.target_type) ?? []), group.target_id]);
  const contents = new Map<string, Content>();
  for (const [type, ids] of byType) {
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const select =
      type === "user"
        ? sql`select u.id, null as title, coalesce(u.bio, '') as body, null as moderation, null as post_id,
                u.id as author_id, u.name as author_name, u.status as author_status from users u
               where u.id in (${idList})`
        : type === "post"
          ? sql`select t.id, t.title, t.body, t.moderation, t.id as post_id,
                  u.id as author_id, u.name as author_name, u.status as author_status
                from posts t left join users u on u.id = t.user_id where t.id in (${idList})`
          : type === "comment"
            ? sql`select t.id, null as title, t.body, t.moderation, t.post_id,
                    u.id as author_id, u.name as author_name, u.status as author_status
                  from comments t left join users u on u.id = t.user_id where t.id in (${idList})`
            : sql`select t.id, null as title, t.body, t.moderation, null as post_id,
                    u.id as author_id, u.name as author_name, u.status as author_status
                  from ${sql.raw(type === "message" ? "messages" : "public_messages")} t
                  left join users u on u.id = t.user_id where t.id in (${idList})`;
    const rows = await queryRows<{
      id: number;
      title: string | null;
      body: string;
      moderation: string | null;
      post_id: number | null;
      author_id: number | null;
      author_name: string | null;
      author_status: string | null;
    }>(db, select);
    for (const row of rows) {
      const url =
        type === "user"
          ? paths.profile(Number(row.id))
          : row.post_id !== null
            ? paths.post(Number(row.post_id))
            : type === "public_message"
              ? paths.home()
              : null;
      contents.set(keyOf(type, Number(row.id)), {
        title: row.title,
        body: row.body,
        author:
          row.author_id === null
            ? null
            : {
                id: Number(row.author_id),
                name: row.author_name ?? "",
                status: row.author_status ?? "active",
              },
        moderation: row.moderation === "pending" || row.moderation === "removed" ? row.moderation : null,
        url,
      });
    }
  }
  return contents;
}

/** The logged action of an author's request for a review (docs/product.md §12; review-requests.service.ts). */
export const REVIEW_REQUEST = "review_request";

/** A queue entry's review request from its log row. */
function reviewOf(
  row: { note: string | null; created_at: Date | string } | undefined,
): ModerationItem["review_request"] {
  return row ? { message: row.note, created_at: toApiDate(new Date(row.created_at)) } : null;
}

/**
 * GET /api/admin/reports?status=open|resolved&page and safety.adminReports: the reported targets, most recently
 * reported first, MODERATION_PAGE_SIZE (20) a page, each with its content, every report's reason, detail,
 * reporter and whether it counted towards hiding, and the counts (docs/product.md §12). Three queries for the page plus one per target type on it.
 * @returns `{data: ModerationItem[], meta}`. @throws AppError FORBIDDEN for a non-administrator.
 */
export async function listReports(
  db: Database,
  admin: Viewer,
  { status, page }: TAdminReportsData,
): Promise<ModerationPage> {
  assertAdmin(admin);
  const perPage = MODERATION_PAGE_SIZE;
  const [groups, totals] = await Promise.all([
    queryRows<GroupRow>(
      db,
      sql`select min(id)::int as id, target_type, target_id, count(*)::int as n, max(created_at) as latest_at,
                 max(resolution) as resolution
            from reports where status = ${status}
           group by target_type, target_id
           order by max(created_at) desc, min(id) desc
           limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (select 1 from reports where status = ${status}
           group by target_type, target_id) g`,
    ),
  ]);
  const data: ModerationItem[] = [];
  if (groups.length > 0) {
    const pairs = sql.join(
      groups.map((g) => sql`(${g.target_type}, ${Number(g.target_id)})`),
      sql`, `,
    );
    const [reasonRows, contents, reviewRows] = await Promise.all([
      queryRows<{
        target_type: string;
        target_id: number;
        reason: ReportReason;
        detail: string | null;
        reporter_id: number | null;
        reporter_name: string | null;
        counts_toward_hiding: boolean;
        created_at: Date | string;
      }>(
        db,
        sql`select r.target_type, r.target_id, r.reason, r.detail, u.id as reporter_id, u.name as reporter_name,
                   r.counts_toward_hiding, r.created_at
              from reports r left join users u on u.id = r.reporter_id
             where r.status = ${status} and (r.target_type, r.target_id) in (${pairs})
             order by r.created_at, r.id`,
      ),
      loadContents(db, groups),
      queryRows<{ target_type: string; target_id: number; note: string | null; created_at: Date | string }>(
        db,
        sql`select target_type, target_id, note, created_at from moderation_log
             where action = ${REVIEW_REQUEST} and (target_type, target_id) in (${pairs})`,
      ),
    ]);
    const reviews = new Map(reviewRows.map((row) => [keyOf(row.target_type, Number(row.target_id)), row]));
    for (const group of groups) {
      const key = keyOf(group.target_type, Number(group.target_id));
      const reasons = reasonRows
        .filter((row) => keyOf(row.target_type, Number(row.target_id)) === key)
        .map((row) => ({
          reason: row.reason,
          reason_label: copy.safety.report.reasons[row.reason] ?? row.reason,
          detail: row.detail,
          reporter:
            row.reporter_id === null ? null : { id: Number(row.reporter_id), name: row.reporter_name ?? "" },
          counts_toward_hiding: Boolean(row.counts_toward_hiding),
          created_at: toApiDate(new Date(row.created_at)),
        }));
      const reasonCounts: Record<string, number> = {};
      for (const reason of reasons) reasonCounts[reason.reason] = (reasonCounts[reason.reason] ?? 0) + 1;
      data.push({
        id: Number(group.id),
        target_type: group.target_type,
        target_id: Number(group.target_id),
        content: contents.get(key) ?? null,
        reports_count: Number(group.n),
        reasons,
        reason_counts: reasonCounts,
        status,
        resolution: status === "resolved" ? group.resolution : null,
        latest_at: toApiDate(new Date(group.latest_at)),
        review_request: reviewOf(reviews.get(key)),
      });
    }
  }
  return { data, meta: pageMeta(page, perPage, Number(totals[0]?.total ?? 0), data.length) };
}

/**
 * Suspends a member (docs/product.md §12 Suspension): status suspended and is_banned, every session ends at
 * once, and the login answers copy.safety.suspension.loginRefused. Logged with `note` as the reason.
 */
export async function suspendMember(
  tx: DbOrTx,
  admin: Viewer,
  userId: number,
  note: string | null,
  reportId: number | null,
): Promise<void> {
  await tx
    .update(users)
    .set({ status: "suspended", isBanned: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  // Every session ends at once, and with them the member's live streams on every instance (in this transaction).
  await invalidateUserSessions(tx, userId);
  await tx.insert(moderationLog).values({
    adminId: admin.id,
    action: "suspend_user",
    targetType: "user",
    targetId: userId,
    reportId,
    note,
  });
}

/**
 * PATCH /api/admin/reports/{id} {action, note?} and safety.moderate (docs/product.md §12): acts on the report's
 * target and resolves every open report of it.
 * - dismiss: the reports were unfounded; a target hidden pending review is shown again;
 * - hide: the target is hidden by an administrator (others read copy.safety.moderation.hidden);
 * - restore: the target is shown again;
 * - suspend_user: the target's author (the member, for a user report) is suspended.
 * @returns `{report_id, action, target_type, target_id, moderation, message}`.
 * @throws AppError FORBIDDEN (not an administrator), NOT_FOUND (no such report), VALIDATION (hide/restore of a
 *   member report, suspend_user without an author or of oneself).
 */
export async function moderateReport(
  db: Database,
  admin: Viewer,
  input: TModerateData,
): Promise<ModerationResult> {
  assertAdmin(admin);
  const [report] = await db.select().from(reports).where(eq(reports.id, input.id)).limit(1);
  if (!report) throw AppError.notFound("report_not_found");
  const type = report.targetType as ReportTargetType;
  const note = input.note ?? null;
  if (type === "user" && (input.action === "hide" || input.action === "restore")) {
    throw AppError.validation({ action: [copy.safety.moderation.invalidAction] });
  }
  if (input.action === "suspend_user" && (report.targetUserId === null || report.targetUserId === admin.id)) {
    throw AppError.validation({ action: [copy.safety.moderation.noUserToSuspend] });
  }
  const moderation = await db.transaction(async (tx) => {
    let state: "pending" | "removed" | null = null;
    if (type !== "user") {
      const table = MODERATED_TABLES[type];
      const [current] = await tx
        .select({ moderation: table.moderation })
        .from(table)
        .where(eq(table.id, report.targetId))
        .limit(1);
      state =
        current?.moderation === "pending" || current?.moderation === "removed" ? current.moderation : null;
      const next =
        input.action === "hide"
          ? "removed"
          : input.action === "restore" || (input.action === "dismiss" && state === "pending")
            ? null
            : state;
      if (current && next !== state) {
        await tx.update(table).set({ moderation: next }).where(eq(table.id, report.targetId));
      }
      state = next;
    }
    if (input.action === "suspend_user" && report.targetUserId !== null) {
      await suspendMember(tx, admin, report.targetUserId, note, report.id);
    } else {
      await tx.insert(moderationLog).values({
        adminId: admin.id,
        action: input.action,
        targetType: type,
        targetId: report.targetId,
        reportId: report.id,
        note,
      });
    }
    const resolved = await tx
      .update(reports)
      .set({ status: "resolved", resolution: input.action, resolvedBy: admin.id, resolvedAt: new Date() })
      .where(
        and(eq(reports.targetType, type), eq(reports.targetId, report.targetId), eq(reports.status, "open")),
      )
      .returning({ id: reports.id });
    if (input.action === "hide" && type !== "user" && report.targetUserId !== null) {
      await tellAuthorHidden(
        tx,
        admin,
        report,
        note,
        resolved.map((row) => row.id),
      );
    }
    // The members who reported it hear it was handled (docs/product.md §11), from a queued job.
    await notify(tx, {
      kind: "report_handled",
      reportIds: resolved.map((row) => row.id),
      actorId: admin.id,
      action: input.action,
    });
    return state;
  });
  return {
    report_id: report.id,
    action: input.action,
    target_type: type,
    target_id: report.targetId,
    moderation,
    message: copy.safety.moderation.done[input.action],
  };
}

/**
 * The notice to the author of content an administrator hid (docs/product.md §12 Reporting and moderation): what
 * (the request's title or the start of the text), why (the administrator's note, else the reports' reasons) and
 * where to ask for a review — once per item: after a review the notice says the decision stands.
 */
async function tellAuthorHidden(
  tx: DbOrTx,
  admin: Viewer,
  report: typeof reports.$inferSelect,
  note: string | null,
  reportIds: number[],
): Promise<void> {
  const type = report.targetType as Exclude<ReportTargetType, "user">;
  const group = {
    id: report.id,
    target_type: type,
    target_id: report.targetId,
    n: 0,
    latest_at: report.createdAt,
    resolution: null,
  };
  const content = (await loadContents(tx, [group])).get(keyOf(type, report.targetId));
  if (!content || report.targetUserId === null) return;
  const reasons = await queryRows<{ reason: ReportReason }>(
    tx,
    sql`select distinct reason from reports where id = any(${`{${reportIds.join(",")}}`}::int[]) order by reason`,
  );
  const why = note ?? reasons.map((row) => copy.safety.report.reasons[row.reason] ?? row.reason).join("、");
  const what = content.title ?? lineExcerpt(content.body, NOTICE_EXCERPT_CHARS);
  const [reviewed] = await queryRows<{ id: number }>(
    tx,
    sql`select id from moderation_log where action = ${REVIEW_REQUEST} and target_type = ${type}
         and target_id = ${report.targetId} limit 1`,
  );
  const r = copy.safety.review;
  await notify(tx, {
    kind: "admin_notice",
    actorId: admin.id,
    to: report.targetUserId,
    title: r.noticeTitle(copy.safety.report.targets[type]),
    body: `${r.noticeBody(what, why)}\n${reviewed ? r.noticeFinal : r.noticeHint}`,
    url: content.url ?? (type === "message" ? await threadUrlOf(tx, report.targetId) : null),
  });
}

/** How much of a comment or message the author's notice quotes. */
const NOTICE_EXCERPT_CHARS = 40;

/** The thread page of thread message `messageId`, or null when it is gone. */
async function threadUrlOf(tx: DbOrTx, messageId: number): Promise<string | null> {
  const [row] = await queryRows<{ thread_id: number }>(
    tx,
    sql`select thread_id from messages where id = ${messageId}`,
  );
  return row ? paths.thread(Number(row.thread_id)) : null;
}

/** The Japanese name of a logged action. */
function actionLabel(action: string): string {
  if (action === REVIEW_REQUEST) return copy.safety.review.logLabel;
  if (action in copy.safety.moderation.actions) {
    return copy.safety.moderation.actions[action as ModerationAction];
  }
  return action === "unsuspend" ? copy.admin.unsuspended : action;
}

/**
 * GET /api/admin/moderation-log?page and safety.moderationLog: every moderation action, newest first, 20 a page
 * (who, what, when, note). @returns `{data, meta}`. @throws AppError FORBIDDEN for a non-administrator.
 */
export async function listModerationLog(
  db: Database,
  admin: Viewer,
  { page }: TModerationLogData,
): Promise<ModerationLogPage> {
  assertAdmin(admin);
  const perPage = MODERATION_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: moderationLog.id,
        action: moderationLog.action,
        targetType: moderationLog.targetType,
        targetId: moderationLog.targetId,
        reportId: moderationLog.reportId,
        note: moderationLog.note,
        createdAt: moderationLog.createdAt,
        adminId: users.id,
        adminName: users.name,
      })
      .from(moderationLog)
      .leftJoin(users, eq(users.id, moderationLog.adminId))
      .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(moderationLog),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    action: row.action,
    action_label: actionLabel(row.action),
    target_type: row.targetType,
    target_id: row.targetId,
    report_id: row.reportId,
    note: row.note,
    admin: row.adminId === null ? null : { id: row.adminId, name: row.adminName ?? "" },
    created_at: toApiDate(row.createdAt),
  }));
  return { data, meta: pageMeta(page, perPage, Number(totals[0]?.total ?? 0), data.length) };
}
