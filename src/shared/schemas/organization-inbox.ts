/**
 * Inputs of 代理投稿 and the organisation's shared inbox (docs/product.md "Organisations"; docs/api.md
 * "Organisations"): a request posted by staff on behalf of a resident (the payload of POST /api/posts beside the
 * organisation's id), and the threads of the organisation's account that its staff read and answer. The answers
 * are those of the member calls they mirror (a post, a page of threads, a thread's messages, a message).
 */
import { z } from "zod";
import { organizationsCopy } from "../copy/organizations.ts";
import { formPage, requiredId } from "./fields.ts";
import {
  AMOUNT_WITH_MONEY,
  amountOnlyWithMoney,
  bothCoordinatesOrNeither,
  COORDINATE_PAIR,
  createPostFields,
} from "./posts.ts";
import {
  BODY_OR_PHOTO,
  bodyOrPhoto,
  messageBound,
  threadId,
  ZMessageBodyBesidePhotos,
  ZMessagePhotos,
} from "./threads.ts";

const organizationId = requiredId(organizationsCopy.fields.id);

/** POST /api/organizations/{id}/posts: the post payload of POST /api/posts (JSON, form or multipart) and `id`. */
export const ZCreateProxyPostInput = z
  .object({ ...createPostFields, id: organizationId })
  .refine(bothCoordinatesOrNeither, COORDINATE_PAIR)
  .refine(amountOnlyWithMoney, AMOUNT_WITH_MONEY);
export type TCreateProxyPostData = z.output<typeof ZCreateProxyPostInput>;

/** GET /api/organizations/{id}/threads?page: the shared inbox, 20 threads a page. */
export const ZInboxInput = z.object({ id: organizationId, page: formPage() });
export type TInboxData = z.output<typeof ZInboxInput>;

/** GET /api/organizations/{id}/threads/{thread_id}/messages?before: one thread of the inbox. */
export const ZInboxMessagesInput = z.object({
  id: organizationId,
  thread_id: threadId,
  before: messageBound,
});
export type TInboxMessagesData = z.output<typeof ZInboxMessagesInput>;

/** POST /api/organizations/{id}/threads/{thread_id}/messages {body, images[]?}: an answer as the organisation. */
export const ZInboxSendInput = z
  .object({
    id: organizationId,
    thread_id: threadId,
    body: ZMessageBodyBesidePhotos,
    images: ZMessagePhotos,
  })
  .refine(bodyOrPhoto, BODY_OR_PHOTO);
export type TInboxSendData = z.output<typeof ZInboxSendInput>;
