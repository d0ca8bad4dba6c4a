/**
 * Webhooks for partners (docs/product.md "Webhooks"; docs/decisions/032-webhooks.md): a member's endpoints (the
 * URL, the events and filters it listens to, the secret its deliveries are signed with) and the log of every
 * delivery (its body as sent, status, duration, attempts, last error) from which one can be sent again.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** The filters of an endpoint's post events: every given key must match the post. */
export interface WebhookFiltersRow {
  region_id?: number;
  municipality_code?: string;
  category_id?: number;
  status?: string;
}

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text().notNull(),
    events: text().array().notNull(),
    filters: jsonb().$type<WebhookFiltersRow>().notNull().default({}),
    /** The signing secret, kept as given (it must be used to sign; decision 032 says why not encrypted). */
    secret: varchar({ length: 80 }).notNull(),
    /** When the deliveries started failing without a success since (null: not failing). */
    failingSince: timestamp({ withTimezone: true }),
    /** Set when it failed for 3 days: nothing is sent to it any more. */
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId)],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial().primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The event's id (`id` of the body), shared by the deliveries of one event to several endpoints. */
    eventId: uuid().notNull(),
    eventType: varchar({ length: 40 }).notNull(),
    /** The raw JSON body, sent byte for byte on every attempt and redelivery. */
    body: text().notNull(),
    /** pending, delivered, failed. */
    status: varchar({ length: 16 }).notNull().default("pending"),
    responseStatus: integer(),
    durationMs: integer(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id)],
);
