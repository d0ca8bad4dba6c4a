/**
 * The operations of trust and safety (docs/product.md §12 Reporting, blocking and contact details; docs/api.md
 * "Safety"): reports, blocks, the contact-exchange consent of a thread, and the administrators' moderation queue
 * and log. Ids from a REST path that cannot exist are the operation's 404 on both transports, like Laravel's
 * route binding.
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
import {
  ZAdminReportsInput,
  ZBlockInput,
  ZBlockPage,
  ZBlockResult,
  ZBlockStatus,
  ZBlocksInput,
  ZCreateReportInput,
  ZModerateInput,
  ZModerationLogInput,
  ZModerationLogPage,
  ZModerationPage,
  ZModerationResult,
  ZMyReports,
  ZMyReportsInput,
  ZReportView,
  ZRequestReviewInput,
  ZRequestReviewResult,
} from "#shared/schemas/safety.ts";
import { ZContactConsentView, ZThreadIdInput } from "#shared/schemas/threads.ts";
import { defineOperation } from "../../edge/define.ts";
import { blockStatus, blockUser, listBlocks, takeBlockLimit, unblockUser } from "./blocks.service.ts";
import { consentToContact, takeContactConsentLimit } from "./contact-consent.service.ts";
import { listModerationLog, listReports, moderateReport } from "./moderation.service.ts";
import { createReport, takeReportLimits } from "./reports.service.ts";
import { listMyReports, requestReview } from "./review-requests.service.ts";

const summaries = openapiCopy.summaries;
const blockedMember = { user_id: copy.errors.userNotFound };

export const safetyOperations = {
  /**
   * `{target_type, target_id, reason, detail?}` → the open report (REST: 201 `{data}` with X-RateLimit-*).
   * @throws UNAUTHORIZED, FORBIDDEN (a thread message of other people), UNPROCESSABLE_CONTENT (missing target,
   *   oneself, already reported while open), TOO_MANY_REQUESTS (`Too Many Attempts.` past 10 reports an hour per
   *   member or 30 per client address).
   */
  report: defineOperation({
    name: "safety.report",
    summary: summaries["safety.report"],
    gate: "member",
    kind: "mutation",
    owner:
      "the reported target: a post or comment the caller may see, a board message, a member, a message of a thread the caller takes part in (403 otherwise); one's own content or oneself: 422",
    note: "a second open report of the same target by the same member is a 422; three members' open reports hide a post, comment or message pending review",
    input: ZCreateReportInput,
    output: ZReportView,
    rest: { method: "POST", path: "/reports", status: 201 },
    rateLimit: (ctx) => takeReportLimits(ctx.db, ctx.viewer, ctx.state.ipAddress),
    handler: (ctx, input) => createReport(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{user_id}` → `{user_id, is_blocked: true}` (idempotent; REST: `{data}` with X-RateLimit-*).
   * @throws UNAUTHORIZED, NOT_FOUND (unknown member), UNPROCESSABLE_CONTENT (oneself), TOO_MANY_REQUESTS
   *   (`Too Many Attempts.` past 30 blocks and unblocks an hour).
   */
  block: defineOperation({
    name: "safety.block",
    summary: summaries["safety.block"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own block list (blocking oneself: 422)",
    note: "idempotent; ends follows both ways",
    input: ZBlockInput,
    output: ZBlockResult,
    pathIds: blockedMember,
    rest: { method: "POST", path: "/blocks/{user_id}" },
    rateLimit: (ctx) => takeBlockLimit(ctx.db, ctx.viewer),
    handler: (ctx, input) => blockUser(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{user_id}` → `{user_id, is_blocked: false}` (idempotent; REST: `{data}` with X-RateLimit-*).
   * @throws UNAUTHORIZED, NOT_FOUND (an id that cannot exist), UNPROCESSABLE_CONTENT (oneself), TOO_MANY_REQUESTS
   *   (the block bucket).
   */
  unblock: defineOperation({
    name: "safety.unblock",
    summary: summaries["safety.unblock"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own block list (oneself: 422)",
    note: "idempotent",
    input: ZBlockInput,
    output: ZBlockResult,
    pathIds: blockedMember,
    rest: { method: "DELETE", path: "/blocks/{user_id}" },
    rateLimit: (ctx) => takeBlockLimit(ctx.db, ctx.viewer),
    handler: (ctx, input) => unblockUser(ctx.db, ctx.viewer, input),
  }),
  /** `{page?}` → the members I blocked, 20 a page: `{id, name, avatar_url, blocked_at}` items. @throws UNAUTHORIZED. */
  blocks: defineOperation({
    name: "safety.blocks",
    summary: summaries["safety.blocks"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own block list",
    input: ZBlocksInput,
    output: ZBlockPage,
    rest: { method: "GET", path: "/blocks" },
    handler: (ctx, input) => listBlocks(ctx.db, ctx.viewer, input),
  }),
  /** `{user_id}` → `{is_blocked, blocked_me}` for the profile's button (tRPC only). @throws UNAUTHORIZED. */
  blockStatus: defineOperation({
    name: "safety.blockStatus",
    summary: summaries["safety.blockStatus"],
    gate: "member",
    kind: "private-read",
    owner: "the block between the caller and one member, both directions",
    input: ZBlockInput,
    output: ZBlockStatus,
    rest: null,
    handler: (ctx, input) => blockStatus(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id}` (a thread) → `{thread: {id}, contact_consent: {me, partner}}`: the viewer agrees to exchange contact
   * details (REST: `{data}` with X-RateLimit-*).
   * @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (not a participant), TOO_MANY_REQUESTS (`Too Many Attempts.` past
   *   10 consents an hour).
   */
  contactConsent: defineOperation({
    name: "safety.contactConsent",
    summary: summaries["safety.contactConsent"],
    gate: "member",
    kind: "mutation",
    owner: "the thread: its two participants only (403 for anyone else, admins included)",
    input: ZThreadIdInput,
    output: ZContactConsentView,
    pathIds: { id: copy.threads.fetchFailed },
    rest: { method: "POST", path: "/threads/{id}/contact-consent" },
    rateLimit: (ctx) => takeContactConsentLimit(ctx.db, ctx.viewer),
    handler: (ctx, input) => consentToContact(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{status?: open|resolved, page?}` → the moderation queue (REST: Laravel's page).
   * @throws UNAUTHORIZED, FORBIDDEN (not an administrator).
   */
  adminReports: defineOperation({
    name: "safety.adminReports",
    summary: summaries["safety.adminReports"],
    gate: "admin",
    kind: "private-read",
    owner: null,
    input: ZAdminReportsInput,
    output: ZModerationPage,
    rest: { method: "GET", path: "/admin/reports" },
    handler: (ctx, input) => listReports(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id, action, note?}` → what was done (REST: `{message, data}`).
   * @throws UNAUTHORIZED, FORBIDDEN, NOT_FOUND, UNPROCESSABLE_CONTENT.
   */
  moderate: defineOperation({
    name: "safety.moderate",
    summary: summaries["safety.moderate"],
    gate: "admin",
    kind: "mutation",
    owner: null,
    note: "resolves every open report of the target; each action is written to the moderation log",
    input: ZModerateInput,
    output: ZModerationResult,
    pathIds: { id: copy.safety.moderation.notFound },
    rest: { method: "PATCH", path: "/admin/reports/{id}", message: (answer) => answer.message },
    handler: (ctx, input) => moderateReport(ctx.db, ctx.viewer, input),
  }),
  /** `{page?}` → the moderation log, newest first (REST: Laravel's page). @throws UNAUTHORIZED, FORBIDDEN. */
  moderationLog: defineOperation({
    name: "safety.moderationLog",
    summary: summaries["safety.moderationLog"],
    gate: "admin",
    kind: "private-read",
    owner: null,
    input: ZModerationLogInput,
    output: ZModerationLogPage,
    rest: { method: "GET", path: "/admin/moderation-log" },
    handler: (ctx, input) => listModerationLog(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{target_type, target_id, message?}` → `{target_type, target_id, message}`: the author asks for a review of
   * content an administrator hid, once per item (tRPC only).
   * @throws UNAUTHORIZED, FORBIDDEN (not its author), UNPROCESSABLE_CONTENT (missing, not hidden by an
   *   administrator, already requested).
   */
  requestReview: defineOperation({
    name: "safety.requestReview",
    summary: summaries["safety.requestReview"],
    gate: "member",
    kind: "mutation",
    owner: "the hidden content's author only (403 for anyone else, administrators included)",
    note: "one request per item, ever; the item's reports open again in the queue",
    input: ZRequestReviewInput,
    output: ZRequestReviewResult,
    rest: null,
    handler: (ctx, input) => requestReview(ctx.db, ctx.viewer, input),
  }),
  /** `{}` → `{items: {target_type, target_id}[]}`: the caller's open reports (tRPC only). @throws UNAUTHORIZED. */
  myReports: defineOperation({
    name: "safety.myReports",
    summary: summaries["safety.myReports"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own reports",
    input: ZMyReportsInput,
    output: ZMyReports,
    rest: null,
    handler: (ctx) => listMyReports(ctx.db, ctx.viewer),
  }),
};
