-- docs/product.md §12 Reporting and moderation, "Counting members": each report records whether its reporter
-- counted towards hiding the target pending review when they reported (src/server/domains/safety/
-- counting-reporters.ts). Reports made before this migration are recorded as not counting (nothing is known of
-- their reporters then); they stay in the queue. The index serves "reported-and-hidden", which looks a reporter up
-- among the authors of reported content.
ALTER TABLE "reports" ADD COLUMN "counts_toward_hiding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_target_user_idx" ON "reports" USING btree ("target_user_id");
