/**
 * Notifications (docs/product.md §11 Notifications): the in-app notifications of a member, the durable job
 * queue that fans them out (docs/decisions/013-notifications-and-the-job-queue.md), and saved searches with
 * their probe keys (§11 Saved searches).
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { threads } from "./messaging.ts";
import { posts } from "./posts.ts";
import { users } from "./users.ts";

/**
 * One notification of one member. `type` is a NotificationType; `data` holds the names and titles of the
 * moment it happened (the title and body are written from them in Japanese when read).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar({ length: 32 }).notNull(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    postId: integer().references(() => posts.id, { onDelete: "cascade" }),
    data: jsonb().notNull().default(sql`'{}'::jsonb`),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it went out by e-mail (its own mail or a daily digest); null while not mailed. */
    mailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("notifications_user_newest_idx").on(t.userId, t.id.desc()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    index("notifications_digest_idx").on(t.userId, t.id).where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * The durable job queue (docs/decisions/013): a job is claimed with `FOR UPDATE SKIP LOCKED` and a lease
 * (`lockedUntil`), deleted when done, retried with exponential backoff (`runAt`) when it fails, and kept with
 * `failedAt` after `maxAttempts`.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    queue: varchar({ length: 64 }).notNull(),
    payload: jsonb().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(10),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("jobs_due_idx").on(t.runAt, t.id).where(sql`${t.failedAt} is null`)],
);

/** A member's saved search (§11 Saved searches): the criteria of a post list, at least one of them set. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    keyword: text(),
    categoryId: integer(),
    regionId: integer(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    nearLat: doublePrecision(),
    nearLon: doublePrecision(),
    nearRadiusKm: doublePrecision(),
    /** Only requests in this language (docs/product.md "Request language"); null for any (CHECK in migration 0030). */
    language: varchar({ length: 8 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_searches_user_idx").on(t.userId, t.id)],
);

/**
 * The probe keys of a saved search (decision 013): each saved search is filed under the keys of its most
 * selective criterion (`tag:<slug>`, `kw3:<trigram>`, `kw:<gram>`, `cell:<lat>:<lon>`, `region:<id>`, `cat:<id>`); a new post
 * looks up the keys its own attributes produce, so matching reads only the candidates, never every search.
 */
export const savedSearchKeys = pgTable(
  "saved_search_keys",
  {
    key: text().notNull(),
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.savedSearchId] }),
    index("saved_search_keys_search_idx").on(t.savedSearchId),
  ],
);

/**
 * A member's e-mail preferences (docs/product.md §11 E-mail): `email` maps a notification type to `immediate`,
 * `daily` or `off` (an absent type has its default, NOTIFICATION_EMAIL_DEFAULTS); `digestHour` is the JST hour
 * of the daily digest; `threadMail` mails thread messages left unread. No row means every default.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: jsonb().notNull().default(sql`'{}'::jsonb`),
  /** Notification type → false when the member does not want it pushed (absent = pushed). */
  push: jsonb().notNull().default(sql`'{}'::jsonb`),
  digestHour: integer().notNull().default(8),
  threadMail: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last thread-message mail of a member per thread (docs/product.md §11 E-mail): at most one an hour, and never
 * again for messages already mailed (`lastMessageId`).
 */
export const threadMails = pgTable(
  "thread_mails",
  {
    threadId: integer()
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastMessageId: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

/** A browser's web-push subscription of a member (docs/product.md §11 Web push); removed when the service says 404/410. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
