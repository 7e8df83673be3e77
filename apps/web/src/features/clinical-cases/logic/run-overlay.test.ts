import { describe, expect, it } from 'vitest';
import { currentStage, overlayPending, stageNumber, type PendingWrite } from './run-overlay.ts';
import { runStage, runState } from './run-test-fixtures.ts';

const decision = (body: Extract<PendingWrite, { kind: 'decision' }>['body']): PendingWrite => ({
  kind: 'decision',
  body,
  queuedAt: Date.parse('2026-11-26T10:10:00.000Z'),
});

describe('overlayPending', () => {
  const state = runState([runStage(1, 'history', { committed: true }), runStage(2, 'tests')], 5, {
    tests_cost_cents: 500,
  });

  it('is the server state itself when nothing waits', () => {
    expect(overlayPending(state, []).state).toBe(state);
  });

  it('shows queued picks in order, adds the price of tests not yet acknowledged, and reports a queued commit', () => {
    const shown = overlayPending(state, [
      decision({ action: 'pick', stage_id: 2, option_id: 22, idempotency_key: 'k1' }),
      decision({ action: 'pick', stage_id: 2, option_id: 23, idempotency_key: 'k2' }),
      decision({ action: 'pick', stage_id: 2, option_id: 22, idempotency_key: 'k3' }),
      { kind: 'commit', stageId: 2 },
    ]);
    expect(shown.state.stages[1]?.picks.map((pick) => pick.option_id)).toEqual([22, 23]);
    expect(shown.state.tests_cost_cents).toBe(500 + 2000 + 3000);
    expect(shown.committing).toEqual([2]);
    expect(shown.finishing).toBe(false);
  });

  it('leaves a committed stage as the server sent it', () => {
    const shown = overlayPending(state, [
      decision({ action: 'pick', stage_id: 1, option_id: 12, idempotency_key: 'k' }),
    ]);
    expect(shown.state.stages[0]?.picks).toEqual([]);
  });
});

describe('currentStage and stageNumber', () => {
  it('give the open stage and its number, and the last one once all are committed', () => {
    const open = runState([runStage(1, 'history', { committed: true }), runStage(2, 'exam')], 5);
    expect(currentStage(open)?.id).toBe(2);
    expect(stageNumber(open)).toBe(2);
    const done = runState([runStage(1, 'history', { committed: true }), runStage(2, 'exam', { committed: true })], 2);
    expect(currentStage(done)).toBeNull();
    expect(stageNumber(done)).toBe(2);
  });
});
