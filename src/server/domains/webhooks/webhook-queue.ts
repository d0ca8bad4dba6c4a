/**
 * The one call the writing services make for webhooks (docs/product.md "Webhooks"): `queueWebhookEvent` inserts
 * one fan-out job in the writer's transaction — ids only, plus a thread message as its participants may see it —
 * so the request does no per-endpoint work and the job exists exactly when the write commits. The fan-out
 * (webhook-fanout.ts) finds the matching endpoints and queues one delivery each (webhook-delivery.ts). Kept apart
 * from the fan-out so that the services it reads (posts, comments) can import this file without a cycle.
 */
import type { DbOrTx } from "../../db/client.ts";
import { enqueueJob } from "../../jobs/queue.ts";

/** The queue of the fan-out jobs. */
export const WEBHOOK_FANOUT_QUEUE = "webhook-fanout";

/** The queue of the deliveries (one job per delivery; retried with backoff for about three days). */
export const WEBHOOK_DELIVERY_QUEUE = "webhook-delivery";

/** A thread message as a webhook may carry it: the text the post's author reads (masked until both agreed). */
export interface WebhookMessageData {
  id: number;
  thread_id: number;
  user_id: number | null;
  body: string;
  contact_masked: boolean;
  created_at: string;
}

/** What happened, as the writing service reports it. */
export type WebhookSourceEvent =
  | { type: "post.created" | "post.updated" | "post.status_changed"; postId: number }
  | { type: "comment.created"; commentId: number }
  | { type: "thread.message_created"; threadId: number; message: WebhookMessageData };

/**
 * Queues the webhook fan-out of `event` (docs/product.md "Webhooks"). Call it with the transaction that writes the
 * event's cause. Costs one INSERT in the request.
 */
export async function queueWebhookEvent(tx: DbOrTx, event: WebhookSourceEvent): Promise<void> {
  await enqueueJob(tx, WEBHOOK_FANOUT_QUEUE, event);
}
