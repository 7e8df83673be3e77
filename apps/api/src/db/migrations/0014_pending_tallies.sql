CREATE TABLE "question_stats_pending" (
	"question_id" integer NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	"letter_counts" integer[] DEFAULT ARRAY[0,0,0,0,0] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulado_score_counts_pending" (
	"simulado_id" integer NOT NULL,
	"score" integer NOT NULL,
	"takers" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_stats_pending" ADD CONSTRAINT "question_stats_pending_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulado_score_counts_pending_simulado_idx" ON "simulado_score_counts_pending" USING btree ("simulado_id");--> statement-breakpoint
-- The attempts' trigger now appends its +1/−1 to the pending rows instead of updating the shared count row, which
-- every taker with the same score locked until its commit (issue 19). Readers add the pending rows; a recurring
-- job folds them. Written by hand (drizzle-kit does not model triggers).
CREATE OR REPLACE FUNCTION "simulado_score_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	counted_before boolean := TG_OP <> 'INSERT' AND OLD.submitted_at IS NOT NULL AND OLD.score IS NOT NULL;
	counted_after boolean := TG_OP <> 'DELETE' AND NEW.submitted_at IS NOT NULL AND NEW.score IS NOT NULL;
BEGIN
	IF counted_before AND counted_after AND OLD.simulado_id = NEW.simulado_id AND OLD.score = NEW.score THEN
		RETURN NULL;
	END IF;
	IF counted_before THEN
		INSERT INTO "simulado_score_counts_pending" ("simulado_id", "score", "takers") VALUES (OLD.simulado_id, OLD.score, -1);
	END IF;
	IF counted_after THEN
		INSERT INTO "simulado_score_counts_pending" ("simulado_id", "score", "takers") VALUES (NEW.simulado_id, NEW.score, 1);
	END IF;
	RETURN NULL;
END $$;
