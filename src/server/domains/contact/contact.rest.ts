/** REST adapter of the contact form: POST /api/contact (spec.md §7) → 201 `{message}`; 429 past the limit. */
import { Hono } from "hono";
import type { AppBindings } from "../../context.ts";
import { readBody } from "../../http/body.ts";
import { applyRateLimitHeaders } from "../../http/rate-limit.ts";
import { submitContact } from "./contact.service.ts";

export const contactRest = new Hono<AppBindings>();

contactRest.post("/contact", async (c) => {
  const state = c.get("state");
  const result = await submitContact(c.get("deps"), await readBody(c), {
    viewer: state.viewer,
    ipAddress: state.ipAddress,
    userAgent: state.userAgent,
  });
  applyRateLimitHeaders(c, result.limit);
  return c.json({ message: result.message }, 201);
});
