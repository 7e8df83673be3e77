import { runStateSchema, type CommitRequest, type RunState } from '@members/contract';
import { enqueueWrite } from '../../../lib/outbox/index.ts';
import type { DecisionBody } from '../logic/run-decisions.ts';

/** The outbox group of a case's run (one save indicator). */
export const runGroup = (caseId: number) => `clinical-case:${caseId}`;

const attemptPath = (attemptId: number) => `/api/clinical-cases/attempts/${attemptId}`;
export const decisionPath = (attemptId: number) => `${attemptPath(attemptId)}/decisions`;
export const commitPath = (attemptId: number) => `${attemptPath(attemptId)}/commit`;
export const finishPath = (attemptId: number) => `${attemptPath(attemptId)}/finish`;

export interface RunWriteTarget {
  caseId: number;
  attemptId: number;
}

/**
 * POST …/decisions through the outbox: persisted before it is sent, in order, retried while offline, counted once
 * by its key (made once per decision). A new order of a stage's actions replaces an older one not sent yet.
 * Resolves with the run's new state (a picked finding in it); rejects on a 4xx.
 */
export async function sendDecision(target: RunWriteTarget, body: DecisionBody): Promise<RunState | undefined> {
  const value = await enqueueWrite({
    id: body.idempotency_key,
    method: 'POST',
    path: decisionPath(target.attemptId),
    body,
    group: runGroup(target.caseId),
    ...(body.action === 'order' ? { replaceKey: `clinical-case-order:${body.stage_id}` } : {}),
  });
  // A replaced order resolves without an answer: the newer one brings the state.
  return value === undefined ? undefined : runStateSchema.parse(value);
}

/** POST …/commit through the outbox, after the stage's decisions: the stage becomes final; its scores come back. */
export async function sendCommit(
  target: RunWriteTarget,
  stageId: number,
  key = crypto.randomUUID(),
): Promise<RunState> {
  const body: CommitRequest = { stage_id: stageId, idempotency_key: key };
  const value = await enqueueWrite({
    id: key,
    method: 'POST',
    path: commitPath(target.attemptId),
    body,
    group: runGroup(target.caseId),
  });
  return runStateSchema.parse(value);
}

/** POST …/finish through the outbox (after every commit): the attempt ends and counts. */
export async function sendFinish(target: RunWriteTarget): Promise<RunState> {
  const value = await enqueueWrite({
    id: `finish:${target.attemptId}`,
    method: 'POST',
    path: finishPath(target.attemptId),
    body: undefined,
    group: runGroup(target.caseId),
    replaceKey: `clinical-case-finish:${target.attemptId}`,
  });
  return runStateSchema.parse(value);
}
