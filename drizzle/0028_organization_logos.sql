-- docs/product.md "Organisations": an organisation's logo, re-encoded like every upload and stored under logos/; its
-- own account (代理投稿) shows it as its avatar.
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "logo_path" text;
