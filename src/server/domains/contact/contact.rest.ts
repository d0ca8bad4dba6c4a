/** REST adapter of the contact form (docs/product.md §2 Contact, §7 POST /api/contact), Laravel shapes. */
import { Hono } from "hono";
import { ZContactInput } from "#shared/schemas/contact.ts";
import type { AppBindings } from "../../context.ts";
import { bodyInput } from "../../http/input.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
import { submitContact, takeContactLimit } from "./contact.service.ts";

export const contactRest = new Hono<AppBindings>();

/**
 * POST /api/contact {title, body, email, website?} → 201 `{message}` with X-RateLimit-Limit / -Remaining; 422
 * Japanese field errors; 429 `Too Many Attempts.` with Retry-After and X-RateLimit-* (rendered from the AppError
 * of takeContactLimit). The limit is taken before the body is read: every attempt counts, valid or not.
 */
contactRest.post("/contact", async (c) => {
  const deps = c.get("deps");
  const state = c.get("state");
  const limit = await takeContactLimit(deps.db, state.ipAddress);
  const input = await bodyInput(c, ZContactInput);
  const answer = await submitContact(deps, input, {
    viewer: state.viewer,
    ipAddress: state.ipAddress,
    userAgent: state.userAgent,
  });
  applyRateLimitHeaders(c, limit);
  return c.json(answer, 201);
});
