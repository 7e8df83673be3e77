import type { Database } from '../../../db/database.ts';
import { type StatsRow, upsertFirstAnswerStats, upsertLearnerStates } from './answer-effects.repository.ts';

export interface RecordedAnswer {
  questionId: number;
  alternative: 'A' | 'B' | 'C' | 'D' | 'E';
  correct: boolean;
  answeredAt: Date;
}

/** A question's statistics after the answers were counted (letter counts per A–E). */
export interface UpdatedStats {
  answers: number;
  correct: number;
  letterCounts: number[];
}

export const updatedStats = (row: Omit<StatsRow, 'question_id'>): UpdatedStats => ({
  answers: Number(row.answers),
  correct: Number(row.correct),
  letterCounts: row.letter_counts.map(Number),
});

/**
 * What new answers change besides their own rows (call it in the transaction that inserted the answers, once
 * per answer actually inserted, never for a replay; one answer per question): the learner's state of the
 * question (count, latest correctness) and, for the learner's first answer to a question, the question's peer
 * statistics. Returns the statistics of the questions it updated (those first answers). The answer call does
 * the same in one statement with its insert (answers.repository.ts recordAnswers), from the same two upserts
 * (answer-effects.repository.ts).
 */
export async function applyAnswerEffects(
  db: Database,
  userId: string,
  answers: readonly RecordedAnswer[],
): Promise<ReadonlyMap<number, UpdatedStats>> {
  const updated = new Map<number, UpdatedStats>();
  if (answers.length === 0) return updated;
  const firsts = await upsertLearnerStates(db, userId, answers);
  const first = new Set(firsts.filter((row) => row.inserted).map((row) => Number(row.question_id)));
  const firstAnswers = answers.filter((answer) => first.has(answer.questionId));
  if (firstAnswers.length === 0) return updated;
  const rows = await upsertFirstAnswerStats(db, firstAnswers);
  for (const row of rows) updated.set(Number(row.question_id), updatedStats(row));
  return updated;
}
