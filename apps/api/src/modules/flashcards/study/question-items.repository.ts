import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

export interface QuestionDynamicsRow {
  question_id: number;
  answers: number | null;
  correct: number | null;
  letter_counts: number[] | null;
  marked: boolean | null;
  note: string | null;
}

/** The stats and the learner's mark of several questions in one query (the queue's question items). */
export function selectQuestionDynamicsRows(
  db: Database,
  userId: string,
  questionIds: readonly number[],
): Promise<QuestionDynamicsRow[]> {
  if (questionIds.length === 0) return Promise.resolve([]);
  return rawRows<QuestionDynamicsRow>(
    db,
    sql`select q.id as question_id, st.answers, st.correct, st.letter_counts, ls.marked, ls.note
        from unnest(${`{${questionIds.join(',')}}`}::int[]) as q(id)
        left join question_stats st on st.question_id = q.id
        left join question_learner_state ls on ls.question_id = q.id and ls.user_id = ${userId}`,
  );
}
