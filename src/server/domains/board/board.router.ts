/** tRPC procedures of the public board (docs/product.md §2 Home, §7 Call table board.*). */
import { copy } from "#shared/copy.ts";
import {
  ZListPublicMessagesInput,
  ZPostPublicMessageInput,
  ZPublicMessagePage,
  ZPublicMessageView,
} from "#shared/schemas/board.ts";
import { publicProcedure, router, verifiedProcedureWith } from "../../trpc/init.ts";
import { listPublicMessages, postPublicMessage, takeBoardLimit } from "./board.service.ts";

/** `board.*`: read the public board (anyone), write on it (verified members, rate-limited). */
export const boardRouter = router({
  /** `{page?}` → the newest public messages, 30 a page: `{data: PublicMessageView[], meta}`. */
  list: publicProcedure
    .input(ZListPublicMessagesInput)
    .output(ZPublicMessagePage)
    .query(({ ctx, input }) => listPublicMessages(ctx.db, input, ctx.viewer)),
  /**
   * `{body}` → the posted PublicMessageView. The gate refuses an unverified member with the board's own text
   * (copy.board.unverified, docs/product.md §5 Public message); the board limit is taken before the service.
   * @throws UNAUTHORIZED, FORBIDDEN (unverified e-mail), UNPROCESSABLE_CONTENT, TOO_MANY_REQUESTS.
   */
  post: verifiedProcedureWith(copy.board.unverified)
    .input(ZPostPublicMessageInput)
    .output(ZPublicMessageView)
    .mutation(async ({ ctx, input }) => {
      await takeBoardLimit(ctx.db, ctx.viewer);
      return postPublicMessage(ctx.db, ctx.viewer, input);
    }),
});
