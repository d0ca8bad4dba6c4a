/**
 * Web push (docs/product.md §11 Web push): members subscribe a browser (POST /api/push-subscriptions with the
 * PushSubscription's endpoint and keys) and every new notification is pushed to their subscriptions by a
 * `notification-push` job, encrypted by `web-push` (aes128gcm, VAPID). A subscription the push service answers 404
 * or 410 for is gone and is removed. VAPID keys come from the environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY,
 * VAPID_SUBJECT), else they are generated once into DATA_DIR/vapid.json (the embedded default; with several
 * instances set them in the environment).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import webpush from "web-push";
import { maskContacts } from "#shared/contact-masking.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { PushState, TPushEndpointData, TPushSubscriptionData } from "#shared/schemas/notifications.ts";
import { type Database, queryRows, type Transaction } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";
import type { AppEnv } from "../../env.ts";
import { enqueueJob, enqueueJobs } from "../../jobs/queue.ts";
import type { Viewer } from "../../viewer.ts";
import { notificationAllowedSql } from "../safety/blocks.queries.ts";
import { requestHiddenFromSql } from "../safety/hidden-content.ts";
import { presentNotification } from "./notification-text.ts";

/** The queue of push deliveries. */
export const PUSH_QUEUE = "notification-push";

/** A push job: the notification to push to its member's subscriptions. */
export interface PushJob {
  notificationId: number;
}

/**
 * The HTTPS agent of push requests: the platform's default (verifying the push service's certificate against the
 * system CAs) unless `usePushAgent` gave one — the tests give one that trusts their loopback push service's CA.
 */
let pushAgent: import("node:https").Agent | undefined;

/** Sets the HTTPS agent of push requests (tests: an agent trusting a loopback push service's certificate). */
export function usePushAgent(agent: import("node:https").Agent | undefined): void {
  pushAgent = agent;
}

const keysByEnv = new WeakMap<AppEnv, { publicKey: string; privateKey: string; subject: string }>();

/** The VAPID keys of `env` (environment, else DATA_DIR/vapid.json, generated on first use). */
export function vapidKeys(env: AppEnv): { publicKey: string; privateKey: string; subject: string } {
  let keys = keysByEnv.get(env);
  if (!keys) {
    const subject = env.vapid?.subject ?? `mailto:no-reply@${new URL(env.appUrl).hostname || "localhost"}`;
    if (env.vapid) keys = { ...env.vapid, subject };
    else {
      const file = join(env.dataDir, "vapid.json");
      if (!existsSync(file)) {
        mkdirSync(env.dataDir, { recursive: true });
        writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
      }
      const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
      keys = { ...stored, subject };
    }
    keysByEnv.set(env, keys);
  }
  return keys;
}

/**
 * Saves the viewer's subscription (POST /api/push-subscriptions); an endpoint already saved moves to the viewer
 * with its new keys. @returns `{subscribed: true, public_key}`.
 */
export async function subscribePush(
  db: Database,
  env: AppEnv,
  viewer: Viewer,
  input: TPushSubscriptionData,
): Promise<PushState> {
  await db
    .insert(pushSubscriptions)
    .values({ userId: viewer.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: viewer.id, p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
  return { subscribed: true, public_key: vapidKeys(env).publicKey };
}

/** Removes the viewer's subscription of `endpoint` (DELETE /api/push-subscriptions); idempotent. */
export async function unsubscribePush(
  db: Database,
  env: AppEnv,
  viewer: Viewer,
  input: TPushEndpointData,
): Promise<PushState> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, viewer.id), eq(pushSubscriptions.endpoint, input.endpoint)));
  return { subscribed: false, public_key: vapidKeys(env).publicKey };
}

/** The VAPID public key for a browser to subscribe with (GET /api/push-subscriptions/key). */
export function pushKey(env: AppEnv): PushState {
  return { subscribed: false, public_key: vapidKeys(env).publicKey };
}

/**
 * Queues one push job per notification of `ids` whose member has a subscription and has not turned pushes of its
 * kind off (in the fan-out's transaction).
 */
