import type { RunStage } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { applyDecision, commitBlocker, intentForOption, moveIntent, orderedPicks } from './run-decisions.ts';
import { runStage } from './run-test-fixtures.ts';

const at = '2026-11-26T10:10:00.000Z';
const ids = (stage: RunStage) => orderedPicks(stage).map((pick) => pick.option_id ?? pick.text);
const roles = (stage: RunStage) => orderedPicks(stage).map((pick) => [pick.option_id ?? pick.text, pick.role]);

function decideAll(stage: RunStage, optionIds: number[]): RunStage {
  return optionIds.reduce((current, id) => {
    const intent = intentForOption(current, { id });
    return intent ? applyDecision(current, intent, at) : current;
  }, stage);
}

describe('history, exam and tests: picks are final', () => {
  it('adds a pick once, in order, and offers nothing for a picked option', () => {
    const stage = decideAll(runStage(1, 'history'), [13, 11, 13]);
    expect(ids(stage)).toEqual([13, 11]);
    expect(intentForOption(stage, { id: 13 })).toBeNull();
    expect(applyDecision(stage, { action: 'unpick', stage_id: 1, option_id: 13 }, at)).toBe(stage);
  });
});

describe('question: one answer, replaced', () => {
  it('keeps only the latest alternative', () => {
    const stage = decideAll(runStage(6, 'question'), [61, 63]);
    expect(ids(stage)).toEqual([63]);
  });
});

describe('diagnosis', () => {
  it('makes the first hypothesis the main one and the next ones differentials; a number again removes it', () => {
    let stage = decideAll(runStage(4, 'diagnosis'), [42, 41, 43]);
    expect(roles(stage)).toEqual([
      [42, 'main'],
      [41, 'differential'],
      [43, 'differential'],
    ]);
    stage = decideAll(stage, [42]);
    expect(roles(stage)).toEqual([
      [41, 'differential'],
      [43, 'differential'],
    ]);
    expect(commitBlocker(stage)).toBe('clinical_cases.main_hypothesis_required');
  });

  it('lets a new main hypothesis replace the old one and keeps a typed one by its text', () => {
    let stage = decideAll(runStage(4, 'diagnosis'), [41]);
    stage = applyDecision(stage, { action: 'pick', stage_id: 4, option_id: 42, role: 'main' }, at);
    stage = applyDecision(stage, { action: 'pick', stage_id: 4, text: 'sepse', role: 'differential' }, at);
    expect(roles(stage)).toEqual([
      [42, 'main'],
      ['sepse', 'differential'],
    ]);
    expect(commitBlocker(stage)).toBeNull();
    stage = applyDecision(stage, { action: 'unpick', stage_id: 4, text: 'sepse' }, at);
    expect(roles(stage)).toEqual([[42, 'main']]);
  });
});

describe('management', () => {
  it('appends actions, moves them up and down, removes them', () => {
    let stage = decideAll(runStage(5, 'management'), [53, 51, 52]);
    expect(ids(stage)).toEqual([53, 51, 52]);
    const up = moveIntent(stage, 52, -1);
    expect(up).toEqual({ action: 'order', stage_id: 5, option_ids: [53, 52, 51] });
    stage = applyDecision(stage, up!, at);
    expect(ids(stage)).toEqual([53, 52, 51]);
    expect(moveIntent(stage, 53, -1)).toBeNull();
    expect(moveIntent(stage, 51, 1)).toBeNull();
    stage = decideAll(stage, [52]);
    expect(ids(stage)).toEqual([53, 51]);
    expect(orderedPicks(stage).map((pick) => pick.position)).toEqual([1, 2]);
  });

  it('inserts an action at a given place', () => {
    const stage = decideAll(runStage(5, 'management'), [51, 52]);
    expect(ids(applyDecision(stage, { action: 'pick', stage_id: 5, option_id: 53, position: 1 }, at))).toEqual([
      53, 51, 52,
    ]);
  });
});

describe('a committed stage', () => {
  it('never changes and offers nothing', () => {
    const stage = runStage(2, 'exam', { committed: true });
    expect(intentForOption(stage, { id: 21 })).toBeNull();
    expect(applyDecision(stage, { action: 'pick', stage_id: 2, option_id: 21 }, at)).toBe(stage);
  });
});

describe('commitBlocker', () => {
  it('asks for at least one decision', () => {
    expect(commitBlocker(runStage(1, 'history'))).toBe('clinical_cases.decision_required');
    expect(commitBlocker(decideAll(runStage(1, 'history'), [12]))).toBeNull();
  });
});
