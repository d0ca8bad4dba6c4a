/**
 * English copy of webhooks for partners (docs/product.md "Webhooks"): field names, the 422 field errors of a
 * registration, the refusals, and the notification that an endpoint was disabled.
 */
import type { webhooksCopy } from "../copy/webhooks.ts";
import { webhooksErrorTextsEn } from "./refusals.ts";
import type { Translation } from "./translation.ts";

export const webhooksCopyEn: Translation<typeof webhooksCopy> = {
  ...webhooksErrorTextsEn,
  fields: {
    url: "URL",
    events: "Events",
    filters: "Filters",
    region_id: "Region",
    municipality_code: "Municipality code",
    category_id: "Category",
    status: "Status",
    id: "Webhook",
    deliveryId: "Delivery",
  },
  urlRequired: "Enter a URL.",
  urlInvalid: "The URL is not valid.",
  urlTooLong: (max: number) => `The URL must be at most ${max} characters long.`,
  urlNotHttps: "The URL must start with https.",
  urlCredentials: "The URL must not contain a username or password.",
  urlPrivateAddress:
    "The URL must point to a public address on the internet (deliveries cannot be sent to internal addresses).",
  urlUnresolvable: "The host name of the URL could not be resolved.",
  eventsRequired: "Select at least one event.",
  eventInvalid:
    "Each event must be one of post.created, post.updated, post.status_changed, comment.created and thread.message_created.",
  filtersInvalid: "The filters are not in a valid format.",
  municipalityInvalid: "The municipality code must be 5 or 6 digits.",
  statusInvalid: "The status must be one of open, in_progress, resolved and closed.",
  unknownRegion: "The specified region does not exist.",
  unknownCategory: "The specified category does not exist.",
  tooMany: (max: number) =>
    `You can have at most ${max} ${max === 1 ? "webhook" : "webhooks"}. Delete the ones you no longer need.`,
  registrations: (max: number) =>
    `You can register at most ${max} ${max === 1 ? "webhook" : "webhooks"} per hour. Please wait a while and try again.`,
  redeliveries: (max: number) =>
    `You can redeliver webhooks at most ${max} ${max === 1 ? "time" : "times"} per hour. Please wait a while and try again.`,
  disabledRedeliver: "A disabled webhook cannot be redelivered.",
  /** The OpenAPI document's `webhooks` section: what each event's delivery is. */
  eventSummaries: {
    "post.created": "When a request is published (on creation, or when a draft is published)",
    "post.updated": "When a published request is edited",
    "post.status_changed": "When the status of a published request changes",
    "comment.created": "When someone comments on one of your requests",
    "thread.message_created": "When a message arrives in a thread about one of your requests",
  },
  signatureHeader:
    't=<Unix time in seconds>,v1=<HMAC-SHA256 (hex) of "<t>.<body>">. The key is the secret returned only once, at registration',
  deliveryAnswer:
    "Return a 2xx within 10 seconds and the delivery counts as delivered. Anything else is retried with exponential backoff (for about 3 days)",
  badSignatureAnswer:
    "If the signature does not match or is too old, do not accept the delivery and return a 4xx (it is retried, but accept only deliveries with a valid signature)",
  disabledNotice: {
    title: "Webhook disabled",
    body: (url: string) =>
      `Deliveries to ${url} kept failing for 3 days, so this webhook has been disabled. Fix the receiving endpoint, then register the webhook again.`,
  },
};
