/**
 * Inputs and outputs of private threads and the legacy message list (docs/product.md §3 Thread, Message, Legacy
 * message, Unread message count; §5 Thread create and messages; §7 Call table /api/threads, /api/messages).
 */
import { z } from "zod";
import { MESSAGING } from "../constants.ts";
import { copy } from "../copy.ts";
import { formBoolean, formList, formPage, optionalId, pageOf, requiredId, textField } from "./fields.ts";
import { ZThreadRequest } from "./requests.ts";

const f = copy.fields;

/** POST /api/threads {user_id}: open or create the thread with that member (a form string id is accepted). */
export const ZCreateThreadInput = z.object({
  user_id: requiredId(f.user_id),
  /** The request the thread is opened about (docs/product.md §10); it becomes the thread's current request. */
  post_id: optionalId(f.post_id),
});
export type TCreateThreadData = z.output<typeof ZCreateThreadInput>;

/** A thread id (ids past PostgreSQL's integer range name no thread: a 422, never a 500). */
export const threadId = requiredId(f.thread_id);

/** A message id used as a bound (`before`, `up_to`). */
export const messageBound = optionalId(f.message_id);

/** A page of the threads list (GET /api/threads?page; an unusable page means 1). */
export const ZListThreadsInput = z.object({ page: formPage() });
export type TListThreadsData = z.output<typeof ZListThreadsInput>;

/** The messages of a thread: the newest page, or the page older than `before` (a message id). */
export const ZThreadMessagesInput = z.object({ id: threadId, before: messageBound });
export type TThreadMessagesData = z.output<typeof ZThreadMessagesInput>;

/**
 * A message body: at most MESSAGING.messageBodyMax characters; trailing whitespace and line breaks are dropped, the
 * leading indentation of the first line is kept. It may be empty when photos come with it (docs/product.md
 * "スレッドの写真"); whitespace only is empty.
 */
export const ZMessageBodyBesidePhotos = textField(f.body, {
  min: 0,
  max: MESSAGING.messageBodyMax,
  multiline: true,
  // A body that is no text (`{body: 123}`) reads as missing, as with the other required texts.
  messages: { type: copy.validation.required(f.body) },
}).default("");

/**
 * The photos of a message: up to MESSAGING.messageImagesMax (4) uploaded files, `images[]` on a multipart body
 * (empty file parts are dropped). Their type and size are judged by the image pipeline (server/media/images.ts).
 */
export const ZMessagePhotos = formList(
  z
    .array(z.unknown())
    .transform((items) =>
      items.filter((item) => !(item === "" || item === null || (item instanceof Blob && item.size === 0))),
    )
    .pipe(
      z
        .array(z.instanceof(Blob, { message: copy.validation.imageType }))
        .max(MESSAGING.messageImagesMax, copy.threadMedia.photos.tooMany(MESSAGING.messageImagesMax)),
    )
    .default([]),
);

/** A message says something: a body, a photo or both. */
export function bodyOrPhoto(input: { body: string; images: readonly unknown[] }): boolean {
  return input.body.length > 0 || input.images.length > 0;
}
/** Where and how bodyOrPhoto's refusal is reported (422 on `body`). */
export const BODY_OR_PHOTO = { path: ["body"], message: copy.threadMedia.photos.bodyOrPhoto };

/**
 * POST /api/threads/{id}/messages {body, images[]?} (docs/product.md "スレッドの写真"): `body` may be empty when
 * at least one photo is sent; with neither, 422 on `body` (copy.threadMedia.photos.bodyOrPhoto).
 */
export const ZSendMessageInput = z
  .object({ id: threadId, body: ZMessageBodyBesidePhotos, images: ZMessagePhotos })
  .refine(bodyOrPhoto, BODY_OR_PHOTO);
export type TSendMessageData = z.output<typeof ZSendMessageInput>;

/**
 * Marks a thread read up to a message id (the newest when omitted): tRPC threads.markRead, REST
 * POST /api/threads/{id}/read (docs/product.md "既読").
 */
export const ZMarkReadInput = z.object({ id: threadId, up_to: messageBound });
export type TMarkReadData = z.output<typeof ZMarkReadInput>;

/** The legacy list's page (GET /api/messages?page; an unusable page means 1). */
export const ZLegacyMessagesInput = z.object({ page: formPage() });
export type TLegacyMessagesData = z.output<typeof ZLegacyMessagesInput>;

/** The other member of a thread (a deleted member: id null, name 削除されたユーザー, deleted true). */
export const ZThreadPartner = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  deleted: z.boolean(),
  /** The 良い ratings the partner received (0 for a deleted member; docs/product.md §10 Thanks and ratings). */
  good_ratings: z.number().int(),
});
export type ThreadPartner = z.infer<typeof ZThreadPartner>;

/** A thread in the list (docs/product.md §3 Thread); dates in Laravel's microsecond UTC format. */
export const ZThreadView = z.object({
  id: z.number().int(),
  partner: ZThreadPartner,
  latest_message: z
    .object({
      body: z.string(),
      created_at: z.string(),
      /** Asia/Tokyo: `14:05` today, 昨日 yesterday, month and day this year, else `2025年11月22日`. */
      created_at_display: z.string(),
    })
    .nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
  /** The request the thread is about (docs/product.md §10), null when none or not visible. */
  post: ZThreadRequest.nullable(),
});
export type ThreadView = z.infer<typeof ZThreadView>;

