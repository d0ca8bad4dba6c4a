-- docs/product.md §11 Saved searches, "Request language": a saved search may ask for requests in one language
-- (null: any), so that a reader of English hears of new English requests.
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "language" varchar(8);
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT IF EXISTS "saved_searches_language_check";
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_language_check" CHECK ("language" is null or "language" in ('ja', 'en', 'easy_ja', 'other'));
