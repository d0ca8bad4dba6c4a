/**
 * Public post counts per category, region and "has a position", kept by statement-level triggers on posts
 * (migration 0002/0003). List totals, the category tree counts and a region's active categories read these
 * few thousand rows instead of counting a million posts per request (docs/decisions/004-post-counts.md).
 */
import { boolean, index, integer, pgTable, primaryKey, smallint, varchar } from "drizzle-orm/pg-core";
import { categories, regions } from "./catalog.ts";

/** Number of public posts of one category in one region, split by whether they carry coordinates and by status. */
export const postCounts = pgTable(
  "post_counts",
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    regionId: integer()
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    located: boolean().notNull(),
    /** The posts' status (migration 0007): a list filtered by status sums its own counters. */
    status: varchar({ length: 20 }).notNull().default("open"),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.regionId, t.located, t.status] }),
    index("post_counts_region_idx").on(t.regionId),
  ],
);

/**
 * Public posts per status in 8 slots, kept by statement-level triggers on posts (migration 0010): the total of
 * the unfiltered list sums at most 32 rows instead of every post_counts row (docs/decisions/015).
 */
export const postTotals = pgTable(
  "post_totals",
  {
    status: varchar({ length: 20 }).notNull(),
    /** pg_backend_pid() % 8 of the writer: concurrent writers rarely update the same row. */
    slot: smallint().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.slot] })],
);
