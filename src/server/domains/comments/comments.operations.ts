/** The operations of the comments domain (docs/product.md §2 Post detail; §7 POST /api/comments). */
import { openapiCopy } from "#shared/copy/openapi.ts";
import { ZCommentView, ZCreateCommentInput } from "#shared/schemas/comments.ts";
import { defineOperation } from "../../edge/define.ts";
import { addComment, takeCommentLimit } from "./comments.service.ts";

export const commentsOperations = {
  /**
   * Comments on a visible post (docs/product.md §2 Post detail): `{post_id, body}` (JSON or form on REST) → the new
   * CommentView (REST 201 `{data}` with X-RateLimit-*). The per-member comment limit is taken after the input.
   * @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), NOT_FOUND (an invisible post), UNPROCESSABLE_CONTENT
   *   (コメントを入力してください。, length), TOO_MANY_REQUESTS (30 comments in 10 minutes; `Too Many Attempts.`).
   */
  create: defineOperation({
    name: "comments.create",
    summary: openapiCopy.summaries["comments.create"],
    gate: "verified",
    kind: "mutation",
    owner: "the post commented on: any visible post; a draft only by its author (404 for others)",
    note: "30 comments in 10 minutes per member",
    input: ZCreateCommentInput,
    output: ZCommentView,
    refusals: [404],
    rateLimit: (ctx) => takeCommentLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/comments", status: 201 },
    handler: (ctx, input) => addComment(ctx.db, ctx.viewer, input),
  }),
};
