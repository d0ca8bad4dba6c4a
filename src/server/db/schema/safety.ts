/**
 * Trust and safety (docs/product.md §12 Reporting, blocking and contact details): reports, the moderation log and
 * blocks. The moderation state of posts, comments and messages is a `moderation` column on those tables (null
 * shown, 'pending' hidden after three members' reports, 'removed' hidden by an administrator). Migration
 * drizzle/0008_safety.sql.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** A member's report of a post, comment, board message, thread message or member. */
export const reports = pgTable(
  "reports",
  {
    id: serial().primaryKey(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** post | comment | public_message | message | user */
    targetType: varchar({ length: 16 }).notNull(),
    targetId: integer().notNull(),
    /** The author of the reported content (the member for a user report), for suspend_user. */
    targetUserId: integer().references(() => users.id, { onDelete: "set null" }),
    reason: varchar({ length: 16 }).notNull(),
    detail: text(),
    /** open | resolved */
    status: varchar({ length: 16 }).notNull().default("open"),
    /** The action that resolved it: dismiss | hide | restore | suspend_user. */
    resolution: varchar({ length: 16 }),
    resolvedBy: integer().references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Whether the reporter was a counting member when they reported (docs/product.md §12 Reporting and
     * moderation, "Counting members"; safety/counting-reporters.ts): only such reports count towards hiding the
     * target pending review. Recorded once, so the queue shows what the decision was made on.
     */
    countsTowardHiding: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex("reports_open_unique")
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index("reports_status_target_idx").on(t.status, t.targetType, t.targetId, t.createdAt),
    // "Reported-and-hidden" (counting-reporters.ts) looks a reporter up among the reported authors.
    index("reports_target_user_idx").on(t.targetUserId),
  ],
);

/** Every moderation action: who, what, when, and the administrator's note. */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: serial().primaryKey(),
    adminId: integer().references(() => users.id, { onDelete: "set null" }),
    action: varchar({ length: 16 }).notNull(),
    targetType: varchar({ length: 16 }).notNull(),
    targetId: integer().notNull(),
    reportId: integer(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("moderation_log_newest_idx").on(t.createdAt.desc(), t.id.desc())],
);

/** `blockerId` blocked `blockedId`; the effects apply both ways (docs/product.md §12 Blocking). */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("blocks_blocked_idx").on(t.blockedId, t.blockerId),
    index("blocks_blocker_newest_idx").on(t.blockerId, t.createdAt.desc()),
  ],
);
