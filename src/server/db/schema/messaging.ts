/**
 * Private threads, legacy messages, the public board, contact messages and rate-limit buckets
 * (docs/product.md §3 Thread, Message, Public message; docs/api.md throttling).
 */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { posts } from "./posts.ts";
import { users } from "./users.ts";

/** A private conversation between two members; `pairKey` ("small:large" user ids) keeps one per pair. */
export const threads = pgTable(
  "threads",
  {
    id: serial().primaryKey(),
    pairKey: varchar({ length: 32 }).notNull().unique(),
    /** The request the thread is currently about (docs/product.md §10 Threads about a request). */
    postId: integer().references(() => posts.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("threads_updated_idx").on(t.updatedAt.desc().nullsFirst()),
    index("threads_post_idx").on(t.postId),
  ],
);

/** A member of a thread and how far they have read. */
export const threadParticipants = pgTable(
  "thread_participants",
  {
    threadId: integer()
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadMessageId: integer().notNull().default(0),
    lastReadAt: timestamp({ withTimezone: true }),
    /** When this member pressed 連絡先の交換に同意する (docs/product.md §12 Contact details held back). */
    contactConsentedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index("thread_participants_user_idx").on(t.userId),
  ],
);

/** A message of a thread. */
export const messages = pgTable(
  "messages",
  {
    id: serial().primaryKey(),
    threadId: integer()
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    /** null shown, 'pending' | 'removed' hidden (docs/product.md §12). */
    moderation: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_thread_idx").on(t.threadId, t.id)],
);

/**
 * A photo of a thread message (docs/product.md "スレッドの写真"): private to the thread's participants, so its
 * keys live under the `thread-images/` folder that /storage never serves (http/storage.ts); read through
 * GET /api/threads/{id}/images/{imageId} (domains/threads/thread-images.rest.ts). Up to 4 per message.
 */
export const messageImages = pgTable(
  "message_images",
  {
    id: serial().primaryKey(),
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    threadId: integer()
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    position: smallint().notNull().default(0),
    key: varchar({ length: 512 }).notNull(),
    thumbKey: varchar({ length: 512 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("message_images_message_idx").on(t.messageId, t.position),
    index("message_images_thread_idx").on(t.threadId, t.id),
  ],
);

/**
 * Each move of a participant's read mark (docs/product.md "既読"): the read time of a message is the time of the
 * first mark at or past it, so 既読 shows when the partner really read each message. Marks only move forward.
 */
export const threadReads = pgTable(
  "thread_reads",
  {
    threadId: integer()
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    upToMessageId: integer().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId, t.upToMessageId] })],
);

/** The legacy one-to-one message list (GET /api/messages). */
export const legacyMessages = pgTable(
  "legacy_messages",
  {
    id: serial().primaryKey(),
    senderId: integer().references(() => users.id, { onDelete: "set null" }),
    receiverId: integer().references(() => users.id, { onDelete: "set null" }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("legacy_messages_sender_idx").on(t.senderId, t.createdAt.desc().nullsFirst()),
    index("legacy_messages_receiver_idx").on(t.receiverId, t.createdAt.desc().nullsFirst()),
  ],
);

/** A message of the public board on the home page. */
export const publicMessages = pgTable(
  "public_messages",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    /** null shown, 'pending' | 'removed' hidden (docs/product.md §12). */
    moderation: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("public_messages_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** A message sent through the contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    title: varchar({ length: 255 }).notNull(),
    body: text().notNull(),
    email: varchar({ length: 255 }).notNull(),
    ipAddress: varchar({ length: 64 }),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_newest_idx").on(t.createdAt.desc().nullsFirst())],
);

/** Fixed-window rate-limit counters shared by every server instance. */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: varchar({ length: 255 }).primaryKey(),
    count: integer().notNull().default(0),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_buckets_reset_idx").on(t.resetAt)],
);
