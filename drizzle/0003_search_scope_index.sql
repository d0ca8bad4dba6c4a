-- Keyword search with the category and region filters in one GIN index (docs/decisions/005-list-query-shapes.md):
-- btree_gin lets GIN index the two integer ids beside the gram array.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "posts_search_grams_idx";--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("category_id","region_id","search_grams");
