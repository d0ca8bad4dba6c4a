/**
 * One webhook delivery, sent (queue `webhook-delivery`, docs/product.md "Webhooks"; docs/decisions/032): the
 * endpoint's URL is resolved and checked again (webhook-target.ts) and the body POSTed to the checked address —
 * the host name stays the Host and the TLS name — with `Content-Type: application/json`, a User-Agent naming the
 * board, `Tasukeai-Signature` (webhook-signature.ts) and a 10-second timeout; redirects are not followed.
 * Every attempt is logged on the delivery (status, duration, attempts, last error). A failed attempt throws, so the
 * job is retried with exponential backoff (jobs/queue.ts queuePolicy: from 10 s, capped at 6 hours, about three
 * days in all); an endpoint that has failed without a success for WEBHOOK_DISABLE_AFTER_MS is disabled instead
 * and its member told (an in-app notification, and a mail as their settings say).
 */
import { isIP } from "node:net";
import { checkServerIdentity, type PeerCertificate } from "node:tls";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index.ts";
import type { Job } from "../../jobs/queue.ts";
import { notify } from "../notifications/notifications.service.ts";
import { readAtMost } from "../notifications/push-delivery.ts";
import { SIGNATURE_HEADER, signatureHeader } from "./webhook-signature.ts";
import { resolveWebhookTarget, WebhookUrlRefused } from "./webhook-target.ts";

/** A delivery job's payload. */
export interface WebhookDeliveryJob {
  deliveryId: number;
}

/** How long one attempt may take in all (ms). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** An endpoint failing without a success for this long is disabled (ms): 3 days. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/** The attempts of one delivery job (jobs/queue.ts queuePolicy for `webhook-delivery`). */
export const WEBHOOK_MAX_ATTEMPTS = 25;

/** The User-Agent of every delivery, naming the board (header values are Latin-1: its romanised name). */
export const WEBHOOK_USER_AGENT = "Tasukeai-Keijiban-Webhooks/1.0";

/** The largest answer body read from a receiver (bytes); the rest is discarded. */
const MAX_ANSWER_BYTES = 16 * 1024;

/** How the workers run deliveries: a few at once, at most two per endpoint. */
export const WEBHOOK_WORKERS = { concurrency: 4, perGroup: 2, reserved: 0 } as const;

/** The settings a delivery needs. */
export interface WebhookDeliverySettings {
  allowedHosts: readonly string[];
  /** The board's URL, named in the User-Agent. */
  appUrl: string;
}

/** What one attempt came to. */
interface Attempt {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * Sends delivery `payload.deliveryId` once (see the module comment). A delivery whose endpoint was deleted ends
 * silently; one whose endpoint was disabled is marked failed.
 * @throws Error after a failed attempt that is to be retried (the job's backoff).
 */
export async function sendWebhookDelivery(
  db: Database,
  settings: WebhookDeliverySettings,
  payload: WebhookDeliveryJob,
  job?: Pick<Job, "attempt">,
): Promise<void> {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      body: webhookDeliveries.body,
      endpointId: webhookEndpoints.id,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      disabledAt: webhookEndpoints.disabledAt,
      eventType: webhookDeliveries.eventType,
      eventId: webhookDeliveries.eventId,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, payload.deliveryId))
    .limit(1);
  if (!row) return;
  if (row.disabledAt !== null) {
    await db
      .update(webhookDeliveries)
      .set({ status: "failed", lastError: "endpoint disabled", updatedAt: sql`now()` })
      .where(eq(webhookDeliveries.id, row.id));
    return;
  }
  if (!(await stillVisible(db, row.endpointId, row.eventType, row.body))) {
    // Hidden, drafted, deleted or blocked since the event: a delivery (or a redelivery) must not show it now.
    await db
      .update(webhookDeliveries)
      .set({ status: "failed", lastError: "no longer visible", updatedAt: sql`now()` })
      .where(eq(webhookDeliveries.id, row.id));
    return;
  }
  const attempt = await post(row, settings);
  const lastAttempt = (job?.attempt ?? 1) >= WEBHOOK_MAX_ATTEMPTS;
  await db
    .update(webhookDeliveries)
    .set({
      status: attempt.ok ? "delivered" : lastAttempt ? "failed" : "pending",
      responseStatus: attempt.status,
      durationMs: attempt.durationMs,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastError: attempt.error,
      ...(attempt.ok ? { deliveredAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(webhookDeliveries.id, row.id));
  if (attempt.ok) {
    await db
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(eq(webhookEndpoints.id, row.endpointId));
    return;
  }
  const disabled = await failEndpoint(db, row.endpointId);
  if (disabled) {
    await db
      .update(webhookDeliveries)
      .set({ status: "failed", updatedAt: sql`now()` })
      .where(eq(webhookDeliveries.id, row.id));
    return;
  }
  throw new Error(`webhook delivery ${row.id}: ${attempt.error}`);
}

/**
 * Notes a failure of endpoint `endpointId`: it is failing since now unless it already was; once it has failed for
 * WEBHOOK_DISABLE_AFTER_MS it is disabled (once) and its member notified in the same transaction.
 * @returns true when the endpoint is disabled now.
 */
async function failEndpoint(db: Database, endpointId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
      .where(eq(webhookEndpoints.id, endpointId));
    const cutoff = new Date(Date.now() - WEBHOOK_DISABLE_AFTER_MS);
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          isNull(webhookEndpoints.disabledAt),
          lte(webhookEndpoints.failingSince, cutoff),
        ),
      )
      .returning({ userId: webhookEndpoints.userId, url: webhookEndpoints.url });
    if (!disabled) return false;
    await notify(tx, { kind: "webhook_disabled", userId: disabled.userId, url: disabled.url });
    return true;
  });
}

