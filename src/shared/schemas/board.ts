/**
 * Inputs and outputs of the public board on the home page (docs/product.md §3 Public message, §5 Public message,
 * §7 Call table /api/public-messages).
 */
import { z } from "zod";
import { MESSAGING } from "../constants.ts";
import { copy } from "../copy.ts";
import { formPage, pageOf, textField } from "./fields.ts";

/** POST /api/public-messages {body}: whitespace only is empty (docs/product.md §5 Public message). */
export const ZPostPublicMessageInput = z.object({
  body: textField(copy.fields.body, {
    min: 1,
    max: MESSAGING.publicMessageBodyMax,
    messages: { type: copy.board.required, required: copy.board.required },
  }),
});
export type TPostPublicMessageData = z.output<typeof ZPostPublicMessageInput>;

/** A page of the board (newest first); GET /api/public-messages?page (an unusable page means 1). */
export const ZListPublicMessagesInput = z.object({ page: formPage() });
export type TListPublicMessagesData = z.output<typeof ZListPublicMessagesInput>;

/** A public message (docs/product.md §3): `sender` is null when the member is gone (shown as ゲスト). */
export const ZPublicMessageView = z.object({
  id: z.number().int(),
  body: z.string(),
  sender: z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() }).nullable(),
  /** Laravel's microsecond UTC format. */
  created_at: z.string(),
});
export type PublicMessageView = z.infer<typeof ZPublicMessageView>;

/** A page of the board: `{data, meta}`. */
export const ZPublicMessagePage = pageOf(ZPublicMessageView);
export type PublicMessagePage = z.infer<typeof ZPublicMessagePage>;
