CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"post_id" integer,
	"proposed_by" integer,
	"responder_id" integer,
	"status" varchar(16) DEFAULT 'proposed' NOT NULL,
	"slots" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"place" text,
	"cancelled_by" integer,
	"cancel_reason" varchar(16),
	"cancel_note" text,
	"cancelled_at" timestamp with time zone,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	"no_show_reported_by" integer,
	"no_show_reported_at" timestamp with time zone,
	"no_show_user_id" integer,
	"reminder_day_sent_at" timestamp with time zone,
	"reminder_soon_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('proposed', 'confirmed', 'declined', 'cancelled')),
	CONSTRAINT "appointments_cancel_reason_check" CHECK ("appointments"."cancel_reason" is null or "appointments"."cancel_reason" in ('sick', 'schedule', 'other'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_responder_id_users_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_show_reported_by_users_id_fk" FOREIGN KEY ("no_show_reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_show_user_id_users_id_fk" FOREIGN KEY ("no_show_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "appointments_thread_idx" ON "appointments" USING btree ("thread_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "appointments_proposer_idx" ON "appointments" USING btree ("proposed_by","starts_at");
--> statement-breakpoint
CREATE INDEX "appointments_responder_idx" ON "appointments" USING btree ("responder_id","starts_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_open_idx" ON "appointments" USING btree ("thread_id") WHERE "appointments"."status" = 'proposed';
--> statement-breakpoint
CREATE INDEX "appointments_late_cancel_idx" ON "appointments" USING btree ("cancelled_by") WHERE "appointments"."late_cancellation";
--> statement-breakpoint
CREATE INDEX "appointments_no_show_idx" ON "appointments" USING btree ("no_show_user_id") WHERE "appointments"."no_show_user_id" is not null;
