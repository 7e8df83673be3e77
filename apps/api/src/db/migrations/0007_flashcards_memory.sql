CREATE TABLE "memory_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"producer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"flashcard_id" integer,
	"card_ord" smallint DEFAULT 0 NOT NULL,
	"question_id" integer,
	"category_id" integer,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"missed_in" text,
	"missed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memory_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"producer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"state_before" smallint NOT NULL,
	"snapshot" jsonb,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"desired_retention" real DEFAULT 0.9 NOT NULL,
	"new_per_day" integer DEFAULT 20 NOT NULL,
	"max_reviews_per_day" integer DEFAULT 200 NOT NULL,
	"days_off" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"fsrs_weights" double precision[],
	"weights_fitted_at" timestamp with time zone,
	"weights_review_count" integer,
	"fitting" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flashcards" DROP CONSTRAINT "flashcards_track_id_flashcard_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "track_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "kind" text DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "lesson_id" integer;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "question_id" integer;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_reviews" ADD CONSTRAINT "memory_reviews_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_reviews" ADD CONSTRAINT "memory_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_reviews" ADD CONSTRAINT "memory_reviews_item_id_memory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."memory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_settings" ADD CONSTRAINT "memory_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memory_items_card_idx" ON "memory_items" USING btree ("user_id","flashcard_id","card_ord") WHERE "memory_items"."flashcard_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "memory_items_question_idx" ON "memory_items" USING btree ("user_id","question_id") WHERE "memory_items"."question_id" is not null;--> statement-breakpoint
CREATE INDEX "memory_items_queue_idx" ON "memory_items" USING btree ("user_id","due") WHERE "memory_items"."removed_at" is null and "memory_items"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "memory_reviews_key_idx" ON "memory_reviews" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "memory_reviews_user_time_idx" ON "memory_reviews" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "memory_reviews_item_idx" ON "memory_reviews" USING btree ("item_id","reviewed_at");--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_track_id_flashcard_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."flashcard_tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcards_producer_category_idx" ON "flashcards" USING btree ("producer_id","category_id");