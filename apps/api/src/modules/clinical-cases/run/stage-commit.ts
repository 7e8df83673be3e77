import type { RunState } from '@members/contract';
import type { z } from 'zod';
import type { commitRequestSchema } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { stageScore } from '../case-scoring.ts';
import {
  attemptFinishedError,
  decisionKindInvalidError,
  decisionRequiredError,
  mainHypothesisRequiredError,
  stageCommittedError,
} from '../clinical-cases.errors.ts';
import { currentStage, stageOfCase } from './current-stage.ts';
import { activityAt, readRunState, withLockedAttempt } from './run-attempt.ts';
import { attemptDecisions, attemptResults, insertStageResult, updateAttempt } from './run.repository.ts';

export type CommitBody = z.output<typeof commitRequestSchema>;

/**
 * POST /api/clinical-cases/attempts/:attemptId/commit: the current stage becomes final. Its score (the chosen
 * options' points over the active decisions) is stored with the commit's key, the attempt moves to the next stage
 * and adds the score. The same key again answers the state; a committed stage under another key is 409
 * `clinical_cases.stage_committed`, a later one 409 `clinical_cases.stage_not_current`. A stage needs a decision
 * (422 `decision_required`), a diagnosis a main hypothesis (422 `main_hypothesis_required`).
 */
export function commitStage(
  db: Database,
  learner: Learner,
  attemptId: number,
  body: CommitBody,
  now: Date,
): Promise<RunState> {
  return withLockedAttempt(db, learner, attemptId, async ({ tx, attempt, content }) => {
    const { stage: named } = stageOfCase(content, body.stage_id);
    const committed = (await attemptResults(tx, attempt.id)).find((result) => result.stage_id === named.stage.id);
    if (committed) {
      if (committed.idempotency_key !== body.idempotency_key) throw stageCommittedError();
      return readRunState(tx, content, attempt);
    }
    if (attempt.finished_at !== null) throw attemptFinishedError();
    const { stage, options } = currentStage(content, attempt, body.stage_id);
    const active = (await attemptDecisions(tx, attempt.id)).filter(
      (row) => row.stage_id === stage.id && row.removed_at === null,
    );
    if (active.length === 0) throw decisionRequiredError();
    if (stage.kind === 'diagnosis' && !active.some((row) => row.role === 'main')) throw mainHypothesisRequiredError();
    if (stage.kind === 'question' && active.length !== 1)
      throw decisionKindInvalidError('A question stage commits exactly one answer');
    const score = stageScore(options, active);
    const inserted = await insertStageResult(tx, {
      attempt_id: attempt.id,
      stage_id: stage.id,
      score,
      committed_at: now,
      idempotency_key: body.idempotency_key,
    });
    if (!inserted) throw stageCommittedError();
    const updated = await updateAttempt(tx, attempt.id, {
      ...activityAt(attempt, now),
      stage_position: attempt.stage_position + 1,
      score: attempt.score + score,
    });
    return readRunState(tx, content, updated);
  });
}