/** A page of the threads list: `{data: ThreadView[], meta}`. */
export const ZThreadPage = pageOf(ZThreadView);
export type ThreadPage = z.infer<typeof ZThreadPage>;

/**
 * A photo of a thread message (docs/product.md "スレッドの写真"): both URLs are the private route
 * GET /api/threads/{id}/images/{imageId} (`?size=thumb` for the 320 px WebP), answered to the participants only.
 */
export const ZMessageImage = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
});
export type MessageImage = z.infer<typeof ZMessageImage>;

/** A message of a thread (docs/product.md §3 Message), plus its id for ordering and de-duplication. */
export const ZMessageView = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  body: z.string(),
  /** Null when the sender's account is gone. */
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  /** `2026-11-22` in Asia/Tokyo (date separators). */
  created_at_date: z.string(),
  /** `14:05` in Asia/Tokyo. */
  created_at_time: z.string(),
  is_mine: z.boolean(),
  /**
   * True when contact details in `body` were replaced by ●●● because the two participants have not both agreed
   * to exchange them (docs/product.md §12 Contact details held back).
   */
  contact_masked: z.boolean(),
  /**
   * Null when shown; `pending` (hidden after reports, under review) or `removed` (hidden by an administrator).
   * Others then read copy.safety.moderation.hidden as the body; the sender still reads the text.
   */
  moderation: z.enum(["pending", "removed"]).nullable(),
  /** The message's photos in the order sent, [] when none (docs/product.md "スレッドの写真"). */
  images: z.array(ZMessageImage),
  /**
   * On the viewer's own messages: when the partner read it, once both participants turned 既読 on; null otherwise
   * and always null on the partner's messages (docs/product.md "既読").
   */
  read_at: z.string().nullable(),
});
export type MessageView = z.infer<typeof ZMessageView>;

/** GET /api/threads/{id}/messages: the partner and a page of messages, oldest first. */
export const ZThreadMessagesView = z.object({
  thread: z.object({ id: z.number().int() }),
  partner: ZThreadPartner,
  messages: z.array(ZMessageView),
  /** True when older messages exist (ask again with `before` = the first message's id). */
  has_more: z.boolean(),
  /** The viewer's unread total over all threads after this read. */
  unread_count: z.number().int(),
  /** Who pressed 連絡先の交換に同意する (docs/product.md §12); contact details show once both are true. */
  contact_consent: z.object({ me: z.boolean(), partner: z.boolean() }),
  /** True when either member blocked the other: the thread stays readable but takes no new messages. */
  blocked: z.boolean(),
  /** The request the thread is about (docs/product.md §10), null when none or not visible. */
  post: ZThreadRequest.nullable(),
});
export type ThreadMessagesView = z.infer<typeof ZThreadMessagesView>;

/**
 * An opened thread (the domain result of threads.open): its id, whether this call created it, and the partner.
 * REST wraps it in Laravel's triple id `{id, created, thread: {id, partner}, data: {id}}` (threads.operations.ts).
 */
export const ZOpenedThread = z.object({
  id: z.number().int(),
  created: z.boolean(),
  partner: ZThreadPartner,
  /** The thread's current request (docs/product.md §10), null when none. */
  post: ZThreadRequest.nullable(),
});
export type OpenedThread = z.infer<typeof ZOpenedThread>;

/** PUT /api/account/read-receipts {enabled}: turns 既読 on or off for the member (docs/product.md "既読"). */
export const ZReadReceiptsInput = z.object({
  enabled: formBoolean(z.boolean({ error: copy.validation.boolean(f.enabled) })),
});
export type TReadReceiptsData = z.output<typeof ZReadReceiptsInput>;

/** The member's 既読 setting as kept. */
export const ZReadReceiptsAnswer = z.object({ enabled: z.boolean() });
export type ReadReceiptsAnswer = z.infer<typeof ZReadReceiptsAnswer>;

/** The viewer's unread total after marking a thread read. */
export const ZMarkReadResult = z.object({ unread_count: z.number().int() });
export type MarkReadResult = z.infer<typeof ZMarkReadResult>;

/** docs/product.md §3 Unread message count: `{unreadCount: n}`. */
export const ZUnreadCount = z.object({ unreadCount: z.number().int() });

/** A legacy message (docs/product.md §3 Legacy message); a gone member's name is 削除されたユーザー. */
export const ZLegacyMessageView = z.object({
  id: z.number().int(),
  sender_name: z.string(),
  receiver_name: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type LegacyMessageView = z.infer<typeof ZLegacyMessageView>;

/** A page of the legacy list: `{data: LegacyMessageView[], meta}`. */
export const ZLegacyMessagePage = pageOf(ZLegacyMessageView);
export type LegacyMessagePage = z.infer<typeof ZLegacyMessagePage>;

/** POST /api/threads/{id}/contact-consent: the thread id from the path (tRPC: `{id}`). */
export const ZThreadIdInput = z.object({ id: threadId });
export type TThreadIdData = z.output<typeof ZThreadIdInput>;

/** The contact-exchange consent of a thread after pressing the button: `{contact_consent: {me, partner}}`. */
export const ZContactConsentView = z.object({
  thread: z.object({ id: z.number().int() }),
  contact_consent: z.object({ me: z.boolean(), partner: z.boolean() }),
});
export type ContactConsentView = z.infer<typeof ZContactConsentView>;