export async function queuePushes(tx: Transaction, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`select n.id from notifications n left join notification_settings s on s.user_id = n.user_id
      where n.id = any(${`{${ids.join(",")}}`}::bigint[])
        and coalesce((s.push ->> n.type)::boolean, true)
        and exists (select 1 from push_subscriptions ps where ps.user_id = n.user_id)`,
  );
  await enqueueJobs(
    tx,
    PUSH_QUEUE,
    rows.map((row) => ({ notificationId: Number(row.id) })),
  );
}

/** A push job of a new thread message: the message and its recipient (`revealed`: contact details shown). */
export interface MessagePushJob {
  messageId: number;
  userId: number;
  revealed: boolean;
}

/** The queue of thread-message pushes. */
export const MESSAGE_PUSH_QUEUE = "message-push";

/**
 * Queues the push of a new thread message to its recipient when they have a subscription (docs/product.md §11 Web
 * push: push carries new messages). Call it in the transaction that inserts the message.
 */
export async function queueMessagePush(tx: Transaction, job: MessagePushJob): Promise<void> {
  const [subscribed] = await queryRows<{ id: number }>(
    tx,
    sql`select 1 as id from push_subscriptions where user_id = ${job.userId} limit 1`,
  );
  if (subscribed) await enqueueJob(tx, MESSAGE_PUSH_QUEUE, job);
}

/**
 * Sends `payload` to every subscription of member `userId`; a 404/410 removes the subscription, any other failure
 * throws (the job is retried; subscriptions already reached get it again, with the same tag).
 */
async function pushTo(tx: Transaction, env: AppEnv, userId: number, payload: string): Promise<void> {
  const keys = vapidKeys(env);
  const subscriptions = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  for (const subscription of subscriptions) {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 60 * 60,
          contentEncoding: "aes128gcm",
          ...(pushAgent ? { agent: pushAgent } : {}),
        },
      );
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        continue;
      }
      throw error;
    }
  }
}

/** The message-push job: 「○○さんからメッセージ」 with the message (contact details masked unless revealed). */
export async function sendMessagePush(tx: Transaction, env: AppEnv, job: MessagePushJob): Promise<void> {
  const [row] = await queryRows<{ id: number; thread_id: number; body: string; name: string | null }>(
    tx,
    sql`select m.id, m.thread_id, m.body, u.name from messages m left join users u on u.id = m.user_id
        where m.id = ${job.messageId} and m.moderation is null`,
  );
  if (!row) return;
  const text = job.revealed ? row.body : maskContacts(row.body).text;
  const chars = Array.from(text.replace(/\s+/gu, " ").trim());
  const payload = JSON.stringify({
    id: `message-${row.id}`,
    type: "message",
    title: copy.notifications.push.messageTitle(row.name ?? copy.notifications.deletedUser),
    body: chars.length > 120 ? `${chars.slice(0, 120).join("")}…` : chars.join(""),
    url: paths.thread(Number(row.thread_id)),
  });
  await pushTo(tx, env, job.userId, payload);
}

/** The push job: sends the notification (title, body, url) to each subscription of its member. */
export async function sendPush(tx: Transaction, env: AppEnv, job: PushJob): Promise<void> {
  const [row] = await queryRows<{
    id: number;
    user_id: number;
    type: Parameters<typeof presentNotification>[0];
    actor_id: number | null;
    post_id: number | null;
    data: Record<string, unknown>;
    post_hidden: boolean;
    allowed: boolean;
  }>(
    tx,
    sql`select n.id, n.user_id, n.type, n.actor_id, n.post_id, n.data,
               ${requestHiddenFromSql(sql`n.post_id`, sql`n.user_id`)} as post_hidden,
               ${notificationAllowedSql("n")} as allowed
        from notifications n where n.id = ${job.notificationId}`,
  );
  // Blocked since it was queued (docs/product.md §12 Blocking): not pushed.
  if (!row?.allowed) return;
  const shown = presentNotification(row.type, row.actor_id, row.post_id, row.data, Boolean(row.post_hidden));
  await pushTo(
    tx,
    env,
    Number(row.user_id),
    JSON.stringify({ id: Number(row.id), type: row.type, ...shown }),
  );
}
