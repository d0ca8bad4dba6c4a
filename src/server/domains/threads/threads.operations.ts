/**
 * The operations of private threads and the legacy list (docs/product.md §2 Threads list, Thread show, Thread
 * create, Legacy messages list; §7 Call table threads.*). Reading needs a member, opening and sending a verified
 * e-mail (§6 Permissions); participation is the services' check. A thread id that cannot exist is 404
 * スレッドの取得に失敗しました。 on both transports, like Laravel's route binding.
 */
import { z } from "zod";
import { copy } from "#shared/copy.ts";
import {
  ZCreateThreadInput,
  ZLegacyMessagePage,
  ZLegacyMessagesInput,
  ZListThreadsInput,
  ZMarkReadInput,
  ZMarkReadResult,
  ZMessageView,
  ZOpenedThread,
  ZSendMessageInput,
  ZThreadMessagesInput,
  ZThreadMessagesView,
  ZThreadPage,
  ZUnreadCount,
} from "#shared/schemas/threads.ts";
import { type CustomAnswer, defineOperation } from "../../edge/define.ts";
import { listLegacyMessages } from "./legacy-messages.service.ts";
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

const summaries = copy.openapi.summaries;
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
  description: copy.openapi.threadCreated,
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
   * `{id, body}` → the sent MessageView (REST: 201 `{data}` with X-RateLimit-*); the per-member message limit is
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
    note: "403 `blocked` while either member blocked the other, 403 `partner_left` once the partner deleted their account (the thread stays readable)",
    input: ZSendMessageInput,
    output: ZMessageView,
    pathIds: threadPathId,
    rest: { method: "POST", path: "/threads/{id}/messages", status: 201 },
    rateLimit: (ctx) => takeMessageLimit(ctx.db, ctx.viewer),
    handler: (ctx, input) => sendMessage(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id, up_to?}` → `{unread_count}`: marks a thread read up to a message id (default its newest). tRPC only.
   * @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN, UNPROCESSABLE_CONTENT.
   */
  markRead: defineOperation({
    name: "threads.markRead",
    summary: summaries["threads.markRead"],
    gate: "member",
    kind: "mutation",
    owner: participants,
    input: ZMarkReadInput,
    output: ZMarkReadResult,
    rest: null,
    handler: (ctx, input) => markThreadRead(ctx.db, ctx.viewer, input),
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
