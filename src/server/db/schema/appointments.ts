/**
 * 日程調整 (docs/product.md "日程調整"): a proposal of up to 3 date-time slots in a thread about a request, the
 * slot the other participant accepted (the 予定), its cancellation or no-show, and the reminders sent for it.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { threads } from "./messaging.ts";
import { posts } from "./posts.ts";
import { users } from "./users.ts";

/** One slot of a proposal as stored: an ISO instant (UTC) and the place note (empty when none). */
export interface StoredSlot {
  starts_at: string;
  place: string;
}

/**
 * One proposal and what became of it. `proposedBy` and `responderId` are the thread's two participants at the
 * time of the proposal (the list "mine, upcoming first" reads them through their own indexes). The reminder
 * columns are the sent-markers that keep each reminder to exactly one delivery, whatever the queue retries.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: serial().primaryKey(),
    threadId: integer()
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    postId: integer().references(() => posts.id, { onDelete: "set null" }),
    proposedBy: integer().references(() => users.id, { onDelete: "set null" }),
    responderId: integer().references(() => users.id, { onDelete: "set null" }),
    status: varchar({ length: 16 }).notNull().default("proposed"),
    slots: jsonb().$type<StoredSlot[]>().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    place: text(),
    cancelledBy: integer().references(() => users.id, { onDelete: "set null" }),
    cancelReason: varchar({ length: 16 }),
    cancelNote: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    lateCancellation: boolean().notNull().default(false),
    noShowReportedBy: integer().references(() => users.id, { onDelete: "set null" }),
    noShowReportedAt: timestamp({ withTimezone: true }),
    /** The member who did not come (the participant other than the reporter): the profile counts it. */
    noShowUserId: integer().references(() => users.id, { onDelete: "set null" }),
    reminderDaySentAt: timestamp({ withTimezone: true }),
    reminderSoonSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("appointments_thread_idx").on(t.threadId, t.id.desc()),
    index("appointments_proposer_idx").on(t.proposedBy, t.startsAt),
    index("appointments_responder_idx").on(t.responderId, t.startsAt),
    // At most one open proposal per thread (docs/product.md "日程調整"): a second one is a 422.
    uniqueIndex("appointments_one_open_idx").on(t.threadId).where(sql`${t.status} = 'proposed'`),
    index("appointments_late_cancel_idx").on(t.cancelledBy).where(sql`${t.lateCancellation}`),
    index("appointments_no_show_idx").on(t.noShowUserId).where(sql`${t.noShowUserId} is not null`),
    check(
      "appointments_status_check",
      sql`${t.status} in ('proposed', 'confirmed', 'declined', 'cancelled')`,
    ),
    check(
      "appointments_cancel_reason_check",
      sql`${t.cancelReason} is null or ${t.cancelReason} in ('sick', 'schedule', 'other')`,
    ),
  ],
);
