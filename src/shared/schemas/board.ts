/** Inputs and outputs of the public board on the home page (spec.md §3 Public message, §5, §7 /api/public-messages). */
import { z } from "zod";
import { MESSAGING } from "../constants.ts";
import { copy } from "../copy.ts";

/** POST /api/public-messages {body}: whitespace only is empty (spec.md §5). */
export const ZPostPublicMessageInput = z.object({
  body: z
    .string({ error: copy.board.required })
    .trim()
    .min(1, copy.board.required)
    .refine(
      (body) => Array.from(body).length <= MESSAGING.publicMessageBodyMax,
      copy.validation.maxLength(copy.fields.body, MESSAGING.publicMessageBodyMax),
    ),
});
export type TPostPublicMessageInput = z.input<typeof ZPostPublicMessageInput>;

/** A page of the board (newest first). */
export const ZListPublicMessagesInput = z.object({ page: z.number().int().min(1).default(1) });
export type TListPublicMessagesInput = z.input<typeof ZListPublicMessagesInput>;

/** A public message (spec.md §3): `sender` is null when the member is gone (shown as ゲスト). */
export interface PublicMessageView {
  id: number;
  body: string;
  sender: { id: number; name: string; avatar_url: string | null } | null;
  created_at: string;
}
