CREATE TABLE "clinical_case_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinical_case_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"producer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"case_id" integer NOT NULL,
	"stage_position" smallint DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"counts_for_peers" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_case_decisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinical_case_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"attempt_id" bigint NOT NULL,
	"stage_id" integer NOT NULL,
	"option_id" integer,
	"text" text,
	"role" text NOT NULL,
	"position" smallint DEFAULT 1 NOT NULL,
	"picked_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"idempotency_key" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_case_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"finding" text,
	"points" integer DEFAULT 0 NOT NULL,
	"differential_points" integer DEFAULT 0 NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"rating" text NOT NULL,
	"cost_cents" integer,
	"turnaround_minutes" integer,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"expert_position" smallint,
	"lesson_id" integer,
	"question_id" integer,
	"chosen_count" integer DEFAULT 0 NOT NULL,
	"differential_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_case_stage_results" (
	"attempt_id" bigint NOT NULL,
	"stage_id" integer NOT NULL,
	"score" integer NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"idempotency_key" uuid NOT NULL,
	CONSTRAINT "clinical_case_stage_results_attempt_id_stage_id_pk" PRIMARY KEY("attempt_id","stage_id")
);
--> statement-breakpoint
CREATE TABLE "clinical_case_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"prompt" text NOT NULL,
	"discussion" text DEFAULT '' NOT NULL,
	"max_score" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_case_subjects" (
	"case_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "clinical_case_subjects_case_id_category_id_pk" PRIMARY KEY("case_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "clinical_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"difficulty" text NOT NULL,
	"estimated_minutes" integer NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"expert_reasoning" text DEFAULT '' NOT NULL,
	"references" text[] DEFAULT '{}'::text[] NOT NULL,
	"lesson_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"question_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"stage_count" smallint DEFAULT 0 NOT NULL,
	"max_score" integer DEFAULT 0 NOT NULL,
	"finished_count" integer DEFAULT 0 NOT NULL,
	"score_pct_sum" bigint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memory_items" ADD COLUMN "case_option_id" integer;--> statement-breakpoint
ALTER TABLE "clinical_case_attempts" ADD CONSTRAINT "clinical_case_attempts_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_attempts" ADD CONSTRAINT "clinical_case_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_attempts" ADD CONSTRAINT "clinical_case_attempts_case_id_clinical_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."clinical_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_decisions" ADD CONSTRAINT "clinical_case_decisions_attempt_id_clinical_case_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."clinical_case_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_decisions" ADD CONSTRAINT "clinical_case_decisions_stage_id_clinical_case_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."clinical_case_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_decisions" ADD CONSTRAINT "clinical_case_decisions_option_id_clinical_case_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."clinical_case_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_options" ADD CONSTRAINT "clinical_case_options_stage_id_clinical_case_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."clinical_case_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_options" ADD CONSTRAINT "clinical_case_options_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_options" ADD CONSTRAINT "clinical_case_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_stage_results" ADD CONSTRAINT "clinical_case_stage_results_attempt_id_clinical_case_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."clinical_case_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_stage_results" ADD CONSTRAINT "clinical_case_stage_results_stage_id_clinical_case_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."clinical_case_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_stages" ADD CONSTRAINT "clinical_case_stages_case_id_clinical_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."clinical_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_subjects" ADD CONSTRAINT "clinical_case_subjects_case_id_clinical_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."clinical_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_case_subjects" ADD CONSTRAINT "clinical_case_subjects_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_cases" ADD CONSTRAINT "clinical_cases_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_case_attempts_open_idx" ON "clinical_case_attempts" USING btree ("user_id","case_id") WHERE "clinical_case_attempts"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_case_attempts_counting_idx" ON "clinical_case_attempts" USING btree ("user_id","case_id") WHERE "clinical_case_attempts"."counts_for_peers";--> statement-breakpoint
CREATE INDEX "clinical_case_attempts_user_idx" ON "clinical_case_attempts" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_case_decisions_key_idx" ON "clinical_case_decisions" USING btree ("attempt_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_case_decisions_active_idx" ON "clinical_case_decisions" USING btree ("attempt_id","option_id") WHERE "clinical_case_decisions"."removed_at" is null and "clinical_case_decisions"."option_id" is not null;--> statement-breakpoint
CREATE INDEX "clinical_case_decisions_stage_idx" ON "clinical_case_decisions" USING btree ("attempt_id","stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_case_options_position_idx" ON "clinical_case_options" USING btree ("stage_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_case_stages_position_idx" ON "clinical_case_stages" USING btree ("case_id","position");--> statement-breakpoint
CREATE INDEX "clinical_case_subjects_category_idx" ON "clinical_case_subjects" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "clinical_cases_producer_idx" ON "clinical_cases" USING btree ("producer_id","status","position");--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_case_option_id_clinical_case_options_id_fk" FOREIGN KEY ("case_option_id") REFERENCES "public"."clinical_case_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memory_items_case_option_idx" ON "memory_items" USING btree ("user_id","case_option_id") WHERE "memory_items"."case_option_id" is not null;