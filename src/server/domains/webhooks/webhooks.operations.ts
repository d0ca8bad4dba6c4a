/**
 * The operations of webhooks for partners (docs/product.md "Webhooks", docs/api.md "Webhooks",
 * docs/decisions/032-webhooks.md): a member registers endpoints, lists and deletes their own, reads an endpoint's
 * delivery log and sends a delivery again. Over a personal access token every call needs the `webhooks` ability
 * (the service answers 403 otherwise); another member's endpoint is a 404.
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import { webhooksCopy } from "#shared/copy/webhooks.ts";
import {
  ZCreatedWebhook,
  ZCreateWebhookInput,
  ZDeletedWebhook,
  ZRedeliverInput,
  ZWebhookDeliveriesInput,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryView,
  ZWebhookIdInput,
  ZWebhookList,
} from "#shared/schemas/webhooks.ts";
import { defineOperation } from "../../edge/define.ts";
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  takeRedeliveryLimit,
  takeWebhookLimit,
} from "./webhooks.service.ts";

const summaries = openapiCopy.summaries;
const w = webhooksCopy;
const tokenNote = "over a token: the `webhooks` ability (403 without it)";

export const webhooksOperations = {
  /** → the viewer's endpoints, newest first: WebhookView[] (never a secret; REST `{data}`). @throws 401, 403. */
  list: defineOperation({
    name: "webhooks.list",
    summary: summaries["webhooks.list"],
    gate: "verified",
    kind: "private-read",
    owner: "the caller's own endpoints (never a secret)",
    note: tokenNote,
    output: ZWebhookList,
    refusals: [403],
    rest: { method: "GET", path: "/webhooks" },
    handler: (ctx) => listWebhooks(ctx.db, ctx.viewer, ctx.state.apiToken),
  }),
  /**
   * `{url, events[], filters?}` → the endpoint with its `secret`, shown once (REST: 201 `{data}`).
   * @throws 401, 403, 422 (Japanese field errors: url refused after DNS resolution, events, filters), 429.
   */
  create: defineOperation({
    name: "webhooks.create",
    summary: summaries["webhooks.create"],
    gate: "verified",
    kind: "mutation",
    owner: "an endpoint of the caller (at most 10); the secret is answered once",
    note: `${tokenNote}; 20 registrations an hour per member; https on public addresses (WEBHOOK_ALLOWED_HOSTS excepted)`,
    input: ZCreateWebhookInput,
    output: ZCreatedWebhook,
    refusals: [403],
    rateLimit: (ctx) => takeWebhookLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/webhooks", status: 201 },
    handler: (ctx, input) =>
      createWebhook(ctx.db, ctx.viewer, ctx.state.apiToken, input, ctx.env.webhookAllowedHosts ?? []),
  }),
  /** `{id}` → `{deleted: true}` (REST: 204). @throws 401, 403, 404 (not the caller's). */
  delete: defineOperation({
    name: "webhooks.delete",
    summary: summaries["webhooks.delete"],
    gate: "verified",
    kind: "mutation",
    owner: "an endpoint of the owner (others: 404)",
    note: tokenNote,
    input: ZWebhookIdInput,
    output: ZDeletedWebhook,
    pathIds: { id: w.notFound },
    refusals: [403],
    rest: { method: "DELETE", path: "/webhooks/{id}", answer: "none" },
    handler: (ctx, input) => deleteWebhook(ctx.db, ctx.viewer, ctx.state.apiToken, input.id),
  }),
  /** `{id, page?}` → a page of the endpoint's deliveries, newest first (REST: Laravel's page). @throws 401, 403, 404. */
  deliveries: defineOperation({
    name: "webhooks.deliveries",
    summary: summaries["webhooks.deliveries"],
    gate: "verified",
    kind: "private-read",
    owner: "the deliveries of an endpoint of the owner (others: 404)",
    note: tokenNote,
    input: ZWebhookDeliveriesInput,
    output: ZWebhookDeliveryPage,
    pathIds: { id: w.notFound },
    refusals: [403],
    rest: { method: "GET", path: "/webhooks/{id}/deliveries" },
    handler: (ctx, input) => listDeliveries(ctx.db, ctx.viewer, ctx.state.apiToken, input),
  }),
  /**
   * `{id, deliveryId}` → the delivery, back to pending, its body queued again (REST: 202 `{data}`).
   * @throws 401, 403, 404 (endpoint or delivery not the caller's), 422 (the endpoint was disabled).
   */
  redeliver: defineOperation({
    name: "webhooks.redeliver",
    summary: summaries["webhooks.redeliver"],
    gate: "verified",
    kind: "mutation",
    owner: "a delivery of an endpoint of the owner (others: 404)",
    note: `${tokenNote}; 60 redeliveries an hour per member`,
    input: ZRedeliverInput,
    output: ZWebhookDeliveryView,
    pathIds: { id: w.notFound, deliveryId: w.deliveryNotFound },
    refusals: [403],
    rateLimit: (ctx) => takeRedeliveryLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/webhooks/{id}/deliveries/{deliveryId}/redeliver", status: 202 },
    handler: (ctx, input) => redeliver(ctx.db, ctx.viewer, ctx.state.apiToken, input),
  }),
};
