/**
 * Inputs and outputs of the comments domain (docs/product.md §3 Comment, §5 "Comment cannot be empty",
 * §7 POST /api/comments).
 */
import { z } from "zod";
import { FIELD_LIMITS } from "../constants.ts";
import { copy } from "../copy.ts";
import { requiredId, textField } from "./fields.ts";

const v = copy.validation;

/**
 * A new comment on a post (tRPC comments.create, REST POST /api/comments as JSON or form): `post_id` (a form
 * string "12" is accepted), body required (コメントを入力してください。), at most FIELD_LIMITS.commentBody characters.
 */
export const ZCreateCommentInput = z.object({
  post_id: requiredId(copy.fields.post_id),
  body: textField(copy.fields.comment, {
    min: 1,
    max: FIELD_LIMITS.commentBody,
    messages: { type: v.commentRequired, required: v.commentRequired },
  }),
});
export type TCreateCommentData = z.output<typeof ZCreateCommentInput>;

/**
 * A comment as shown under a post (docs/product.md §3 Comment): `user` is null when the author left;
 * `created_at` in Laravel's format (`2026-05-01T09:30:00.000000Z`), `created_at_relative` like 「3分前」.
 */
export const ZCommentView = z.object({
  id: z.number().int(),
  body: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() }).nullable(),
  created_at: z.string(),
  created_at_relative: z.string(),
  /**
   * Present only on a hidden comment in its author's own view: `pending` (審査中) or `removed` (others never get
   * the comment; docs/product.md §12). Absent otherwise, so the §3 Comment shape is unchanged.
   */
  moderation: z.enum(["pending", "removed"]).optional(),
});
export type CommentView = z.infer<typeof ZCommentView>;
