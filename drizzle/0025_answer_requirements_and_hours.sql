-- docs/product.md "Organisations": the level a category asks of members who answer its requests (null: none,
-- email: a verified address, organization: checked by an organisation), and the hours a helper gave, recorded when
-- a request is resolved (in half hours, 0.5–24 h).
ALTER TABLE "categories" ADD COLUMN "answer_requirement" varchar(16);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_answer_requirement_check" CHECK ("answer_requirement" IS NULL OR "answer_requirement" IN ('email', 'organization'));
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "helper_half_hours" smallint;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_helper_half_hours_check" CHECK ("helper_half_hours" IS NULL OR "helper_half_hours" BETWEEN 1 AND 48);
