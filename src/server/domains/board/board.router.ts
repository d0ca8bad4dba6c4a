/** tRPC procedures of the public board (spec.md §2 Home, §7 /api/public-messages). */
import { ZListPublicMessagesInput, ZPostPublicMessageInput } from "../../../shared/schemas/board.ts";
import { memberProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { listPublicMessages, postPublicMessage } from "./board.service.ts";

export const boardRouter = router({
  /** The newest public messages, 30 a page: `{data, meta}`. */
  list: publicProcedure
    .input(ZListPublicMessagesInput)
    .query(({ ctx, input }) => listPublicMessages(ctx.db, input)),
  /**
   * Posts a public message. @returns the message.
   * @throws UNAUTHORIZED, FORBIDDEN (unverified e-mail), UNPROCESSABLE_CONTENT, TOO_MANY_REQUESTS.
   */
  post: memberProcedure
    .input(ZPostPublicMessageInput)
    .mutation(async ({ ctx, input }) => (await postPublicMessage(ctx.db, ctx.viewer, input)).data),
});
