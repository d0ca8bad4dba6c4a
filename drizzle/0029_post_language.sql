-- docs/product.md "Request language": the language a request is written in, chosen by its author (日本語 by default),
-- so that lists can be narrowed to the requests a reader can read. A list narrowed to one language walks this index
-- newest first (the few English requests of a million are found without reading the Japanese ones).
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "language" varchar(8) DEFAULT 'ja' NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT IF EXISTS "posts_language_check";
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_language_check" CHECK ("language" in ('ja', 'en', 'easy_ja', 'other'));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_language_newest_idx" ON "posts" USING btree ("language", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) WHERE "is_public";
