-- docs/product.md "Organisations" (代理投稿): an organisation posts on behalf of residents and answers their messages
-- through an account of its own — a member row with no e-mail address and no password, so nobody can sign in to it;
-- its staff act as it. The unique index is also how a post's author is recognised as an organisation.
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "account_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "organizations_account_user_unique" ON "organizations" ("account_user_id");
