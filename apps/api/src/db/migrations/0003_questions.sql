CREATE TABLE "practice_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_ids" integer[] NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"alternative" text NOT NULL,
	"correct" boolean NOT NULL,
	"mode" text NOT NULL,
	"practice_session_id" integer,
	"track_id" integer,
	"attempt_id" integer,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"parent_id" integer,
	"desc" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"path" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_category_links" (
	"question_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "question_category_links_question_id_category_id_pk" PRIMARY KEY("question_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "question_learner_state" (
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"last_correct" boolean,
	"last_answered_at" timestamp with time zone,
	"marked" boolean DEFAULT false NOT NULL,
	"note" text,
	CONSTRAINT "question_learner_state_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_stats" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"letter_counts" integer[] DEFAULT ARRAY[0,0,0,0,0] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"alternatives" jsonb NOT NULL,
	"correct_letter" text NOT NULL,
	"explanation" text NOT NULL,
	"institution" text,
	"exam" text,
	"year" smallint,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulado_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"alternative" text,
	"marked" boolean DEFAULT false NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"client_answered_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulado_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "simulado_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"simulado_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_automatically" boolean DEFAULT false NOT NULL,
	"correct" integer,
	"answered" integer,
	"score" integer
);
--> statement-breakpoint
CREATE TABLE "simulados" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"instructions" text NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"question_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_practice_session_id_practice_sessions_id_fk" FOREIGN KEY ("practice_session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_track_id_question_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."question_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_attempt_id_simulado_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."simulado_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_parent_id_question_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."question_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_links" ADD CONSTRAINT "question_category_links_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_links" ADD CONSTRAINT "question_category_links_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_learner_state" ADD CONSTRAINT "question_learner_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_learner_state" ADD CONSTRAINT "question_learner_state_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_stats" ADD CONSTRAINT "question_stats_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tracks" ADD CONSTRAINT "question_tracks_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_answers" ADD CONSTRAINT "simulado_answers_attempt_id_simulado_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."simulado_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_answers" ADD CONSTRAINT "simulado_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_attempts" ADD CONSTRAINT "simulado_attempts_simulado_id_simulados_id_fk" FOREIGN KEY ("simulado_id") REFERENCES "public"."simulados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_attempts" ADD CONSTRAINT "simulado_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_sessions_user_idx" ON "practice_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_key_idx" ON "question_answers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_session_item_idx" ON "question_answers" USING btree ("practice_session_id","question_id") WHERE "question_answers"."practice_session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_track_item_idx" ON "question_answers" USING btree ("user_id","track_id","question_id") WHERE "question_answers"."track_id" is not null;--> statement-breakpoint
CREATE INDEX "question_answers_user_time_idx" ON "question_answers" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "question_categories_producer_type_idx" ON "question_categories" USING btree ("producer_id","type","position");--> statement-breakpoint
CREATE INDEX "question_category_links_category_idx" ON "question_category_links" USING btree ("category_id","question_id");--> statement-breakpoint
CREATE INDEX "question_tracks_producer_idx" ON "question_tracks" USING btree ("producer_id","position");--> statement-breakpoint
CREATE INDEX "questions_producer_status_idx" ON "questions" USING btree ("producer_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "simulado_attempts_user_idx" ON "simulado_attempts" USING btree ("simulado_id","user_id");--> statement-breakpoint
CREATE INDEX "simulado_attempts_deadline_idx" ON "simulado_attempts" USING btree ("deadline") WHERE "simulado_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "simulados_producer_idx" ON "simulados" USING btree ("producer_id","opens_at");