-- docs/product.md §10 Structured request details: a request's official reward tags follow its お礼 field
-- (src/shared/reward-tags.ts; every write keeps them so since posts.reward-tags.ts). Requests written before that
-- may still say 無償 beside #謝礼あり: here the refused official tags are taken off (無償: 謝礼あり and お礼の品あり;
-- 謝礼: お礼の品あり and ボランティア; お礼の品: 謝礼あり), the tag the field brings is added (謝礼 → 謝礼あり,
-- お礼の品 → お礼の品あり), and the search text of exactly the requests touched is rebuilt with the steps of
-- 0010_search.sql (tags in name order, as posts.search-document.ts writes them). Nothing else of a post changes.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE TEMP TABLE "reward_tag_fixed" ("post_id" integer PRIMARY KEY);--> statement-breakpoint
WITH "removed" AS (
  DELETE FROM "post_tags" AS pt
  USING "posts" AS p, "tags" AS t
  WHERE pt.post_id = p.id AND pt.tag_id = t.id AND t.is_official
    AND ((p.reward_type = 'none' AND t.slug IN ('paid', 'gift'))
      OR (p.reward_type = 'money' AND t.slug IN ('gift', 'volunteer'))
      OR (p.reward_type = 'gift' AND t.slug = 'paid'))
  RETURNING pt.post_id
), "added" AS (
  INSERT INTO "post_tags" ("post_id", "tag_id")
  SELECT p.id, t.id
  FROM "posts" AS p
  JOIN "tags" AS t ON t.is_official AND t.slug = CASE p.reward_type WHEN 'money' THEN 'paid' WHEN 'gift' THEN 'gift' END
  ON CONFLICT DO NOTHING
  RETURNING "post_id"
)
INSERT INTO "reward_tag_fixed" SELECT "post_id" FROM "removed" UNION SELECT "post_id" FROM "added";--> statement-breakpoint
UPDATE "posts" AS p SET "search_text" = d.folded
FROM (
  SELECT p2.id, trim(regexp_replace(translate(lower(normalize(
      concat_ws(' ', p2.title, p2.body, c.name,
        (SELECT string_agg(t.name, ' ' ORDER BY t.name) FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p2.id)),
      NFKC)),
      'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶヽヾ',
      'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖゝゞ'), '\s+', ' ', 'g')) AS folded
  FROM "posts" p2 JOIN "reward_tag_fixed" f ON f.post_id = p2.id LEFT JOIN categories c ON c.id = p2.category_id
) AS d
WHERE d.id = p.id;--> statement-breakpoint
UPDATE "posts" AS p SET "search_grams" = coalesce((
  SELECT array_agg(DISTINCT g ORDER BY g)
  FROM (
    SELECT substr(p."search_text", i, 1) AS g FROM generate_series(1, length(p."search_text")) AS i
    UNION ALL
    SELECT substr(p."search_text", i, 2) FROM generate_series(1, length(p."search_text") - 1) AS i
  ) AS grams
  WHERE g <> '' AND strpos(g, ' ') = 0
), '{}'::text[])
FROM "reward_tag_fixed" AS f WHERE f.post_id = p.id;--> statement-breakpoint
DROP TABLE "reward_tag_fixed";
