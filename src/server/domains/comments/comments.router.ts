/** tRPC procedures of the comments domain (spec.md §7 POST /api/comments). */
import { ZCreateCommentInput } from "../../../shared/schemas/comments.ts";
import { router, verifiedProcedure } from "../../trpc/init.ts";
import { addComment } from "./comments.service.ts";

export const commentsRouter = router({
  /** Comments on a visible post. @throws UNAUTHORIZED, NOT_FOUND, 422 (コメントを入力してください。). */
  create: verifiedProcedure
    .input(ZCreateCommentInput)
    .mutation(({ ctx, input }) => addComment(ctx.db, ctx.viewer, input)),
});
