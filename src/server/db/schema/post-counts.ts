/**
 * Public post counts per category, region and "has a position", kept by statement-level triggers on posts
 * (migration 0002/0003). List totals, the category tree counts and a region's active categories read these
 * few thousand rows instead of counting a million posts per request (docs/decisions/004-post-counts.md).
 */
import { boolean, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { categories, regions } from "./catalog.ts";

/** Number of public posts of one category in one region, split by whether they carry coordinates. */
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
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.regionId, t.located] }),
    index("post_counts_region_idx").on(t.regionId),
  ],
);
