/** tRPC procedures of the comments domain (docs/product.md §7 POST /api/comments). */
import { ZCommentView, ZCreateCommentInput } from "../../../shared/schemas/comments.ts";
import { router, verifiedProcedure } from "../../trpc/init.ts";
import { addComment } from "./comments.service.ts";

export const commentsRouter = router({
  /**
   * Comments on a visible post (docs/product.md §2 Post detail): {post_id, body} → the new CommentView.
   * @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), NOT_FOUND, UNPROCESSABLE_CONTENT
   *   (コメントを入力してください。, length).
   */
  create: verifiedProcedure
    .input(ZCreateCommentInput)
    .output(ZCommentView)
    .mutation(({ ctx, input }) => addComment(ctx.db, ctx.viewer, input)),
});
