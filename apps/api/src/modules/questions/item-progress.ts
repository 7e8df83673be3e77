import type { PracticeSession } from '@members/contract';

export type ItemProgress = Omit<PracticeSession, 'id' | 'created_at'>;

/**
 * Progress over an ordered list of questions (a practice session or a track) from the learner's answers there
 * (question id → correct): counts, every position's state, and the first unanswered position (null when done).
 */
export function itemProgress(questionIds: readonly number[], answers: ReadonlyMap<number, boolean>): ItemProgress {
  const items = questionIds.map((questionId, index) => {
    const correct = answers.get(questionId);
    return { position: index + 1, question_id: questionId, answered: correct !== undefined, correct: correct ?? null };
  });
  const answered = items.filter((item) => item.answered);
  return {
    total: items.length,
    answered: answered.length,
    correct: answered.filter((item) => item.correct).length,
    next_position: items.find((item) => !item.answered)?.position ?? null,
    items,
  };
}
