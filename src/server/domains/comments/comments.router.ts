/** tRPC procedures of the comments domain (docs/product.md §7 POST /api/comments). */
import { ZCommentView, ZCreateCommentInput } from "#shared/schemas/comments.ts";
import { router, verifiedProcedure } from "../../trpc/init.ts";
import { addComment, takeCommentLimit } from "./comments.service.ts";

export const commentsRouter = router({
  /**
   * Comments on a visible post (docs/product.md §2 Post detail): {post_id, body} → the new CommentView.
   * The per-member comment limit (shared with REST) is taken first.
   * @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), NOT_FOUND, UNPROCESSABLE_CONTENT
   *   (コメントを入力してください。, length), TOO_MANY_REQUESTS (30 comments in 10 minutes).
   */
  create: verifiedProcedure
    .input(ZCreateCommentInput)
    .output(ZCommentView)
    .mutation(async ({ ctx, input }) => {
      await takeCommentLimit(ctx.db, ctx.viewer);
      return addComment(ctx.db, ctx.viewer, input);
    }),
});
