/**
 * The operations of private threads and the legacy list (docs/product.md §2 Threads list, Thread show, Thread
 * create, Legacy messages list; §7 Call table threads.*). Reading needs a member, opening and sending a verified
 * e-mail (§6 Permissions); participation is the services' check. A thread id that cannot exist is 404
 * スレッドの取得に失敗しました。 on both transports, like Laravel's route binding.
 */

import { z } from "zod";
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
import { formInput } from "#shared/schemas/fields.ts";
import {
  ZCreateThreadInput,
  ZLegacyMessagePage,
  ZLegacyMessagesInput,
  ZListThreadsInput,
  ZMarkReadInput,
  ZMarkReadResult,
  ZMessageView,
  ZOpenedThread,
  ZReadReceiptsAnswer,
  ZReadReceiptsInput,
  ZSendMessageInput,
  ZThreadMessagesInput,
  ZThreadMessagesView,
  ZThreadPage,
  ZUnreadCount,
} from "#shared/schemas/threads.ts";
import { type CustomAnswer, defineOperation } from "../../edge/define.ts";
import { storageFor } from "../../media/storage.ts";
import { listLegacyMessages } from "./legacy-messages.service.ts";
import { setReadReceipts, takeReadReceiptsLimit, takeThreadReadLimit } from "./read-receipts.service.ts";
import {
  getThreadMessages,
  listThreads,
  markThreadRead,
  openThread,
  sendMessage,
  takeMessageLimit,
  takeThreadLimit,
  unreadCount,
} from "./threads.service.ts";

const summaries = openapiCopy.summaries;
const threadPathId = { id: copy.threads.fetchFailed };
const participants = "the thread: its two participants only (403 for anyone else, admins included)";

/**
 * Laravel's triple thread id of POST /api/threads (docs/product.md §7): `{id, created, thread: {id, partner, post},
 * data: {id}}`, the thread id where each client reads it; 201 when the thread was created, 200 for the existing one.
 */
const openedThreadAnswer: CustomAnswer<z.output<typeof ZOpenedThread>> = {
  schema: z.object({
    id: z.number().int(),
    created: z.boolean(),
    thread: ZOpenedThread.omit({ created: true }),
    data: z.object({ id: z.number().int() }),
  }),
  statuses: [201, 200],
  description: openapiCopy.threadCreated,
  render: ({ id, created, partner, post }) => ({
    status: created ? 201 : 200,
    body: { id, created, thread: { id, partner, post }, data: { id } },
  }),
};

