import type { RunStage, RunState } from '@members/contract';
import { applyDecision, pickOf, type DecisionBody } from './run-decisions.ts';

/** A run's write waiting in the outbox, as the screen needs to know it. */
export type PendingWrite =
  | { kind: 'decision'; body: DecisionBody; queuedAt: number }
  | { kind: 'commit'; stageId: number }
  | { kind: 'finish' };

export interface ShownRun {
  state: RunState;
  /** Stages whose commit waits in the outbox (their decisions are locked). */
  committing: number[];
  finishing: boolean;
}

function addedTestsCost(before: RunStage, after: RunStage): number {
  if (after.kind !== 'tests') return 0;
  return after.picks
    .filter((pick) => pick.option_id !== null && !pickOf(before, pick.option_id))
    .reduce((sum, pick) => sum + (after.options.find((option) => option.id === pick.option_id)?.cost_cents ?? 0), 0);
}

/**
 * The server's state with the writes still queued applied on top (in their order): what the learner did shows at
 * once, also offline and after a reload with writes left to send. The tests' cost grows with tests ordered and not
 * yet acknowledged (the server's total plus their prices).
 */
export function overlayPending(state: RunState, pending: readonly PendingWrite[]): ShownRun {
  let stages = state.stages;
  let extraCost = 0;
  const committing: number[] = [];
  let finishing = false;
  for (const write of pending) {
    if (write.kind === 'finish') finishing = true;
    else if (write.kind === 'commit') committing.push(write.stageId);
    else {
      const at = new Date(write.queuedAt).toISOString();
      stages = stages.map((stage) => {
        const next = applyDecision(stage, write.body, at);
        extraCost += addedTestsCost(stage, next);
        return next;
      });
    }
  }
  if (pending.length === 0) return { state, committing, finishing };
  return { state: { ...state, stages, tests_cost_cents: state.tests_cost_cents + extraCost }, committing, finishing };
}

/** The stage to decide now (null once every stage is committed). */
export function currentStage(state: RunState): RunStage | null {
  if (state.current_stage === null) return null;
  // The stages sent are the committed ones and the current one, in order: the current one is the first open one.
  return state.stages.find((stage) => !stage.committed) ?? null;
}

/** "Etapa N de M": the current stage's number, or the last one once all are committed. */
export function stageNumber(state: RunState): number {
  return Math.min(state.case.stage_count, (state.current_stage ?? state.case.stage_count - 1) + 1);
}
