CREATE TABLE "write_positions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lsn" bigint NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "write_positions" ADD CONSTRAINT "write_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;