/**
 * Inputs and outputs of trust and safety (docs/product.md §12 Reporting, blocking and contact details): reports,
 * the moderation queue and log, blocks. The inputs accept what both transports send (form strings, typed
 * values); the outputs describe the answers exactly.
 */
import { z } from "zod";
import { ADMIN_DEFAULT_PAGE_SIZE } from "../constants.ts";
import { copy } from "../copy.ts";
import { formPage, optionalText, pageOf, requiredId } from "./fields.ts";

const s = copy.safety;
const v = copy.validation;

/** What can be reported (docs/product.md §12). */
export const REPORT_TARGET_TYPES = ["post", "comment", "public_message", "message", "user"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why (docs/product.md §12); the Japanese names are copy.safety.report.reasons. */
export const REPORT_REASONS = [
  "spam",
  "scam",
  "harassment",
  "inappropriate",
  "personal_info",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What an administrator does with a report (docs/product.md §12). */
export const MODERATION_ACTIONS = ["dismiss", "hide", "restore", "suspend_user"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Reports of three different counting members hide a post, comment or message until reviewed. */
export const REPORTS_TO_HIDE = 3;

/**
 * How old (hours) a member's account must be before their reports count towards hiding (docs/product.md §12
 * "Counting members"; server/domains/safety/counting-reporters.ts).
 */
export const COUNTING_REPORTER_MIN_AGE_HOURS = 72;

/** The longest report detail and moderation note, in characters. */
export const REPORT_DETAIL_MAX = 1000;

/** The moderation queue and log page size. */
export const MODERATION_PAGE_SIZE = ADMIN_DEFAULT_PAGE_SIZE;

/** The blocks page size. */
export const BLOCKS_PAGE_SIZE = 20;

/** POST /api/reports {target_type, target_id, reason, detail?}. */
export const ZCreateReportInput = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES, { error: v.invalidChoice(s.fields.target_type) }),
  target_id: requiredId(s.fields.target_id),
  reason: z.enum(REPORT_REASONS, { error: v.invalidChoice(s.fields.reason) }),
  detail: optionalText(s.fields.detail, REPORT_DETAIL_MAX),
});
export type TCreateReportData = z.output<typeof ZCreateReportInput>;

/** The answer of POST /api/reports (201 `{data}`). */
export const ZReportView = z.object({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(["open", "resolved"]),
  created_at: z.string(),
});
export type ReportView = z.infer<typeof ZReportView>;

/** GET /api/admin/reports?status=open|resolved&page (an unknown status means open). */
export const ZAdminReportsInput = z.object({
  status: z.enum(["open", "resolved"]).catch("open").default("open"),
  page: formPage(),
});
export type TAdminReportsData = z.output<typeof ZAdminReportsInput>;

/** A queue entry: one reported target with its reports' reasons and counts (docs/product.md §12). */
export const ZModerationItem = z.object({
  /** The report the actions address (the target's oldest report of this status). */
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number().int(),
  /** The reported text (title and body of a post; a member's name), or null when it is gone. */
  content: z
    .object({
      title: z.string().nullable(),
      body: z.string(),
      author: z.object({ id: z.number().int(), name: z.string(), status: z.string() }).nullable(),
      /** null shown; pending or removed (hidden). */
      moderation: z.enum(["pending", "removed"]).nullable(),
      /** Where an administrator can look at it in the app (null for thread messages). */
      url: z.string().nullable(),
    })
    .nullable(),
  reports_count: z.number().int(),
  reasons: z.array(
    z.object({
      reason: z.enum(REPORT_REASONS),
      reason_label: z.string(),
      detail: z.string().nullable(),
      reporter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      /** Whether this report counted towards hiding the target (its reporter was a counting member then). */
      counts_toward_hiding: z.boolean(),
      created_at: z.string(),
    }),
  ),
  reason_counts: z.record(z.string(), z.number().int()),
  status: z.enum(["open", "resolved"]),
  resolution: z.enum(MODERATION_ACTIONS).nullable(),
  latest_at: z.string(),
  /** The author's request for a review of the target (one per target, safety.requestReview), or null. */
  review_request: z.object({ message: z.string().nullable(), created_at: z.string() }).nullable(),
});
export type ModerationItem = z.infer<typeof ZModerationItem>;

