-- docs/product.md §12 Reporting and moderation: content hidden by moderation is left out of every count, and the
-- unfiltered list's total (the maintained per-status counter post_totals of 0010, decision 015) counted public
-- posts whether shown or hidden, so with hidden requests on the board `meta.total` of GET /api/posts (and
-- posts.list) was larger than what the pages held. The counter now counts public posts not hidden by moderation
-- (`is_public AND moderation IS NULL`, the rule `shown` of src/server/db/visibility.ts), like post_counts since
-- 0008, and is rebuilt from the posts. Writers wait for the rebuild (SHARE lock on posts): no delta is lost between
-- the count and the triggers' next change.
LOCK TABLE "posts" IN SHARE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_totals_apply_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_totals AS t (status, slot, count)
    SELECT status, pg_backend_pid() % 8, count(*)::int FROM post_totals_new
    WHERE is_public AND moderation IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (status, slot) DO UPDATE SET count = t.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO post_totals AS t (status, slot, count)
    SELECT status, pg_backend_pid() % 8, -count(*)::int FROM post_totals_old
    WHERE is_public AND moderation IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (status, slot) DO UPDATE SET count = t.count + EXCLUDED.count;
  ELSE
    INSERT INTO post_totals AS t (status, slot, count)
    SELECT status, pg_backend_pid() % 8, sum(delta)::int FROM (
      SELECT status, -1 AS delta FROM post_totals_old WHERE is_public AND moderation IS NULL
      UNION ALL
      SELECT status, 1 AS delta FROM post_totals_new WHERE is_public AND moderation IS NULL
    ) AS changes
    GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1
    ON CONFLICT (status, slot) DO UPDATE SET count = t.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DELETE FROM "post_totals";--> statement-breakpoint
INSERT INTO "post_totals" ("status", "slot", "count")
SELECT "status", 0, count(*)::int FROM "posts" WHERE "is_public" AND "moderation" IS NULL GROUP BY 1;