export const threadsOperations = {
  /**
   * `{page?}` → the viewer's threads, 20 a page: `{data: ThreadView[], meta}` (REST: Laravel's page, docs/product.md
   * §3 Thread). @throws UNAUTHORIZED.
   */
  list: defineOperation({
    name: "threads.list",
    summary: summaries["threads.list"],
    gate: "member",
    kind: "private-read",
    owner: "the threads the caller takes part in",
    input: ZListThreadsInput,
    output: ZThreadPage,
    rest: { method: "GET", path: "/threads" },
    handler: (ctx, input) => listThreads(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{user_id, post_id?}` → `{id, created, partner, post}`: opens or creates the thread with that member; a new
   * thread takes the per-member thread limit first (X-RateLimit-* on REST). REST answers the triple id (see
   * openedThreadAnswer), 201 when created, else 200.
   * @throws UNAUTHORIZED, FORBIDDEN (unverified), UNPROCESSABLE_CONTENT (yourself, unknown member),
   *   TOO_MANY_REQUESTS (`Too Many Attempts.` past 20 new threads an hour).
   */
  open: defineOperation({
    name: "threads.open",
    summary: summaries["threads.open"],
    gate: "verified",
    kind: "mutation",
    owner: "the partner member (nobody opens a thread with themself: 422)",
    note: "20 new threads an hour per member; opening an existing thread is not counted",
    input: ZCreateThreadInput,
    output: ZOpenedThread,
    rest: { method: "POST", path: "/threads", custom: openedThreadAnswer },
    rateLimit: (ctx, input) => takeThreadLimit(ctx.db, ctx.viewer, input),
    handler: (ctx, input) => openThread(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id, before?}` → `{thread, partner, messages, has_more, unread_count}` (the newest page marks the thread
   * read); REST answers it as is. @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (not a participant),
   * UNPROCESSABLE_CONTENT (a malformed `before`).
   */
  messages: defineOperation({
    name: "threads.messages",
    summary: summaries["threads.messages"],
    gate: "member",
    kind: "private-read",
    owner: participants,
    input: ZThreadMessagesInput,
    output: ZThreadMessagesView,
    pathIds: threadPathId,
    refusals: [403],
    rest: { method: "GET", path: "/threads/{id}/messages", answer: "same" },
    handler: (ctx, input) => getThreadMessages(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id, body, images[]?}` → the sent MessageView (REST: 201 `{data}` with X-RateLimit-*; multipart for photos,
   * docs/product.md "スレッドの写真": up to 4, `body` may be empty beside a photo); the per-member message limit is
   * taken first, nothing is stored past it.
   * @throws UNAUTHORIZED, FORBIDDEN (unverified, not a participant, `blocked`, `partner_left` — docs/product.md §4
   *   Leaving), NOT_FOUND, UNPROCESSABLE_CONTENT, TOO_MANY_REQUESTS (`Too Many Attempts.` past 30 messages a
   *   minute or 300 an hour).
   */
  send: defineOperation({
    name: "threads.send",
    summary: summaries["threads.send"],
    gate: "verified",
    kind: "mutation",
    owner: participants,
    note: "403 `blocked` while either member blocked the other, 403 `partner_left` once the partner deleted their account (the thread stays readable); up to 4 photos as images[] (multipart), private to the participants",
    input: formInput(ZSendMessageInput),
    output: ZMessageView,
    pathIds: threadPathId,
    rest: { method: "POST", path: "/threads/{id}/messages", status: 201 },
    rateLimit: (ctx) => takeMessageLimit(ctx.db, ctx.viewer),
    handler: (ctx, input) => sendMessage(ctx.db, ctx.viewer, input, storageFor(ctx.env)),
  }),
  /**
   * `{id, up_to?}` → `{unread_count}`: marks a thread read up to a message id (default its newest); with both
   * participants' 既読 on, the partner sees 「既読」 live (docs/product.md "既読"). REST: POST /api/threads/{id}/read
   * → 200 `{data: {unread_count}}`.
   * @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN, UNPROCESSABLE_CONTENT, TOO_MANY_REQUESTS (600 in 10 minutes).
   */
  markRead: defineOperation({
    name: "threads.markRead",
    summary: summaries["threads.markRead"],
    gate: "member",
    kind: "mutation",
    owner: participants,
    note: "600 reads in 10 minutes per member; reading the newest page of GET /threads/{id}/messages marks read too",
    input: ZMarkReadInput,
    output: ZMarkReadResult,
    pathIds: threadPathId,
    refusals: [403],
    rateLimit: (ctx) => takeThreadReadLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/threads/{id}/read" },
    handler: (ctx, input) => markThreadRead(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{enabled}` → `{enabled}`: turns 既読 on or off for the caller (docs/product.md "既読"; off by default); read
   * back as SessionUser.read_receipts (accounts.me). REST: PUT /api/account/read-receipts.
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (not a boolean), TOO_MANY_REQUESTS (30 changes in 10 minutes).
   */
  setReadReceipts: defineOperation({
    name: "threads.setReadReceipts",
    summary: summaries["threads.setReadReceipts"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own account",
    note: "30 changes in 10 minutes per member; read times show only while both participants have it on",
    input: ZReadReceiptsInput,
    output: ZReadReceiptsAnswer,
    rateLimit: (ctx) => takeReadReceiptsLimit(ctx.db, ctx.viewer),
    rest: { method: "PUT", path: "/account/read-receipts" },
    handler: (ctx, input) => setReadReceipts(ctx.db, ctx.viewer, input),
  }),
  /** The viewer's unread total: `{unreadCount}` (docs/product.md §3 Unread message count). @throws UNAUTHORIZED. */
  unreadCount: defineOperation({
    name: "threads.unreadCount",
    summary: summaries["threads.unreadCount"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own unread messages",
    output: ZUnreadCount,
    rest: { method: "GET", path: "/messages/unread-count", answer: "same" },
    handler: async (ctx) => ({ unreadCount: await unreadCount(ctx.db, ctx.viewer) }),
  }),
  /**
   * `{page?}` → the legacy message list, 20 a page: `{data: LegacyMessageView[], meta}` (sender_name,
   * receiver_name, content, created_at; REST: Laravel's page). @throws UNAUTHORIZED.
   */
  legacy: defineOperation({
    name: "threads.legacy",
    summary: summaries["threads.legacy"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own legacy messages",
    input: ZLegacyMessagesInput,
    output: ZLegacyMessagePage,
    rest: { method: "GET", path: "/messages" },
    handler: (ctx, input) => listLegacyMessages(ctx.db, ctx.viewer, input),
  }),
};
