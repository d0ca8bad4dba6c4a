/**
 * Web push (docs/product.md §11 Web push): members subscribe a browser (POST /api/push-subscriptions with the
 * PushSubscription's endpoint and keys; at most 10 a member, 20 changes an hour, only https endpoints on public
 * addresses: push-endpoint.ts) and every new notification is pushed by one `notification-push` job per
 * subscription, encrypted by `web-push` (aes128gcm, VAPID) and sent by push-delivery.ts with a connect and a total
 * timeout. Push jobs run outside any transaction, several at once, at most PUSH_WORKERS.perGroup at a time per
 * push service host (the job's group; the browsers' own push services have workers of their own), so a slow push
 * service holds nobody else's push. A subscription the push
 * service answers 404 or 410 for is gone and is removed, as is one whose endpoint breaks the rules at send time;
 * a timeout or another failure retries the job with backoff. VAPID keys come from the environment
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT), else they are generated once into DATA_DIR/vapid.json (the
 * embedded default; with several instances set them in the environment). A push's title and body are in its
 * recipient's language, read with the recipient (docs/product.md "Languages", "Mails and notifications").
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import webpush from "web-push";
import { PUSH_SUBSCRIPTIONS, WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { PushState, TPushEndpointData, TPushSubscriptionData } from "#shared/schemas/notifications.ts";
import { type Database, type DbOrTx, queryRows, type Transaction } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";
import { shown } from "../../db/visibility.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { enqueueGroupedJobs } from "../../jobs/queue.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import { logger } from "../../logger.ts";
import { catalogueIn, recipientLanguage } from "../../mail/catalogue.ts";
import type { Viewer } from "../../viewer.ts";
import { notificationAllowedSql } from "../safety/blocks.queries.ts";
import { requestHiddenFromSql } from "../safety/hidden-content.ts";
import { type MessageRow, shownTexts } from "../threads/threads.queries.ts";
import { presentStoredNotification, type StoredNotificationRow } from "./notification-text.ts";
import { deliverPush } from "./push-delivery.ts";
import { PushEndpointRefused, PushLookupFailed, pushGrouping, resolvePushTarget } from "./push-endpoint.ts";

/** The queue of push deliveries. */
export const PUSH_QUEUE = "notification-push";

/**
 * A push job: the notification to push to one subscription of its member (`subscriptionId`; jobs queued before
 * pushes were queued per subscription have none and go to every subscription).
 */
export interface PushJob {
  notificationId: number;
  subscriptionId?: number;
}

export { trustPushCertificates } from "./push-delivery.ts";

/**
 * How push jobs are worked (docs/product.md §11 Web push): outside any transaction (a send waits on a remote server
 * for up to PUSH_TIMEOUT_MS; a transaction would pin a pooled connection, and on PGlite stop every request), up to
 * `concurrency` at once per queue and instance, and at most `perGroup` at once per push service host and instance
 * (pg-boss's local group limit), so a host that never answers takes at most two workers. The browsers' push
 * services (push-endpoint.ts KNOWN_PUSH_SERVICES) go first, are spread over four groups, and have `reserved`
 * workers that no other host's sends ever hold: pushes on any number of slow unknown hosts never delay the
 * members' browsers.
 */
export const PUSH_WORKERS = { concurrency: 8, perGroup: 2, reserved: 4 } as const;

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
 * The per-member limit on saving and removing push subscriptions (docs/product.md §9 Rate limits): one hit in the
 * bucket `push-subscriptions:<member id>`, at most WRITE_LIMITS.pushSubscriptions.max (20) per
 * WRITE_LIMITS.pushSubscriptions.windowSeconds (1 hour), POST and DELETE together, shared by both transports. Both
 * adapters take it before subscribePush / unsubscribePush; REST writes the returned state as X-RateLimit-*.
 * @throws AppError TOO_MANY_REQUESTS (429: copy.limits.pushSubscriptions for people, `Too Many Attempts.` on the
 *   wire).
 */
export function takePushSubscriptionLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = WRITE_LIMITS.pushSubscriptions;
  return takeRateLimit(
    db,
    `push-subscriptions:${viewer.id}`,
    max,
    windowSeconds,
    copy.limits.pushSubscriptions(max, windowSeconds),
  );
}

/** A field error on `endpoint` (422 on both transports). */
function endpointError(message: string): AppError {
  return AppError.validation({ endpoint: [message] });
}

