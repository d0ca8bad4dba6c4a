CREATE TABLE "post_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image_path" text NOT NULL,
	"thumb_path" text,
	"width" integer,
	"height" integer,
	"alt" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "post_images_post_position_idx" ON "post_images" USING btree ("post_id","position","id");
--> statement-breakpoint
-- Every existing single image becomes its post's first photo (the cover); posts.image_path stays its mirror.
INSERT INTO "post_images" ("post_id", "position", "image_path", "thumb_path", "created_at")
SELECT "id", 0, "image_path", "image_thumb_path", "updated_at" FROM "posts" WHERE "image_path" IS NOT NULL;
