ALTER TABLE "users" ADD COLUMN "text_size" varchar(16) DEFAULT 'standard' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_text_size_check" CHECK ("users"."text_size" IN ('standard', 'large', 'x-large'));
