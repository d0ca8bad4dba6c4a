-- Trust and safety (docs/product.md §12 Reporting, blocking and contact details; docs/decisions/012-safety.md):
-- reports and the moderation log, blocks, the contact-exchange consent of thread participants, and the
-- moderation state of posts, comments, board messages and thread messages.
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	"target_user_id" integer,
	"reason" varchar(16) NOT NULL,
	"detail" text,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"resolution" varchar(16),
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One open report per member and target (the duplicate 422 is also checked first, this makes it race-free).
CREATE UNIQUE INDEX "reports_open_unique" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "status" = 'open';--> statement-breakpoint
-- The queue: reports of one status grouped by target; and the distinct reporters of one target.
CREATE INDEX "reports_status_target_idx" ON "reports" USING btree ("status","target_type","target_id","created_at");--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" varchar(16) NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	"report_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_log_newest_idx" ON "moderation_log" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The reverse direction of the both-ways filter (blocked_id = me and blocker_id = author) and "who blocked me".
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
-- A member's blocks page, newest first.
CREATE INDEX "blocks_blocker_newest_idx" ON "blocks" USING btree ("blocker_id","created_at" DESC);--> statement-breakpoint
ALTER TABLE "thread_participants" ADD COLUMN "contact_consented_at" timestamp with time zone;--> statement-breakpoint
-- Moderation state: null = shown, 'pending' = hidden after reports by three members until reviewed,
-- 'removed' = hidden by an administrator.
ALTER TABLE "posts" ADD COLUMN "moderation" varchar(16);--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderation" varchar(16);--> statement-breakpoint
ALTER TABLE "public_messages" ADD COLUMN "moderation" varchar(16);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "moderation" varchar(16);--> statement-breakpoint
-- Hidden public posts leave post_counts (docs/decisions/004-post-counts.md): the counters of 0002 count public
-- posts (per status since 0007); this second statement trigger subtracts the public posts that are hidden, so the counter is the number
-- of public, shown posts. It does not redefine post_counts_apply_delta, so both compose.
CREATE FUNCTION post_counts_apply_moderation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_counts AS pc (category_id, region_id, located, status, count)
    SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL), status, -count(*)::int
    FROM post_moderation_new WHERE is_public AND moderation IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, region_id, located, status) DO UPDATE SET count = pc.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO post_counts AS pc (category_id, region_id, located, status, count)
    SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL), status, count(*)::int
    FROM post_moderation_old WHERE is_public AND moderation IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, region_id, located, status) DO UPDATE SET count = pc.count + EXCLUDED.count;
  ELSE
    INSERT INTO post_counts AS pc (category_id, region_id, located, status, count)
    SELECT category_id, region_id, located, status, sum(delta)::int FROM (
      SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL) AS located, status, 1 AS delta
      FROM post_moderation_old WHERE is_public AND moderation IS NOT NULL
      UNION ALL
      SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL) AS located, status, -1 AS delta
      FROM post_moderation_new WHERE is_public AND moderation IS NOT NULL
    ) AS changes
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, region_id, located, status) DO UPDATE SET count = pc.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER post_counts_moderation_after_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS post_moderation_new FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply_moderation();--> statement-breakpoint
CREATE TRIGGER post_counts_moderation_after_update AFTER UPDATE ON posts
  REFERENCING OLD TABLE AS post_moderation_old NEW TABLE AS post_moderation_new FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply_moderation();--> statement-breakpoint
CREATE TRIGGER post_counts_moderation_after_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS post_moderation_old FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply_moderation();
