-- Request status, structured request details, thanks and ratings, the request a thread is about, consent to
-- the terms (docs/product.md §10, docs/decisions/011-request-status.md).
ALTER TABLE "posts" ADD COLUMN "status" varchar(20) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "helper_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reward_type" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reward_amount" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "needed_by" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "helpers_needed" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_check" CHECK ("status" in ('open', 'in_progress', 'resolved', 'closed'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_reward_type_check" CHECK ("reward_type" in ('none', 'money', 'gift'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_reward_amount_check" CHECK ("reward_amount" is null or ("reward_type" = 'money' and "reward_amount" between 0 and 10000000));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_helpers_needed_check" CHECK ("helpers_needed" between 1 and 10);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The posts of an account deleted before this migration are closed (docs/product.md §10).
UPDATE "posts" SET "status" = 'closed', "status_changed_at" = now()
WHERE "user_id" IS NULL OR "user_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL);--> statement-breakpoint
-- 「募集中のみ」 is the default of the visitors' lists: the open posts get the same index shapes as all public
-- posts (newest, per category, per region, by position), so an open list walks an index of open posts only
-- instead of filtering a walk of every post (docs/decisions/011-request-status.md). Other statuses are rare
-- filters and read the existing indexes with a filter.
CREATE INDEX "posts_open_newest_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) WHERE "is_public" and "status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_category_newest_idx" ON "posts" USING btree ("category_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) WHERE "is_public" and "status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_region_newest_idx" ON "posts" USING btree ("region_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) WHERE "is_public" and "status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_location_idx" ON "posts" USING gist (ll_to_earth(round("latitude"::numeric, 2)::float8, round("longitude"::numeric, 2)::float8)) WHERE "is_public" and "status" = 'open' and "latitude" is not null and "longitude" is not null;--> statement-breakpoint
-- Help given (profile): the resolved posts a member helped on, newest first.
CREATE INDEX "posts_helper_idx" ON "posts" USING btree ("helper_id", "status_changed_at" DESC NULLS FIRST) WHERE "helper_id" is not null;--> statement-breakpoint
-- post_counts gains the status: totals of a list filtered by status stay sums of counters; every other reader
-- sums over the statuses as before.
ALTER TABLE "post_counts" ADD COLUMN "status" varchar(20) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_counts" DROP CONSTRAINT "post_counts_category_id_region_id_located_pk";--> statement-breakpoint
ALTER TABLE "post_counts" ADD CONSTRAINT "post_counts_category_id_region_id_located_status_pk" PRIMARY KEY ("category_id", "region_id", "located", "status");--> statement-breakpoint
TRUNCATE "post_counts";--> statement-breakpoint
INSERT INTO post_counts (category_id, region_id, located, status, count)
SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL), status, count(*)::int
FROM posts WHERE is_public GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_counts_apply_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_counts AS pc (category_id, region_id, located, status, count)
    SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL), status, count(*)::int
    FROM post_counts_new WHERE is_public GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, region_id, located, status) DO UPDATE SET count = pc.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO post_counts AS pc (category_id, region_id, located, status, count)
    SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL), status, -count(*)::int
    FROM post_counts_old WHERE is_public GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, region_id, located, status) DO UPDATE SET count = pc.count + EXCLUDED.count;
  ELSE
    INSERT INTO post_counts AS pc (category_id, region_id, located, status, count)
    SELECT category_id, region_id, located, status, sum(delta)::int FROM (
      SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL) AS located, status, -1 AS delta
      FROM post_counts_old WHERE is_public
      UNION ALL
      SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL) AS located, status, 1 AS delta
      FROM post_counts_new WHERE is_public
    ) AS changes
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, region_id, located, status) DO UPDATE SET count = pc.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"reviewer_id" integer,
	"reviewee_id" integer NOT NULL,
	"rating" varchar(10) NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("rating" in ('good', 'normal', 'bad'))
);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Once per reviewer and post: parallel second reviews fail on this index (answered as 422).
CREATE UNIQUE INDEX "reviews_post_reviewer_idx" ON "reviews" USING btree ("post_id", "reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_newest_idx" ON "reviews" USING btree ("reviewee_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "post_id" integer;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "threads_post_idx" ON "threads" USING btree ("post_id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;
