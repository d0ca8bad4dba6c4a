-- Nearby lists order and measure on the public position (0.01° grid) only, so distances and order cannot locate
-- a post more precisely than its blurred coordinates (docs/decisions/005-list-query-shapes.md).
DROP INDEX "posts_location_idx";--> statement-breakpoint
CREATE INDEX "posts_location_idx" ON "posts" USING gist (ll_to_earth(round("latitude"::numeric, 2)::float8, round("longitude"::numeric, 2)::float8)) WHERE "posts"."is_public" and "posts"."latitude" is not null and "posts"."longitude" is not null;