import type { Database } from '../../db/database.ts';
import { selectQuestionDynamics } from './question-dynamics.repository.ts';

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
  row: { answers: number | null; correct: number | null; letter_counts: number[] | null } | null | undefined,
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
  const row = await selectQuestionDynamics(db, userId, questionId);
  return { stats: statsOf(row), marked: row?.marked ?? false, note: row?.note ?? null };
}
