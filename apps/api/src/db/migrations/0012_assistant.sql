CREATE TABLE "assistant_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"producer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_index_runs" (
	"producer_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"requested_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error_code" text,
	"content_fingerprint" text
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"context" jsonb,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answerer" text,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_passages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"producer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"part" integer DEFAULT 0 NOT NULL,
	"course_id" uuid,
	"module_id" integer,
	"lesson_id" integer,
	"page" integer,
	"seconds" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"product_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"area" text,
	"content_hash" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese', immutable_unaccent("assistant_passages"."title" || ' ' || "assistant_passages"."body"))) STORED NOT NULL,
	"embedding" real[],
	"embedding_model" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_settings" (
	"producer_id" uuid PRIMARY KEY NOT NULL,
	"daily_limit" integer,
	"suggestions" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assistant_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "transcript" jsonb;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_index_runs" ADD CONSTRAINT "assistant_index_runs_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_passages" ADD CONSTRAINT "assistant_passages_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_settings" ADD CONSTRAINT "assistant_settings_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_usage" ADD CONSTRAINT "assistant_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_conversations_user_idx" ON "assistant_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_messages_conversation_idx" ON "assistant_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_passages_source_idx" ON "assistant_passages" USING btree ("producer_id","kind","source_id","part");--> statement-breakpoint
CREATE INDEX "assistant_passages_search_idx" ON "assistant_passages" USING gin ("search");