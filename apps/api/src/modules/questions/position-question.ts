import type { SessionQuestion } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { revealAnswer } from './answers/answer-reveal.ts';
import { findPositionAnswer, type PositionAnswerScope } from './answers/answers.repository.ts';
import { cachedCategoryCatalog, visibleQuestion } from './bank.cache.ts';
import { refuseOpenSimuladoQuestion } from './open-simulado-questions.ts';
import { loadQuestionDynamics } from './question-dynamics.ts';
import { questionView } from './question-view.ts';
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
  // The lists given here leave held questions out already; this is the last line before a reveal.
  await refuseOpenSimuladoQuestion(db, learner.producerId, questionId);
  const [content, catalog, dynamics, answer] = await Promise.all([
    visibleQuestion(db, learner.producerId, questionId),
    cachedCategoryCatalog(db, learner.producerId),
    loadQuestionDynamics(db, learner.userId, questionId),
    findPositionAnswer(db, learner.userId, questionId, scope),
  ]);
  return {
    position,
    total: questionIds.length,
    question: questionView(content, catalog, dynamics),
    answer: answer ? revealAnswer(content, answer, dynamics.stats, true) : null,
  };
}
