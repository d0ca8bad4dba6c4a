/** tRPC procedures of private threads and the legacy list (spec.md §2 Threads, §7 /api/threads, /api/messages). */
import {
  ZCreateThreadInput,
  ZLegacyMessagesInput,
  ZListThreadsInput,
  ZMarkReadInput,
  ZSendMessageInput,
  ZThreadMessagesInput,
} from "../../../shared/schemas/threads.ts";
import { memberProcedure, router, verifiedProcedure } from "../../trpc/init.ts";
import { listLegacyMessages } from "./legacy-messages.service.ts";
import {
  getThreadMessages,
  listThreads,
  markThreadRead,
  openThread,
  sendMessage,
  unreadCount,
} from "./threads.service.ts";

export const threadsRouter = router({
  /** The viewer's threads, 20 a page: `{data: ThreadView[], meta}`. @throws UNAUTHORIZED. */
  list: memberProcedure
    .input(ZListThreadsInput)
    .query(({ ctx, input }) => listThreads(ctx.db, ctx.viewer, input)),
  /** Opens or creates the thread with `user_id`. @throws UNAUTHORIZED, FORBIDDEN (unverified), 422. */
  open: verifiedProcedure
    .input(ZCreateThreadInput)
    .mutation(({ ctx, input }) => openThread(ctx.db, ctx.viewer, input)),
  /** Partner and messages (newest page marks the thread read). @throws NOT_FOUND, FORBIDDEN. */
  messages: memberProcedure
    .input(ZThreadMessagesInput)
    .query(({ ctx, input }) => getThreadMessages(ctx.db, ctx.viewer, input)),
  /** Sends a message. @throws FORBIDDEN (not a participant, unverified), NOT_FOUND, 422. */
  send: verifiedProcedure
    .input(ZSendMessageInput)
    .mutation(({ ctx, input }) => sendMessage(ctx.db, ctx.viewer, input)),
  /** Marks a thread read (up to a message id). @returns `{unread_count}`. @throws NOT_FOUND, FORBIDDEN. */
  markRead: memberProcedure
    .input(ZMarkReadInput)
    .mutation(({ ctx, input }) => markThreadRead(ctx.db, ctx.viewer, input)),
  /** The viewer's unread total: `{unreadCount}` like GET /api/messages/unread-count. */
  unreadCount: memberProcedure.query(async ({ ctx }) => ({
    unreadCount: await unreadCount(ctx.db, ctx.viewer),
  })),
  /** The legacy message list, 20 a page. */
  legacy: memberProcedure
    .input(ZLegacyMessagesInput)
    .query(({ ctx, input }) => listLegacyMessages(ctx.db, ctx.viewer, input)),
});
