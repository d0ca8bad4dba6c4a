/**
 * tRPC procedures of trust and safety (docs/product.md §12 Reporting, blocking and contact details): reports,
 * blocks, the contact-exchange consent of a thread, and the administrators' moderation queue and log.
 */
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
  ZReportView,
} from "#shared/schemas/safety.ts";
import { ZContactConsentView, ZThreadIdInput } from "#shared/schemas/threads.ts";
import { adminProcedure, memberProcedure, router } from "../../trpc/init.ts";
import { blockStatus, blockUser, listBlocks, takeBlockLimit, unblockUser } from "./blocks.service.ts";
import { consentToContact, takeContactConsentLimit } from "./contact-consent.service.ts";
import { listModerationLog, listReports, moderateReport } from "./moderation.service.ts";
import { createReport, takeReportLimits } from "./reports.service.ts";

/** `safety.*`. */
export const safetyRouter = router({
  /**
   * `{target_type, target_id, reason, detail?}` → the open report. @throws UNAUTHORIZED, FORBIDDEN (a thread
   * message of other people), UNPROCESSABLE_CONTENT (missing target, oneself, already reported while open),
   * TOO_MANY_REQUESTS (10 reports an hour per member, 30 per client address; shared with REST).
   */
  report: memberProcedure
    .input(ZCreateReportInput)
    .output(ZReportView)
    .mutation(async ({ ctx, input }) => {
      await takeReportLimits(ctx.db, ctx.viewer, ctx.ipAddress);
      return createReport(ctx.db, ctx.viewer, input);
    }),
  /**
   * `{user_id}` → `{user_id, is_blocked: true}` (idempotent). @throws UNAUTHORIZED, NOT_FOUND,
   * UNPROCESSABLE_CONTENT (oneself), TOO_MANY_REQUESTS (30 blocks and unblocks an hour; shared with REST).
   */
  block: memberProcedure
    .input(ZBlockInput)
    .output(ZBlockResult)
    .mutation(async ({ ctx, input }) => {
      await takeBlockLimit(ctx.db, ctx.viewer);
      return blockUser(ctx.db, ctx.viewer, input);
    }),
  /**
   * `{user_id}` → `{user_id, is_blocked: false}` (idempotent). @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT
   * (oneself), TOO_MANY_REQUESTS (the block bucket).
   */
  unblock: memberProcedure
    .input(ZBlockInput)
    .output(ZBlockResult)
    .mutation(async ({ ctx, input }) => {
      await takeBlockLimit(ctx.db, ctx.viewer);
      return unblockUser(ctx.db, ctx.viewer, input);
    }),
  /** `{page?}` → the members I blocked, 20 a page. @throws UNAUTHORIZED. */
  blocks: memberProcedure
    .input(ZBlocksInput)
    .output(ZBlockPage)
    .query(({ ctx, input }) => listBlocks(ctx.db, ctx.viewer, input)),
  /** `{user_id}` → `{is_blocked, blocked_me}` for the profile's button. @throws UNAUTHORIZED. */
  blockStatus: memberProcedure
    .input(ZBlockInput)
    .output(ZBlockStatus)
    .query(({ ctx, input }) => blockStatus(ctx.db, ctx.viewer, input)),
  /**
   * `{id}` (a thread) → `{thread, contact_consent: {me, partner}}`: the viewer agrees to exchange contact details.
   * @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (not a participant), TOO_MANY_REQUESTS (10 an hour; shared with
   *   REST).
   */
  contactConsent: memberProcedure
    .input(ZThreadIdInput)
    .output(ZContactConsentView)
    .mutation(async ({ ctx, input }) => {
      await takeContactConsentLimit(ctx.db, ctx.viewer);
      return consentToContact(ctx.db, ctx.viewer, input);
    }),
  /** `{status?, page?}` → the moderation queue. @throws UNAUTHORIZED, FORBIDDEN (not an administrator). */
  adminReports: adminProcedure
    .input(ZAdminReportsInput)
    .output(ZModerationPage)
    .query(({ ctx, input }) => listReports(ctx.db, ctx.viewer, input)),
  /**
   * `{id, action, note?}` → what was done. @throws UNAUTHORIZED, FORBIDDEN, NOT_FOUND, UNPROCESSABLE_CONTENT.
   */
  moderate: adminProcedure
    .input(ZModerateInput)
    .output(ZModerationResult)
    .mutation(({ ctx, input }) => moderateReport(ctx.db, ctx.viewer, input)),
  /** `{page?}` → the moderation log, newest first. @throws UNAUTHORIZED, FORBIDDEN. */
  moderationLog: adminProcedure
    .input(ZModerationLogInput)
    .output(ZModerationLogPage)
    .query(({ ctx, input }) => listModerationLog(ctx.db, ctx.viewer, input)),
});
