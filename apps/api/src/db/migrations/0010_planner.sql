CREATE TABLE "study_plan_activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_plan_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"date" date NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"unit_key" text NOT NULL,
	"title" text NOT NULL,
	"subject" text,
	"subject_id" integer,
	"minutes" smallint NOT NULL,
	"target" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"done_by" text,
	"done_at" timestamp with time zone,
	"original_date" date,
	"practice_session_id" integer
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"exam_date" date NOT NULL,
	"institution_ids" integer[] NOT NULL,
	"weekday_minutes" smallint[] NOT NULL,
	"days_off" date[] DEFAULT ARRAY[]::date[] NOT NULL,
	"include" jsonb NOT NULL,
	"self_ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"diagnostic" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"left_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shares" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shortfall_minutes" integer,
	"last_replan" jsonb,
	"replanned_on" date,
	"calendar_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "study_plan_activities" ADD CONSTRAINT "study_plan_activities_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_activities" ADD CONSTRAINT "study_plan_activities_practice_session_id_practice_sessions_id_fk" FOREIGN KEY ("practice_session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_plan_activities_day_idx" ON "study_plan_activities" USING btree ("plan_id","date","position");--> statement-breakpoint
CREATE UNIQUE INDEX "study_plan_activities_unit_idx" ON "study_plan_activities" USING btree ("plan_id","unit_key");--> statement-breakpoint
CREATE UNIQUE INDEX "study_plans_active_idx" ON "study_plans" USING btree ("user_id","producer_id") WHERE "study_plans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "study_plans_user_idx" ON "study_plans" USING btree ("user_id","producer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "study_plans_calendar_idx" ON "study_plans" USING btree ("calendar_token_hash") WHERE "study_plans"."calendar_token_hash" is not null;