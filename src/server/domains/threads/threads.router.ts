/**
 * tRPC procedures of private threads and the legacy list (docs/product.md §2 Threads list, Thread show, Thread
 * create, Legacy messages list; §7 Call table threads.*). Reading needs a member, opening and sending a verified
 * e-mail (§6 Permissions); participation is the services' check.
 */
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
import { memberProcedure, router, verifiedProcedure } from "../../trpc/init.ts";
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

/** `threads.*`: threads, messages, read marks, the unread count and the legacy list. */
export const threadsRouter = router({
  /** `{page?}` → the viewer's threads, 20 a page: `{data: ThreadView[], meta}`. @throws UNAUTHORIZED. */
  list: memberProcedure
    .input(ZListThreadsInput)
    .output(ZThreadPage)
    .query(({ ctx, input }) => listThreads(ctx.db, ctx.viewer, input)),
  /**
   * `{user_id}` → `{id, created, partner}`: opens or creates the thread with that member; a new thread takes
   * the per-member thread limit (shared with REST) first.
   * @throws UNAUTHORIZED, FORBIDDEN (unverified), UNPROCESSABLE_CONTENT (yourself, unknown member),
   *   TOO_MANY_REQUESTS (20 new threads an hour).
   */
  open: verifiedProcedure
    .input(ZCreateThreadInput)
    .output(ZOpenedThread)
    .mutation(async ({ ctx, input }) => {
      await takeThreadLimit(ctx.db, ctx.viewer, input);
      return openThread(ctx.db, ctx.viewer, input);
    }),
  /**
   * `{id, before?}` → `{thread, partner, messages, has_more, unread_count}` (the newest page marks the thread
   * read). @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (not a participant), UNPROCESSABLE_CONTENT.
   */
  messages: memberProcedure
    .input(ZThreadMessagesInput)
    .output(ZThreadMessagesView)
    .query(({ ctx, input }) => getThreadMessages(ctx.db, ctx.viewer, input)),
  /**
   * `{id, body}` → the sent MessageView; the per-member message limit (shared with REST) is taken first.
   * @throws UNAUTHORIZED, FORBIDDEN (unverified, not a participant), NOT_FOUND, UNPROCESSABLE_CONTENT,
   *   TOO_MANY_REQUESTS (30 messages a minute, 300 an hour).
   */
  send: verifiedProcedure
    .input(ZSendMessageInput)
    .output(ZMessageView)
    .mutation(async ({ ctx, input }) => {
      await takeMessageLimit(ctx.db, ctx.viewer);
      return sendMessage(ctx.db, ctx.viewer, input);
    }),
  /**
   * `{id, up_to?}` → `{unread_count}`: marks a thread read up to a message id (default its newest).
   * @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN, UNPROCESSABLE_CONTENT.
   */
  markRead: memberProcedure
    .input(ZMarkReadInput)
    .output(ZMarkReadResult)
    .mutation(({ ctx, input }) => markThreadRead(ctx.db, ctx.viewer, input)),
  /** The viewer's unread total: `{unreadCount}` like GET /api/messages/unread-count. @throws UNAUTHORIZED. */
  unreadCount: memberProcedure
    .output(ZUnreadCount)
    .query(async ({ ctx }) => ({ unreadCount: await unreadCount(ctx.db, ctx.viewer) })),
  /** `{page?}` → the legacy message list, 20 a page: `{data: LegacyMessageView[], meta}`. @throws UNAUTHORIZED. */
  legacy: memberProcedure
    .input(ZLegacyMessagesInput)
    .output(ZLegacyMessagePage)
    .query(({ ctx, input }) => listLegacyMessages(ctx.db, ctx.viewer, input)),
});
