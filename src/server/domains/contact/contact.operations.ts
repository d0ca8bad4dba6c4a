/** The operation of the contact form (docs/product.md §2 Contact, §7 Call table contact.submit, POST /api/contact). */
import { openapiCopy } from "#shared/copy/openapi.ts";
import { ZContactAnswer, ZContactInput, ZOperatorView } from "#shared/schemas/contact.ts";
import { defineOperation } from "../../edge/define.ts";
import { submitContact, takeContactLimit } from "./contact.service.ts";
import { operatorOf } from "./operator.service.ts";

export const contactOperations = {
  /**
   * `{title, body, email, website?}` → `{message}` (copy.contact.sent, also for a filled `website` trap; REST: 201,
   * the same body, X-RateLimit-*). Anyone may send. The per-IP limit is taken before the input is read, so every
   * attempt counts, valid or not (docs/product.md §9 Rate limits).
   * @throws UNPROCESSABLE_CONTENT (Japanese field errors), TOO_MANY_REQUESTS (5 in 10 minutes per IP).
   */
  submit: defineOperation({
    name: "contact.submit",
    summary: openapiCopy.summaries["contact.submit"],
    gate: "public",
    kind: "mutation",
    owner: null,
    note: "limited per client IP",
    input: ZContactInput,
    output: ZContactAnswer,
    rest: { method: "POST", path: "/contact", status: 201, answer: "same" },
    rateLimit: (ctx) => takeContactLimit(ctx.db, ctx.state.ipAddress),
    rateLimitBeforeInput: true,
    handler: (ctx, input) =>
      submitContact(ctx, input, {
        viewer: ctx.viewer,
        ipAddress: ctx.state.ipAddress,
        userAgent: ctx.state.userAgent,
      }),
  }),
  /**
   * → 運営者情報 `{name, email, address}` from the configuration (docs/product.md §2 Help and operator; email and
   * address null when not published). Anyone may read it.
   */
  operator: defineOperation({
    name: "contact.operator",
    summary: openapiCopy.summaries["contact.operator"],
    gate: "public",
    kind: "public-read",
    owner: null,
    output: ZOperatorView,
    rest: { method: "GET", path: "/operator" },
    handler: (ctx) => operatorOf(ctx.env),
  }),
};
