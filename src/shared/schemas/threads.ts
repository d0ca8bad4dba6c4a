/**
 * Inputs and outputs of private threads and the legacy message list (spec.md §3 Thread, Message, Legacy message,
 * Unread message count; §5 Thread create; §7 /api/threads, /api/messages).
 */
import { z } from "zod";
import { MESSAGING } from "../constants.ts";
import { copy } from "../copy.ts";
import { optionalId, requiredId } from "./fields.ts";

const f = copy.fields;
const v = copy.validation;

/** POST /api/threads {user_id}: open or create the thread with that member. */
export const ZCreateThreadInput = z.object({ user_id: requiredId(f.user_id) });
export type TCreateThreadInput = z.input<typeof ZCreateThreadInput>;

/** A thread id (ids past PostgreSQL's integer range name no thread: a 422/400, never a 500). */
const threadId = requiredId(f.thread_id);

/** A message id used as a bound (`before`, `up_to`). */
const messageBound = optionalId(f.message_id);

/** One thread by id. */
export const ZThreadIdInput = z.object({ id: threadId });
export type TThreadIdInput = z.input<typeof ZThreadIdInput>;

/** A page of the threads list. */
export const ZListThreadsInput = z.object({ page: z.number().int().min(1).default(1) });
export type TListThreadsInput = z.input<typeof ZListThreadsInput>;

/** The messages of a thread: the newest page, or the page older than `before` (a message id). */
export const ZThreadMessagesInput = z.object({ id: threadId, before: messageBound });
export type TThreadMessagesInput = z.input<typeof ZThreadMessagesInput>;

/** A message body: required (whitespace only is empty), at most MESSAGING.messageBodyMax characters. */
export const ZMessageBody = z
  .string({ error: v.required(f.body) })
  .refine((body) => body.trim().length > 0, v.required(f.body))
  .refine(
    (body) => Array.from(body).length <= MESSAGING.messageBodyMax,
    v.maxLength(f.body, MESSAGING.messageBodyMax),
  )
  // Trailing whitespace and line breaks are dropped; leading indentation of the first line is kept.
  .transform((body) => body.replace(/\s+$/u, "").replace(/^(\r?\n)+/u, ""));

/** POST /api/threads/{id}/messages {body}. */
export const ZSendMessageInput = z.object({ id: threadId, body: ZMessageBody });
export type TSendMessageInput = z.input<typeof ZSendMessageInput>;

/** Marks a thread read up to a message id (the newest when omitted). */
export const ZMarkReadInput = z.object({ id: threadId, up_to: messageBound });
export type TMarkReadInput = z.input<typeof ZMarkReadInput>;

/** The legacy list's page. */
export const ZLegacyMessagesInput = z.object({ page: z.number().int().min(1).default(1) });

/** The other member of a thread (null fields never: a deleted member shows as 削除されたユーザー). */
export interface ThreadPartner {
  id: number | null;
  name: string;
  avatar_url: string | null;
  deleted: boolean;
}

/** A thread in the list (spec.md §3 Thread). */
export interface ThreadView {
  id: number;
  partner: ThreadPartner;
  latest_message: { body: string; created_at: string; created_at_display: string } | null;
  unread_count: number;
  updated_at: string;
}

/** A message of a thread (spec.md §3 Message), plus its id for ordering and de-duplication. */
export interface MessageView {
  id: number;
  thread_id: number;
  body: string;
  user_id: number | null;
  created_at: string;
  /** `2026-11-22` in Asia/Tokyo (date separators). */
  created_at_date: string;
  /** `14:05` in Asia/Tokyo. */
  created_at_time: string;
  is_mine: boolean;
}

/** GET /api/threads/{id}/messages: the partner and a page of messages, oldest first. */
export interface ThreadMessagesView {
  thread: { id: number };
  partner: ThreadPartner;
  messages: MessageView[];
  /** True when older messages exist (ask again with `before` = the first message's id). */
  has_more: boolean;
  unread_count: number;
}

/** POST /api/threads: the thread's id in each of the places clients read it (spec.md §7). */
export interface OpenedThread {
  id: number;
  created: boolean;
  thread: { id: number; partner: ThreadPartner };
  data: { id: number };
}

/** A legacy message (spec.md §3 Legacy message). */
export interface LegacyMessageView {
  id: number;
  sender_name: string;
  receiver_name: string;
  content: string;
  created_at: string;
}
