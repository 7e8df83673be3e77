CREATE TABLE "simulado_score_counts" (
	"simulado_id" integer NOT NULL,
	"score" integer NOT NULL,
	"takers" integer NOT NULL,
	CONSTRAINT "simulado_score_counts_simulado_id_score_pk" PRIMARY KEY("simulado_id","score")
);
--> statement-breakpoint
ALTER TABLE "simulado_score_counts" ADD CONSTRAINT "simulado_score_counts_simulado_id_simulados_id_fk" FOREIGN KEY ("simulado_id") REFERENCES "public"."simulados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts follow the attempts: an attempt counts (under its score) once it is submitted and graded. Written by
-- hand (drizzle-kit does not model triggers); a decrement only updates, so a cascade from a deleted simulado never
-- inserts a count row for it.
CREATE FUNCTION "simulado_score_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	counted_before boolean := TG_OP <> 'INSERT' AND OLD.submitted_at IS NOT NULL AND OLD.score IS NOT NULL;
	counted_after boolean := TG_OP <> 'DELETE' AND NEW.submitted_at IS NOT NULL AND NEW.score IS NOT NULL;
BEGIN
	IF counted_before AND counted_after AND OLD.simulado_id = NEW.simulado_id AND OLD.score = NEW.score THEN
		RETURN NULL;
	END IF;
	IF counted_before THEN
		UPDATE "simulado_score_counts" SET "takers" = "takers" - 1
		WHERE "simulado_id" = OLD.simulado_id AND "score" = OLD.score;
	END IF;
	IF counted_after THEN
		INSERT INTO "simulado_score_counts" AS c ("simulado_id", "score", "takers") VALUES (NEW.simulado_id, NEW.score, 1)
		ON CONFLICT ("simulado_id", "score") DO UPDATE SET "takers" = c."takers" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "simulado_score_counts_follow" AFTER INSERT OR DELETE OR UPDATE OF "submitted_at", "score", "simulado_id"
ON "simulado_attempts" FOR EACH ROW EXECUTE FUNCTION "simulado_score_counts_follow"();
--> statement-breakpoint
INSERT INTO "simulado_score_counts" ("simulado_id", "score", "takers")
SELECT "simulado_id", "score", count(*) FROM "simulado_attempts"
WHERE "submitted_at" IS NOT NULL AND "score" IS NOT NULL
GROUP BY "simulado_id", "score";