/**
 * Saves the viewer's subscription (POST /api/push-subscriptions; docs/product.md §11 Web push); an endpoint already
 * saved moves to the viewer with its new keys. The endpoint's host must be a public address, or a name whose every
 * address is public (unless PUSH_ALLOWED_HOSTS lists it); a name that does not resolve now is saved, since every
 * send resolves and checks it again and only connects to a checked address. At most
 * PUSH_SUBSCRIPTIONS.maxPerMember (10) a member; saving one of them again is not a new one.
 * @param input the checked subscription (the endpoint as the URL parser writes it, https, no user information).
 * @returns `{subscribed: true, public_key}`.
 * @throws AppError VALIDATION (422 on `endpoint`: a non-public address, the 11th subscription).
 */
export async function subscribePush(
  db: Database,
  env: AppEnv,
  viewer: Viewer,
  input: TPushSubscriptionData,
): Promise<PushState> {
  try {
    await resolvePushTarget(input.endpoint, {
      allowedHosts: env.push.allowedHosts,
      lookupTimeoutMs: env.push.connectTimeoutMs,
    });
  } catch (error) {
    if (error instanceof PushEndpointRefused) throw endpointError(copy.notifications.push.endpointAddress);
    if (!(error instanceof PushLookupFailed)) throw error;
  }
  const max = PUSH_SUBSCRIPTIONS.maxPerMember;
  await db.transaction(async (tx) => {
    // Serialises one member's saves, so two parallel requests cannot both be the 10th.
    await tx.execute(sql`select pg_advisory_xact_lock(738202, ${viewer.id})`);
    const [others] = await tx
      .select({ total: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, viewer.id), ne(pushSubscriptions.endpoint, input.endpoint)));
    if (Number(others?.total ?? 0) >= max) {
      throw endpointError(copy.notifications.push.tooManySubscriptions(max));
    }
    await tx
      .insert(pushSubscriptions)
      .values({
        userId: viewer.id,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: viewer.id, p256dh: input.keys.p256dh, auth: input.keys.auth },
      });
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
 * Queues one push job per subscription of each notification of `ids` whose member has not turned pushes of its
 * kind off (in the fan-out's transaction), grouped by the subscription's push service host.
 */
export async function queuePushes(tx: Transaction, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await queryRows<{ id: string | number; subscription_id: number; endpoint: string }>(
    tx,
    sql`select n.id, ps.id as subscription_id, ps.endpoint
      from notifications n
      join push_subscriptions ps on ps.user_id = n.user_id
      left join notification_settings s on s.user_id = n.user_id
      where n.id = any(${`{${ids.join(",")}}`}::bigint[])
        and coalesce((s.push ->> n.type)::boolean, true)`,
  );
  await enqueueGroupedJobs(
    tx,
    PUSH_QUEUE,
    rows.map((row) => ({
      payload: { notificationId: Number(row.id), subscriptionId: Number(row.subscription_id) },
      ...pushGrouping(row.endpoint, Number(row.subscription_id)),
    })),
  );
}

/**
 * A push job of a new thread message: the message, its recipient (`revealed`: contact details shown) and one of
 * the recipient's subscriptions (none in jobs queued before pushes were queued per subscription: all of them).
 */
export interface MessagePushJob {
  messageId: number;
  userId: number;
  revealed: boolean;
  subscriptionId?: number;
}

/** The queue of thread-message pushes. */
export const MESSAGE_PUSH_QUEUE = "message-push";

/**
 * Queues the push of a new thread message to each subscription of its recipient (docs/product.md §11 Web push:
 * push carries new messages), grouped by push service host. Call it in the transaction that inserts the message.
 */
export async function queueMessagePush(tx: Transaction, job: MessagePushJob): Promise<void> {
  const subscriptions = await queryRows<{ id: number; endpoint: string }>(
    tx,
    sql`select id, endpoint from push_subscriptions where user_id = ${job.userId}`,
  );
  await enqueueGroupedJobs(
    tx,
    MESSAGE_PUSH_QUEUE,
    subscriptions.map((subscription) => ({
      payload: { ...job, subscriptionId: Number(subscription.id) },
      ...pushGrouping(subscription.endpoint, Number(subscription.id)),
    })),
  );
}

/**
 * Sends `payload` to subscription `subscriptionId` of member `userId` (every subscription of theirs when undefined:
 * a job queued before pushes were queued per subscription), the sends at once. A subscription answered 404/410, or
 * whose endpoint breaks the rules now (its name resolves to a private address), is removed; any other failure
 * (timeout, no DNS answer, 5xx) throws after the others finished, so the job is retried with backoff and the
 * subscription kept (subscriptions already reached by a several-subscription job get it again, with the same tag).
 * Runs outside any transaction: `db` is only used before and after the sends.
 */
async function pushTo(
  db: DbOrTx,
  env: AppEnv,
  userId: number,
  payload: string,
  subscriptionId: number | undefined,
): Promise<void> {
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        subscriptionId === undefined ? undefined : eq(pushSubscriptions.id, subscriptionId),
      ),
    );
  const vapid = vapidKeys(env);
  const outcomes = await Promise.allSettled(
    subscriptions.map((subscription) => deliverPush(subscription, payload, vapid, env.push)),
  );
  const ended = subscriptions.filter((subscription, index) => {
    const outcome = outcomes[index];
    if (outcome?.status !== "fulfilled" || outcome.value === "delivered") return false;
    if (outcome.value === "refused") {
      logger.warn({ subscriptionId: subscription.id, userId }, "push endpoint refused at send time; removed");
    }
    return true;
  });
  if (ended.length > 0) {
    await db.delete(pushSubscriptions).where(
      inArray(
        pushSubscriptions.id,
        ended.map((subscription) => subscription.id),
      ),
    );
  }
  const failed = outcomes.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * The payload of a message push to member `job.userId`: 「○○さんからメッセージ」 in their language (docs/product.md
 * "Languages", "Mails and notifications") with the message as the thread shows it — contact details masked unless
 * `revealed`, also a detail split over the sender's messages (docs/product.md §12) — at most 120 characters.
 * @returns the JSON text, or null when the message is gone or hidden (moderation).
 */
export async function messagePushPayload(
  db: DbOrTx,
  job: Pick<MessagePushJob, "messageId" | "revealed" | "userId">,
): Promise<string | null> {
  // The recipient's language comes with the message: one query per push, as before.
  const [row] = await queryRows<MessageRow & { name: string | null; recipient_language: string | null }>(
    db,
    sql`select m.id, m.thread_id, m.user_id, m.body, m.created_at, u.name, r.language as recipient_language
          from messages m left join users u on u.id = m.user_id
          left join users r on r.id = ${job.userId}
         where m.id = ${job.messageId} and ${shown("m")}`,
  );
  if (!row) return null;
  const n = catalogueIn(recipientLanguage(row.recipient_language)).copy.notifications;
  const textOf = await shownTexts(db, Number(row.thread_id), [row], job.revealed);
  const chars = Array.from(textOf(row).text.replace(/\s+/gu, " ").trim());
  return JSON.stringify({
    id: `message-${row.id}`,
    type: "message",
    title: n.push.messageTitle(row.name ?? n.deletedUser),
    body: chars.length > 120 ? `${chars.slice(0, 120).join("")}…` : chars.join(""),
    url: paths.thread(Number(row.thread_id)),
  });
}

/** The message-push job: sends messagePushPayload to the job's subscription. */
export async function sendMessagePush(tx: DbOrTx, env: AppEnv, job: MessagePushJob): Promise<void> {
  const payload = await messagePushPayload(tx, job);
  if (payload) await pushTo(tx, env, job.userId, payload, job.subscriptionId);
}

/**
 * The push job: sends the notification (title, body, url, in the member's language) to the job's subscription (see
 * pushTo; `tx` is the worker's database, outside any transaction: PUSH_WORKERS).
 */
export async function sendPush(tx: DbOrTx, env: AppEnv, job: PushJob): Promise<void> {
  const [row] = await queryRows<
    StoredNotificationRow & { id: number; user_id: number; language: string | null; allowed: boolean }
  >(
    tx,
    sql`select n.id, n.user_id, n.type, n.actor_id, n.post_id, n.data, u.language,
               ${requestHiddenFromSql(sql`n.post_id`, sql`n.user_id`)} as post_hidden,
               ${notificationAllowedSql("n")} as allowed
        from notifications n left join users u on u.id = n.user_id
        where n.id = ${job.notificationId}`,
  );
  // Blocked since it was queued (docs/product.md §12 Blocking): not pushed.
  if (!row?.allowed) return;
  const shown = presentStoredNotification(row, recipientLanguage(row.language));
  await pushTo(
    tx,
    env,
    Number(row.user_id),
    JSON.stringify({ id: Number(row.id), type: row.type, ...shown }),
    job.subscriptionId,
  );
}
