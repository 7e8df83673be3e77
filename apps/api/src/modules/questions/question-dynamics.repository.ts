import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

export interface QuestionDynamicsRow {
  answers: number | null;
  correct: number | null;
  letter_counts: number[] | null;
  marked: boolean | null;
  note: string | null;
}

/** The question's stats and the learner's state of it in one row (nulls where there is none of either). */
export async function selectQuestionDynamics(
  db: Database,
  userId: string,
  questionId: number,
): Promise<QuestionDynamicsRow | null> {
  const [row] = await rawRows<QuestionDynamicsRow>(
    db,
    sql`select st.answers, st.correct, st.letter_counts, ls.marked, ls.note
        from (select ${questionId}::int as id) q
        left join question_stats st on st.question_id = q.id
        left join question_learner_state ls on ls.question_id = q.id and ls.user_id = ${userId}`,
  );
  return row ?? null;
}
