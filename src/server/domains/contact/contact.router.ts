/** tRPC procedure of the contact form (spec.md §7 POST /api/contact). */
import { ZContactInput } from "../../../shared/schemas/contact.ts";
import { publicProcedure, router } from "../../trpc/init.ts";
import { submitContact } from "./contact.service.ts";

export const contactRouter = router({
  /** Sends a contact message. @throws TOO_MANY_REQUESTS (per IP), 422. */
  submit: publicProcedure.input(ZContactInput).mutation(async ({ ctx, input }) => {
    const result = await submitContact(ctx, input, {
      viewer: ctx.viewer,
      ipAddress: ctx.ipAddress,
      userAgent: ctx.userAgent,
    });
    return { message: result.message };
  }),
});
