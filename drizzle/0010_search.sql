-- Search that forgives (docs/product.md §9, docs/decisions/015-search-plans-and-request-overhead.md).
-- 1. search_text / search_grams now hold katakana as hiragana and the post's category and tag names
--    (src/shared/search-text.ts normalizeSearchText + postSearchSource; the service rewrites them on every write,
--    posts.search-document.ts). Existing posts are rebuilt here in SQL with the same steps: NFKC, lower case,
--    katakana → hiragana, white space collapsed, then the distinct 1- and 2-character grams without spaces.
-- 2. More statistics on search_grams: the keyword planner (posts.keyword-plan.ts) reads the most common grams
--    and their frequencies from pg_stats to tell rare keywords from common ones.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "search_grams" SET STATISTICS 1000;--> statement-breakpoint
UPDATE "posts" AS p SET "search_text" = d.folded
FROM (
  SELECT p2.id, trim(regexp_replace(translate(lower(normalize(
      concat_ws(' ', p2.title, p2.body, c.name,
        (SELECT string_agg(t.name, ' ') FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p2.id)),
      NFKC)),
      'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶヽヾ',
      'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖゝゞ'), '\s+', ' ', 'g')) AS folded
  FROM "posts" p2 LEFT JOIN categories c ON c.id = p2.category_id
) AS d
WHERE d.id = p.id;--> statement-breakpoint
UPDATE "posts" SET "search_grams" = coalesce((
  SELECT array_agg(DISTINCT g ORDER BY g)
  FROM (
    SELECT substr("search_text", i, 1) AS g FROM generate_series(1, length("search_text")) AS i
    UNION ALL
    SELECT substr("search_text", i, 2) FROM generate_series(1, length("search_text") - 1) AS i
  ) AS grams
  WHERE g <> '' AND strpos(g, ' ') = 0
), '{}'::text[]);
--> statement-breakpoint
-- 3. The total of the unfiltered list from a maintained counter (decision 015): public posts per status, in 8
--    slots (pg_backend_pid() % 8) so concurrent writers rarely wait on one row; a list sums at most 32 rows
--    instead of every post_counts row. Statement-level triggers on posts with transition tables, the deltas
--    applied in status order (writers lock rows in one order).
CREATE TABLE "post_totals" (
	"status" varchar(20) NOT NULL,
	"slot" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_totals_status_slot_pk" PRIMARY KEY("status","slot")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_totals_apply_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_totals AS t (status, slot, count)
    SELECT status, pg_backend_pid() % 8, count(*)::int FROM post_totals_new WHERE is_public GROUP BY 1 ORDER BY 1
    ON CONFLICT (status, slot) DO UPDATE SET count = t.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO post_totals AS t (status, slot, count)
    SELECT status, pg_backend_pid() % 8, -count(*)::int FROM post_totals_old WHERE is_public GROUP BY 1 ORDER BY 1
    ON CONFLICT (status, slot) DO UPDATE SET count = t.count + EXCLUDED.count;
  ELSE
    INSERT INTO post_totals AS t (status, slot, count)
    SELECT status, pg_backend_pid() % 8, sum(delta)::int FROM (
      SELECT status, -1 AS delta FROM post_totals_old WHERE is_public
      UNION ALL
      SELECT status, 1 AS delta FROM post_totals_new WHERE is_public
    ) AS changes
    GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1
    ON CONFLICT (status, slot) DO UPDATE SET count = t.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER post_totals_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS post_totals_new
  FOR EACH STATEMENT EXECUTE FUNCTION post_totals_apply_delta();--> statement-breakpoint
CREATE TRIGGER post_totals_update AFTER UPDATE ON posts REFERENCING OLD TABLE AS post_totals_old NEW TABLE AS post_totals_new
  FOR EACH STATEMENT EXECUTE FUNCTION post_totals_apply_delta();--> statement-breakpoint
CREATE TRIGGER post_totals_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS post_totals_old
  FOR EACH STATEMENT EXECUTE FUNCTION post_totals_apply_delta();--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE post_totals;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER post_totals_truncate AFTER TRUNCATE ON posts FOR EACH STATEMENT EXECUTE FUNCTION post_totals_truncate();--> statement-breakpoint
INSERT INTO post_totals (status, slot, count) SELECT status, 0, count(*)::int FROM posts WHERE is_public GROUP BY 1;
