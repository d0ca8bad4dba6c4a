/**
 * Webhooks for partners (docs/product.md "Webhooks"; docs/decisions/032-webhooks.md): a member registers endpoints
 * (URL, events, filters), lists and deletes their own, reads each endpoint's delivery log and sends a delivery
 * again. Over a personal access token these calls need the `webhooks` ability (403 otherwise); the browser session
 * may make them too. Another member's endpoint or delivery is as unknown as a missing one (404).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { webhooksCopy } from "#shared/copy/webhooks.ts";
import { toApiDate } from "#shared/dates.ts";
import { pageMeta } from "#shared/pagination.ts";
import {
  type CreatedWebhook,
  MAX_WEBHOOKS_PER_MEMBER,
  type TCreateWebhookData,
  type TRedeliverData,
  type TWebhookDeliveriesData,
  WEBHOOK_DELIVERIES_PER_PAGE,
  WEBHOOK_EVENTS,
  type WebhookDeliveryPage,
  type WebhookDeliveryView,
  type WebhookEventType,
  type WebhookView,
} from "#shared/schemas/webhooks.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index.ts";
import { AppError, type FieldErrors } from "../../errors.ts";
import { enqueueGroupedJobs } from "../../jobs/queue.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import type { Viewer } from "../../viewer.ts";
import { referenceErrors } from "../catalog/catalog.references.ts";
import { WEBHOOK_DELIVERY_QUEUE } from "./webhook-queue.ts";
import { newWebhookSecret } from "./webhook-signature.ts";
import { resolveWebhookTarget, type WebhookRefusal, WebhookUrlRefused } from "./webhook-target.ts";

const w = webhooksCopy;

/** Registrations per member and hour (docs/product.md "Webhooks"): each one resolves a name and is probing otherwise. */
export const WEBHOOK_REGISTRATION_LIMIT = { max: 20, windowSeconds: 60 * 60 } as const;

/** The API token of a call, as the transports give it (absent for the browser session). */
export type CallToken = { abilities: readonly string[] } | undefined;

/**
 * Refuses a call made with a token that lacks the `webhooks` ability (docs/product.md "Webhooks").
 * @throws AppError 403 `token_webhooks_ability`.
 */
function requireWebhooksAbility(viewer: Viewer, token: CallToken): void {
  if (viewer.apiTokenId === undefined && token === undefined) return;
  if (!token?.abilities.includes("webhooks")) throw AppError.forbidden("token_webhooks_ability");
}

/**
 * The per-member limit on registrations: WEBHOOK_REGISTRATION_LIMIT in the bucket `webhooks:<member id>`, taken
 * before the URL is resolved. @throws AppError TOO_MANY_REQUESTS (429).
 */
export function takeWebhookLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = WEBHOOK_REGISTRATION_LIMIT;
  return takeRateLimit(db, `webhooks:${viewer.id}`, max, windowSeconds, w.registrations(max));
}

/** Redeliveries per member and hour: each one is a request to a partner's server on the member's say-so. */
export const WEBHOOK_REDELIVERY_LIMIT = { max: 60, windowSeconds: 60 * 60 } as const;

/**
 * The per-member limit on redeliveries: WEBHOOK_REDELIVERY_LIMIT in the bucket `webhook-redeliveries:<member id>`.
 * @throws AppError TOO_MANY_REQUESTS (429).
 */
export function takeRedeliveryLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = WEBHOOK_REDELIVERY_LIMIT;
  return takeRateLimit(db, `webhook-redeliveries:${viewer.id}`, max, windowSeconds, w.redeliveries(max));
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function viewOf(row: EndpointRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter((e): e is WebhookEventType =>
      (WEBHOOK_EVENTS as readonly string[]).includes(e),
    ),
    // Written only from the checked input (createWebhook), so its status is one of POST_STATUSES.
    filters: row.filters as WebhookView["filters"],
    disabled_at: row.disabledAt ? toApiDate(row.disabledAt) : null,
    created_at: toApiDate(row.createdAt),
  };
}

/** The Japanese 422 text of a refused URL. */
const REFUSAL_TEXT: Record<WebhookRefusal, string> = {
  form: w.urlInvalid,
  scheme: w.urlNotHttps,
  credentials: w.urlCredentials,
  address: w.urlPrivateAddress,
  lookup: w.urlUnresolvable,
};

/**
 * Registers an endpoint for the viewer (docs/product.md "Webhooks"): the URL must be https on public addresses
 * (after DNS resolution; WEBHOOK_ALLOWED_HOSTS excepted), the filters' region and category must exist.
 * @param allowedHosts WEBHOOK_ALLOWED_HOSTS.
 * @returns the endpoint with its `secret`, answered this once.
 * @throws AppError 403 (a token without the `webhooks` ability), 422 (url, filters.*; too many endpoints).
 */
export async function createWebhook(
  db: Database,
  viewer: Viewer,
  token: CallToken,
  input: TCreateWebhookData,
  allowedHosts: readonly string[],
): Promise<CreatedWebhook> {
  requireWebhooksAbility(viewer, token);
  const errors: FieldErrors = {};
  const references = await referenceErrors(
    db,
    { category_id: input.filters.category_id, region_id: input.filters.region_id },
    { category_id: w.fields.category_id, region_id: w.fields.region_id },
  );
  for (const [key, messages] of Object.entries(references)) errors[`filters.${key}`] = messages;
  try {
    await resolveWebhookTarget(input.url, allowedHosts);
  } catch (error) {
    if (!(error instanceof WebhookUrlRefused)) throw error;
    errors.url = [REFUSAL_TEXT[error.reason]];
  }
  const [held] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, viewer.id));
  if ((held?.n ?? 0) >= MAX_WEBHOOKS_PER_MEMBER) errors.url = [w.tooMany(MAX_WEBHOOKS_PER_MEMBER)];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const secret = newWebhookSecret();
  const filters = Object.fromEntries(
    Object.entries(input.filters).filter(([, value]) => value !== undefined),
  );
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ userId: viewer.id, url: input.url, events: input.events, filters, secret })
    .returning();
  if (!row) throw AppError.internal("insert returned no row");
  return { ...viewOf(row), secret };
}

