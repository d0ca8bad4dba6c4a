-- docs/product.md §5 Post image: the 320 px WebP card variant made when an image is stored. Posts stored
-- before it keep null (no backfill: the card then shows the original).
ALTER TABLE "posts" ADD COLUMN "image_thumb_path" text;
