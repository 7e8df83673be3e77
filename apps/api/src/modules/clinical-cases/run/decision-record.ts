import type { RunState } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { attemptFinishedError, idempotencyConflictError } from '../clinical-cases.errors.ts';
import { currentStage } from './current-stage.ts';
import { planDecision, sameDecision, type DecisionBody } from './decision-plan.ts';
import { activityAt, readRunState, withLockedAttempt } from './run-attempt.ts';
import {
  attemptDecisions,
  decisionByKey,
  insertDecision,
  removeDecisions,
  setDecisionPositions,
  updateAttempt,
} from './run.repository.ts';

/**
 * POST /api/clinical-cases/attempts/:attemptId/decisions: one decision in the current stage, by the stage's kind
 * (decision-plan.ts). Idempotent: a pick's key is stored with its row, so the same key again answers the current
 * state without a second row, and the same key with another decision is 409 `clinical_cases.idempotency_conflict`;
 * a request that changes nothing (a pick already made, an unpick of what is not picked, the same order) is a no-op
 * whatever its key, so an unpick's or an order's replay changes nothing either. A write moves the working time.
 */
export function recordDecision(
  db: Database,
  learner: Learner,
  attemptId: number,
  body: DecisionBody,
  now: Date,
): Promise<RunState> {
  return withLockedAttempt(db, learner, attemptId, async ({ tx, attempt, content }) => {
    const replayed = await decisionByKey(tx, attempt.id, body.idempotency_key);
    if (replayed) {
      if (!sameDecision(replayed, body)) throw idempotencyConflictError();
      return readRunState(tx, content, attempt);
    }
    if (attempt.finished_at !== null) throw attemptFinishedError();
    const stage = currentStage(content, attempt, body.stage_id);
    const decisions = await attemptDecisions(tx, attempt.id);
    const active = decisions.filter((row) => row.stage_id === stage.stage.id && row.removed_at === null);
    const plan = planDecision({ kind: stage.stage.kind, options: stage.options, active }, body);
    if (plan.remove.length === 0 && plan.insert === null && plan.positions.length === 0)
      return readRunState(tx, content, attempt);
    await removeDecisions(tx, plan.remove, now);
    await setDecisionPositions(tx, plan.positions);
    if (plan.insert) {
      await insertDecision(tx, {
        ...plan.insert,
        attempt_id: attempt.id,
        stage_id: stage.stage.id,
        picked_at: now,
        idempotency_key: body.idempotency_key,
      });
    }
    const updated = await updateAttempt(tx, attempt.id, activityAt(attempt, now));
    return readRunState(tx, content, updated);
  });
}