/** The viewer's endpoints, newest first, without their secrets. @throws AppError 403 (token without the ability). */
export async function listWebhooks(db: DbOrTx, viewer: Viewer, token: CallToken): Promise<WebhookView[]> {
  requireWebhooksAbility(viewer, token);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, viewer.id))
    .orderBy(desc(webhookEndpoints.id));
  return rows.map(viewOf);
}

/** The viewer's endpoint `id`. @throws AppError 404 `webhook_not_found` (missing or another member's). */
async function ownEndpoint(db: DbOrTx, viewer: Viewer, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, viewer.id)))
    .limit(1);
  if (!row) throw AppError.notFound("webhook_not_found");
  return row;
}

/**
 * Deletes one of the viewer's endpoints with its delivery log (deliveries still queued find nothing and end).
 * @throws AppError 403 (token without the ability), 404 `webhook_not_found`.
 */
export async function deleteWebhook(
  db: DbOrTx,
  viewer: Viewer,
  token: CallToken,
  id: number,
): Promise<{ deleted: true }> {
  requireWebhooksAbility(viewer, token);
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, viewer.id)))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw AppError.notFound("webhook_not_found");
  return { deleted: true };
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function deliveryViewOf(row: DeliveryRow): WebhookDeliveryView {
  const status = row.status === "delivered" || row.status === "failed" ? row.status : "pending";
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType as WebhookEventType,
    status,
    response_status: row.responseStatus,
    duration_ms: row.durationMs,
    attempts: row.attempts,
    last_error: row.lastError,
    delivered_at: row.deliveredAt ? toApiDate(row.deliveredAt) : null,
    created_at: toApiDate(row.createdAt),
  };
}

/**
 * One page of an endpoint's delivery log, newest first (WEBHOOK_DELIVERIES_PER_PAGE a page).
 * @throws AppError 403 (token without the ability), 404 `webhook_not_found`.
 */
export async function listDeliveries(
  db: DbOrTx,
  viewer: Viewer,
  token: CallToken,
  input: TWebhookDeliveriesData,
): Promise<WebhookDeliveryPage> {
  requireWebhooksAbility(viewer, token);
  await ownEndpoint(db, viewer, input.id);
  const mine = eq(webhookDeliveries.endpointId, input.id);
  const [totalRows, rows] = await Promise.all([
    db.select({ total: count() }).from(webhookDeliveries).where(mine),
    db
      .select()
      .from(webhookDeliveries)
      .where(mine)
      .orderBy(desc(webhookDeliveries.id))
      .limit(WEBHOOK_DELIVERIES_PER_PAGE)
      .offset((input.page - 1) * WEBHOOK_DELIVERIES_PER_PAGE),
  ]);
  const total = Number(totalRows[0]?.total ?? 0);
  return {
    data: rows.map(deliveryViewOf),
    meta: pageMeta(input.page, WEBHOOK_DELIVERIES_PER_PAGE, total, rows.length),
  };
}

/**
 * Queues delivery jobs for `deliveryIds` (one per delivery, grouped by endpoint so one slow receiver takes at most
 * a few workers), inside `db`'s transaction.
 */
export async function queueDeliveries(
  db: DbOrTx,
  deliveries: readonly { id: number; endpointId: number }[],
): Promise<void> {
  await enqueueGroupedJobs(
    db,
    WEBHOOK_DELIVERY_QUEUE,
    deliveries.map((d) => ({
      payload: { deliveryId: d.id },
      group: `endpoint:${d.endpointId}`,
      trusted: false,
    })),
  );
}

/**
 * Sends a logged delivery again (its body as first sent, signed anew): the delivery goes back to `pending` and a
 * new delivery job with its own retries is queued.
 * @throws AppError 403 (token without the ability), 404 (`webhook_not_found`, `webhook_delivery_not_found`), 422
 *   (the endpoint was disabled).
 */
export async function redeliver(
  db: Database,
  viewer: Viewer,
  token: CallToken,
  input: TRedeliverData,
): Promise<WebhookDeliveryView> {
  requireWebhooksAbility(viewer, token);
  const endpoint = await ownEndpoint(db, viewer, input.id);
  if (endpoint.disabledAt !== null) throw AppError.validation({ id: [w.disabledRedeliver] });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: "pending", updatedAt: sql`now()` })
      .where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
      .returning();
    if (!row) throw AppError.notFound("webhook_delivery_not_found");
    await queueDeliveries(tx, [{ id: row.id, endpointId: endpoint.id }]);
    return deliveryViewOf(row);
  });
}

/** How long a finished delivery stays in the log (days). */
export const WEBHOOK_LOG_DAYS = 30;

/**
 * Removes finished deliveries (delivered or failed) older than WEBHOOK_LOG_DAYS from the log (housekeeping.ts,
 * hourly; docs/product.md "Webhooks"). @returns how many were removed.
 */
export async function sweepWebhookDeliveries(db: DbOrTx): Promise<number> {
  const removed = await db
    .delete(webhookDeliveries)
    .where(
      sql`${webhookDeliveries.status} in ('delivered', 'failed')
          and ${webhookDeliveries.createdAt} < now() - make_interval(days => ${WEBHOOK_LOG_DAYS})`,
    )
    .returning({ id: webhookDeliveries.id });
  return removed.length;
}
