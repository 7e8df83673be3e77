import type { Database } from '../../db/database.ts';
import { recordMisses } from '../flashcards/misses/record-misses.ts';
import { applyAnswerEffects } from '../questions/answers/answer-effects.ts';
import { forgetLearnerBits } from '../questions/facets/learner-bits.cache.ts';
import { gradeAttempt } from './attempt-scoring.ts';
import {
  claimSubmission,
  logSimuladoAnswers,
  saveGrade,
  simuladoQuestionsOf,
} from './attempt-submission.repository.ts';
import { loadSimuladoQuestions } from './bank-questions.repository.ts';
import { chosenAnswers } from './simulado-answers.repository.ts';

export interface Submission {
  /** True for the server's submission at the deadline (then submitted_at is the deadline). */
  automatic: boolean;
  now: Date;
}

/**
 * Submits the attempt once: the update that sets submitted_at only matches an unsubmitted attempt, so of
 * concurrent submitters (the learner, the lazy check, sweepers of several processes) only one continues, and
 * it grades the attempt, logs its answers and puts the wrong ones into the learner's memory (the error notebook)
 * in the same transaction. True when this call submitted it.
 * Every hand-in (the learner's, the lazy one, the sweeper's) comes through here, so here, once the answers are
 * committed, the learner's cached answered / wrong bits are forgotten: their question counts show them at once.
 */
export async function submitAttempt(db: Database, attemptId: number, submission: Submission): Promise<boolean> {
  const userId = await gradeAndLog(db, attemptId, submission);
  if (userId === null) return false;
  forgetLearnerBits(db, userId);
  return true;
}

/** The submission's transaction: the learner's id when this call won it, null when the attempt was already submitted. */
function gradeAndLog(db: Database, attemptId: number, { automatic, now }: Submission): Promise<string | null> {
  return db.transaction(async (tx) => {
    const won = await claimSubmission(tx, attemptId, automatic, now);
    if (!won) return null;
    const simulado = await simuladoQuestionsOf(tx, won.simulado_id);
    const grade = gradeAttempt(await loadSimuladoQuestions(tx, simulado), await chosenAnswers(tx, attemptId));
    await saveGrade(tx, attemptId, grade);
    await logSimuladoAnswers(
      tx,
      { id: attemptId, producerId: simulado.producer_id, userId: won.user_id },
      grade.recorded,
    );
    await applyAnswerEffects(tx, won.user_id, grade.recorded);
    const misses = grade.recorded.filter((answer) => !answer.correct);
    await recordMisses(
      tx,
      { producerId: simulado.producer_id, userId: won.user_id },
      misses.map((answer) => ({ questionId: answer.questionId, missedIn: 'simulado' as const, at: now })),
    );
    return won.user_id;
  });
}
