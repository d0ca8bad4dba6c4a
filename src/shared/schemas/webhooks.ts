/**
 * Inputs and outputs of webhooks for partners (docs/product.md "Webhooks"; docs/api.md "Webhooks";
 * docs/decisions/032-webhooks.md): registering an endpoint, listing and deleting one's endpoints, the delivery log
 * and redelivery, and the body every delivery carries. REST and tRPC parse the same input.
 */
import { z } from "zod";
import { webhooksCopy } from "../copy/webhooks.ts";
import { ZCommentView } from "./comments.ts";
import { formList, formPage, optionalId, pageOf, requiredId, textField } from "./fields.ts";
import { ZPostView } from "./posts.ts";
import { POST_STATUSES } from "./requests.ts";

const w = webhooksCopy;

/** The events an endpoint may listen to (docs/product.md "Webhooks"). */
export const WEBHOOK_EVENTS = [
  "post.created",
  "post.updated",
  "post.status_changed",
  "comment.created",
  "thread.message_created",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The most endpoints one member may register. */
export const MAX_WEBHOOKS_PER_MEMBER = 10;

/** The longest endpoint URL, in characters. */
export const WEBHOOK_URL_MAX = 2048;

/** Deliveries per page of the delivery log. */
export const WEBHOOK_DELIVERIES_PER_PAGE = 15;

/**
 * An endpoint URL as written: an absolute `https:` or `http:` URL without user information (whether http and the
 * host's addresses are allowed is the service's check, after DNS resolution), or null.
 */
export function parseWebhookUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return url;
}

/**
 * The filters of the post events: every given key must match the post. `municipality_code` is a 5- or 6-digit
 * code (JIS X 0401/0402, with or without its check digit); posts carry no municipality yet, so a filter naming
 * one matches nothing (docs/product.md "Webhooks").
 */
export const ZWebhookFilters = z.strictObject(
  {
    region_id: optionalId(w.fields.region_id),
    municipality_code: textField(w.fields.municipality_code, { max: 6 })
      .overwrite((text) => text.normalize("NFKC"))
      .refine((value) => value === "" || /^\d{5,6}$/.test(value), w.municipalityInvalid)
      .transform((value) => (value === "" ? undefined : value))
      .optional(),
    category_id: optionalId(w.fields.category_id),
    status: z.enum(POST_STATUSES, { error: w.statusInvalid }).optional(),
  },
  { error: w.filtersInvalid },
);
export type WebhookFilters = z.output<typeof ZWebhookFilters>;

/**
 * A new endpoint: `url` (1–2048 characters, NFKC), `events` (one or more of WEBHOOK_EVENTS; `events[]` form lists
 * and a JSON array string accepted; duplicates dropped), `filters` (optional, see ZWebhookFilters).
 */
export const ZCreateWebhookInput = z.object({
  url: textField(w.fields.url, {
    min: 1,
    max: WEBHOOK_URL_MAX,
    messages: { required: w.urlRequired, type: w.urlRequired, max: w.urlTooLong(WEBHOOK_URL_MAX) },
  })
    .overwrite((text) => text.normalize("NFKC"))
    .refine((value) => parseWebhookUrl(value) !== null, w.urlInvalid),
  events: formList(
    z
      .array(z.enum(WEBHOOK_EVENTS, { error: w.eventInvalid }), { error: w.eventsRequired })
      .min(1, w.eventsRequired)
      .max(WEBHOOK_EVENTS.length * 2, w.eventInvalid)
      .transform((list): WebhookEventType[] => [...new Set(list)]),
  ),
  filters: ZWebhookFilters.optional().transform((value): WebhookFilters => value ?? {}),
});
export type TCreateWebhookData = z.output<typeof ZCreateWebhookInput>;

/** Which endpoint (`/api/webhooks/{id}`). */
export const ZWebhookIdInput = z.object({ id: requiredId(w.fields.id) });
export type TWebhookIdData = z.output<typeof ZWebhookIdInput>;

/** One page of an endpoint's delivery log. */
export const ZWebhookDeliveriesInput = z.object({ id: requiredId(w.fields.id), page: formPage() });
export type TWebhookDeliveriesData = z.output<typeof ZWebhookDeliveriesInput>;

/** Which delivery to send again (`/api/webhooks/{id}/deliveries/{deliveryId}/redeliver`). */
export const ZRedeliverInput = z.object({
  id: requiredId(w.fields.id),
  deliveryId: requiredId(w.fields.deliveryId),
});
export type TRedeliverData = z.output<typeof ZRedeliverInput>;

/** The filters as stored and answered. */
export const ZWebhookFiltersView = z.object({
  region_id: z.number().int().optional(),
  municipality_code: z.string().optional(),
  category_id: z.number().int().optional(),
  status: z.enum(POST_STATUSES).optional(),
});

/** An endpoint as listed (never its secret); dates in Laravel's microsecond UTC format. */
export const ZWebhookView = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    filters: ZWebhookFiltersView,
    /** Set when deliveries failed for 3 days: nothing is sent any more. */
    disabled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Webhook" });
export type WebhookView = z.infer<typeof ZWebhookView>;

/** The member's endpoints, newest first. */
export const ZWebhookList = z.array(ZWebhookView);

/** A registered endpoint with its signing secret, answered this once. */
export const ZCreatedWebhook = ZWebhookView.extend({ secret: z.string() }).meta({ id: "CreatedWebhook" });
export type CreatedWebhook = z.infer<typeof ZCreatedWebhook>;

/** The answer of a deletion (REST: 204). */
export const ZDeletedWebhook = z.object({ deleted: z.literal(true) });

/** One delivery of the log. */
export const ZWebhookDeliveryView = z
  .object({
    id: z.number().int(),
    event_id: z.string(),
    event_type: z.enum(WEBHOOK_EVENTS),
    /** pending (not sent yet, or failing and to be retried), delivered, failed (gave up). */
    status: z.enum(["pending", "delivered", "failed"]),
    response_status: z.number().int().nullable(),
    duration_ms: z.number().int().nullable(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    delivered_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDeliveryView = z.infer<typeof ZWebhookDeliveryView>;

/** A page of the delivery log, newest first. */
export const ZWebhookDeliveryPage = pageOf(ZWebhookDeliveryView);
export type WebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

/** A thread message as a webhook carries it: masked until both members agreed (docs/product.md §12). */
export const ZWebhookMessage = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  user_id: z.number().int().nullable(),
  body: z.string(),
  contact_masked: z.boolean(),
  created_at: z.string(),
});

/** The `data` of each event. */
export const ZWebhookEventData = {
  "post.created": ZPostView,
  "post.updated": ZPostView,
  "post.status_changed": ZPostView,
  "comment.created": z.object({ post_id: z.number().int(), comment: ZCommentView }),
  "thread.message_created": z.object({
    post_id: z.number().int(),
    thread_id: z.number().int(),
    message: ZWebhookMessage,
  }),
} as const satisfies Record<WebhookEventType, z.ZodType>;

/** The body of a delivery of `type`: `{id, type, created_at, data}`. */
export function webhookEventSchema<T extends WebhookEventType>(type: T) {
  return z.object({
    id: z.string(),
    type: z.literal(type),
    created_at: z.string(),
    data: ZWebhookEventData[type],
  });
}
