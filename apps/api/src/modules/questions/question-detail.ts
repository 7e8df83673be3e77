import type { QuestionDetail } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { revealAnswer, type StoredAnswer } from './answers/answer-reveal.ts';
import { findLatestAnswer } from './answers/answers.repository.ts';
import { cachedCategoryCatalog, visibleQuestion } from './bank.cache.ts';
import { refuseOpenSimuladoQuestion } from './open-simulado-questions.ts';
import { loadQuestionDynamics } from './question-dynamics.ts';
import { questionView } from './question-view.ts';

/**
 * A question the learner may see (published or annulled; 404 for a draft, a missing one or another producer's;
 * 403 while an open simulado holds it), as the players show it, with the answer `findAnswer` picks revealed.
 * The one place a learner's question and its reveal are put together: sessions, tracks and the question's page.
 */
export async function learnerQuestion(
  db: Database,
  learner: Learner,
  questionId: number,
  findAnswer: () => Promise<StoredAnswer | null>,
): Promise<QuestionDetail> {
  await refuseOpenSimuladoQuestion(db, learner.producerId, questionId);
  const [content, catalog, dynamics, answer] = await Promise.all([
    visibleQuestion(db, learner.producerId, questionId),
    cachedCategoryCatalog(db, learner.producerId),
    loadQuestionDynamics(db, learner.userId, questionId),
    findAnswer(),
  ]);
  return {
    question: questionView(content, catalog, dynamics),
    answer: answer ? revealAnswer(content, answer, dynamics.stats, true) : null,
  };
}

/** GET /api/questions/:id: the question on its own page, with the learner's latest answer to it anywhere. */
export function questionDetail(db: Database, learner: Learner, questionId: number): Promise<QuestionDetail> {
  return learnerQuestion(db, learner, questionId, () => findLatestAnswer(db, learner.userId, questionId));
}