/**
 * Whether the receiver may still see what delivery `body` of `eventType` shows (docs/product.md "Webhooks"): the
 * request still public, not hidden, its author and the endpoint's member not blocked either way; the comment or
 * message still there and not hidden.
 */
async function stillVisible(
  db: Database,
  endpointId: number,
  eventType: string,
  body: string,
): Promise<boolean> {
  const { data } = JSON.parse(body) as {
    data: { id?: number; post_id?: number; comment?: { id: number }; message?: { id: number } };
  };
  const postId = eventType.startsWith("post.") ? data.id : data.post_id;
  if (typeof postId !== "number") return false;
  const item =
    eventType === "comment.created"
      ? sql`and exists (select 1 from comments c where c.id = ${data.comment?.id ?? 0} and c.moderation is null)`
      : eventType === "thread.message_created"
        ? sql`and exists (select 1 from messages m where m.id = ${data.message?.id ?? 0} and m.moderation is null)`
        : sql``;
  const rows = await queryRows<{ ok: boolean }>(
    db,
    sql`select true as ok from posts p join webhook_endpoints e on e.id = ${endpointId}
        where p.id = ${postId} and p.is_public and p.moderation is null
          and not exists (select 1 from blocks b where (b.blocker_id = e.user_id and b.blocked_id = p.user_id)
                          or (b.blocked_id = e.user_id and b.blocker_id = p.user_id))
          ${item}`,
  );
  return rows.length > 0;
}

/** One POST of the delivery's body to its endpoint's checked address; never throws. */
async function post(
  row: { body: string; url: string; secret: string; eventType: string; eventId: string; id: number },
  settings: WebhookDeliverySettings,
): Promise<Attempt> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WEBHOOK_TIMEOUT_MS);
  try {
    const target = await resolveWebhookTarget(row.url, settings.allowedHosts);
    const address = new URL(target.url);
    address.hostname = target.family === 6 ? `[${target.address}]` : target.address;
    const timestamp = Math.floor(Date.now() / 1000);
    const answer = await fetch(address, {
      method: "POST",
      headers: {
        host: target.url.host,
        "content-type": "application/json",
        "user-agent": `${WEBHOOK_USER_AGENT} (+${settings.appUrl})`,
        [SIGNATURE_HEADER]: signatureHeader(row.secret, row.body, timestamp),
        "Tasukeai-Event": row.eventType,
        "Tasukeai-Delivery": String(row.id),
      },
      body: row.body,
      redirect: "manual",
      keepalive: false,
      signal: controller.signal,
      // The certificate is checked against the name (an IP literal is checked as an address, without SNI), as
      // push-delivery.ts does: the connection goes to the checked address, the name stays the TLS name.
      ...(target.url.protocol === "https:"
        ? {
            tls: {
              ...(isIP(target.hostname) === 0 ? { serverName: target.hostname } : {}),
              checkServerIdentity: (name: string, certificate: PeerCertificate) =>
                checkServerIdentity(name, certificate),
            },
          }
        : {}),
    });
    await readAtMost(answer, MAX_ANSWER_BYTES);
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      ok,
      status: answer.status,
      error: ok ? null : `HTTP ${answer.status}`,
      durationMs: elapsed(),
    };
  } catch (error) {
    const message =
      error instanceof WebhookUrlRefused
        ? error.message
        : controller.signal.aborted
          ? `no answer within ${WEBHOOK_TIMEOUT_MS} ms`
          : error instanceof Error
            ? error.message
            : String(error);
    return { ok: false, status: null, error: message.slice(0, 500), durationMs: elapsed() };
  } finally {
    clearTimeout(timer);
  }
}
