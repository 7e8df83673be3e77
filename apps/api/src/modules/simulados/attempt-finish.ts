import type { SimuladoResult } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { settleAttempt } from './attempt-expiry.ts';
import { submitAttemptWithAnswers } from './attempt-submission.ts';
import { attemptById, findStartedAttempt } from './simulados.repository.ts';
import { simuladoResult } from './simulado-result.ts';

/** POST /api/simulados/:id/attempt/submit: submits the attempt (once; a repeat answers the same result). */
export async function submitByLearner(
  db: Database,
  learner: Learner,
  simuladoId: number,
  now: Date,
): Promise<SimuladoResult> {
  const { simulado, attempt: found } = await findStartedAttempt(db, learner, simuladoId);
  const attempt = await settleAttempt(db, found, now);
  if (attempt.submitted_at !== null) return simuladoResult(db, simulado, attempt, now);
  // At or after the deadline (the page handing in when its countdown ends, within the grace) time ran out:
  // that is an automatic submission, dated at the deadline.
  const automatic = now.getTime() >= attempt.deadline.getTime();
  const handIn = await submitAttemptWithAnswers(db, attempt.id, { automatic, now });
  if (handIn) return simuladoResult(db, simulado, handIn.attempt, now, handIn.answers);
  return simuladoResult(db, simulado, await attemptById(db, attempt.id), now);
}

/** GET /api/simulados/:id/result: only once the learner's attempt is submitted (by them or at the deadline). */
export async function resultOf(db: Database, learner: Learner, simuladoId: number, now: Date): Promise<SimuladoResult> {
  const { simulado, attempt } = await findStartedAttempt(db, learner, simuladoId);
  return simuladoResult(db, simulado, await settleAttempt(db, attempt, now), now);
}
