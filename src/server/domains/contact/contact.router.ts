/** tRPC procedure of the contact form (docs/product.md §2 Contact, §7 Call table contact.submit). */
import { ZContactAnswer, ZContactInput } from "#shared/schemas/contact.ts";
import { publicProcedure, router } from "../../trpc/init.ts";
import { submitContact, takeContactLimit } from "./contact.service.ts";

export const contactRouter = router({
  /**
   * `{title, body, email, website?}` → `{message}` (copy.contact.sent, also for a filled `website` trap). Anyone
   * may send; the per-IP contact limit is taken before the service (shared with REST).
   * @throws UNPROCESSABLE_CONTENT (Japanese field errors), TOO_MANY_REQUESTS (5 in 10 minutes per IP).
   */
  submit: publicProcedure
    .input(ZContactInput)
    .output(ZContactAnswer)
    .mutation(async ({ ctx, input }) => {
      await takeContactLimit(ctx.db, ctx.ipAddress);
      return submitContact(ctx, input, {
        viewer: ctx.viewer,
        ipAddress: ctx.ipAddress,
        userAgent: ctx.userAgent,
      });
    }),
});
