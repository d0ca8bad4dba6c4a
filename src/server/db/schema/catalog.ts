/**
 * Reference data: categories (two-level tree), regions (the 47 prefectures), tags (docs/product.md §3).
 */

import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/** A category; `parentId` null for a top-level category. Two levels only. */
export const categories = pgTable(
  "categories",
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    name: varchar({ length: 100 }).notNull(),
    slug: varchar({ length: 100 }).notNull().unique(),
    sortOrder: integer().notNull().default(0),
    /**
     * What answering its requests asks of a member (docs/product.md "Organisations"): null none, `email` a
     * verified address, `organization` a check by an organisation. A parent's level covers its children.
     */
    answerRequirement: varchar({ length: 16 }),
  },
  (t) => [index("categories_parent_idx").on(t.parentId, t.sortOrder)],
);

/** A prefecture: id is its JIS X 0401 code (1 Hokkaido … 47 Okinawa); coordinates of the prefectural office. */
export const regions = pgTable("regions", {
  id: integer().primaryKey(),
  name: varchar({ length: 16 }).notNull(),
  slug: varchar({ length: 32 }).notNull().unique(),
  area: varchar({ length: 16 }).notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
});

/** A tag; official tags are curated, others are created by members when they post. */
export const tags = pgTable("tags", {
  id: serial().primaryKey(),
  slug: varchar({ length: 64 }).notNull().unique(),
  name: varchar({ length: 64 }).notNull(),
  isOfficial: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Recommended tags of a category (GET /api/categories/{slug}/tags). */
export const categoryTags = pgTable(
  "category_tags",
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.tagId] })],
);
