ALTER TABLE "users" DROP CONSTRAINT "users_language_check";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('ja', 'en', 'easy_ja'));
