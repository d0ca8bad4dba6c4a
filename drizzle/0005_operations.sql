-- Operations (issue 14): the app key generated at the first start-up on PostgreSQL, shared by every instance
-- (docs/decisions/008-operations.md).
CREATE TABLE IF NOT EXISTS "app_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
