import type { Database } from '../../db/database.ts';
import { forgetLearnerBits } from '../questions/facets/learner-bits.cache.ts';
import { gradeAttempt } from './attempt-scoring.ts';
import { claimSubmission, recordHandIn } from './attempt-submission.repository.ts';
import { attemptAnswersOn, type AnswerRow } from './simulado-answers.repository.ts';
import { cachedSimuladoQuestions } from './simulado-content.cache.ts';
import type { AttemptRow } from './simulados.repository.ts';

export interface Submission {
  /** True for the server's submission at the deadline (then submitted_at is the deadline). */
  automatic: boolean;
  now: Date;
}

/**
 * Submits the attempt once: the lock taken first only matches an unsubmitted attempt, so of concurrent
 * submitters (the learner, the lazy check, sweepers of several processes) only one continues, and it grades the
 * attempt, logs its answers and puts the wrong ones into the learner's memory (the error notebook) in the same
 * transaction. The attempt as submitted when this call submitted it, null when another had.
 * Every hand-in (the learner's, the lazy one, the sweeper's) comes through here, so here, once the answers are
 * committed, the learner's cached answered / wrong bits are forgotten: their question counts show them at once.
 */
export async function submitAttempt(
  db: Database,
  attemptId: number,
  submission: Submission,
): Promise<AttemptRow | null> {
  return (await submitAttemptWithAnswers(db, attemptId, submission))?.attempt ?? null;
}

/** A hand-in this call made: the attempt as submitted, and the answers it was graded on (final from then on). */
export interface HandIn {
  attempt: AttemptRow;
  answers: AnswerRow[];
}

/** submitAttempt, with the answers it graded: the learner's own hand-in shows its result from them. */
export async function submitAttemptWithAnswers(
  db: Database,
  attemptId: number,
  submission: Submission,
): Promise<HandIn | null> {
  const handIn = await gradeAndLog(db, attemptId, submission);
  if (handIn) forgetLearnerBits(db, handIn.attempt.user_id);
  return handIn;
}

/**
 * The submission's transaction: claim, read the answers (after the claim: no answer lands once it holds), grade,
 * then recordHandIn (one statement: the answers logged, the wrong ones into the learner's memory, and what every
 * taker locks).
 */
function gradeAndLog(db: Database, attemptId: number, { automatic, now }: Submission): Promise<HandIn | null> {
  return db.transaction(async (tx) => {
    const won = await claimSubmission(tx, attemptId);
    if (!won) return null;
    const simulado = { id: won.simulado_id, producer_id: won.producer_id, question_ids: won.question_ids };
    // Together: a cache miss reads the questions on `tx` too, and its connection pipelines both reads.
    const [questions, answers] = await Promise.all([
      cachedSimuladoQuestions(db, simulado, tx),
      attemptAnswersOn(tx, attemptId),
    ]);
    const grade = gradeAttempt(questions.list, answers);
    const attempt = { id: attemptId, producerId: simulado.producer_id, userId: won.user_id };
    return { attempt: await recordHandIn(tx, attempt, grade, { automatic, now }), answers };
  });
}