export const ZModerationPage = pageOf(ZModerationItem);
export type ModerationPage = z.infer<typeof ZModerationPage>;

/** PATCH /api/admin/reports/{id} {action, note?}. */
export const ZModerateInput = z.object({
  id: requiredId(s.fields.target_id),
  action: z.enum(MODERATION_ACTIONS, { error: v.invalidChoice(s.fields.action) }),
  note: optionalText(s.fields.note, REPORT_DETAIL_MAX),
});
export type TModerateData = z.output<typeof ZModerateInput>;

/** GET /api/admin/moderation-log?page. */
export const ZModerationLogInput = z.object({ page: formPage() });
export type TModerationLogData = z.output<typeof ZModerationLogInput>;

/** One moderation action: who, what, when, note. */
export const ZModerationLogEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  action_label: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  report_id: z.number().int().nullable(),
  note: z.string().nullable(),
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type ModerationLogEntry = z.infer<typeof ZModerationLogEntry>;

export const ZModerationLogPage = pageOf(ZModerationLogEntry);
export type ModerationLogPage = z.infer<typeof ZModerationLogPage>;

/** POST/DELETE /api/blocks/{user_id}: the member (from the path; tRPC `{user_id}`). */
export const ZBlockInput = z.object({ user_id: requiredId(copy.fields.user_id) });
export type TBlockData = z.output<typeof ZBlockInput>;

/** The answer of block and unblock. */
export const ZBlockResult = z.object({ user_id: z.number().int(), is_blocked: z.boolean() });
export type BlockResult = z.infer<typeof ZBlockResult>;

/** GET /api/blocks?page. */
export const ZBlocksInput = z.object({ page: formPage() });
export type TBlocksData = z.output<typeof ZBlocksInput>;

/** A member I blocked. */
export const ZBlockedUser = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  blocked_at: z.string(),
});
export type BlockedUser = z.infer<typeof ZBlockedUser>;

export const ZBlockPage = pageOf(ZBlockedUser);
export type BlockPage = z.infer<typeof ZBlockPage>;

/** The block state between the viewer and a member, for the profile's button (tRPC only). */
export const ZBlockStatus = z.object({ is_blocked: z.boolean(), blocked_me: z.boolean() });
export type BlockStatus = z.infer<typeof ZBlockStatus>;

/** The answer of PATCH /api/admin/reports/{id}: what was done and the target's moderation state after it. */
export const ZModerationResult = z.object({
  report_id: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number().int(),
  moderation: z.enum(["pending", "removed"]).nullable(),
  message: z.string(),
});
export type ModerationResult = z.infer<typeof ZModerationResult>;

/** Content an administrator can hide, whose author may ask for a review (members have no such state). */
export const REVIEWABLE_TARGET_TYPES = ["post", "comment", "public_message", "message"] as const;

/** safety.requestReview `{target_type, target_id, message?}`: the author asks for a review of hidden content. */
export const ZRequestReviewInput = z.object({
  target_type: z.enum(REVIEWABLE_TARGET_TYPES, { error: v.invalidChoice(s.fields.target_type) }),
  target_id: requiredId(s.fields.target_id),
  message: optionalText(s.fields.detail, REPORT_DETAIL_MAX),
});
export type TRequestReviewData = z.output<typeof ZRequestReviewInput>;

/** The answer of safety.requestReview: the target and the thank-you text. */
export const ZRequestReviewResult = z.object({
  target_type: z.enum(REVIEWABLE_TARGET_TYPES),
  target_id: z.number().int(),
  message: z.string(),
});
export type RequestReviewResult = z.infer<typeof ZRequestReviewResult>;

/** safety.myReports takes nothing. */
export const ZMyReportsInput = z.object({});

/** The targets of the viewer's open reports, newest first (their 通報 buttons read 通報済み). */
export const ZMyReports = z.object({
  items: z.array(z.object({ target_type: z.enum(REPORT_TARGET_TYPES), target_id: z.number().int() })),
});
export type MyReports = z.infer<typeof ZMyReports>;
