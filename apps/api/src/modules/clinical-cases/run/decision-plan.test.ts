import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { planDecision, sameDecision, type DecisionBody } from './decision-plan.ts';

const options = [
  { id: 11, label: 'AAS 300 mg', synonyms: [] },
  { id: 12, label: 'Angioplastia primária', synonyms: ['angioplastia'] },
  { id: 13, label: 'Nifedipino sublingual', synonyms: [] },
];
const row = (
  id: number,
  optionId: number | null,
  position: number,
  role: 'pick' | 'main' | 'differential' = 'pick',
) => ({
  id,
  option_id: optionId,
  text: null,
  role,
  position,
});
const pick = (extra: Partial<Extract<DecisionBody, { action: 'pick' }>>): DecisionBody => ({
  action: 'pick',
  idempotency_key: randomUUID(),
  stage_id: 1,
  ...extra,
});

describe('planDecision', () => {
  it('management: inserts at a position and shifts the actions after it', () => {
    const stage = { kind: 'management' as const, options, active: [row(1, 11, 1), row(2, 12, 2)] };
    expect(planDecision(stage, pick({ option_id: 13, position: 1 }))).toEqual({
      remove: [],
      insert: { option_id: 13, text: null, role: 'pick', position: 1 },
      positions: [
        { id: 1, position: 2 },
        { id: 2, position: 3 },
      ],
    });
    expect(planDecision(stage, pick({ option_id: 13, position: 99 })).insert?.position).toBe(3);
    expect(planDecision(stage, pick({ option_id: 11, position: 2 }))).toEqual({
      remove: [],
      insert: null,
      positions: [],
    });
  });

  it('diagnosis: a typed synonym picks its option; a new main removes the old main only', () => {
    const stage = {
      kind: 'diagnosis' as const,
      options,
      active: [row(1, 11, 1, 'main'), row(2, 13, 2, 'differential')],
    };
    expect(planDecision(stage, pick({ text: 'ANGIOPLASTIA', role: 'main' }))).toEqual({
      remove: [1],
      insert: { option_id: 12, text: 'ANGIOPLASTIA', role: 'main', position: 3 },
      positions: [],
    });
  });

  it('knows a replay: the same stage, option or text, and role', () => {
    const stored = { stage_id: 1, option_id: 12, text: null, role: 'main' as const };
    expect(sameDecision(stored, pick({ option_id: 12, role: 'main' }))).toBe(true);
    expect(sameDecision(stored, pick({ option_id: 12, role: 'differential' }))).toBe(false);
    expect(sameDecision(stored, { action: 'unpick', idempotency_key: randomUUID(), stage_id: 1, option_id: 12 })).toBe(
      false,
    );
  });
});
