/**
 * The operations of 代理投稿 and the organisation's shared inbox (docs/product.md "Organisations"): its owners and
 * staff post requests for residents as the organisation and read and answer its threads as it. Part of
 * organizationsOperations (organizations.operations.ts), so their names are `organizations.*` on both transports.
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { formInput } from "#shared/schemas/fields.ts";
import {
  ZCreateProxyPostInput,
  ZInboxInput,
  ZInboxMessagesInput,
  ZInboxSendInput,
} from "#shared/schemas/organization-inbox.ts";
import { ZPostWithImages } from "#shared/schemas/posts.ts";
import { ZMessageView, ZThreadMessagesView, ZThreadPage } from "#shared/schemas/threads.ts";
import { defineOperation } from "../../edge/define.ts";
import { storageFor } from "../../media/storage.ts";
import { takePostLimit } from "../posts/posts.service.ts";
import { takeMessageLimit } from "../threads/threads.service.ts";
import {
  createProxyPost,
  organizationInbox,
  organizationInboxMessages,
  sendAsOrganization,
} from "./organization-inbox.service.ts";

const summaries = openapiCopy.summaries;
const o = organizationsCopy;
/** Who acts as the organisation (代理投稿, the shared inbox): its own people, never an administrator as such. */
const staffOnly =
  "an organisation the caller is owner or staff of (administrators too: 403 unless on its staff)";
const inboxIds = { id: o.notFound, thread_id: copy.threads.fetchFailed };

export const organizationInboxOperations = {
  /**
   * `{id, …the post payload of POST /api/posts}` (JSON, form or multipart with photos) → 201 the 代理投稿 with
   * `on_behalf_of` (docs/product.md "Organisations"); its author is the organisation's account, no resident's name
   * is stored. @throws 401, 403 (unverified; not on the staff), 404, 422, 429 (the caller's 10 posts an hour).
   */
  createPost: defineOperation({
    name: "organizations.createPost",
    summary: summaries["organizations.createPost"],
    gate: "verified",
    kind: "mutation",
    owner: staffOnly,
    note: "10 new posts an hour per member (the caller's own post limit)",
    input: formInput(ZCreateProxyPostInput),
    output: ZPostWithImages,
    pathIds: { id: o.notFound },
    refusals: [403, 404],
    rateLimit: (ctx) => takePostLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/organizations/{id}/posts", status: 201 },
    handler: (ctx, input) => createProxyPost(ctx.db, ctx.viewer, input, storageFor(ctx.env)),
  }),
  /**
   * `{id, page?}` → the shared inbox: the organisation's threads, 20 a page (Laravel's page of threads.list).
   * @throws 401, 403 (not on the staff), 404.
   */
  inbox: defineOperation({
    name: "organizations.inbox",
    summary: summaries["organizations.inbox"],
    gate: "verified",
    kind: "private-read",
    owner: staffOnly,
    input: ZInboxInput,
    output: ZThreadPage,
    pathIds: { id: o.notFound },
    refusals: [403, 404],
    rest: { method: "GET", path: "/organizations/{id}/threads" },
    handler: (ctx, input) => organizationInbox(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id, thread_id, before?}` → the thread's messages as the organisation reads them (the newest page marks it
   * read for the whole staff). @throws 401, 403 (not on the staff), 404 (also a thread not the organisation's), 422.
   */
  inboxMessages: defineOperation({
    name: "organizations.inboxMessages",
    summary: summaries["organizations.inboxMessages"],
    gate: "verified",
    kind: "private-read",
    owner: `${staffOnly}; the thread: one the organisation takes part in (404 otherwise)`,
    input: ZInboxMessagesInput,
    output: ZThreadMessagesView,
    pathIds: inboxIds,
    refusals: [403, 404],
    rest: { method: "GET", path: "/organizations/{id}/threads/{thread_id}/messages", answer: "same" },
    handler: (ctx, input) => organizationInboxMessages(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id, thread_id, body, images[]?}` → 201 the message sent as the organisation (multipart for up to 4 photos).
   * @throws 401, 403 (unverified, not on the staff, `blocked`, `partner_left`), 404, 422, 429 (the caller's
   *   message limit).
   */
  inboxSend: defineOperation({
    name: "organizations.inboxSend",
    summary: summaries["organizations.inboxSend"],
    gate: "verified",
    kind: "mutation",
    owner: `${staffOnly}; the thread: one the organisation takes part in (404 otherwise)`,
    note: "the caller's own message limit (30 a minute, 300 an hour); up to 4 photos as images[] (multipart)",
    input: formInput(ZInboxSendInput),
    output: ZMessageView,
    pathIds: inboxIds,
    refusals: [403, 404],
    rateLimit: (ctx) => takeMessageLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/organizations/{id}/threads/{thread_id}/messages", status: 201 },
    handler: (ctx, input) => sendAsOrganization(ctx.db, ctx.viewer, input, storageFor(ctx.env)),
  }),
};
