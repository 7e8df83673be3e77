import type { SessionQuestion } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { findPositionAnswer, type PositionAnswerScope } from './answers/answers.repository.ts';
import { learnerQuestion } from './question-detail.ts';
import { positionNotFoundError } from './questions.errors.ts';

/** The question at a 1-based position of a session or track, and the learner's answer there with its reveal (or null). */
export async function positionQuestion(
  db: Database,
  learner: Learner,
  questionIds: readonly number[],
  position: number,
  scope: PositionAnswerScope,
): Promise<SessionQuestion> {
  const questionId = questionIds[position - 1];
  if (questionId === undefined) throw positionNotFoundError();
  // The lists given here leave held questions out already; learnerQuestion's check is the last line before a reveal.
  const { question, answer } = await learnerQuestion(db, learner, questionId, () =>
    findPositionAnswer(db, learner.userId, questionId, scope),
  );
  return { position, total: questionIds.length, question, answer };
}
