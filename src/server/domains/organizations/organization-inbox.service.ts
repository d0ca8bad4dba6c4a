/**
 * 代理投稿 and the shared inbox (docs/product.md "Organisations"): staff post a request on behalf of a resident with
 * no smartphone — the organisation's account is its author, the resident's name is never stored — and read and
 * answer, as the organisation, the threads its account takes part in. Each call is the member call it mirrors
 * (posts.create, threads.list, threads.messages, threads.send) run as the organisation's account
 * (organization-accounts.ts), so limits, blocks, contact masking, 既読 and photos behave exactly as there.
 */
import { MESSAGING } from "#shared/constants.ts";
import { pageMeta } from "#shared/pagination.ts";
import type {
  TCreateProxyPostData,
  TInboxData,
  TInboxMessagesData,
  TInboxSendData,
} from "#shared/schemas/organization-inbox.ts";
import type { PostWithImages } from "#shared/schemas/posts.ts";
import type { MessageView, ThreadMessagesView, ThreadPage } from "#shared/schemas/threads.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { FileStorage } from "../../media/storage.ts";
import type { Viewer } from "../../viewer.ts";
import { createPost } from "../posts/posts.service.ts";
import { getThreadMessages, listThreads, sendMessage } from "../threads/threads.service.ts";
import { actAsOrganization, readAsOrganization } from "./organization-accounts.ts";

/**
 * Creates a 代理投稿: `{id (the organisation), …the post payload of POST /api/posts}` → the post with its photos,
 * `on_behalf_of` naming the organisation. The caller's own post limit applies (the operation takes it).
 * @throws AppError 404 (organisation), 403 (not on its staff), 422 (the post's fields and photos).
 */
export async function createProxyPost(
  db: Database,
  viewer: Viewer,
  input: TCreateProxyPostData,
  storage: FileStorage | null,
): Promise<PostWithImages> {
  const { id, ...post } = input;
  return createPost(db, await actAsOrganization(db, viewer, id), post, storage);
}

/**
 * The shared inbox: `{id, page}` → the organisation's threads, 20 a page, newest message first, each with its
 * unread count for the organisation (an empty page while it has posted nothing).
 * @throws AppError 404, 403 (not on its staff).
 */
export async function organizationInbox(
  db: Database,
  viewer: Viewer,
  input: TInboxData,
): Promise<ThreadPage> {
  const acting = await readAsOrganization(db, viewer, input.id);
  if (acting) return listThreads(db, acting, { page: input.page });
  return { data: [], meta: pageMeta(input.page, MESSAGING.threadsPerPage, 0, 0) };
}

/**
 * One thread of the inbox: `{id, thread_id, before?}` → its messages as the organisation reads them (the newest
 * page marks it read for the organisation, so for every member of its staff).
 * @throws AppError 404 (organisation; a thread the organisation is not in reads as missing), 403 (not on staff).
 */
export async function organizationInboxMessages(
  db: Database,
  viewer: Viewer,
  input: TInboxMessagesData,
): Promise<ThreadMessagesView> {
  const acting = await readAsOrganization(db, viewer, input.id);
  if (!acting) throw AppError.notFound("thread_not_found");
  return notInboxAsMissing(() =>
    getThreadMessages(db, acting, { id: input.thread_id, before: input.before }),
  );
}

/**
 * An answer as the organisation: `{id, thread_id, body, images[]}` → the sent message (its partner sees the
 * organisation's name). The caller's own message limit applies (the operation takes it).
 * @throws AppError 404, 403 (not on staff; `blocked`, `partner_left` as for any message), 422.
 */
export async function sendAsOrganization(
  db: Database,
  viewer: Viewer,
  input: TInboxSendData,
  storage: FileStorage,
): Promise<MessageView> {
  const acting = await readAsOrganization(db, viewer, input.id);
  if (!acting) throw AppError.notFound("thread_not_found");
  return notInboxAsMissing(() =>
    sendMessage(db, acting, { id: input.thread_id, body: input.body, images: input.images }, storage),
  );
}

/**
 * A thread the organisation takes no part in is none of its staff's business, and saying "forbidden" would tell
 * them it exists: 404 as for a missing thread.
 */
async function notInboxAsMissing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError && error.code === "thread_forbidden")
      throw AppError.notFound("thread_not_found");
    throw error;
  }
}
