/**
 * Requests (posts) and what hangs on them: tags, comments, bookmarks (docs/product.md §3 Post, Comment).
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { categories, regions, tags } from "./catalog.ts";
import { users } from "./users.ts";

/**
 * Decimals of the public position of a post: others only ever see (and are measured against) its position
 * snapped to a 0.01° grid, about 1.1 km × 0.9 km in Japan; the exact one is for its author alone.
 */
export const PUBLIC_POSITION_DECIMALS = 2;

/**
 * The public position of a post as an earth point (SQL), from its latitude and longitude columns or
 * expressions: the grid of `blur`. Lists order, filter and measure distances on it only, so neither the
 * distances shown nor the order of a nearby list can be used to locate a post more precisely than its
 * blurred coordinates (no trilateration). posts_location_idx indexes exactly this expression.
 */
export function publicPosition(latitude: SQL | AnyColumn, longitude: SQL | AnyColumn): SQL {
  const decimals = sql.raw(String(PUBLIC_POSITION_DECIMALS));
  return sql`ll_to_earth(round(${latitude}::numeric, ${decimals})::float8, round(${longitude}::numeric, ${decimals})::float8)`;
}

/**
 * A request. `searchText` is the NFKC-normalised, lower-cased title + body; `searchGrams` holds its distinct
 * 1- and 2-character grams so a GIN index serves Japanese substring search of any length (docs/architecture.md),
 * together with the category and region filters.
 */
export const posts = pgTable(
  "posts",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    regionId: integer()
      .notNull()
      .references(() => regions.id, { onDelete: "restrict" }),
    title: varchar({ length: 255 }).notNull(),
    body: text().notNull(),
    imagePath: text(),
    /** The 320 px WebP card variant of the image (docs/product.md §5 Post image); null for posts stored before it. */
    imageThumbPath: text(),
    isPublic: boolean().notNull().default(true),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    searchText: text().notNull().default(""),
    searchGrams: text().array().notNull().default(sql`'{}'::text[]`),
    /** docs/product.md §10 Request status: open, in_progress, resolved, closed (CHECK in migration 0007). */
    status: varchar({ length: 20 }).notNull().default("open"),
    /** The member the author named as the helper when resolving (docs/product.md §10). */
    helperId: integer().references(() => users.id, { onDelete: "set null" }),
    /**
     * posts_region_stats_idx (migration 0026: region_id, created_at INCLUDE the columns an organisation's figures
     * read, public and shown only) is not declared here: drizzle cannot say INCLUDE.
     */
    /** The hours the helper gave, in half hours (1–48: 0.5–24 h), recorded with resolved (docs/product.md "Organisations"). */
    helperHalfHours: smallint(),
    statusChangedAt: timestamp({ withTimezone: true }),
    rewardType: varchar({ length: 10 }).notNull().default("none"),
    /** The language the request is written in (docs/product.md "Request language"): ja, en, easy_ja, other. */
    language: varchar({ length: 8 }).notNull().default("ja"),
    /** Yen, only with reward_type money. */
    rewardAmount: integer(),
    neededBy: date({ mode: "string" }),
    helpersNeeded: smallint().notNull().default(1),
    /** null shown, 'pending' | 'removed' hidden (docs/product.md §12; migration 0008 keeps post_counts). */
    moderation: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("posts_status_check", sql`${t.status} in ('open', 'in_progress', 'resolved', 'closed')`),
    check("posts_reward_type_check", sql`${t.rewardType} in ('none', 'money', 'gift')`),
    check(
      "posts_reward_amount_check",
      sql`${t.rewardAmount} is null or (${t.rewardType} = 'money' and ${t.rewardAmount} between 0 and 10000000)`,
    ),
    check("posts_helpers_needed_check", sql`${t.helpersNeeded} between 1 and 10`),
    check("posts_language_check", sql`${t.language} in ('ja', 'en', 'easy_ja', 'other')`),
    // The open posts' own index shapes: 「募集中のみ」 lists walk open posts only (docs/decisions/011-request-status.md).
    index("posts_open_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic} and ${t.status} = 'open'`),
    index("posts_open_category_newest_idx")
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic} and ${t.status} = 'open'`),
    index("posts_open_region_newest_idx")
      .on(t.regionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic} and ${t.status} = 'open'`),
    index("posts_open_location_idx")
      .using("gist", publicPosition(t.latitude, t.longitude))
      .where(
        sql`${t.isPublic} and ${t.status} = 'open' and ${t.latitude} is not null and ${t.longitude} is not null`,
      ),
    index("posts_helper_idx")
      .on(t.helperId, t.statusChangedAt.desc().nullsFirst())
      .where(sql`${t.helperId} is not null`),
    index("posts_public_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic}`),
    index("posts_category_newest_idx")
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic}`),
    index("posts_region_newest_idx")
      .on(t.regionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic}`),
    // A list narrowed to one language (docs/product.md "Request language"), newest first.
    index("posts_language_newest_idx")
      .on(t.language, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic}`),
    index("posts_user_newest_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One GIN index answers keyword + category + region together (btree_gin indexes the two ids): a keyword
    // that is rare within a big category is found without walking or bitmapping the whole category
    // (docs/decisions/005-list-query-shapes.md).
    index("posts_search_idx").using("gin", t.categoryId, t.regionId, t.searchGrams),
    // The same index over every 8th post (by id): a capped count proves "more than 1,000" from an eighth of a
    // common keyword's postings (posts/list/paging.ts countLive, SEARCH_SAMPLE_MODULUS; decision 015).
    index("posts_search_sample_idx")
      .using("gin", t.categoryId, t.regionId, t.searchGrams)
      .where(sql`${t.id} % 8 = 0`),
    index("posts_location_idx")
      .using("gist", publicPosition(t.latitude, t.longitude))
      .where(sql`${t.isPublic} and ${t.latitude} is not null and ${t.longitude} is not null`),
  ],
);

/** Tags of a post. */
export const postTags = pgTable(
  "post_tags",
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("post_tags_tag_idx").on(t.tagId, t.postId)],
);

/** A comment on a post; the author may be gone (shown as copy.post.deletedUser). */
export const comments = pgTable(
  "comments",
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    /** null shown, 'pending' | 'removed' hidden (docs/product.md §12). */
    moderation: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("comments_post_idx").on(t.postId, t.createdAt, t.id),
    index("comments_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** One bookmark per member and post. */
export const bookmarks = pgTable(
  "bookmarks",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index("bookmarks_user_newest_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("bookmarks_post_idx").on(t.postId),
  ],
);

/** One follow per follower and followed member. */
export const follows = pgTable(
  "follows",
  {
    followerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index("follows_followee_idx").on(t.followeeId, t.createdAt.desc().nullsFirst()),
    index("follows_follower_newest_idx").on(t.followerId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * A thanks-and-rating after a resolved request (docs/product.md §10 Thanks and ratings): the author rates the
 * helper and the helper the author, once each per post (unique index).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    reviewerId: integer().references(() => users.id, { onDelete: "set null" }),
    revieweeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: varchar({ length: 10 }).notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} in ('good', 'normal', 'bad')`),
    uniqueIndex("reviews_post_reviewer_idx").on(t.postId, t.reviewerId),
    index("reviews_reviewee_newest_idx").on(
      t.revieweeId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
