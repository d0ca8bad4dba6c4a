ALTER TABLE "users" ADD COLUMN "read_receipts" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "message_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"key" varchar(512) NOT NULL,
	"thumb_key" varchar(512) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_images" ADD CONSTRAINT "message_images_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_images" ADD CONSTRAINT "message_images_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "message_images_message_idx" ON "message_images" USING btree ("message_id","position");
--> statement-breakpoint
CREATE INDEX "message_images_thread_idx" ON "message_images" USING btree ("thread_id","id");
--> statement-breakpoint
CREATE TABLE "thread_reads" (
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"up_to_message_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_reads_thread_id_user_id_up_to_message_id_pk" PRIMARY KEY("thread_id","user_id","up_to_message_id")
);
--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
