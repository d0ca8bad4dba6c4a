/**
 * The operations of the public board (docs/product.md §2 Home, §5 Public message, §7 Call table board.*): read it
 * (anyone), write on it (verified members, rate-limited). An unverified member is refused with the board's own
 * text (copy.board.unverified) on both transports.
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
import {
  ZListPublicMessagesInput,
  ZPostPublicMessageInput,
  ZPublicMessagePage,
  ZPublicMessageView,
} from "#shared/schemas/board.ts";
import { defineOperation } from "../../edge/define.ts";
import { listPublicMessages, postPublicMessage, takeBoardLimit } from "./board.service.ts";

export const boardOperations = {
  /**
   * `{page?}` → the newest public messages, 30 a page: `{data: PublicMessageView[], meta}` (REST: Laravel's page;
   * an unusable page means 1).
   */
  list: defineOperation({
    name: "board.list",
    summary: openapiCopy.summaries["board.list"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZListPublicMessagesInput,
    output: ZPublicMessagePage,
    rest: { method: "GET", path: "/public-messages" },
    handler: (ctx, input) => listPublicMessages(ctx.db, input, ctx.viewer),
  }),
  /**
   * `{body}` → the posted PublicMessageView (REST 201 `{data}` with X-RateLimit-*). The board limit is taken after
   * the input and before the service.
   * @throws UNAUTHORIZED, FORBIDDEN (unverified e-mail: メール認証が完了していません。…, the board's own text),
   *   UNPROCESSABLE_CONTENT, TOO_MANY_REQUESTS (5 a minute; `Too Many Attempts.` with Retry-After on REST).
   */
  post: defineOperation({
    name: "board.post",
    summary: openapiCopy.summaries["board.post"],
    gate: "verified",
    unverifiedMessage: copy.board.unverified,
    kind: "mutation",
    owner: null,
    note: "the unverified refusal has the board's own text (copy.board.unverified); 5 a minute per member",
    input: ZPostPublicMessageInput,
    output: ZPublicMessageView,
    rateLimit: (ctx) => takeBoardLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/public-messages", status: 201 },
    handler: (ctx, input) => postPublicMessage(ctx.db, ctx.viewer, input),
  }),
};
