CREATE TABLE "post_counts" (
	"category_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"located" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_counts_category_id_region_id_located_pk" PRIMARY KEY("category_id","region_id","located")
);
--> statement-breakpoint
ALTER TABLE "post_counts" ADD CONSTRAINT "post_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_counts" ADD CONSTRAINT "post_counts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_counts_region_idx" ON "post_counts" USING btree ("region_id");--> statement-breakpoint
-- Keeps post_counts in step with the public posts (docs/decisions/004-post-counts.md). Statement-level
-- triggers with transition tables: one upsert per statement, so bulk inserts stay cheap; rows are upserted in
-- key order so concurrent writers lock counters in the same order.
CREATE FUNCTION post_counts_apply_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_counts AS pc (category_id, region_id, located, count)
    SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL), count(*)::int
    FROM post_counts_new WHERE is_public GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (category_id, region_id, located) DO UPDATE SET count = pc.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO post_counts AS pc (category_id, region_id, located, count)
    SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL), -count(*)::int
    FROM post_counts_old WHERE is_public GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (category_id, region_id, located) DO UPDATE SET count = pc.count + EXCLUDED.count;
  ELSE
    INSERT INTO post_counts AS pc (category_id, region_id, located, count)
    SELECT category_id, region_id, located, sum(delta)::int FROM (
      SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL) AS located, -1 AS delta
      FROM post_counts_old WHERE is_public
      UNION ALL
      SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL) AS located, 1 AS delta
      FROM post_counts_new WHERE is_public
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (category_id, region_id, located) DO UPDATE SET count = pc.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER post_counts_after_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS post_counts_new FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply_delta();--> statement-breakpoint
CREATE TRIGGER post_counts_after_update AFTER UPDATE ON posts
  REFERENCING OLD TABLE AS post_counts_old NEW TABLE AS post_counts_new FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply_delta();--> statement-breakpoint
CREATE TRIGGER post_counts_after_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS post_counts_old FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply_delta();--> statement-breakpoint
INSERT INTO post_counts (category_id, region_id, located, count)
SELECT category_id, region_id, (latitude IS NOT NULL AND longitude IS NOT NULL), count(*)::int
FROM posts WHERE is_public GROUP BY 1, 2, 3;
