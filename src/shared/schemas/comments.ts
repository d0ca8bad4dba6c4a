/** Inputs and outputs of the comments domain (spec.md §3 Comment, §5 "Comment cannot be empty", §7 POST /api/comments). */
import { z } from "zod";
import { FIELD_LIMITS } from "../constants.ts";
import { copy } from "../copy.ts";
import { storableText } from "./fields.ts";

const v = copy.validation;

/** A new comment on a post: body required (コメントを入力してください。), at most FIELD_LIMITS.commentBody characters. */
export const ZCreateCommentInput = z.object({
  post_id: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? v.required(copy.fields.post_id)
          : v.integer(copy.fields.post_id),
    })
    .int(v.integer(copy.fields.post_id))
    .positive(v.invalidChoice(copy.fields.post_id))
    .max(2_147_483_647, v.invalidChoice(copy.fields.post_id)),
  body: z
    .string({ error: v.commentRequired })
    .trim()
    .min(1, v.commentRequired)
    .max(FIELD_LIMITS.commentBody, v.maxLength(copy.fields.comment, FIELD_LIMITS.commentBody))
    .refine(storableText, v.invalidCharacters(copy.fields.comment)),
});
export type TCreateCommentInput = z.input<typeof ZCreateCommentInput>;

/** A comment as shown under a post (spec.md §3 Comment). */
export interface CommentView {
  id: number;
  body: string;
  user: { id: number; name: string; avatar_url: string | null } | null;
  created_at: string;
  created_at_relative: string;
}
