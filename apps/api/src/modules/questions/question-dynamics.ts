import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** Peers' first answers to a question (question_stats), or zeros before any. */
export interface QuestionStats {
  answers: number;
  correct: number;
  /** Per letter A–E. */
  letterCounts: number[];
}

/** What changes with answers and marks: the question's stats and the learner's own state of it. */
export interface QuestionDynamics {
  stats: QuestionStats;
  marked: boolean;
  note: string | null;
}

export const noStats: QuestionStats = { answers: 0, correct: 0, letterCounts: [0, 0, 0, 0, 0] };

export function statsOf(
  row: { answers: number | null; correct: number | null; letter_counts: number[] | null } | undefined,
): QuestionStats {
  if (!row || row.answers === null) return noStats;
  return {
    answers: Number(row.answers),
    correct: Number(row.correct ?? 0),
    letterCounts: (row.letter_counts ?? []).map(Number),
  };
}

/** One round trip for both. */
export async function loadQuestionDynamics(
  db: Database,
  userId: string,
  questionId: number,
): Promise<QuestionDynamics> {
  const [row] = await rawRows<{
    answers: number | null;
    correct: number | null;
    letter_counts: number[] | null;
    marked: boolean | null;
    note: string | null;
  }>(
    db,
    sql`select st.answers, st.correct, st.letter_counts, ls.marked, ls.note
        from (select ${questionId}::int as id) q
        left join question_stats st on st.question_id = q.id
        left join question_learner_state ls on ls.question_id = q.id and ls.user_id = ${userId}`,
  );
  return { stats: statsOf(row), marked: row?.marked ?? false, note: row?.note ?? null };
}
