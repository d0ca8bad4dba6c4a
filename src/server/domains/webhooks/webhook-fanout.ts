/**
 * The webhook fan-out (queue `webhook-fanout`, docs/product.md "Webhooks"): one job per event, run in the job's
 * transaction. It builds the event's `data` as the REST API shows it to whoever the receiver could see it as — a
 * post as a visitor reads it (contact details masked, the position blurred), a comment as a visitor reads it, a
 * thread message as the post's author reads it (masked until both agreed) — and nothing at all for a draft, a
 * post or comment hidden by moderation, or an endpoint whose member and the author blocked one another. Then it
 * writes one delivery per matching endpoint (the body as it will be sent, byte for byte) and queues its job.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { toApiDate } from "#shared/dates.ts";
import type { WebhookEventType } from "#shared/schemas/webhooks.ts";
import { queryRows, type Transaction } from "../../db/client.ts";
import { commentsOf } from "../comments/comments.service.ts";
import { postWithImages } from "../posts/posts.photos.ts";
import type { WebhookSourceEvent } from "./webhook-queue.ts";
import { queueDeliveries } from "./webhooks.service.ts";

/** The facts of a post that the filters and the block rule read. */
interface PostFacts {
  user_id: number | null;
  region_id: number;
  category_id: number;
  status: string;
  is_public: boolean;
  moderation: string | null;
}

async function postFacts(tx: Transaction, postId: number): Promise<PostFacts | undefined> {
  const [row] = await queryRows<PostFacts>(
    tx,
    sql`select user_id, region_id, category_id, status, is_public, moderation from posts where id = ${postId}`,
  );
  return row;
}

/** SQL: the endpoint `e`'s member and `authorId` did not block one another (true when there is no author). */
function notBlockedWith(authorId: number | null) {
  if (authorId === null) return sql`true`;
  return sql`not exists (select 1 from blocks b where (b.blocker_id = e.user_id and b.blocked_id = ${authorId})
    or (b.blocked_id = e.user_id and b.blocker_id = ${authorId}))`;
}

/**
 * Writes one delivery of `data` as event `type` for each endpoint matched by `where` (over `e`, the endpoint, and
 * `u`, its member: not deleted, banned or suspended — the accounts whose tokens end, tokens.service.ts), and queues
 * their jobs.
 * @returns how many deliveries were written.
 */
async function deliverTo(
  tx: Transaction,
  type: WebhookEventType,
  data: unknown,
  where: ReturnType<typeof sql>,
): Promise<number> {
  const id = randomUUID();
  const body = JSON.stringify({ id, type, created_at: toApiDate(new Date()), data });
  const rows = await queryRows<{ id: number; endpoint_id: number }>(
    tx,
    sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, body)
        select e.id, ${id}::uuid, ${type}, ${body}
        from webhook_endpoints e join users u on u.id = e.user_id
        where e.disabled_at is null and u.deleted_at is null and not u.is_banned
          and u.status not in ('suspended', 'banned', 'blocked', 'disabled')
          and ${type} = any(e.events) and ${where}
        returning id, endpoint_id`,
  );
  await queueDeliveries(
    tx,
    rows.map((row) => ({ id: Number(row.id), endpointId: Number(row.endpoint_id) })),
  );
  return rows.length;
}

/**
 * The fan-out job of one event (see the module comment).
 * @returns how many deliveries were written (0 when the receivers could not see it).
 */
export async function fanOutWebhookEvent(tx: Transaction, event: WebhookSourceEvent): Promise<number> {
  switch (event.type) {
    case "post.created":
    case "post.updated":
    case "post.status_changed": {
      const facts = await postFacts(tx, event.postId);
      if (!facts?.is_public || facts.moderation !== null) return 0;
      // The post as a visitor's GET /api/posts/{id} answers it, photos included (docs/product.md "Request photos").
      const view = await postWithImages(tx, null, event.postId, new Date());
      if (!view) return 0;
      // Every given filter key must match; posts carry no municipality yet, so a municipality_code matches nothing.
      const filters = sql`(e.filters->>'region_id' is null or (e.filters->>'region_id')::int = ${facts.region_id})
        and (e.filters->>'category_id' is null or (e.filters->>'category_id')::int = ${facts.category_id})
        and (e.filters->>'status' is null or e.filters->>'status' = ${facts.status})
        and e.filters->>'municipality_code' is null`;
      return deliverTo(tx, event.type, view, sql`${filters} and ${notBlockedWith(facts.user_id)}`);
    }
    case "comment.created": {
      const [comment] = await queryRows<{
        post_id: number;
        user_id: number | null;
        moderation: string | null;
      }>(tx, sql`select post_id, user_id, moderation from comments where id = ${event.commentId}`);
      if (!comment || comment.moderation !== null) return 0;
      const postId = Number(comment.post_id);
      const facts = await postFacts(tx, postId);
      if (!facts || facts.user_id === null || !facts.is_public || facts.moderation !== null) return 0;
      const view = (await commentsOf(tx, postId)).find((c) => c.id === event.commentId);
      if (!view) return 0;
      const commenter = comment.user_id === null ? null : Number(comment.user_id);
      return deliverTo(
        tx,
        event.type,
        { post_id: postId, comment: view },
        sql`e.user_id = ${facts.user_id} and ${notBlockedWith(commenter)}`,
      );
    }
    case "thread.message_created": {
      const [thread] = await queryRows<{ post_id: number | null; author_id: number | null }>(
        tx,
        sql`select t.post_id, p.user_id as author_id from threads t left join posts p on p.id = t.post_id
            where t.id = ${event.threadId}`,
      );
      if (!thread || thread.post_id === null || thread.author_id === null) return 0;
      const authorId = Number(thread.author_id);
      const sender = event.message.user_id;
      return deliverTo(
        tx,
        event.type,
        { post_id: Number(thread.post_id), thread_id: event.threadId, message: event.message },
        sql`e.user_id = ${authorId}
          and exists (select 1 from thread_participants tp where tp.thread_id = ${event.threadId}
                      and tp.user_id = e.user_id)
          and ${notBlockedWith(sender === authorId ? null : sender)}`,
      );
    }
  }
}
