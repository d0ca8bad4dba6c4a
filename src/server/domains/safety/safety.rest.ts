/**
 * REST adapters of trust and safety (docs/product.md §12; docs/api.md "Safety"): POST /api/reports, POST/DELETE
 * /api/blocks/{userId}, GET /api/blocks, POST /api/threads/{id}/contact-consent, GET /api/admin/reports,
 * PATCH /api/admin/reports/{id}, GET /api/admin/moderation-log. Laravel shapes; ids from the path (out of range:
 * 404 like Laravel's route binding).
 */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import {
  ZAdminReportsInput,
  ZBlocksInput,
  ZCreateReportInput,
  ZModerateInput,
  ZModerationLogInput,
} from "#shared/schemas/safety.ts";
import type { AppBindings } from "../../context.ts";
import { requireAdmin, requireMember } from "../../http/guards.ts";
import { bodyInput, queryInput } from "../../http/input.ts";
import { laravelPage } from "../../http/laravel.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
import { routeId } from "../../http/route-id.ts";
import { blockUser, listBlocks, takeBlockLimit, unblockUser } from "./blocks.service.ts";
import { consentToContact, takeContactConsentLimit } from "./contact-consent.service.ts";
import { listModerationLog, listReports, moderateReport } from "./moderation.service.ts";
import { createReport, takeReportLimits } from "./reports.service.ts";

/** The safety routes, mounted under /api by http/api-routes.ts. */
export const safetyRest = new Hono<AppBindings>();

/**
 * POST /api/reports {target_type, target_id, reason, detail?} → 201 `{data: report}` with X-RateLimit-*; 401, 403,
 * 422; 429 `Too Many Attempts.` past 10 reports an hour per member or 30 per client address (takeReportLimits).
 */
safetyRest.post("/reports", async (c) => {
  const viewer = requireMember(c);
  const input = await bodyInput(c, ZCreateReportInput);
  const { db } = c.get("deps");
  const limit = await takeReportLimits(db, viewer, c.get("state").ipAddress);
  const report = await createReport(db, viewer, input);
  applyRateLimitHeaders(c, limit);
  return c.json({ data: report }, 201);
});

/**
 * POST /api/blocks/{userId} → `{data: {user_id, is_blocked: true}}` with X-RateLimit-*; 401, 404 unknown, 422
 * yourself; 429 `Too Many Attempts.` past 30 blocks and unblocks an hour (takeBlockLimit).
 */
safetyRest.post("/blocks/:userId{[0-9]+}", async (c) => {
  const viewer = requireMember(c);
  const user_id = routeId(c.req.param("userId"), copy.errors.userNotFound);
  const { db } = c.get("deps");
  const limit = await takeBlockLimit(db, viewer);
  const data = await blockUser(db, viewer, { user_id });
  applyRateLimitHeaders(c, limit);
  return c.json({ data });
});

/**
 * DELETE /api/blocks/{userId} → `{data: {user_id, is_blocked: false}}` with X-RateLimit-*; 401, 422 yourself; 429
 * as for POST (the same bucket).
 */
safetyRest.delete("/blocks/:userId{[0-9]+}", async (c) => {
  const viewer = requireMember(c);
  const user_id = routeId(c.req.param("userId"), copy.errors.userNotFound);
  const { db } = c.get("deps");
  const limit = await takeBlockLimit(db, viewer);
  const data = await unblockUser(db, viewer, { user_id });
  applyRateLimitHeaders(c, limit);
  return c.json({ data });
});

/** GET /api/blocks?page → Laravel page of `{id, name, avatar_url, blocked_at}`. */
safetyRest.get("/blocks", async (c) => {
  const viewer = requireMember(c);
  const page = await listBlocks(c.get("deps").db, viewer, queryInput(c, ZBlocksInput));
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/**
 * POST /api/threads/{id}/contact-consent → `{data: {thread: {id}, contact_consent: {me, partner}}}` with
 * X-RateLimit-*; 429 `Too Many Attempts.` past 10 consents an hour (takeContactConsentLimit).
 */
safetyRest.post("/threads/:id{[0-9]+}/contact-consent", async (c) => {
  const viewer = requireMember(c);
  const id = routeId(c.req.param("id"), copy.threads.fetchFailed);
  const { db } = c.get("deps");
  const limit = await takeContactConsentLimit(db, viewer);
  const data = await consentToContact(db, viewer, { id });
  applyRateLimitHeaders(c, limit);
  return c.json({ data });
});

/** GET /api/admin/reports?status=open|resolved&page → Laravel page of moderation items. */
safetyRest.get("/admin/reports", async (c) => {
  const admin = requireAdmin(c);
  const page = await listReports(c.get("deps").db, admin, queryInput(c, ZAdminReportsInput));
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** PATCH /api/admin/reports/{id} {action, note?} → `{message, data}`; 403, 404, 422. */
safetyRest.patch("/admin/reports/:id{[0-9]+}", async (c) => {
  const admin = requireAdmin(c);
  const id = routeId(c.req.param("id"), copy.safety.moderation.notFound);
  const input = await bodyInput(c, ZModerateInput, { id });
  const data = await moderateReport(c.get("deps").db, admin, input);
  return c.json({ message: data.message, data });
});

/** GET /api/admin/moderation-log?page → Laravel page of log entries. */
safetyRest.get("/admin/moderation-log", async (c) => {
  const admin = requireAdmin(c);
  const page = await listModerationLog(c.get("deps").db, admin, queryInput(c, ZModerationLogInput));
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});
