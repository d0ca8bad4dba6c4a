/**
 * The photos of a request (docs/product.md "Request photos"): up to POST_PHOTOS.max per post, in `position` order
 * (0 is the cover). The cover's keys are mirrored on `posts.image_path` / `posts.image_thumb_path`, so a list row
 * still needs no second statement (the card shows the cover only); the post page reads this table once by
 * `post_images_post_position_idx`.
 */
import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { posts } from "./posts.ts";

export const postImages = pgTable(
  "post_images",
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** 0-based; 0 is the cover. */
    position: smallint().notNull(),
    /** The re-encoded JPEG's storage key (or an external URL of an older post). */
    imagePath: text().notNull(),
    /** The 320 px WebP card variant; null for photos stored before thumbnails. */
    thumbPath: text(),
    /** Pixels of the stored JPEG; null for photos migrated from the single image (0021). */
    width: integer(),
    height: integer(),
    /** The author's alt text; null: the request's title stands in. */
    alt: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("post_images_post_position_idx").on(t.postId, t.position, t.id)],
);
