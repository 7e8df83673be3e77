import type { SessionQuestion } from '@members/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { questionAnswers } from '../../db/schema/index.ts';
import type { Learner } from '../../plugins/learner.ts';
import { revealAnswer } from './answers/answer-reveal.ts';
import { cachedCategoryCatalog, visibleQuestion } from './bank.cache.ts';
import { refuseOpenSimuladoQuestion } from './open-simulado-questions.ts';
import { loadQuestionDynamics } from './question-dynamics.ts';
import { questionView } from './question-view.ts';
import { positionNotFoundError } from './questions.errors.ts';

/** Which answer belongs to the position: the one in this practice session, or the learner's in this track. */
export type PositionScope = { practiceSessionId: number } | { trackId: number };

/** The question at a 1-based position of a session or track, and the learner's answer there with its reveal (or null). */
export async function positionQuestion(
  db: Database,
  learner: Learner,
  questionIds: readonly number[],
  position: number,
  scope: PositionScope,
): Promise<SessionQuestion> {
  const questionId = questionIds[position - 1];
  if (questionId === undefined) throw positionNotFoundError();
  // The lists given here leave held questions out already; this is the last line before a reveal.
  await refuseOpenSimuladoQuestion(db, learner.producerId, questionId);
  const where =
    'practiceSessionId' in scope
      ? eq(questionAnswers.practice_session_id, scope.practiceSessionId)
      : and(eq(questionAnswers.user_id, learner.userId), eq(questionAnswers.track_id, scope.trackId));
  const [content, catalog, dynamics, [answer]] = await Promise.all([
    visibleQuestion(db, learner.producerId, questionId),
    cachedCategoryCatalog(db, learner.producerId),
    loadQuestionDynamics(db, learner.userId, questionId),
    db
      .select({
        alternative: questionAnswers.alternative,
        correct: questionAnswers.correct,
        answered_at: questionAnswers.answered_at,
      })
      .from(questionAnswers)
      .where(and(where, eq(questionAnswers.question_id, questionId)))
      .limit(1),
  ]);
  return {
    position,
    total: questionIds.length,
    question: questionView(content, catalog, dynamics),
    answer: answer ? revealAnswer(content, answer, dynamics.stats, true) : null,
  };
}
