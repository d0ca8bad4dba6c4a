-- docs/product.md "Organisations" (the area's figures): an organisation's statistics read every public request of its
-- prefecture created in a period. From the heap that is one page per request at 1,000,000 posts (45,696 pages for
-- Tokyo's year, 1.7 s p95); this index holds what the statement reads, so it is an index-only scan.
-- Drizzle's schema cannot say INCLUDE, so the index lives here only (src/server/db/schema/posts.ts notes it).
CREATE INDEX IF NOT EXISTS "posts_region_stats_idx" ON "posts" USING btree ("region_id", "created_at")
  INCLUDE ("id", "user_id", "category_id", "status", "status_changed_at", "helper_half_hours")
  WHERE "is_public" AND "moderation" IS NULL;
