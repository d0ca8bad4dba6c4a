CREATE TABLE "leaving_backlog" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaving_backlog" ADD CONSTRAINT "leaving_backlog_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaving_backlog_added_idx" ON "leaving_backlog" USING btree ("added_at","user_id");--> statement-breakpoint
-- docs/product.md §4 Leaving: accounts deleted before leaving deleted or anonymised what the member wrote were only
-- soft-deleted (their requests, photos and contact details stayed). Every deleted account is put in the backlog,
-- which the housekeeping sweep settles a few at a time (src/server/domains/admin/leaving-backlog.ts); settling a
-- member the rule already settled changes nothing, so accounts deleted under the rule may be listed too.
INSERT INTO "leaving_backlog" ("user_id") SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL ON CONFLICT DO NOTHING;
