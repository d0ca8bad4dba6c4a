-- Capped counts of common keywords from a sample (docs/decisions/015-search-plans-and-request-overhead.md, revisit of
-- 2026-11-27; src/server/domains/posts/posts.paging.ts countLive): the keyword + category + region GIN index of
-- 0003 over every 8th post by id. "More than 1,000 matches" is proven from an eighth of a common keyword's
-- postings (a bitmap of 7,000 entries instead of 57,000 for 「犬」 at 1,000,000 posts). Also: the drizzle-kit
-- snapshot of this migration (meta/0012_snapshot.json) is the whole current schema, which migrations 0005-0011
-- wrote by hand, so the next `npm run db:generate` diffs from the real state.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_sample_idx" ON "posts" USING gin ("category_id","region_id","search_grams") WHERE "posts"."id" % 8 = 0;
